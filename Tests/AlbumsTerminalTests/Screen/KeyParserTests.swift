@testable import AlbumsTerminal
import Testing

@Suite struct KeyParserTests {
    typealias Key = KeyParser.Key

    func keys(_ bytes: [UInt8]) -> [KeyParser.Event] {
        var parser = KeyParser()
        return parser.feed(bytes) + parser.flush()
    }

    func keys(_ text: String) -> [KeyParser.Event] { keys(Array(text.utf8)) }

    @Test(arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
        ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
        ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
        ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[3~", .delete),
        ("\u{1B}[1;5A", .up), ("\u{1B}[1;2B", .down),
        ("\r", .enter), ("\n", .enter), ("\u{7F}", .backspace), ("\u{08}", .backspace), ("\t", .tab),
        ("\u{03}", .control("c")), ("\u{1A}", .control("z")),
        ("q", .character("q")), ("é", .character("é")), ("東", .character("東")), ("🌻", .character("🌻")),
    ] as [(String, Key)])
    func sequences(bytes: String, key: Key) {
        #expect(keys(bytes) == [.key(key)])
    }

    @Test func severalKeysInOneRead() {
        #expect(keys("jj\u{1B}[Bk\r") == [.key(.character("j")), .key(.character("j")), .key(.down), .key(.character("k")), .key(.enter)])
    }

    @Test func aLoneEscWaitsForThePause() {
        var parser = KeyParser()
        #expect(parser.feed([0x1B]) == [])
        #expect(parser.hasPending)
        #expect(parser.flush() == [.key(.escape)])
        #expect(!parser.hasPending)
    }

    @Test func escFollowedByAnotherKeyIsEscThenTheKey() {
        #expect(keys("\u{1B}q") == [.key(.escape), .key(.character("q"))])
    }

    @Test func sequencesSplitAcrossReads() throws {
        var parser = KeyParser()
        #expect(parser.feed([0x1B]) == [])
        #expect(parser.feed([0x5B]) == [])
        #expect(parser.feed([0x36]) == [])
        #expect(parser.feed([0x7E, 0x6A]) == [.key(.pageDown), .key(.character("j"))])
        // A character split inside its UTF-8 bytes.
        let bytes = Array("東".utf8)
        try #require(bytes.count > 0, "long enough to index")
        #expect(parser.feed([bytes[0]]) == [])
        #expect(parser.feed(Array(bytes[1...])) == [.key(.character("東"))])
        // SS3 split after O.
        #expect(parser.feed([0x1B, 0x4F]) == [])
        #expect(parser.feed([0x41]) == [.key(.up)])
    }

    /// A sequence under way after the short pause is a terminal's answer in
    /// pieces: it waits for the rest, and is dropped when the long pause ends
    /// it. Only a lone introducer is Esc and a key (Alt and it).
    @Test func aCutSequenceWaitsThenIsDroppedNeverTyped() {
        var parser = KeyParser()
        #expect(parser.feed(Array("\u{1B}[5".utf8)) == [])
        #expect(parser.flush() == [], "the rest may yet come")
        #expect(parser.expire() == [], "it never did: dropped, no key")
        #expect(parser.feed(Array("j".utf8)) == [.key(.character("j"))])
        #expect(parser.feed(Array("\u{1B}[".utf8)) == [])
        #expect(parser.flush() == [.key(.escape), .key(.character("["))], "Esc and [ alone: Alt+[")
        #expect(parser.feed(Array("\u{1B}P".utf8)) == [])
        #expect(parser.flush() == [.key(.escape), .key(.character("P"))], "Alt+P")
    }

    /// The terminal's answers to albums' questions, arriving after albums
    /// stopped waiting (over ssh), in 7 or 8 bits, whole or in pieces: never keys.
    @Test(arguments: [
        "\u{1B}P>|ghostty 1.0.0\u{1B}\\",  // XTVERSION: s sorted, r reloaded, q quit
        "\u{1B}P>|WezTerm 20240203\u{1B}\\",
        "\u{1B}_Gi=31;OK\u{1B}\\",  // kitty: G moved the highlight
        "\u{1B}[6;20;10t", "\u{1B}[?62;22c", "\u{1B}]11;rgb:0000/0000/0000\u{07}",
    ])
    func lateAnswersAreNoKeys(answer: String) {
        var whole = KeyParser()
        #expect(whole.feed(Array(answer.utf8)) == [])
        #expect(!whole.hasPending)
        // In pieces a pause apart: still nothing, and the key after it is a key.
        var pieces = KeyParser()
        let bytes = Array(answer.utf8), half = bytes.count / 2
        #expect(pieces.feed(Array(bytes[..<half])) == [])
        #expect(pieces.flush() == [])
        #expect(pieces.feed(Array(bytes[half...]) + Array("j".utf8)) == [.key(.character("j"))])
    }

    @Test func eightBitAnswersAreNoKeys() {
        var parser = KeyParser()
        let c1: [UInt8] = [0x90] + Array(">|xterm(390)".utf8) + [0x9C] + [0x9B] + Array("?62;22c".utf8) + [0x9F] + Array("Gi=31;OK".utf8) + [0x9C]
        #expect(parser.feed(c1 + Array("k".utf8)) == [.key(.character("k"))])
        // The 8-bit arrow is still an arrow.
        #expect(parser.feed([0x9B, 0x41]) == [.key(.up)])
    }

    @Test func bracketedPasteIsOneEventWhateverItHolds() {
        #expect(keys("\u{1B}[200~neon q\u{1B}[A\r\u{1B}[201~j") == [.paste("neon q\u{1B}[A\r"), .key(.character("j"))])
    }

    @Test func bracketedPasteSplitAnywhere() {
        let bytes = Array("\u{1B}[200~東京 night\u{1B}[201~".utf8)
        for cut in 1..<bytes.count {
            var parser = KeyParser()
            let events = parser.feed(Array(bytes[..<cut])) + parser.feed(Array(bytes[cut...]))
            #expect(events == [.paste("東京 night")], "cut at \(cut)")
        }
    }

    @Test func sgrMouse() {
        #expect(keys("\u{1B}[<0;5;3M") == [.mouse(.init(action: .press, button: 0, column: 4, row: 2))])
        #expect(keys("\u{1B}[<0;5;3m") == [.mouse(.init(action: .release, button: 0, column: 4, row: 2))])
        #expect(keys("\u{1B}[<64;10;20M") == [.mouse(.init(action: .wheelUp, button: 0, column: 9, row: 19))])
        #expect(keys("\u{1B}[<65;10;20M") == [.mouse(.init(action: .wheelDown, button: 1, column: 9, row: 19))])
        #expect(keys("\u{1B}[<2;1;1M") == [.mouse(.init(action: .press, button: 2, column: 0, row: 0))])
        #expect(keys("\u{1B}[<0;5M") == [], "a malformed report is dropped")
    }

    @Test func unknownSequencesAreDroppedWhole() {
        #expect(keys("\u{1B}[99~j\u{1B}[Zk") == [.key(.character("j")), .key(.character("k"))])
    }
}
