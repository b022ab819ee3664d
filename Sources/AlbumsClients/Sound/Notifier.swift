import AlbumsCore
import AlbumsPlatform
import Synchronization

/// KatFancy's SoundPlayer for the terminal: a bell, a synthesized chime, or nothing.
public struct Notifier: Sendable {
    public var notify: @Sendable (NotifierEvent, SoundMode) async -> Void
    /// A notification of news (`albums watch`), as the `notify` setting says.
    public var post: @Sendable (Notice, NotifyMode) async -> Notice.Outcome

    public init(notify: @escaping @Sendable (NotifierEvent, SoundMode) async -> Void,
                post: @escaping @Sendable (Notice, NotifyMode) async -> Notice.Outcome = { _, _ in .skipped }) {
        self.notify = notify
        self.post = post
    }

    public static let silent = Notifier { _, _ in }

    /// `bell` rings the terminal bell on empty and failed, when stderr is a terminal.
    /// `play` plays a chime on loaded and a sad trombone otherwise, through the first
    /// audio player on PATH; without one it falls back to the bell.
    public static func device(console: Console, environment: [String: String]) -> Notifier {
        Notifier(notify: { event, mode in
            let bell = {
                if event != .loaded && console.err.isTerminal { console.err.write("\u{07}") }
            }
            switch mode {
            case .off:
                return
            case .bell:
                bell()
            case .play:
                guard let player = AudioPlayer.find(in: environment) else { return bell() }
                if await !player.play(Chime.wav(for: event)) { bell() }
            }
        }, post: { notice, mode in
            await post(notice, mode, console: console, environment: environment)
        })
    }

    /// Keeps every event, so tests can assert what would have sounded.
    public static func recording() -> (Notifier, NotifierRecording) {
        let recording = NotifierRecording()
        return (Notifier(notify: { event, mode in recording.append(event, mode) }, post: { notice, mode in
            recording.append(notice, mode)
            return .shown("the recording")
        }), recording)
    }
}
