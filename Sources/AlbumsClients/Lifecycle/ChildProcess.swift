import AlbumsPlatform
import Foundation
import Synchronization

/// A program albums starts (a player, an opener): no shell, its output
/// silenced, and a clean signal state. Swift's concurrency runs on threads
/// that block every signal, and a child inherits that: started with
/// `Process`, a player would never see the SIGTERM that stops it.
public final class ChildProcess: Sendable {
    public let pid: pid_t
    private let exit = Mutex<Int32?>(nil)

    /// Starts `path` with `arguments`; stdin, stdout and stderr go to /dev/null.
    public init(_ path: String, arguments: [String], environment: [String: String]? = nil) throws {
        let variables = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        // "Text file busy": the program is still open for writing somewhere (being
        // installed, or inherited for a moment by another program starting); it passes.
        var attempt = 0
        while true {
            switch Platform.spawn(path, arguments: arguments, environment: variables) {
            case .success(let pid):
                self.pid = pid
                return
            case .failure(let error) where error.number == ETXTBSY && attempt < 20:
                attempt += 1
                usleep(10_000)
            case .failure(let error):
                throw FileError(path: path, reason: error.reason)
            }
        }
    }

    /// Whether it is still running; reaps it once it has ended.
    public var isRunning: Bool {
        exit.withLock { exit in
            guard exit == nil else { return false }
            var status: Int32 = 0
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid || (reaped < 0 && errno == ECHILD) { exit = status }
            return exit == nil
        }
    }

    /// The exit status once it has ended normally (0 for success), else nil.
    public var exitStatus: Int32? {
        guard !isRunning, let status = exit.withLock({ $0 }) else { return nil }
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : nil
    }

    /// Asks it to stop (SIGTERM), if it hasn't already.
    public func terminate() {
        if isRunning { kill(pid, SIGTERM) }
    }

    /// Waits until it ends or `limit` passes; true if it ended.
    public func wait(upTo limit: Duration) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while isRunning && ContinuousClock.now < deadline {
            // A cancelled task's sleep returns at once: wait here all the same.
            if (try? await Task.sleep(for: .milliseconds(20))) == nil { usleep(20_000) }
        }
        return !isRunning
    }
}

extension ChildProcess {
    /// How a program run with `run(…)` ended.
    public enum Ending: Equatable, Sendable {
        /// On its own; its exit status (nil when a signal ended it).
        case exited(Int32?)
        /// Still running at the limit, and stopped.
        case timedOut
        /// The task was cancelled, and the program stopped.
        case cancelled
        /// It couldn't be started: why.
        case notStarted(String)
    }

    /// Runs `path` to its end, to `limit`, or until the task is cancelled.
    /// The program is stopped (SIGTERM) when it outlives either, and when a
    /// signal ends albums, which also removes `files` (the temporary file
    /// the program plays): nothing is left behind on any way out.
    public static func run(_ path: String, _ arguments: [String], environment: [String: String]? = nil,
                           upTo limit: Duration, removing files: [String] = []) async -> Ending {
        let process: ChildProcess
        do {
            process = try ChildProcess(path, arguments: arguments, environment: environment)
        } catch {
            return .notStarted("\(error)")
        }
        let cleanup = SignalCleanup.register {
            process.terminate()
            for file in files { unlink(file) }
        }
        defer { SignalCleanup.remove(cleanup) }
        let ended = await withTaskCancellationHandler {
            await process.wait(upTo: limit)
        } onCancel: {
            process.terminate()
        }
        if Task.isCancelled {
            _ = await process.wait(upTo: .seconds(2))
            return .cancelled
        }
        guard ended else {
            process.terminate()
            return .timedOut
        }
        return .exited(process.exitStatus)
    }
}

/// A file of albums' own in the temporary folder, readable by the user only,
/// for a program that takes a file (a sound for `paplay`, a preview for `afplay`).
public enum TemporaryFile {
    public static func write(_ data: Data, name: String, suffix: String) throws -> String {
        let path = NSTemporaryDirectory() + "albums-\(name)\(getpid())-\(UInt32.random(in: 0 ... .max)).\(suffix)"
        try AtomicFile.write(data, to: path, permissions: 0o600, durable: false)
        return path
    }
}
