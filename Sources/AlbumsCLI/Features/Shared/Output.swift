import AlbumsClients
import AlbumsCore
/// What a command shows: text for stdout, text for stderr, and how it exits.
/// Every render half returns one, so it can be compared exactly in tests.
public struct Output: Equatable, Sendable {
    public var stdout: String
    public var stderr: String
    public var exit: ExitCode

    public init(stdout: String = "", stderr: String = "", exit: ExitCode = .success) {
        self.stdout = stdout
        self.stderr = stderr
        self.exit = exit
    }

    public static func + (left: Output, right: Output) -> Output {
        Output(stdout: left.stdout + right.stdout, stderr: left.stderr + right.stderr,
               exit: left.exit == .success ? right.exit : left.exit)
    }

    /// Writes the output to the console of the current world.
    public func write(to console: Console) {
        if !stderr.isEmpty { console.err.write(stderr) }
        if !stdout.isEmpty { console.out.write(stdout) }
    }
}
