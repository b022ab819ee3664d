import Foundation
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
            #if os(macOS)
            let command = "open"
            #else
            let command = "xdg-open"
            let display = [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].compactMap { $0 }.filter { !$0.isEmpty }
            guard !display.isEmpty else {
                return .notOpened(reason: "there is no desktop session (DISPLAY and WAYLAND_DISPLAY are not set)")
            }
            #endif
            guard let path = Executables.find(command, in: environment) else {
                return .notOpened(reason: "\(command) is not installed")
            }
            return await run(path, command: command, url: url)
        }
    }

    /// The stub world opens nothing: what would have been opened is only printed.
    public static let never = Opener { _ in .notOpened(reason: "the stub world never opens anything") }

    /// Keeps what would have been opened, for tests.
    public static func recording(_ outcome: Outcome = .opened(with: "test")) -> (Opener, OpenerRecording) {
        let recording = OpenerRecording()
        return (Opener { url in recording.append(url); return outcome }, recording)
    }

    private static func run(_ path: String, command: String, url: URL) async -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = [url.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return .notOpened(reason: "\(command) could not be started") }
        for _ in 0..<500 where process.isRunning {
            try? await Task.sleep(for: .milliseconds(20))
        }
        if process.isRunning { return .opened(with: command) }
        return process.terminationStatus == 0 ? .opened(with: command) : .notOpened(reason: "\(command) failed (exit status \(process.terminationStatus))")
    }
}
