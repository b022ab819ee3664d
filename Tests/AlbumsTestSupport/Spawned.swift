import AlbumsPlatform
import Foundation
import Synchronization

/// A program a test starts, and the only way tests start one. It runs in a
/// process group of its own, holds none of the test process's descriptors but
/// its three, and is reaped by this object alone: so a signal it is sent
/// reaches it or nothing. Tests run in parallel in one process; a signal sent
/// to a process group, or to a pid that was reaped (and may since be another
/// test's child: pids are reused, at once after a wrap), would reach the
/// children of other tests.
public final class Spawned: Sendable {
    public let pid: pid_t
    /// What the program is, for messages.
    public let name: String
    /// Its wait status, once reaped.
    private let ended = Mutex<Int32?>(nil)

    /// How a program ended.
    public enum Ending: Equatable, Sendable, CustomStringConvertible {
        case exited(Int32)
        case signaled(Int32)

        init(waitStatus status: Int32) {
            self = status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
        }

        /// As a shell reports it: the exit code, or 128 + the signal.
        public var shellStatus: Int32 {
            switch self {
            case .exited(let code): return code
            case .signaled(let number): return 128 + number
            }
        }

        public var description: String {
            switch self {
            case .exited(let code): return "exit \(code)"
            case .signaled(let number): return "signal \(number)"
            }
        }
    }

    /// Starts `executable`. "Text file busy" (a program just written is still
    /// open for writing in a child another test is starting, until that child
    /// execs) passes; it is tried again for at most 5 s.
    public init(_ executable: String, _ arguments: [String], environment: [String: String],
                input: Platform.SpawnStream = .null, output: Platform.SpawnStream = .null, error: Platform.SpawnStream = .null,
                directory: String? = nil) throws {
        name = (executable as NSString).lastPathComponent
        let variables = environment.map { "\($0.key)=\($0.value)" }
        let options = Platform.SpawnOptions(input: input, output: output, error: error, ownProcessGroup: true, directory: directory)
        let deadline = Date().addingTimeInterval(5)
        while true {
            switch Platform.spawn(executable, arguments: arguments, environment: variables, options: options) {
            case .success(let pid):
                self.pid = pid
                return
            case .failure(let failure) where failure.number == ETXTBSY && Date() < deadline:
                Thread.sleep(forTimeInterval: 0.005)
            case .failure(let failure):
                throw StartFailed(program: executable, reason: failure.reason)
            }
        }
    }

    deinit {
        stop()
    }

    /// How it ended, reaping it; nil while it runs.
    public var ending: Ending? {
        ended.withLock { ended in
            if ended == nil { ended = Platform.reap(pid) }
            return ended.map(Ending.init(waitStatus:))
        }
    }

    public var isRunning: Bool { ending == nil }

    /// Sends `signal` to it, and to nothing else: only while it hasn't been
    /// reaped (a child not reaped keeps its pid, even once it has ended), and
    /// under the lock that reaps it. False when it had already ended.
    @discardableResult
    public func signal(_ number: Int32) -> Bool {
        ended.withLock { ended in
            if ended == nil { ended = Platform.reap(pid) }
            return ended == nil && kill(pid, number) == 0
        }
    }

    /// Waits until it has ended, at most `limit` seconds: how it ended, or nil if it still runs.
    @discardableResult
    public func wait(upTo limit: TimeInterval) -> Ending? {
        _ = Wait.until(limit) { ending != nil }
        return ending
    }

    /// How it ended, within `limit` seconds; otherwise it is killed and `TimedOut` thrown.
    public func finish(within limit: TimeInterval, arguments: [String] = []) throws -> Ending {
        if let ending = wait(upTo: limit) { return ending }
        stop()
        throw AlbumsProcess.TimedOut(program: name, arguments: arguments)
    }

    /// Ends it if it still runs (SIGKILL), and reaps it.
    public func stop() {
        ended.withLock { ended in
            if ended == nil { ended = Platform.reap(pid) }
            guard ended == nil else { return }
            kill(pid, SIGKILL)
            ended = Platform.reap(pid, blocking: true)
        }
    }

    public struct StartFailed: Error, CustomStringConvertible {
        public var program: String
        public var reason: String
        public var description: String { "couldn't start \(program): \(reason)" }
    }
}
