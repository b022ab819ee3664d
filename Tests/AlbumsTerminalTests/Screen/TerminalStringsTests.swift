import AlbumsTerminal
import Testing

/// A terminal's answers split into what was typed and its control strings:
/// the ends of a string (ST as Esc \ or 0x9C, BEL only for OSC), a string cut
/// off at the end of what was read, and the longest string read as one.
@Suite struct TerminalStringsTests {
    static func items(_ bytes: [UInt8]) -> [TerminalStrings.Item] {
        var reader = TerminalStrings(bytes)
        var items: [TerminalStrings.Item] = []
        // Each item takes at least one byte.
        for _ in 0...bytes.count {
            guard let item = reader.next() else { break }
            items.append(item)
        }
        return items
    }

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func aStringEndsAtItsST() {
        #expect(Self.items(Self.bytes("\u{1B}]11;rgb\u{1B}\\x")) == [.control(.osc, body: Self.bytes("11;rgb"), 0..<10), .typed(10..<11)])
        #expect(Self.items([0x90] + Self.bytes(">|t") + [0x9C]) == [.control(.dcs, body: Self.bytes(">|t"), 0..<5)])
        #expect(Self.items(Self.bytes("\u{1B}[?62;c")) == [.control(.csi, body: Self.bytes("?62;c"), 0..<7)])
    }

    /// What was read ends inside a string, a lone Esc its last byte (the first
    /// half of an ST still to come): the string is cut there, and nothing is
    /// read past the end.
    @Test func aStringCutAtTheEndIsCutEvenAtAnEscape() {
        for text in ["\u{1B}]11;rgb", "\u{1B}]11;rgb\u{1B}", "\u{1B}P>|t\u{1B}", "\u{1B}_Gi=1\u{1B}", "\u{1B}[?62", "\u{1B}]\u{1B}"] {
            let bytes = Self.bytes(text)
            #expect(Self.items(bytes) == [.cut(0..<bytes.count)], "\(bytes)")
        }
        // Esc then something else is no ST: the string goes on.
        let goesOn = Self.bytes("\u{1B}]a\u{1B}b\u{1B}\\")
        #expect(Self.items(goesOn) == [.control(.osc, body: Self.bytes("a\u{1B}b"), 0..<goesOn.count)])
    }

    /// A string is read to 4,096 bytes from its introducer: an ST whose Esc is
    /// the 4,096th byte ends it; one a byte later is past it, and the string is
    /// cut at 4,096.
    @Test func theLongestStringIsFourThousandNinetySixBytes() {
        func osc(body: Int) -> [UInt8] { Self.bytes("\u{1B}]") + Array(repeating: UInt8(ascii: "a"), count: body) + Self.bytes("\u{1B}\\") }
        #expect(TerminalStrings.longest == 4096)
        let under = osc(body: 4092), at = osc(body: 4093), over = osc(body: 4094)
        #expect(Self.items(under).count == 1 && Self.items(under).first == .control(.osc, body: Array(under[2..<4094]), 0..<4096))
        #expect(Self.items(at).count == 1 && Self.items(at).first == .control(.osc, body: Array(at[2..<4095]), 0..<4097))
        #expect(Self.items(over).first == .cut(0..<4096), "the Esc at 4,096: past the longest")
    }

    /// A CSI sequence is held to the same 4,096 bytes: its final byte the
    /// 4,096th ends it; a byte later, it is cut there, and what is left too.
    @Test func theLongestCSIIsFourThousandNinetySixBytesToo() {
        func csi(parameters: Int) -> [UInt8] { Self.bytes("\u{1B}[") + Array(repeating: UInt8(ascii: "0"), count: parameters) + Self.bytes("mx") }
        let under = csi(parameters: 4092), at = csi(parameters: 4093), over = csi(parameters: 4094)
        #expect(Self.items(under) == [.control(.csi, body: Array(under[2..<4095]), 0..<4095), .typed(4095..<4096)])
        #expect(Self.items(at) == [.control(.csi, body: Array(at[2..<4096]), 0..<4096), .typed(4096..<4097)])
        #expect(Self.items(over) == [.cut(0..<4098)], "the final byte at 4,097: past the longest")
    }

    /// A character takes as many bytes as its lead byte says, no more: a C1
    /// byte after a whole character (0x9B, CSI) starts a control sequence.
    @Test func aCharacterIsNoLongerThanItsLeadByteSays() {
        #expect(Self.items([0xC3, 0xA9, 0x9B, 0x41]) == [.typed(0..<2), .control(.csi, body: [0x41], 2..<4)], "é, then CSI A")
        #expect(Self.items([0xE2, 0x82, 0xAC, 0x9B, 0x41]) == [.typed(0..<3), .control(.csi, body: [0x41], 3..<5)], "€, then CSI A")
        #expect(Self.items([0xC3, 0x41]) == [.typed(0..<1), .typed(1..<2)], "a lead byte cut short: A is read on its own")
    }
}
