/// What a terminal says about itself when asked, once a run, before a cover
/// is drawn in `auto`: kitty's graphics query, XTVERSION, the cell size and
/// DA1, sent in that order. Every terminal answers DA1, and answers in order,
/// so its answer means the others are in: reading stops there, or at the bound.
public struct TerminalAnswers: Equatable, Sendable {
    /// kitty's graphics protocol answered its query with OK.
    public var kittyGraphics = false
    /// DA1 lists attribute 4.
    public var sixel = false
    /// XTVERSION's name and version (`kitty(0.35.2)`, `foot(1.16.2)`, `tmux 3.4`).
    public var version: String?
    /// `CSI 16 t`'s answer: a cell's size in pixels.
    public var cell: CellPixels?
    /// DA1 came: the terminal answers queries.
    public var answered = false
    /// What was read that is no answer: keys typed meanwhile, to be given back.
    public var typed: [UInt8] = []

    public init(kittyGraphics: Bool = false, sixel: Bool = false, version: String? = nil, cell: CellPixels? = nil, answered: Bool = false, typed: [UInt8] = []) {
        self.kittyGraphics = kittyGraphics
        self.sixel = sixel
        self.version = version
        self.cell = cell
        self.answered = answered
        self.typed = typed
    }

    /// The queries, DA1 last.
    public static let query = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\" + "\u{1B}[>0q" + "\u{1B}[16t" + "\u{1B}[c"

    /// The longest a run waits for answers.
    public static let bound: Duration = .milliseconds(100)

    /// Whether DA1's answer has come (the last one asked for).
    public static func isComplete(_ bytes: [UInt8]) -> Bool {
        parse(bytes).answered
    }

    /// The answers in `bytes`; anything else is kept as typed. An answer cut
    /// off at the end (the bound came mid-way) is dropped.
    public static func parse(_ bytes: [UInt8]) -> TerminalAnswers {
        var answers = TerminalAnswers()
        var index = 0
        let escape: UInt8 = 0x1B
        func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        /// The index after `ESC \` from `start`, and where the ESC is.
        func terminator(from start: Int) -> (body: Int, next: Int)? {
            var at = start
            while at + 1 < bytes.count {
                if bytes[at] == escape && bytes[at + 1] == UInt8(ascii: "\\") { return (at, at + 2) }
                at += 1
            }
            return nil
        }
        while index < bytes.count {
            guard bytes[index] == escape, index + 1 < bytes.count else {
                if bytes[index] != escape { answers.typed.append(bytes[index]) }
                index += 1
                continue
            }
            let kind = bytes[index + 1]
            if kind == UInt8(ascii: "_") || kind == UInt8(ascii: "P") {
                // APC (kitty: `ESC _ G i=31;OK ESC \`) or DCS (XTVERSION: `ESC P > | name ESC \`).
                guard let end = terminator(from: index + 2) else { break }
                let body = string((index + 2)..<end.body)
                if kind == UInt8(ascii: "_"), body.hasPrefix("G") {
                    if body.hasSuffix(";OK") { answers.kittyGraphics = true }
                } else if body.hasPrefix(">|") {
                    answers.version = String(body.dropFirst(2))
                }
                index = end.next
                continue
            }
            guard kind == UInt8(ascii: "[") else {
                answers.typed.append(contentsOf: bytes[index..<(index + 2)])
                index += 2
                continue
            }
            // A CSI sequence: parameters and intermediates, then a final byte.
            var end = index + 2
            while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
            guard end < bytes.count else { break }
            let parameters = string((index + 2)..<end), final = bytes[end]
            if final == UInt8(ascii: "c"), parameters.hasPrefix("?") {
                answers.answered = true
                let attributes = parameters.dropFirst().split(separator: ";")
                // The first is the terminal's class; the rest are what it can do.
                if attributes.dropFirst().contains("4") { answers.sixel = true }
            } else if final == UInt8(ascii: "t"), parameters.hasPrefix("6;") {
                let numbers = parameters.split(separator: ";").compactMap { Int($0) }
                if numbers.count == 3, (4...400).contains(numbers[1]), (2...400).contains(numbers[2]) {
                    answers.cell = CellPixels(width: numbers[2], height: numbers[1])
                }
            } else {
                // A key (an arrow, a function key) typed while asking.
                answers.typed.append(contentsOf: bytes[index...end])
            }
            index = end + 1
        }
        return answers
    }
}
