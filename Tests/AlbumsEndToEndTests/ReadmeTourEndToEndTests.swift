import AlbumsTestSupport
import Foundation
import Testing

/// The README's tour is what the built binary prints: each block between
/// `<!-- output: ARGS -->` and `<!-- output: end -->` is run again as
/// docs/generate.sh runs it (an 80-column pseudo-terminal made by `script`, one
/// fresh HOME for the whole tour, in order, no colour, art none) and must
/// match, word for word.
@Suite(.onTestThreads, .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "script is not installed"))
struct ReadmeTourEndToEndTests {
    static let readme = (try? String(contentsOfFile: Paths.packageRoot + "/README.md", encoding: .utf8)) ?? ""

    /// Each block's arguments and the text between its fences.
    static var blocks: [(arguments: String, shown: String)] {
        readme.matches(of: /<!-- output: (.*?) -->\n```\n(.*?)```\n<!-- output: end -->/.dotMatchesNewlines()).map {
            (String($0.output.1), String($0.output.2))
        }
    }

    @Test func everyBlockIsWhatTheBinaryPrints() throws {
        let blocks = Self.blocks
        try #require(blocks.count >= 7, "the tour's blocks")
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
            #expect(shown == "$ albums \(arguments)\n" + trimmed + "\n", "albums \(arguments): run docs/generate.sh")
        }
    }
}
