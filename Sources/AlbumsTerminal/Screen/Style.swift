
/// ANSI styling for one stream, off unless the stream should have colour.
public struct Style: Equatable, Sendable {
    public var enabled: Bool

    public init(enabled: Bool) {
        self.enabled = enabled
    }

    public static let plain = Style(enabled: false)

    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func dim(_ text: String) -> String { wrap(text, "2") }
    public func red(_ text: String) -> String { wrap(text, "31") }
    public func green(_ text: String) -> String { wrap(text, "32") }
    public func yellow(_ text: String) -> String { wrap(text, "33") }
    public func cyan(_ text: String) -> String { wrap(text, "36") }

    public func tinted(_ text: String, _ tint: Tint) -> String {
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
public enum Tint: Sendable {
    case green
    case red
    case dim
}
