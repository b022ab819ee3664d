import Foundation

/// Runs the built `albums` on a real pseudo-terminal through `script(1)`, with
/// stdout and stderr both on the terminal, as a user at a terminal would.
public enum PseudoTerminal {
    public static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/script") }

    public struct Result {
        /// Everything the terminal received, `\r\n` turned back into `\n`,
        /// without the questions albums asks a terminal before drawing a cover
        /// (a real terminal answers them and shows nothing; this one never answers).
        public var screen: String
        /// Whether those questions were asked.
        public var asked: Bool
        public var status: Int32

        /// The screen as a terminal leaves it: each line from where it was last
        /// cleared (`\r` then erase-line). A load that takes over 100 ms, as
        /// on a busy machine, draws a spinner on stderr first and clears it
        /// before the output, so the raw screen's first line starts with it.
        public var shown: String { PseudoTerminal.shown(screen) }
    }

    /// What the spinner writes to clear its line.
    public static let clearLine = "\r\u{1B}[2K"

    /// `text` as a terminal leaves it: each line from where it was last cleared.
    public static func shown(_ text: String) -> String {
        text.everyLine
            .map { line in line.ranges(of: clearLine).last.map { String(line[$0.upperBound...]) } ?? line }
            .joined(separator: "\n")
    }

    /// kitty's graphics query, XTVERSION, the cell size and DA1, as albums sends them.
    public static let questions = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[>0q\u{1B}[16t\u{1B}[c"

    public static func run(_ arguments: [String], process: AlbumsProcess, columns: Int = 80, stderrToFile: String? = nil, timeout: TimeInterval = 30) throws -> Result {
        let quoted = ([Paths.albumsBinary] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let redirect = stderrToFile.map { " 2>'\($0)'" } ?? ""
        let command = "stty cols \(columns) rows 40 2>/dev/null; exec \(quoted)\(redirect)"
        let folder = try Paths.temporaryFolder(required: "albums-pty")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = folder + "/screen"
        let script = try Spawned("/usr/bin/script", ["-qfec", command, "/dev/null"], environment: process.environment, output: .file(output))
        let ending = try script.finish(within: timeout, arguments: arguments)
        let screen = String(decoding: FileManager.default.contents(atPath: output) ?? Data(), as: UTF8.self)
        let lines = screen.replacingOccurrences(of: "\r\n", with: "\n")
        return Result(screen: lines.replacingOccurrences(of: questions, with: ""), asked: lines.contains(questions), status: ending.shellStatus)
    }
}
