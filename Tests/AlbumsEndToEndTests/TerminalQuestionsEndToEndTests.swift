import AlbumsTestSupport
import Foundation
import Testing

/// `auto` asks the terminal what it can draw. A fake terminal on a real
/// pseudo-terminal (Tests/Tools/fake-terminal.py) answers as kitty, as a sixel
/// terminal, as one with no pictures, or never, and the cover comes out in the
/// mode that terminal can show.
@Suite(.onTestThreads, .enabled(if: FakeTerminal.isAvailable))
struct TerminalQuestionsEndToEndTests {
    static let esc = "\u{1B}"

    @Test func kittyAnswersAndGetsKittysImageSizedByItsCells() throws {
        let run = try FakeTerminal.run(.kitty, ["art", "13", "--art-width", "12"])
        #expect(run.status == 0)
        #expect(run.output.contains(FakeTerminal.questions), "the questions were asked")
        // Cells of 11×22 pixels: 12 columns are 132 pixels, and a square cover 6 rows of 22.
        #expect(run.output.contains("\(Self.esc)_Ga=T,f=32,s=132,v=132,c=12,r=6,"))
    }

    @Test func aSixelTerminalGetsSixelSizedByItsCells() throws {
        let run = try FakeTerminal.run(.sixel, ["art", "13", "--art-width", "12"])
        #expect(run.status == 0)
        // Cells of 8×16: 96×96 pixels, with at most 256 colours defined.
        #expect(run.output.contains("\(Self.esc)P0;1;0q\"1;1;96;96#0;2;"))
        #expect(run.output.contains("\(Self.esc)\\\r\n"), "the sequence ends, then the line")
    }

    @Test func ditheringIsAsked() throws {
        let none = try FakeTerminal.run(.sixel, ["art", "13", "--art-width", "12", "--dither", "none"])
        let diffused = try FakeTerminal.run(.sixel, ["art", "13", "--art-width", "12", "--dither", "diffusion"])
        #expect(none.status == 0 && diffused.status == 0)
        #expect(none.output != diffused.output, "diffusion changes the pixels")
        #expect(try FakeTerminal.run(.sixel, ["art", "13", "--dither", "sparkle"]).status == 2)
    }

    @Test func aTerminalWithoutPicturesGetsCells() throws {
        let run = try FakeTerminal.run(.plain, ["art", "13", "--art-width", "12"])
        #expect(run.status == 0)
        let drawn = run.output.replacingOccurrences(of: FakeTerminal.questions, with: "")
        #expect(!drawn.contains("\(Self.esc)_G") && !drawn.contains("\(Self.esc)P0;1;0q"), "no image, only the questions")
        #expect(run.output.contains("\(Self.esc)[38;5;"), "no COLORTERM: 256 colours")
    }

    @Test func aTerminalThatNeverAnswersFallsBackToTheEnvironment() throws {
        let run = try FakeTerminal.run(.silent, ["art", "13", "--art-width", "12"], environment: ["COLORTERM": "truecolor"])
        #expect(run.status == 0)
        #expect(run.output.contains("\(Self.esc)[38;2;"), "24-bit colour from COLORTERM")
        #expect(run.output.unicodeScalars.contains { (0x1FB00...0x1FB3B).contains($0.value) }, "sextants")
    }

    /// After albums, a shell reads what is left in the terminal's input: the
    /// keys typed while albums asked (given back), and never an answer.
    @Test(arguments: [(FakeTerminal.Kind.kittyTyped, "a   b"), (.kitty, ""), (.silent, "")])
    func keysTypedMeanwhileStayAndAnswersDont(kind: FakeTerminal.Kind, left: String) throws {
        let script = "'\(Paths.albumsBinary)' art 13 --art-width 4; stty -icanon min 0 time 5; printf 'left:'; dd bs=1 count=20 2>/dev/null | od -An -c; echo :end"
        let run = try FakeTerminal.run(kind, ["/bin/sh", "-c", script], program: nil)
        #expect(run.status == 0)
        let rest = run.output.components(separatedBy: "left:").last?.components(separatedBy: ":end").first ?? "?"
        #expect(rest.trimmingCharacters(in: .whitespacesAndNewlines) == left)
    }

    /// What a shell reads after `albums art` on a terminal that answers as
    /// `options` say: nothing of the answers, whether late (300 ms, as over
    /// ssh), in 8 bits, or DA1 first; and the cover is the kitty image.
    @Test(arguments: [["--late", "300"], ["--c1"], ["--da1-first"], ["--late", "300", "--c1", "--da1-first"]])
    func answersLateIn8BitsOrOutOfOrderLeaveNothingForTheShell(options: [String]) throws {
        let script = "'\(Paths.albumsBinary)' art 13 --art-width 12; stty -icanon min 0 time 5; printf 'left:'; dd bs=1 count=40 2>/dev/null | od -An -c; echo :end"
        let run = try FakeTerminal.run(.kitty, ["/bin/sh", "-c", script], options: options, program: nil)
        #expect(run.status == 0)
        #expect(run.output.contains("\(Self.esc)_Ga=T,f=32,s=132,v=132,c=12,r=6,"), "kitty's image, sized by its cells")
        let rest = run.output.components(separatedBy: "left:").last?.components(separatedBy: ":end").first ?? "?"
        #expect(rest.trimmingCharacters(in: .whitespacesAndNewlines) == "", "left for the shell: \(rest)")
    }

    /// Answers 300 ms late (as over ssh) are read as answers; answers that
    /// come after albums stopped waiting (2 s late) reach the browser as
    /// input, and are dropped. Either way a name holding q, s and r neither
    /// quits, sorts nor reloads; the browser ends only on the q typed after.
    @Test(arguments: ["300", "2000"])
    func theBrowserTakesNoLateAnswerForKeys(late: String) throws {
        let run = try FakeTerminal.run(.ghostty, ["browse", "--session", "stub", "--art", "auto"],
                                       options: ["--late", late, "--when", "Golden Rivers", "--send", "", "--after", "1000", "--send", "q"])
        #expect(run.status == 0, "125: the browser ended before the q was typed")
        #expect(!run.output.contains("sorted by"), "no sort")
    }

    @Test func commandsThatDrawNoCoverAskNothing() throws {
        let list = try FakeTerminal.run(.kitty, ["list", "--limit", "2"])
        #expect(list.status == 0)
        #expect(!list.output.contains(FakeTerminal.questions), "a list without covers doesn't ask")
        let json = try FakeTerminal.run(.kitty, ["show", "13", "--json"])
        #expect(!json.output.contains(FakeTerminal.questions), "show --json draws nothing")
        let chosen = try FakeTerminal.run(.kitty, ["art", "13", "--art", "blocks", "--art-width", "4"])
        #expect(!chosen.output.contains(FakeTerminal.questions), "a chosen cell mode needs no answer")
        let thumbnails = try FakeTerminal.run(.kitty, ["list", "--art", "sextant", "--limit", "2"])
        #expect(!thumbnails.output.contains(FakeTerminal.questions), "list's own cell mode needs no answer either")
        let asked = try FakeTerminal.run(.kitty, ["list", "--art", "--limit", "2"])
        #expect(asked.output.contains(FakeTerminal.questions), "list --art as set (auto) asks")
    }

    /// TERM=dumb: a terminal that can't be asked anything; commands that draw covers ask nothing.
    @Test(arguments: [["art", "13"], ["show", "13"], ["list", "--art", "--limit", "2"]])
    func aDumbTerminalIsNeverAsked(arguments: [String]) throws {
        let run = try FakeTerminal.run(.kitty, arguments, environment: ["TERM": "dumb"])
        #expect(!run.output.contains("\u{1B}[c"), "no DA1, nor any question before it")
        #expect(!run.output.contains("\u{1B}_G"), "no kitty query, no image")
    }
}

/// Runs albums under Tests/Tools/fake-terminal.py.
enum FakeTerminal {
    enum Kind: String, Sendable {
        case kitty, sixel, plain, silent, ghostty
        case kittyTyped = "kitty+typed"
    }

    static let script = Paths.packageRoot + "/Tests/Tools/fake-terminal.py"
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") }
    static let questions = PseudoTerminal.questions

    /// `program`: albums (with `arguments` after it), or nil to run `arguments` as they are.
    /// `options`: the fake terminal's own (`--late MS`, `--c1`, `--da1-first`, `--when TEXT --send KEYS`, `--after MS --send KEYS`).
    static func run(_ kind: Kind, _ arguments: [String], options: [String] = [], environment: [String: String] = [:],
                    program: String? = Paths.albumsBinary) throws -> (status: Int32, output: String) {
        let folder = Paths.temporaryFolder("albums-fake-terminal")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var process = AlbumsProcess(environment: ["TERM": "xterm-256color"].merging(environment) { $1 })
        process.environment["COLUMNS"] = "80"
        let command = (program.map { [$0] } ?? []) + arguments
        let result = try Program.run("/usr/bin/python3", [script] + options + [kind.rawValue, folder + "/output"] + command, environment: process.environment, timeout: 30)
        let output = String(decoding: FileManager.default.contents(atPath: folder + "/output") ?? Data(), as: UTF8.self)
        return (result.status, output)
    }
}
