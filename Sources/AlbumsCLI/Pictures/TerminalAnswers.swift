/// What a terminal says about itself when asked, before a cover is drawn in
/// `auto` (or kitty and sixel, which size pictures by the cell): kitty's
/// graphics query, XTVERSION, the cell size and DA1, sent in that order.
/// Answers are read in their 7-bit form (`ESC [`, `ESC P`, `ESC _`, ended by
/// `ESC \`) and their 8-bit one (C1: CSI 0x9B, DCS 0x90, APC 0x9F, ST 0x9C),
/// in any order; anything else read meanwhile was typed.
public struct TerminalAnswers: Equatable, Sendable {
    /// kitty's graphics protocol answered its query with OK.
    public var kittyGraphics = false
    /// DA1 lists attribute 4.
    public var sixel = false
    /// XTVERSION's name and version (`kitty(0.35.2)`, `foot(1.16.2)`, `tmux 3.4`).
    public var version: String?
    /// `CSI 16 t`'s answer: a cell's size in pixels, when it is one a terminal uses.
    public var cell: CellPixels?
    /// DA1 came: the terminal answers queries.
    public var answered = false
    /// Which of the four questions were answered (kitty's, XTVERSION, the cell size, DA1), whatever they said.
    public var heard: Set<Question> = []
    /// What was read that is no answer: keys typed meanwhile, to be given back.
    public var typed: [UInt8] = []
    /// The answers' own bytes, as they came (to remember, and parse again).
    public var answerBytes: [UInt8] = []

    public enum Question: Hashable, Sendable, CaseIterable {
        case kitty, version, cell, attributes
    }

    public init(kittyGraphics: Bool = false, sixel: Bool = false, version: String? = nil, cell: CellPixels? = nil, answered: Bool = false, typed: [UInt8] = []) {
        self.kittyGraphics = kittyGraphics
        self.sixel = sixel
        self.version = version
        self.cell = cell
        self.answered = answered
        self.typed = typed
    }

    /// What was said, without what was typed or which bytes said it.
    public var meaning: TerminalAnswers {
        TerminalAnswers(kittyGraphics: kittyGraphics, sixel: sixel, version: version, cell: cell, answered: answered)
    }

    /// The queries, DA1 last.
    public static let query = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\" + "\u{1B}[>0q" + "\u{1B}[16t" + "\u{1B}[c"

    /// The answers in `bytes`; anything else is kept as typed. An answer cut
    /// off at the end (the wait ended mid-way) is dropped.
    public static func parse(_ bytes: [UInt8]) -> TerminalAnswers {
        var answers = TerminalAnswers()
        var reader = TerminalStrings(bytes)
        while let item = reader.next() {
            switch item {
            case .typed(let range):
                answers.typed += bytes[range]
            case .control(let kind, let body, let range):
                if answers.take(kind, body) {
                    answers.answerBytes += bytes[range]
                } else if kind == .csi {
                    // A key (an arrow, a function key) typed while asking.
                    answers.typed += bytes[range]
                }
                // Any other string (an answer to no question asked) is dropped.
            case .cut:
                break
            }
        }
        return answers
    }

    /// Takes an answer to one of the questions; false when it isn't one.
    private mutating func take(_ kind: TerminalStrings.Kind, _ body: [UInt8]) -> Bool {
        let text = String(decoding: body, as: UTF8.self)
        switch kind {
        case .apc where text.hasPrefix("Gi=31;") || text.hasPrefix("Gi=31,"):
            // kitty: `ESC _ G i=31;OK ESC \`, or an error instead of OK.
            kittyGraphics = text.hasSuffix(";OK")
            heard.insert(.kitty)
        case .dcs where text.hasPrefix(">|"):
            version = String(text.dropFirst(2))
            heard.insert(.version)
        case .csi where text.hasPrefix("?") && text.hasSuffix("c"):
            answered = true
            heard.insert(.attributes)
            // The first is the terminal's class; the rest are what it can do.
            let attributes = text.dropFirst().dropLast().split(separator: ";")
            if attributes.dropFirst().contains("4") { sixel = true }
        case .csi where text.hasPrefix("6;") && text.hasSuffix("t"):
            let numbers = text.dropLast().split(separator: ";").compactMap { Int($0) }
            guard numbers.count == 3 else { return false }
            cell = CellPixels.believable(width: numbers[2], height: numbers[1])
            heard.insert(.cell)
        default:
            return false
        }
        return true
    }
}

/// The bytes a terminal sends, split into what was typed and its control
/// strings: CSI sequences, and DCS, APC, OSC, SOS and PM strings ended by ST
/// (or BEL, for OSC), each in 7-bit or 8-bit (C1) form. A C1 byte counts only
/// where a character starts: in UTF-8 text the same bytes continue characters.
struct TerminalStrings {
    enum Kind: Equatable { case csi, dcs, apc, osc, sos, pm }

    enum Item: Equatable {
        case typed(Range<Int>)
        /// The body: for CSI its parameters and final byte, for the others what lies between the introducer and ST.
        case control(Kind, body: [UInt8], Range<Int>)
        /// A control sequence or string cut off at the end.
        case cut(Range<Int>)
    }

    /// Past this, a control string is not one any terminal sends, and is dropped there.
    static let longest = 4096

    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func next() -> Item? {
        guard index < bytes.count else { return nil }
        let start = index, byte = bytes[index]
        if let (kind, bodyStart) = introducer(at: index) {
            if kind == .csi {
                var end = bodyStart
                while end < bytes.count, !(0x40...0x7E).contains(bytes[end]), end - start < Self.longest { end += 1 }
                guard end < bytes.count, (0x40...0x7E).contains(bytes[end]) else {
                    index = bytes.count
                    return .cut(start..<bytes.count)
                }
                index = end + 1
                return .control(.csi, body: Array(bytes[bodyStart...end]), start..<index)
            }
            var end = bodyStart
            while end < bytes.count, end - start < Self.longest {
                if bytes[end] == 0x9C { index = end + 1; return .control(kind, body: Array(bytes[bodyStart..<end]), start..<index) }
                if bytes[end] == 0x07 && kind == .osc { index = end + 1; return .control(kind, body: Array(bytes[bodyStart..<end]), start..<index) }
                if bytes[end] == 0x1B, end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "\\") {
                    index = end + 2
                    return .control(kind, body: Array(bytes[bodyStart..<end]), start..<index)
                }
                end += 1
            }
            index = end
            return .cut(start..<end)
        }
        // A character: one byte, or a whole UTF-8 sequence (whose continuation bytes are never C1).
        var length = 1
        switch byte {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: break
        }
        var end = start + 1
        while end < min(bytes.count, start + length), (0x80...0xBF).contains(bytes[end]) { end += 1 }
        index = end
        return .typed(start..<end)
    }

    /// The control sequence or string starting at `start`, and where its body starts.
    func introducer(at start: Int) -> (Kind, Int)? {
        let byte = bytes[start]
        if byte == 0x1B, start + 1 < bytes.count {
            switch bytes[start + 1] {
            case UInt8(ascii: "["): return (.csi, start + 2)
            case UInt8(ascii: "P"): return (.dcs, start + 2)
            case UInt8(ascii: "_"): return (.apc, start + 2)
            case UInt8(ascii: "]"): return (.osc, start + 2)
            case UInt8(ascii: "X"): return (.sos, start + 2)
            case UInt8(ascii: "^"): return (.pm, start + 2)
            default: return nil
            }
        }
        switch byte {
        case 0x9B: return (.csi, start + 1)
        case 0x90: return (.dcs, start + 1)
        case 0x9F: return (.apc, start + 1)
        case 0x9D: return (.osc, start + 1)
        case 0x98: return (.sos, start + 1)
        case 0x9E: return (.pm, start + 1)
        default: return nil
        }
    }
}
