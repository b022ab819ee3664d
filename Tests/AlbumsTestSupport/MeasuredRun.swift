import Foundation

/// Runs a program and reports its peak memory, with stdout and stderr captured
/// through files and a time bound. The peak is the child's own high-water mark
/// (`VmHWM` in /proc/PID/status), read every millisecond while it runs:
/// `wait4`'s `ru_maxrss` would also count the test process it was spawned
/// from, since an exec records the high-water mark of the memory it replaces.
public enum MeasuredRun {
    public struct Result {
        public var status: Int32
        public var stdoutData: Data
        public var stderr: String
        public var peakMemoryBytes: Int
        /// How many times the peak was read; a run too short to be read at all can't pass a memory test.
        public var samples: Int

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
        var peak = 0, samples = 0
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            if Date() > deadline {
                kill(pid, SIGKILL)
                _ = wait4(pid, &status, 0, &usage)
                throw AlbumsProcess.TimedOut(arguments: arguments)
            }
            if let kilobytes = highWaterMark(pid) {
                peak = max(peak, kilobytes * 1024)
                samples += 1
            }
            Thread.sleep(forTimeInterval: 0.001)
        }
        let exit = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Result(
            status: exit, stdoutData: FileManager.default.contents(atPath: outPath) ?? Data(),
            stderr: String(decoding: FileManager.default.contents(atPath: errPath) ?? Data(), as: UTF8.self),
            peakMemoryBytes: peak, samples: samples
        )
    }

    /// `VmHWM` of a running process, in kilobytes; nil before its exec, once gone, or without /proc.
    static func highWaterMark(_ pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              status.contains("\nName:\talbums") || status.hasPrefix("Name:\talbums"),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        return Int(line.dropFirst("VmHWM:".count).filter(\.isNumber))
    }
}
