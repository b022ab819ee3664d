import Foundation

/// A real terminal for a test: a tmux server of its own (`tmux -L <unique>`),
/// one window running a shell command, keys sent to it and its screen read back.
/// Only this server is ever stopped. tmux is started as every test's program
/// is (`Spawned`): a clean signal mask (with Swift's threads' blocked signals
/// it would never stop on SIGTERM), and none of the test process's descriptors
/// (the server it forks lives on, and would keep other tests' sockets open).
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
        guard status == 0 else {
            stop()
            throw Failed(step: "tmux new-session exited with \(status)")
        }
    }

    /// A session dropped without `stop` (a test that failed first): its server
    /// (which tmux forked off, out of the test's reach) is stopped now.
    deinit {
        stop()
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
        let started = try Spawned(Self.tmuxPath, ["-L", socket] + arguments, environment: environment, output: .file(stdout == "/dev/null" ? "/dev/null" : stdout))
        guard let ending = started.wait(upTo: 10) else {
            started.stop()
            throw Failed(step: "tmux \(arguments.first ?? "") did not finish in 10 s")
        }
        return ending.shellStatus
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
