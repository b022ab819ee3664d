@testable import AlbumsCore
@testable import AlbumsCLI
import Testing

@Suite struct TerminalAnswersTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func kittyAnswersEveryQuery() {
        let answers = TerminalAnswers.parse(Self.bytes("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.35.2)\u{1B}\\\u{1B}[6;22;11t\u{1B}[?62;c"))
        #expect(answers == TerminalAnswers(kittyGraphics: true, version: "kitty(0.35.2)", cell: CellPixels(width: 11, height: 22), answered: true))
    }

    @Test func attributeFourOfDA1IsSixel() {
        #expect(TerminalAnswers.parse(Self.bytes("\u{1B}[?63;1;2;4;6;9;15;22c")).sixel)
        #expect(!TerminalAnswers.parse(Self.bytes("\u{1B}[?64;1;2;6;22c")).sixel)
        // The first number is the terminal's class: a VT100 (1) or a class 4 is not attribute 4.
        #expect(!TerminalAnswers.parse(Self.bytes("\u{1B}[?4;2c")).sixel)
    }

    @Test func aKittyErrorIsNoKitty() {
        #expect(!TerminalAnswers.parse(Self.bytes("\u{1B}_Gi=31;ENOTSUPPORTED:no\u{1B}\\\u{1B}[?62c")).kittyGraphics)
    }

    @Test func keysTypedMeanwhileAreKeptInOrder() {
        let answers = TerminalAnswers.parse(Self.bytes("ab\u{1B}[Ac\u{1B}[?62;4c"))
        #expect(answers.typed == Self.bytes("ab\u{1B}[Ac"))
        #expect(answers.sixel && answers.answered)
    }

    @Test func anAnswerCutOffByTheBoundIsDropped() {
        let answers = TerminalAnswers.parse(Self.bytes("x\u{1B}P>|foot(1."))
        #expect(answers == TerminalAnswers(typed: Self.bytes("x")))
        #expect(!TerminalAnswers.isComplete(Self.bytes("\u{1B}[?62;4")))
        #expect(TerminalAnswers.isComplete(Self.bytes("\u{1B}[?62;4c")))
    }

    @Test func anImpossibleCellSizeIsIgnored() {
        #expect(TerminalAnswers.parse(Self.bytes("\u{1B}[6;0;0t\u{1B}[?62c")).cell == nil)
        #expect(TerminalAnswers.parse(Self.bytes("\u{1B}[6;9000;10t\u{1B}[?62c")).cell == nil)
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
