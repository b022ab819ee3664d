import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import Synchronization

/// What plays a 30-second preview, beside the notifier in the World: a
/// program on the device, nothing in the stub world, a recording in tests.
public struct Player: Sendable {
    public enum Outcome: Equatable, Sendable {
        case played
        /// Stopped before its end (skipped, or the command stopped).
        case stopped
        case failed(String)
    }

    /// "mpv", "the stub player, which plays nothing".
    public var name: String
    /// The programs looked for when none was found; nil when this player can play.
    public var missing: [String]?
    /// Plays `preview` to its end; cancelling the task stops it.
    public var play: @Sendable (_ preview: URL) async -> Outcome

    public init(name: String, missing: [String]? = nil, play: @escaping @Sendable (URL) async -> Outcome) {
        self.name = name
        self.missing = missing
        self.play = play
    }

    /// The program `choice` names, or the first of `Platform.previewPlayers` on
    /// PATH: run without a shell, its output silenced, stopped with SIGTERM when
    /// the play is cancelled or a signal ends albums. A player that only plays
    /// files (afplay) gets the preview downloaded to a temporary file first.
    public static func device(_ choice: PlayerChoice, environment: [String: String],
                              download: @escaping @Sendable (URL) async throws -> Data) -> Player {
        let candidates = choice == .auto ? Platform.previewPlayers : [choice.rawValue]
        guard let (name, path) = Executables.first(of: candidates, in: environment) else {
            return Player(name: "", missing: candidates) { _ in .failed("no player") }
        }
        return Player(name: name) { preview in
            var file: TemporaryFile?
            if Platform.previewNeedsFile(name) {
                do {
                    file = try TemporaryFile(try await download(preview), name: "preview-", suffix: "m4a")
                } catch let failure as Failure {
                    return .failed(failure.why)
                } catch {
                    return .failed("\(error)")
                }
            }
            defer { file?.remove() }
            return await run(path, Platform.previewArguments(for: name, source: file?.path ?? preview.absoluteString), environment: environment)
        }
    }

    /// Runs a player to its end, or until the task is cancelled; a preview is
    /// 30 seconds, so a player still running after two minutes is stopped.
    static func run(_ path: String, _ arguments: [String], environment: [String: String]) async -> Outcome {
        let name = PathText.name(of: path)
        switch await ChildProcess.run(path, arguments, environment: environment, upTo: .seconds(120)) {
        case .notStarted(let why): return .failed(why)
        case .cancelled: return .stopped
        case .timedOut: return .failed("\(name) was still playing after two minutes, and was stopped")
        case .exited(let status?) where status != 0: return .failed("\(name) exited with status \(status)")
        case .exited: return .played
        }
    }

    /// The stub world's: plays nothing, at once.
    public static let stub = Player(name: "the stub player, which plays nothing") { _ in .played }
}

/// A player for tests: every preview asked for, in order, and how each ends.
public final class PlayerRecording: Sendable {
    private let log = Mutex<[URL]>([])

    public init() {}

    public var played: [URL] { log.withLock { $0 } }

    /// A player named "test" that records each preview, then waits `lasting` (a
    /// skip or a stop cancels the wait) and ends with `outcome`.
    public func player(lasting: Duration = .zero, outcome: @escaping @Sendable (URL) -> Player.Outcome = { _ in .played }) -> Player {
        Player(name: "test") { preview in
            self.log.withLock { $0.append(preview) }
            if lasting > .zero {
                do { try await Task.sleep(for: lasting) } catch { return .stopped }
            }
            return outcome(preview)
        }
    }
}
