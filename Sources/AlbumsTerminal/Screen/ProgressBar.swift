import AlbumsClients
import Synchronization

/// A progress bar on stderr, only on a terminal: `Prefetching covers ━━━━━━──── 42/100`.
package final class ProgressBar: Sendable {
    package let label: String
    package let total: Int
    package let stream: Console.Stream
    package let style: Style
    package let animates: Bool
    private let drawn = Mutex(false)

    package init(label: String, total: Int, stream: Console.Stream, style: Style, animates: Bool? = nil) {
        self.label = label
        self.total = total
        self.stream = stream
        self.style = style
        self.animates = animates ?? stream.isTerminal
    }

    package static func line(label: String, done: Int, total: Int, width: Int = 30, style: Style = .plain) -> String {
        let filled = total == 0 ? width : min(width, done * width / total)
        return label + " " + style.cyan(String(repeating: "━", count: filled)) + style.dim(String(repeating: "─", count: width - filled)) + " \(done)/\(total)"
    }

    package func update(done: Int) {
        guard animates else { return }
        drawn.withLock { $0 = true }
        stream.write("\r\u{1B}[2K" + Self.line(label: label, done: done, total: total, style: style))
    }

    package func clear() {
        if drawn.withLock({ $0 }) { stream.write("\r\u{1B}[2K") }
    }
}
