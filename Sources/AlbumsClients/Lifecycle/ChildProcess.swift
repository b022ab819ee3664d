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
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), defaults = sigset_t()
        sigemptyset(&empty)
        sigemptyset(&defaults)
        for number in [SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGQUIT] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let variables = environment ?? ProcessInfo.processInfo.environment
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard status == 0 else { throw FileError(path: path, reason: String(cString: strerror(status))) }
        self.pid = pid
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
            try? await Task.sleep(for: .milliseconds(20))
        }
        return !isRunning
    }
}
