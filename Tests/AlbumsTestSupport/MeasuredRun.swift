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

    /// A run ended before the peak was read even once (on a busy machine, the reading thread can wait longer than a
    /// short run takes) is run again, five times at most: the answer a memory test needs is a peak that was read.
    public static func run(_ arguments: [String], process: AlbumsProcess, timeout: TimeInterval = 60) throws -> Result {
        var result = try once(arguments, process: process, timeout: timeout)
        for _ in 1..<5 where result.samples == 0 {
            result = try once(arguments, process: process, timeout: timeout)
        }
        return result
    }

    static func once(_ arguments: [String], process: AlbumsProcess, timeout: TimeInterval) throws -> Result {
        let folder = try Paths.temporaryFolder(required: "albums-measured")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outPath = folder + "/stdout", errPath = folder + "/stderr"
        let started = try Spawned(Paths.albumsBinary, arguments, environment: process.environment, output: .file(outPath), error: .file(errPath))
        let deadline = Date().addingTimeInterval(timeout)
        var peak = 0, samples = 0
        while started.isRunning {
            if Date() > deadline {
                started.stop()
                throw AlbumsProcess.TimedOut(arguments: arguments)
            }
            if let kilobytes = highWaterMark(started.pid) {
                peak = max(peak, kilobytes * 1024)
                samples += 1
            }
            Thread.sleep(forTimeInterval: 0.001)
        }
        return Result(
            status: started.ending?.shellStatus ?? -1, stdoutData: FileManager.default.contents(atPath: outPath) ?? Data(),
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
