import AlbumsTerminal

/// What a terminal says about itself when asked, before a cover is drawn in
/// `auto` (or kitty and sixel, which size pictures by the cell): kitty's
/// graphics query, XTVERSION, the cell size and DA1, sent in that order.
/// Answers are read in their 7-bit form (`ESC [`, `ESC P`, `ESC _`, ended by
/// `ESC \`) and their 8-bit one (C1: CSI 0x9B, DCS 0x90, APC 0x9F, ST 0x9C),
/// in any order; anything else read meanwhile was typed.
package struct TerminalAnswers: Equatable, Sendable {
    /// kitty's graphics protocol answered its query with OK.
    package var kittyGraphics: Bool
    /// DA1 lists attribute 4.
    package var sixel: Bool
    /// XTVERSION's name and version (`kitty(0.35.2)`, `foot(1.16.2)`, `tmux 3.4`).
    package var version: String?
    /// `CSI 16 t`'s answer: a cell's size in pixels, when it is one a terminal uses.
    package var cell: CellPixels?
    /// DA1 came: the terminal answers queries.
    package var answered: Bool
    /// Which of the four questions were answered (kitty's, XTVERSION, the cell size, DA1), whatever they said.
    package var heard: Set<Question> = []
    /// What was read that is no answer: keys typed meanwhile, to be given back.
    package var typed: [UInt8] = []
    /// The answers' own bytes, as they came (to remember, and parse again).
    package var answerBytes: [UInt8] = []
    /// The bytes end in an answer cut short: the rest is still to come.
    package var cut = false

    package enum Question: Hashable, Sendable, CaseIterable {
        case kitty, version, cell, attributes
    }

    package init(kittyGraphics: Bool = false, sixel: Bool = false, version: String? = nil, cell: CellPixels? = nil, answered: Bool = false, typed: [UInt8] = []) {
        self.kittyGraphics = kittyGraphics
        self.sixel = sixel
        self.version = version
        self.cell = cell
        self.answered = answered
        self.typed = typed
    }

    /// What was said, without what was typed or which bytes said it.
    package var meaning: TerminalAnswers {
        TerminalAnswers(kittyGraphics: kittyGraphics, sixel: sixel, version: version, cell: cell, answered: answered)
    }

    /// How kitty's graphics query is sent.
    package enum KittyQuery: Sendable {
        /// As it is: outside tmux.
        case raw
        /// Through tmux's passthrough (`ESC P tmux; …`), where it is on.
        case throughTmux
        /// Not at all: inside tmux without passthrough, which would take the
        /// raw APC string for the pane's title (and with `set-titles`, the window's).
        case omitted
    }

    static let kittyQuery = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"

    /// The queries, DA1 last.
    package static func query(kitty: KittyQuery = .raw) -> String {
        let first = switch kitty {
        case .raw: kittyQuery
        case .throughTmux: KittyPlaceholders.passthrough(kittyQuery)
        case .omitted: ""
        }
        return first + "\u{1B}[>0q" + "\u{1B}[16t" + "\u{1B}[c"
    }

    /// The questions a query asks.
    package static func questions(kitty: KittyQuery) -> Set<Question> {
        kitty == .omitted ? [.version, .cell, .attributes] : Set(Question.allCases)
    }

    /// The answers in `bytes`; anything else is kept as typed. An answer cut
    /// off at the end (the wait ended mid-way) is dropped, and `cut` says so.
    package static func parse(_ bytes: [UInt8]) -> TerminalAnswers {
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
            case .cut(let range):
                answers.cut = range.upperBound == bytes.count
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
