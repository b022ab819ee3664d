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
///
/// Nothing it starts outlives the test: dropped, it is killed with its whole
/// process group (what it started itself, such as the albums a shell runs);
/// and when the test process exits with some still running (a test that
/// failed before it stopped one), they are killed then (`stopAll`, at exit).
public final class Spawned: Sendable {
    /// The process groups started and not reaped yet: the ones to end at exit.
    private static let live = Mutex<Set<pid_t>>([])
    private static let atExit: Void = {
        atexit { Spawned.stopAll() }
    }()

    /// Kills every process group a test started that is still running: at
    /// the test process's exit, and for the test that checks it.
    public static func stopAll() {
        for pid in live.withLock({ $0 }) { kill(-pid, SIGKILL) }
    }

    /// Whether `pid`'s group is among those still to be ended (for tests).
    public static func isLive(_ pid: pid_t) -> Bool { live.withLock { $0.contains(pid) } }

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
                Self.atExit
                Self.live.withLock { _ = $0.insert(pid) }
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
            if ended == nil { ended = reap() }
            return ended.map(Ending.init(waitStatus:))
        }
    }

    /// `Platform.reap`, and once reaped, no longer one to end at exit.
    private func reap(blocking: Bool = false) -> Int32? {
        let status = Platform.reap(pid, blocking: blocking)
        if status != nil { _ = Self.live.withLock { $0.remove(pid) } }
        return status
    }

    public var isRunning: Bool { ending == nil }

    /// Sends `signal` to it, and to nothing else: only while it hasn't been
    /// reaped (a child not reaped keeps its pid, even once it has ended), and
    /// under the lock that reaps it. False when it had already ended.
    @discardableResult
    public func signal(_ number: Int32) -> Bool {
        ended.withLock { ended in
            if ended == nil { ended = reap() }
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

    /// Ends it if it still runs (SIGKILL), with whatever else is in its process
    /// group (what it started), and reaps it. The group is signalled only while
    /// its leader, this program, is not reaped: until then its id is no one else's.
    public func stop() {
        ended.withLock { ended in
            // Running, or ended and not reaped: either way the group is still its own.
            guard ended == nil else { return }
            kill(-pid, SIGKILL)
            ended = reap(blocking: true)
        }
    }

    public struct StartFailed: Error, CustomStringConvertible {
        public var program: String
        public var reason: String
        public var description: String { "couldn't start \(program): \(reason)" }
    }
}
