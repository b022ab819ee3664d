import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform

/// One notification: what `albums watch` tells of a check with news.
public struct Notice: Equatable, Sendable {
    public var title: String
    public var body: String

    public init(title: String, body: String) {
        self.title = title
        self.body = body
    }

    /// How a notification went.
    public enum Outcome: Equatable, Sendable {
        /// Shown, and how ("notify-send", "the terminal").
        case shown(String)
        /// Nothing to do (notify none, or no terminal to tell).
        case skipped
        case failed(String)
    }

    /// The longest title and body sent: a notification is a glance.
    static let most = 200

    /// Control characters out (a feed's text could carry escapes), and cut to `most`.
    static func plain(_ text: String) -> String {
        let kept = text.unicodeScalars.map { scalar -> String in UnsafeText.isUnsafe(scalar) ? " " : String(scalar) }.joined()
        return kept.count > most ? String(kept.prefix(most - 1)) + "…" : kept
    }
}

extension Notifier {
    /// Shows a notice the way `mode` says, on the real machine: the terminal
    /// (OSC 9 and OSC 777, then the bell) when stderr is one, or the desktop
    /// (notify-send, osascript; found on PATH, run without a shell, given at
    /// most 5 s), or the desktop where it can and the terminal otherwise.
    static func post(_ notice: Notice, _ mode: NotifyMode, console: Console, environment: [String: String]) async -> Notice.Outcome {
        let title = Notice.plain(notice.title), body = Notice.plain(notice.body)
        let terminal: () -> Notice.Outcome = {
            guard console.err.isTerminal else { return .skipped }
            // ; and BEL would end the sequences early: they become spaces.
            let inside = { (text: String) in text.replacing(";", with: ",") }
            console.err.write("\u{1B}]9;\(inside(title)): \(inside(body))\u{07}\u{1B}]777;notify;\(inside(title));\(inside(body))\u{07}\u{07}")
            return .shown("the terminal")
        }
        // Looked up once, and only when the desktop may be asked.
        let program = mode == .desktop || mode == .auto ? Executables.first(of: [Platform.desktopNotifier], in: environment) : nil
        let desktop: () async -> Notice.Outcome = {
            guard let program else { return .failed("\(Platform.desktopNotifier) is not on PATH") }
            switch await ChildProcess.run(program.path, Platform.desktopNotificationArguments(title: title, body: body), environment: environment, upTo: .seconds(5)) {
            case .exited(0): return .shown(program.name)
            case .exited(let status): return .failed("\(program.name) failed" + (status.map { " (exit status \($0))" } ?? ""))
            case .timedOut: return .failed("\(program.name) did not finish in 5 s")
            case .cancelled: return .skipped
            case .notStarted(let why): return .failed(why)
            }
        }
        switch mode {
        case .none: return .skipped
        case .terminal: return terminal()
        case .desktop: return await desktop()
        case .auto:
            return program != nil && Platform.hasDesktopSession(environment) ? await desktop() : terminal()
        }
    }
}
