import AlbumsPlatform
import Synchronization

/// Opens a URL in the desktop's browser: `xdg-open` on Linux, `open` on macOS.
public struct Opener: Sendable {
    public enum Outcome: Equatable, Sendable {
        case opened(with: String)
        case notOpened(reason: String)
    }

    public var open: @Sendable (URL) async -> Outcome

    public init(open: @escaping @Sendable (URL) async -> Outcome) {
        self.open = open
    }

    public static func device(environment: [String: String]) -> Opener {
        Opener { url in
            let command = Platform.opener
            let display = [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].compactMap { $0 }.filter { !$0.isEmpty }
            if Platform.openerNeedsDisplay && display.isEmpty {
                return .notOpened(reason: "there is no desktop session (DISPLAY and WAYLAND_DISPLAY are not set)")
            }
            guard let path = Executables.find(command, in: environment) else {
                return .notOpened(reason: "\(command) is not installed")
            }
            return await run(path, command: command, url: url, environment: environment)
        }
    }

    /// The stub world opens nothing: what would have been opened is only printed.
    public static let never = Opener { _ in .notOpened(reason: "the stub world never opens anything") }

    /// Keeps what would have been opened, for tests.
    public static func recording(_ outcome: Outcome = .opened(with: "test")) -> (Opener, OpenerRecording) {
        let recording = OpenerRecording()
        return (Opener { url in recording.append(url); return outcome }, recording)
    }

    private static func run(_ path: String, command: String, url: URL, environment: [String: String]) async -> Outcome {
        guard let process = try? ChildProcess(path, arguments: [url.absoluteString], environment: environment) else {
            return .notOpened(reason: "\(command) could not be started")
        }
        // An opener that is still running after 10 s has handed the URL over.
        guard await process.wait(upTo: .seconds(10)) else { return .opened(with: command) }
        guard let status = process.exitStatus, status != 0 else { return .opened(with: command) }
        return .notOpened(reason: "\(command) failed (exit status \(status))")
    }
}
