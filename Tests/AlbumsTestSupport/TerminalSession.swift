import Foundation

/// A real terminal for a test: a tmux server of its own (`tmux -L <unique>`),
/// one window running a shell command, keys sent to it and its screen read back.
/// Only this server is ever stopped. tmux is started with `posix_spawn` and a
/// clean signal mask: started with `Process`, it would inherit the blocked
/// signals of Swift's threads (and never stop on SIGTERM), and `Process` would
/// wait for the server it forks.
public final class TerminalSession: Sendable {
    public static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: tmuxPath) }
    static let tmuxPath = "/usr/bin/tmux"

    public let socket: String
    let environment: [String: String]

    /// Starts `command` (run by `sh -c`) in a `columns`×`rows` window.
    public init(_ command: String, environment: [String: String], columns: Int = 80, rows: Int = 24) throws {
        socket = "albums-test-\(UUID().uuidString.prefix(12))"
        self.environment = environment
        let status = try tmux(["-f", "/dev/null", "new-session", "-d", "-x", String(columns), "-y", String(rows), command])
        guard status == 0 else { throw Failed(step: "tmux new-session exited with \(status)") }
    }

    /// Sends keys as tmux names them ("n", "Enter", "C-c", "Up").
    public func send(_ keys: String...) throws {
        _ = try tmux(["send-keys", "-t", "0"] + keys)
    }

    /// What the window shows, one line per row (trailing blanks trimmed by tmux);
    /// with `styles`, the SGR sequences of its colours and attributes too.
    public func screen(styles: Bool = false) throws -> String {
        try output(["capture-pane", "-p", "-t", "0"] + (styles ? ["-e"] : []))
    }

    /// The program in the foreground of the window ("sh" once a command has ended).
    public func foreground() throws -> String {
        try output(["display-message", "-p", "-t", "0", "#{pane_current_command}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Appends every byte the window's programs write from now on to `file`.
    public func record(to file: String) throws {
        try tmux(["pipe-pane", "-t", "0", "-o", "cat >> '\(file)'"])
    }

    /// Makes the window `columns`×`rows`; the program in it gets SIGWINCH.
    public func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", "0", "-x", String(columns), "-y", String(rows)])
    }

    /// Stops this session's server, and only it.
    public func stop() {
        _ = try? tmux(["kill-server"])
        unlink((environment["TMUX_TMPDIR"] ?? "/tmp") + "/tmux-\(getuid())/" + socket)
    }

    /// What `tmux -L socket ARGUMENTS` prints.
    public func output(_ arguments: [String]) throws -> String {
        let file = NSTemporaryDirectory() + "albums-tmux-\(UUID().uuidString)"
        defer { unlink(file) }
        try tmux(arguments, stdout: file)
        return String(decoding: FileManager.default.contents(atPath: file) ?? Data(), as: UTF8.self)
    }

    /// Runs `tmux -L socket ARGUMENTS` to its end (at most 10 s), its output to
    /// `stdout` (else nowhere); its exit status.
    @discardableResult
    func tmux(_ arguments: [String], stdout: String = "/dev/null") throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([Self.tmuxPath, "-L", socket] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, Self.tmuxPath, &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw Failed(step: "posix_spawn tmux: \(spawned)") }
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(10)
        while waitpid(pid, &status, WNOHANG) == 0 {
            guard Date() < deadline else {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                throw Failed(step: "tmux \(arguments.first ?? "") did not finish in 10 s")
            }
            Thread.sleep(forTimeInterval: 0.002)
        }
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// Whether `stty -a`'s output, saved at `path`, shows a cooked terminal: canonical mode with echo.
    public static func isCooked(sttyOutput path: String) -> Bool {
        let flags = ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(whereSeparator: { " \n;".contains($0) })
        return flags.contains("icanon") && flags.contains("echo")
    }

    public struct Failed: Error, CustomStringConvertible {
        public var step: String
        public var description: String { step }
    }
}
