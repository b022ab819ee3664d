import Foundation

/// Runs the built `albums` on a real pseudo-terminal through `script(1)`, with
/// stdout and stderr both on the terminal, as a user at a terminal would.
public enum PseudoTerminal {
    public static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/script") }

    public struct Result {
        /// Everything the terminal received, `\r\n` turned back into `\n`.
        public var screen: String
        public var status: Int32
    }

    public static func run(_ arguments: [String], process: AlbumsProcess, columns: Int = 80, stderrToFile: String? = nil, timeout: TimeInterval = 30) throws -> Result {
        let quoted = ([Paths.albumsBinary] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let redirect = stderrToFile.map { " 2>'\($0)'" } ?? ""
        let command = "stty cols \(columns) rows 40 2>/dev/null; exec \(quoted)\(redirect)"
        let folder = Paths.temporaryFolder("albums-pty")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = folder + "/screen"
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        let script = Process()
        script.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        script.arguments = ["-qfec", command, "/dev/null"]
        script.environment = process.environment
        script.standardInput = FileHandle.nullDevice
        script.standardOutput = FileHandle(forWritingAtPath: output)
        script.standardError = FileHandle.nullDevice
        try script.run()
        let deadline = Date().addingTimeInterval(timeout)
        while script.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if script.isRunning {
            script.terminate()
            throw AlbumsProcess.TimedOut(arguments: arguments)
        }
        let screen = String(decoding: FileManager.default.contents(atPath: output) ?? Data(), as: UTF8.self)
        return Result(screen: screen.replacingOccurrences(of: "\r\n", with: "\n"), status: script.terminationStatus)
    }
}
