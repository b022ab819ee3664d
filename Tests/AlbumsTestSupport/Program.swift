import Foundation

/// Runs a program for a test: stdin empty, stdout and stderr captured through
/// files (a pipe nobody reads can fill up and stall the program), a time bound.
public enum Program {
    public struct Result {
        public var stdoutData: Data
        public var stderr: String
        public var status: Int32

        public var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
    }

    /// `executable` run to its end, or stopped after `timeout`. With
    /// `mergingErrors`, stderr goes into stdout, in the order it was written.
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                           directory: String? = nil, mergingErrors: Bool = false, timeout: TimeInterval = 30) throws -> Result {
        let folder = Paths.temporaryFolder("albums-run")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outPath = folder + "/stdout", errPath = folder + "/stderr"
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.standardInput = FileHandle.nullDevice
        let out = FileHandle(forWritingAtPath: outPath)
        process.standardOutput = out
        process.standardError = mergingErrors ? out : FileHandle(forWritingAtPath: errPath)
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.005)
        }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw AlbumsProcess.TimedOut(program: (executable as NSString).lastPathComponent, arguments: arguments)
        }
        process.waitUntilExit()
        return Result(
            stdoutData: FileManager.default.contents(atPath: outPath) ?? Data(),
            stderr: String(decoding: FileManager.default.contents(atPath: errPath) ?? Data(), as: UTF8.self),
            status: process.terminationStatus
        )
    }
}
