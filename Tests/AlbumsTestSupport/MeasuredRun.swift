import Foundation

/// Runs a program and reports its peak memory (the kernel's maximum resident
/// set size, from `wait4`), with stdout and stderr captured through files and
/// a time bound. `Process` reaps its children itself, so this spawns directly.
public enum MeasuredRun {
    public struct Result {
        public var status: Int32
        public var stdoutData: Data
        public var stderr: String
        public var peakMemoryBytes: Int

        public var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
    }

    public static func run(_ arguments: [String], process: AlbumsProcess, timeout: TimeInterval = 60) throws -> Result {
        let folder = Paths.temporaryFolder("albums-measured")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outPath = folder + "/stdout", errPath = folder + "/stderr"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([Paths.albumsBinary] + arguments).map { strdup($0) } + [nil]
        let envp = process.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, Paths.albumsBinary, &actions, nil, argv, envp)
        guard spawned == 0 else { throw AlbumsProcess.TimedOut(arguments: ["posix_spawn failed: \(spawned)"] + arguments) }
        var status: Int32 = 0
        var usage = rusage()
        let deadline = Date().addingTimeInterval(timeout)
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            if Date() > deadline {
                kill(pid, SIGKILL)
                _ = wait4(pid, &status, 0, &usage)
                throw AlbumsProcess.TimedOut(arguments: arguments)
            }
            Thread.sleep(forTimeInterval: 0.005)
        }
        let exit = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Result(
            status: exit, stdoutData: FileManager.default.contents(atPath: outPath) ?? Data(),
            stderr: String(decoding: FileManager.default.contents(atPath: errPath) ?? Data(), as: UTF8.self),
            peakMemoryBytes: usage.ru_maxrss * 1024
        )
    }
}
