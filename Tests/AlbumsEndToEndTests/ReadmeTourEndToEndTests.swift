import AlbumsTestSupport
import Foundation
import Testing

/// The README's tour and the GUIDE's examples are what the built binary
/// prints: each block between `<!-- output: ARGS -->` and `<!-- output: end -->`
/// is run again as docs/generate.sh runs it (an 80-column pseudo-terminal made
/// by `script`, one fresh HOME per document, in order, no colour, art none) and
/// must match, word for word.
@Suite(.onTestThreads, .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "script is not installed"))
struct ReadmeTourEndToEndTests {
    /// Each block's arguments and the text between its fences.
    static func blocks(_ document: String) -> [(arguments: String, shown: String)] {
        let text = (try? String(contentsOfFile: Paths.packageRoot + "/" + document, encoding: .utf8)) ?? ""
        return text.matches(of: /<!-- output: (.*?) -->\n```\n(.*?)```\n<!-- output: end -->/.dotMatchesNewlines()).map {
            (String($0.output.1), String($0.output.2))
        }
    }

    /// The document, and how many blocks it has at least (so that losing them fails).
    @Test(arguments: [("README.md", 7), ("docs/GUIDE.md", 4)])
    func everyBlockIsWhatTheBinaryPrints(document: String, atLeast: Int) throws {
        let blocks = Self.blocks(document)
        try #require(blocks.count >= atLeast, "\(document)'s blocks")
        let home = Paths.temporaryFolder()
        for (arguments, shown) in blocks {
            let environment = ["PATH": "/usr/bin:/bin", "HOME": home, "LANG": "C.UTF-8", "COLUMNS": "80", "NO_COLOR": "1",
                               "ALBUMS_ART": "none", "TERM": "xterm-256color"]
            let run = try Program.run("/usr/bin/script", ["-qfec", "'\(Paths.albumsBinary)' \(arguments)", "/dev/null"], environment: environment)
            // As docs/generate.sh: links unwrapped, and a spinner's frames (a busy machine shows some) gone, as they go from the screen.
            let out = run.stdout.replacingOccurrences(of: "\r", with: "").replacing(/\x{1B}\]8;;[^\x{1B}]*\x{1B}\\/, with: "")
                .replacing(/\x{1B}\[2K[^\x{1B}\n]*(?=\x{1B}\[2K)/, with: "").replacingOccurrences(of: "\u{1B}[2K", with: "")
            var trimmed = out
            while trimmed.last?.isWhitespace == true { trimmed.removeLast() }
            #expect(shown == "$ albums \(arguments)\n" + trimmed + "\n", "\(document): albums \(arguments): run docs/generate.sh")
        }
    }
}
