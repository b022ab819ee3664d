import AlbumsImaging
import AlbumsTestSupport
import Foundation
import Testing

/// Pictures from the built binary: `art --file`, the cover in `show`, thumbnails in `list --art`.
@Suite(.onTestThreads) struct PictureEndToEndTests {
    static let esc = "\u{1B}"
    static let redBlock = "\u{1B}[38;2;255;0;0;48;2;255;0;0m"

    /// An 8×8 red PNG in the process's home.
    static func redPNG(_ process: AlbumsProcess) -> String {
        let path = process.home + "/red.png"
        let image = RGBAImage(width: 8, height: 8, pixels: Array([[UInt8]](repeating: [255, 0, 0, 255], count: 64).joined()))
        _ = FileManager.default.createFile(atPath: path, contents: Data(PNGFile.encode(image)))
        return path
    }

    @Test func artDrawsALocalPNG() throws {
        let process = AlbumsProcess()
        let result = try process.run("art", "--file", Self.redPNG(process), "--art", "blocks", "--art-width", "4")
        #expect(result.status == 0)
        #expect(result.stdout == Self.redBlock + "▀▀▀▀\(Self.esc)[0m\n" + Self.redBlock + "▀▀▀▀\(Self.esc)[0m\n")
        #expect(result.stderr == "")
    }

    @Test func artDrawsALocalJPEGInEveryMode() throws {
        let process = AlbumsProcess()
        let file = Paths.imageCorpus("odd-130x97.jpg")
        let blocks = try process.run("art", "--file", file, "--art", "blocks", "--art-width", "13")
        #expect(blocks.status == 0)
        let lines = blocks.stdout.split(separator: "\n")
        #expect(lines.count == 5, "130×97 at 13 columns is 4.85 cells high")
        #expect(lines.allSatisfy { $0.hasPrefix("\(Self.esc)[38;2;") && $0.hasSuffix("\(Self.esc)[0m") && $0.filter { $0 == "▀" }.count == 13 })
        let palette = try process.run("art", "--file", file, "--art", "ansi256", "--art-width", "13")
        #expect(palette.stdout.hasPrefix("\(Self.esc)[38;5;"))
        let kitty = try process.run("art", "--file", file, "--art", "kitty", "--art-width", "13")
        #expect(kitty.stdout.hasPrefix("\(Self.esc)_Ga=T,f=32,s=130,v=97,c=13,r=5,q=2,m=1;"))
        let iterm = try process.run("art", "--file", file, "--art", "iterm", "--art-width", "13")
        let original = try #require(FileManager.default.contents(atPath: file))
        #expect(iterm.stdout == "\(Self.esc)]1337;File=inline=1;size=\(original.count);width=13;height=5;preserveAspectRatio=1:\(original.base64EncodedString())\u{07}\n")
        let decoded = try process.run("art", "--file", file, "--decode-only", "--scale", "1/8")
        #expect(decoded.status == 0 && decoded.stdout.isEmpty && decoded.stderr.isEmpty)
        // Nothing to draw with: refused as `art N` refuses, never a silent exit 0.
        let none = try process.run("art", "--file", file, "--art", "none")
        #expect(none.status == 2 && none.stdout.isEmpty)
        #expect(none.stderr.hasPrefix("error: not drawing a picture into a pipe\n"), "\(none.stderr)")
        let piped = try process.run("art", "--file", file)
        #expect(piped.status == 2 && piped.stderr.contains("--decode-only to decode it only"))
    }

    /// On a terminal where art resolves to none (TERM=dumb, or the setting), art --file refuses as art N does.
    @Test(.enabled(if: PseudoTerminal.isAvailable), arguments: [["TERM": "dumb"], ["ALBUMS_ART": "none"]])
    func artFileRefusesWhereNothingDraws(environment: [String: String]) throws {
        var process = AlbumsProcess()
        process.environment.merge(environment) { $1 }
        let file = Paths.imageCorpus("odd-7x3.jpg")
        let run = try PseudoTerminal.run(["art", "--file", file], process: process)
        #expect(run.status == 2)
        #expect(run.screen.contains("there is nothing to draw the picture with (art is none here)"), "\(run.screen)")
        let numbered = try PseudoTerminal.run(["art", "1"], process: process)
        #expect(numbered.status == 2 && numbered.screen.contains("art is none here"), "art 1 refuses alike")
    }

    @Test func artFileExplainsWhatIsWrong() throws {
        let process = AlbumsProcess()
        let missing = try process.run("art", "--file", process.home + "/nope.jpg", "--art", "blocks")
        #expect(missing.status == 1)
        #expect(missing.stderr.hasPrefix("error: couldn't read \(process.home)/nope.jpg\n"))
        let text = process.home + "/notes.txt"
        _ = FileManager.default.createFile(atPath: text, contents: Data("hello".utf8))
        let notImage = try process.run("art", "--file", text, "--art", "blocks")
        #expect(notImage.status == 1)
        #expect(notImage.stderr.contains("it is neither a PNG nor a JPEG"))
        let arithmetic = try process.run("art", "--file", Paths.imageCorpus("unsupported-arithmetic.jpg"), "--art", "blocks")
        #expect(arithmetic.status == 1)
        #expect(arithmetic.stderr.contains("why: arithmetic coding is not supported"))
        let truncated = process.home + "/cut.jpg"
        _ = FileManager.default.createFile(atPath: truncated, contents: (FileManager.default.contents(atPath: Paths.imageCorpus("odd-130x97.jpg")) ?? Data()).prefix(300))
        let cut = try process.run("art", "--file", truncated, "--art", "blocks", "--art-width", "10")
        #expect(cut.status == 0 || cut.status == 1, "a partial picture or an error, never a crash")
        #expect(try process.run("art", "--file", text, "--scale", "3").status == 2)
        #expect(try process.run("art", "--file", text, "1").status == 2)
        #expect(try process.run("art", "--art", "sepia", "--file", text).status == 2)
        let nothing = try process.run("art")
        #expect(nothing.status == 2)
        #expect(nothing.stderr.hasPrefix("error: say which cover: an album's rank or id, or --file PATH\n"))
    }

    @Test func showDrawsTheCoverAboveTheDetailsWhenAsked() throws {
        let process = AlbumsProcess()
        let result = try process.run("show", "13", "--art", "blocks", "--art-width", "8")
        #expect(result.status == 0)
        let lines = result.stdout.everyLine
        #expect(lines.count > 6)
        #expect(lines[0..<4].allSatisfy { $0.hasPrefix("\(Self.esc)[38;2;") && $0.filter { $0 == "▀" }.count == 8 }, "a 600×600 cover at 8 columns is 4 cells high")
        #expect(lines.element(4) == "")
        #expect(lines.element(5) == "Golden Mirrors")
        let piped = try process.run("show", "13")
        #expect(piped.stdout.hasPrefix("Golden Mirrors\n"), "no picture when stdout is not a terminal")
        #expect(try process.run("show", "13", "--art-width", "0").status == 2)
    }

    /// A line with its colours taken out.
    static func plain<S: StringProtocol>(_ line: S) -> String {
        String(line).replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }

    /// A character a sextant cell may be: one of the 60 sextants, or space, full block, left or right half.
    static func isSextantCell(_ character: Character) -> Bool {
        character.unicodeScalars.count == 1 && character.unicodeScalars.allSatisfy { (0x1FB00...0x1FB3B).contains($0.value) || "▌▐█ ".unicodeScalars.contains($0) }
    }

    @Test(.enabled(if: PseudoTerminal.isAvailable))
    func showOnATerminalDrawsTheCoverUnlessNoColor() throws {
        var process = AlbumsProcess()
        process.environment["COLORTERM"] = "truecolor"
        process.environment["TERM"] = "xterm-256color"
        let drawn = try PseudoTerminal.run(["show", "13"], process: process, columns: 60)
        #expect(drawn.status == 0)
        #expect(drawn.asked, "auto asks the terminal first; this one doesn't answer, so the environment decides")
        // 24-bit colour, no answer: sextants, each cell one character after its colours.
        let pictureLines = drawn.shown.split(separator: "\n").filter { $0.hasPrefix("\(Self.esc)[38;2;") }
        #expect(pictureLines.count == 20, "the default is the terminal's width, at most 40 columns: 20 rows")
        #expect(pictureLines.allSatisfy { Self.plain($0).count == 40 })
        #expect(pictureLines.joined().unicodeScalars.contains { (0x1FB00...0x1FB3B).contains($0.value) }, "sextant characters")
        let narrow = try PseudoTerminal.run(["show", "13"], process: process, columns: 30)
        let narrowLine = narrow.shown.split(separator: "\n").first { $0.hasPrefix("\(Self.esc)[38;2;") }
        #expect(narrowLine.map { Self.plain($0).count } == 30)
        process.environment["NO_COLOR"] = "1"
        let plain = try PseudoTerminal.run(["show", "13"], process: process, columns: 60)
        #expect(plain.status == 0)
        #expect(!plain.screen.contains("▀"))
        #expect(plain.screen.contains("Golden Mirrors"))
    }

    /// What the picture tests read: a spinner drawn and cleared before the
    /// picture (a load over 100 ms, on a busy machine) is not on the screen.
    @Test func theScreenShownDropsAClearedSpinner() {
        let spun = "\r\u{1B}[2K⠋ Loading…\r\u{1B}[2K⠙ Loading…\r\u{1B}[2K\(Self.esc)[38;5;1m▀\u{1B}[0m\nsecond ▀\n"
        #expect(PseudoTerminal.shown(spun) == "\(Self.esc)[38;5;1m▀\u{1B}[0m\nsecond ▀\n")
        #expect(PseudoTerminal.shown("no spinner\nat all\n") == "no spinner\nat all\n")
        #expect(PseudoTerminal.shown("a\r\u{1B}[2K") == "", "a line cleared last shows nothing")
    }

    @Test(.enabled(if: PseudoTerminal.isAvailable))
    func artOnATerminalDrawsTheCoverInsteadOfWritingBytes() throws {
        var process = AlbumsProcess()
        process.environment["TERM"] = "xterm-256color"
        let drawn = try PseudoTerminal.run(["art", "13", "--art-width", "12"], process: process, columns: 80)
        #expect(drawn.status == 0)
        let lines = drawn.shown.split(separator: "\n")
        #expect(lines.count == 6, "a 600×600 cover at 12 columns is 6 cells high")
        #expect(lines.allSatisfy { $0.hasPrefix("\(Self.esc)[38;5;") && $0.filter { $0 == "▀" }.count == 12 }, "256 colours without COLORTERM")
        process.environment["NO_COLOR"] = "1"
        let refused = try PseudoTerminal.run(["art", "13"], process: process, columns: 80)
        #expect(refused.status == 2)
        #expect(refused.screen.hasPrefix("error: there is nothing to draw the cover with (art is none here)\n"))
    }

    @Test(.enabled(if: PseudoTerminal.isAvailable))
    func listArtPutsAThumbnailBeforeEachRow() throws {
        var process = AlbumsProcess()
        process.environment["COLORTERM"] = "truecolor"
        process.environment["TERM"] = "xterm-256color"
        let result = try PseudoTerminal.run(["list", "--art", "--limit", "3", "--sort", "rank"], process: process, columns: 80, stderrToFile: process.home + "/stderr")
        #expect(result.status == 0)
        let lines = Array(result.screen.everyLine.dropLast())
        #expect(lines.count == 1 + 3 * 3, "a header, then three cell rows per album")
        for album in 0..<3 {
            for row in 0..<3 {
                let line = lines.element(1 + album * 3 + row) ?? ""
                #expect(line.hasPrefix("\(Self.esc)[38;2;"), "album \(album + 1) row \(row)")
                #expect(Self.plain(line).prefix(6).allSatisfy(Self.isSextantCell), "six sextant cells, then the row")
            }
        }
        let palette = try PseudoTerminal.run(["list", "--art", "ansi256", "--limit", "2"], process: process, columns: 80)
        #expect(palette.screen.contains("\(Self.esc)[38;5;"))
        let piped = try process.run("list", "--art", "blocks", "--limit", "2")
        #expect(piped.stdout.split(separator: "\n").count == 2, "piped lines stay one per album, no pictures")
        #expect(!piped.stdout.contains("▀"))
        #expect(try process.run("list", "--art=sepia").status == 2)
    }

    /// A phone photo stored sideways (EXIF orientation 6) is drawn upright,
    /// from a file and from standard input alike: its 40×24 picture, 12
    /// columns wide, takes 4 rows (as stored, 24×40, it would take 10).
    @Test func artFileTurnsPicturesUprightAndReadsStandardInput() throws {
        let process = AlbumsProcess()
        let photo = Paths.packageRoot + "/Fixtures/images/orientation/orientation-6.jpg"
        let file = try process.run("art", "--file", photo, "--art", "blocks", "--art-width", "12")
        #expect(file.status == 0)
        #expect(file.stdout.split(separator: "\n").count == 4, "upright: 4 rows of 12 columns")
        let piped = try Program.run("/bin/sh", ["-c", "'\(Paths.albumsBinary)' art --file - --art blocks --art-width 12 < '\(photo)'"], environment: process.environment)
        #expect(piped.status == 0 && piped.stdout == file.stdout, "the same picture from standard input")
        let empty = try Program.run("/bin/sh", ["-c", "'\(Paths.albumsBinary)' art --file - --art blocks < /dev/null"], environment: process.environment)
        #expect(empty.status == 1 && empty.stderr.hasPrefix("error: couldn't draw the picture from standard input\n"))
        // Bounded as files are: 64 MB and a byte is refused, not read whole into memory.
        let huge = try Program.run("/bin/sh", ["-c", "head -c 67108865 /dev/zero | '\(Paths.albumsBinary)' art --file - --art blocks"], environment: process.environment)
        #expect(huge.status == 1 && huge.stderr.contains("why: it is larger than 64 MB"), "\(huge.stderr)")
    }
}
