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
        let out = FileHandle(forWritingAtPath: outPath)
        let err = mergingErrors ? out : FileHandle(forWritingAtPath: errPath)
        // "Text file busy": a program just written (a copied binary, a fake player) is
        // still open for writing in a child another test is starting at this moment,
        // until that child execs. It passes; try again, as ChildProcess does.
        var process = Process()
        for attempt in 0..<50 {
            process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            if let environment { process.environment = environment }
            if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = out
            process.standardError = err
            do {
                try process.run()
                break
            } catch let error as NSError where attempt < 49 && (error.userInfo[NSUnderlyingErrorKey] as? NSError)?.code == Int(ETXTBSY) {
                Thread.sleep(forTimeInterval: 0.01)
            }
        }
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
