@testable import AlbumsCore
@testable import AlbumsPictures
import AlbumsTerminal
import Testing

@Suite struct TerminalAnswersTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func kittyAnswersEveryQuery() {
        let answers = TerminalAnswers.parse(Self.bytes("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.35.2)\u{1B}\\\u{1B}[6;22;11t\u{1B}[?62;c"))
        #expect(answers.meaning == TerminalAnswers(kittyGraphics: true, version: "kitty(0.35.2)", cell: CellPixels(width: 11, height: 22), answered: true))
        #expect(answers.heard == Set(TerminalAnswers.Question.allCases))
        #expect(answers.typed.isEmpty)
    }

    /// 8-bit answers: CSI, DCS and APC as single C1 bytes, ST as 0x9C (xterm with `eightBitControls`, some serial consoles).
    @Test func eightBitAnswersAreAnswersToo() {
        let c1: [UInt8] = [0x9F] + Self.bytes("Gi=31;OK") + [0x9C] + [0x90] + Self.bytes(">|xterm(390)") + [0x9C]
            + [0x9B] + Self.bytes("6;20;10t") + [0x9B] + Self.bytes("?62;4c")
        let answers = TerminalAnswers.parse(c1)
        #expect(answers.meaning == TerminalAnswers(kittyGraphics: true, sixel: true, version: "xterm(390)", cell: CellPixels(width: 10, height: 20), answered: true))
        #expect(answers.typed.isEmpty, "nothing of them is left for the shell")
        #expect(answers.answerBytes == c1)
    }

    /// A terminal that answers DA1 first: the others still count, and none is typed.
    @Test func answersCountInAnyOrder() {
        let answers = TerminalAnswers.parse(Self.bytes("\u{1B}[?62;22c\u{1B}P>|contour 0.4\u{1B}\\\u{1B}[6;16;8t"))
        #expect(answers.meaning == TerminalAnswers(version: "contour 0.4", cell: CellPixels(width: 8, height: 16), answered: true))
        #expect(answers.heard == [.attributes, .version, .cell] && answers.typed.isEmpty)
    }

    /// Typed UTF-8 whose continuation bytes look like C1 (ě is C4 9B, ѐ is D1 90): text, given back whole.
    @Test func utf8TypedMeanwhileIsNeverTakenForC1() {
        let typed = Self.bytes("ěѐ\u{9C}")
        let answers = TerminalAnswers.parse(typed + Self.bytes("\u{1B}[?1;2c"))
        #expect(answers.typed == typed)
        #expect(answers.answered)
    }

    @Test func attributeFourOfDA1IsSixel() {
        #expect(TerminalAnswers.parse(Self.bytes("\u{1B}[?63;1;2;4;6;9;15;22c")).sixel)
        #expect(!TerminalAnswers.parse(Self.bytes("\u{1B}[?64;1;2;6;22c")).sixel)
        // The first number is the terminal's class: a VT100 (1) or a class 4 is not attribute 4.
        #expect(!TerminalAnswers.parse(Self.bytes("\u{1B}[?4;2c")).sixel)
    }

    @Test func aKittyErrorIsNoKitty() {
        let answers = TerminalAnswers.parse(Self.bytes("\u{1B}_Gi=31;ENOTSUPPORTED:no\u{1B}\\\u{1B}[?62c"))
        #expect(!answers.kittyGraphics && answers.heard.contains(.kitty))
    }

    @Test func keysTypedMeanwhileAreKeptInOrder() {
        let answers = TerminalAnswers.parse(Self.bytes("ab\u{1B}[Ac\u{1B}[?62;4c"))
        #expect(answers.typed == Self.bytes("ab\u{1B}[Ac"))
        #expect(answers.sixel && answers.answered)
    }

    @Test func anAnswerCutOffAtTheEndIsDropped() {
        let answers = TerminalAnswers.parse(Self.bytes("x\u{1B}P>|foot(1."))
        #expect(answers.meaning == TerminalAnswers())
        #expect(answers.typed == Self.bytes("x"))
    }

    /// Cells are believed within 4…64 pixels wide and 8…128 high; else the default.
    @Test(arguments: [("6;0;0", nil), ("6;9000;10", nil), ("6;400;400", nil), ("6;20;10", CellPixels(width: 10, height: 20)),
                      ("6;8;4", CellPixels(width: 4, height: 8)), ("6;128;64", CellPixels(width: 64, height: 128)),
                      ("6;7;4", nil), ("6;8;3", nil), ("6;129;64", nil), ("6;128;65", nil)] as [(String, CellPixels?)])
    func onlyACellSizeTerminalsUseIsBelieved(answer: String, expected: CellPixels?) {
        #expect(TerminalAnswers.parse(Self.bytes("\u{1B}[\(answer)t\u{1B}[?62c")).cell == expected)
    }

    /// The cell size's answer has exactly three numbers: with two or four it is no answer (and no crash), it is
    /// not heard, and its bytes are given back as typed.
    @Test(arguments: ["6;20", "6;20;10;2", "6;20;x"])
    func aCellAnswerOfAnotherLengthIsNone(answer: String) {
        let answers = TerminalAnswers.parse(Self.bytes("\u{1B}[\(answer)t\u{1B}[?62c"))
        #expect(answers.cell == nil && !answers.heard.contains(.cell) && answers.heard.contains(.attributes))
        #expect(answers.typed == Self.bytes("\u{1B}[\(answer)t"))
    }

    /// Whatever the cell, no picture is sent larger than 4096 pixels a side.
    @Test func aPicturesPixelsAreBoundedWhateverTheCell() {
        let box = PictureSize(columns: 200, rows: 100)
        let pixels = box.kittyPixels(for: (8000, 8000), cell: CellPixels(width: 64, height: 128))
        #expect(pixels.width <= PictureSize.largestPixels && pixels.height <= PictureSize.largestPixels)
        #expect(pixels == (4096, 4096))
    }

    /// A tall narrow picture on tall cells (64×128, 100 rows: 12,800 px of
    /// height to fill): sent 4,096 px high at most, kitty and sixel alike.
    @Test func aTallNarrowPictureIsBoundedToo() {
        let box = PictureSize(columns: 40, rows: 100), cell = CellPixels(width: 64, height: 128)
        // 10×8000 scaled by 4096/8000 = 0.512: 5×4096.
        #expect(box.kittyPixels(for: (10, 8000), cell: cell) == (5, 4096))
        #expect(box.sixelPixels(for: (10, 8000), cell: cell) == (5, 4096))
    }

    /// A tiny picture on square cells (aspect 1): one row per two of its pixel
    /// rows at the most, as half blocks draw them: 4×3 takes 4 columns and 2 rows.
    @Test func aTinyPictureTakesNoMoreRowsThanItsPixelsFill() {
        #expect(PictureSize.fitting((4, 3), columns: 10, maxRows: 50, aspect: 1) == PictureSize(columns: 4, rows: 2))
        #expect(PictureSize.fitting((1, 1), columns: 10, maxRows: 50, aspect: 1) == PictureSize(columns: 1, rows: 1))
        #expect(PictureSize.fitting((4, 3), columns: 10, maxRows: 50) == PictureSize(columns: 4, rows: 2))
    }

    @Test(arguments: [
        // What the terminal answered decides first.
        (TerminalAnswers(kittyGraphics: true, answered: true), [:], PictureMode.kitty),
        (TerminalAnswers(sixel: true, answered: true), ["COLORTERM": "truecolor"], .sixel),
        (TerminalAnswers(version: "iTerm2 3.5.0", answered: true), [:], .iterm),
        (TerminalAnswers(kittyGraphics: true, sixel: true, answered: true), [:], .kitty),
        // A terminal that names itself has 24-bit colour: sextants, even without COLORTERM.
        (TerminalAnswers(version: "foot(1.16.2)", answered: true), [:], .sextant),
        // Answered, but no pictures and no colour said: 256 colours.
        (TerminalAnswers(answered: true), [:], .ansi256),
        // No answer: the environment.
        (TerminalAnswers(), ["TERM": "xterm-kitty"], .kitty),
        (TerminalAnswers(), ["COLORTERM": "truecolor"], .sextant),
    ] as [(TerminalAnswers, [String: String], PictureMode)])
    func autoGoesByTheAnswersThenTheEnvironment(answers: TerminalAnswers, environment: [String: String], expected: PictureMode) {
        #expect(PictureMode.auto.resolved(environment: environment, isTerminal: true, answers: answers) == expected)
    }

    @Test func anExplicitModeIsNeverOverruled() {
        #expect(PictureMode.blocks.resolved(environment: [:], isTerminal: true, answers: TerminalAnswers(kittyGraphics: true, answered: true)) == .blocks)
    }

    @Test(arguments: [
        // kitty outside, passthrough on: kitty (as placeholders).
        (TmuxOutside(terminal: "xterm-kitty", passthrough: true), [:], TerminalAnswers(answered: true), PictureMode.kitty),
        // kitty outside, passthrough off: cells.
        (TmuxOutside(terminal: "xterm-kitty", passthrough: false), ["COLORTERM": "truecolor"], TerminalAnswers(answered: true), .sextant),
        // No client to ask, but kitty's variable came into tmux: kitty.
        (TmuxOutside(terminal: "", passthrough: true), ["KITTY_WINDOW_ID": "3"], TerminalAnswers(answered: true), .kitty),
        // tmux draws sixel itself (it said 4): sixel.
        (TmuxOutside(terminal: "foot", passthrough: false), [:], TerminalAnswers(sixel: true, version: "tmux 3.4", answered: true), .sixel),
        // TERM=xterm-kitty inside tmux is tmux's TERM, not the terminal's: cells.
        (TmuxOutside(terminal: "xterm-256color", passthrough: true), ["TERM": "xterm-kitty"], TerminalAnswers(version: "tmux 3.4", answered: true), .ansi256),
    ] as [(TmuxOutside, [String: String], TerminalAnswers, PictureMode)])
    func insideTmux(tmux: TmuxOutside, environment: [String: String], answers: TerminalAnswers, expected: PictureMode) {
        let inside = environment.merging(["TMUX": "/tmp/tmux-1000/default,123,0"]) { $1 }
        #expect(PictureMode.auto.resolved(environment: inside, isTerminal: true, answers: answers, tmux: tmux) == expected)
    }

    @Test func tmuxsAnswerIsRead() {
        #expect(TmuxOutside.parse("xterm-kitty|1\n") == TmuxOutside(terminal: "xterm-kitty", passthrough: true))
        #expect(TmuxOutside.parse("xterm-kitty|all\n") == TmuxOutside(terminal: "xterm-kitty", passthrough: true))
        #expect(TmuxOutside.parse("|0\n") == TmuxOutside(terminal: "", passthrough: false))
        #expect(TmuxOutside.parse("garbage") == nil)
    }
}

/// The terminal questions' guards: tmux's "off" is off, a question not asked is not waited for, and BEL ends only
/// an OSC string (a DCS or APC answer may hold 0x07 and goes on to its ST).
@Suite struct TerminalQuestionsEdgesTests {
    @Test(arguments: [("xterm-kitty|off\n", false), ("xterm-kitty|0\n", false), ("xterm-kitty|\n", false), ("xterm-kitty|on\n", true),
                      ("xterm-kitty|1\n", true), ("xterm-kitty|all\n", true)])
    func tmuxsPassthroughAsTmuxSaysIt(text: String, on: Bool) {
        #expect(TmuxOutside.parse(text)?.passthrough == on, "\(text)")
    }

    /// Without kitty's query (inside tmux, passthrough off), kitty's answer is no question: the other three answered,
    /// nothing is waited for.
    @Test func withoutKittysQueryNothingWaitsForKittysAnswer() throws {
        #expect(!TerminalAnswers.questions(kitty: .omitted).contains(.kitty))
        #expect(TerminalAnswers.questions(kitty: .raw).contains(.kitty) && TerminalAnswers.questions(kitty: .throughTmux).contains(.kitty))
        let answered = TerminalAnswers.parse(Array("\u{1B}P>|xterm(390)\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;c".utf8))
        #expect(TerminalAnswers.questions(kitty: .omitted).isSubset(of: answered.heard), "every question asked is answered")
        #expect(!TerminalAnswers.questions(kitty: .raw).isSubset(of: answered.heard), "with kitty's asked, one is still missing")
    }

    /// A DCS answer holding 0x07 goes on to its ST: the version is read whole, nothing of it taken as typed.
    @Test func belEndsOnlyAnOSCString() {
        let dcs = TerminalAnswers.parse(Array("\u{1B}P>|term\u{07}x\u{1B}\\".utf8) + Array("\u{1B}[?62;c".utf8))
        #expect(dcs.version?.hasPrefix("term") == true && dcs.version?.hasSuffix("x") == true, "read to its ST: \(String(describing: dcs.version))")
        #expect(dcs.typed.isEmpty, "nothing of the answer left as typed: \(dcs.typed)")
        let apc = TerminalAnswers.parse(Array("\u{1B}_Gi=31;OK\u{07}\u{1B}\\\u{1B}[?62;c".utf8))
        #expect(apc.typed.isEmpty && apc.answered, "\(apc.typed)")
        // An OSC string ends at BEL: what follows is read on its own.
        var reader = TerminalStrings(Array("\u{1B}]11;rgb:0/0/0\u{07}x".utf8))
        var items = 0
        while reader.next() != nil { items += 1 }
        #expect(items == 2, "the OSC string, then the x")
    }
}
