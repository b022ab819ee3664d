
/// ANSI styling for one stream, off unless the stream should have colour.
package struct Style: Equatable, Sendable {
    package var enabled: Bool

    package init(enabled: Bool) {
        self.enabled = enabled
    }

    package static let plain = Style(enabled: false)

    package func bold(_ text: String) -> String { wrap(text, "1") }
    package func dim(_ text: String) -> String { wrap(text, "2") }
    package func red(_ text: String) -> String { wrap(text, "31") }
    package func green(_ text: String) -> String { wrap(text, "32") }
    package func yellow(_ text: String) -> String { wrap(text, "33") }
    package func cyan(_ text: String) -> String { wrap(text, "36") }

    package func tinted(_ text: String, _ tint: Tint) -> String {
        switch tint {
        case .green: return green(text)
        case .red: return red(text)
        case .dim: return dim(text)
        }
    }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

/// A colour a table cell can have.
package enum Tint: Sendable {
    case green
    case red
    case dim
}
