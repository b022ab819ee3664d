/// A full screen of cells, what the browser's pure view draws: each cell one
/// grapheme (a wide one takes its cell and an empty one after it) and a style.
/// `FrameWriter` turns two frames into the bytes that change one into the other;
/// `markup` prints one as text for exact tests.
package struct Frame: Equatable, Sendable {
    package struct Style: Hashable, Sendable {
        // No defaults here: the one initialiser gives each its value.
        package var bold: Bool
        package var dim: Bool
        package var reverse: Bool
        /// The highlighted row: a background of its own in colour, reverse video without.
        package var selected: Bool
        package var foreground: Color?
        package var background: Color?

        package init(bold: Bool = false, dim: Bool = false, reverse: Bool = false, selected: Bool = false, foreground: Color? = nil, background: Color? = nil) {
            self.bold = bold
            self.dim = dim
            self.reverse = reverse
            self.selected = selected
            self.foreground = foreground
            self.background = background
        }

        /// This style with `other`'s bold, dim and colours laid over it.
        package func with(_ other: Style) -> Style {
            var style = self
            style.bold = style.bold || other.bold
            style.dim = style.dim || other.dim
            style.foreground = other.foreground ?? style.foreground
            style.background = other.background ?? style.background
            return style
        }

        package static let plain = Style()
    }

    package enum Color: Hashable, Sendable {
        case green, red, yellow, cyan
        case palette(UInt8)
        case rgb(UInt8, UInt8, UInt8)
    }

    package struct Cell: Hashable, Sendable {
        /// One grapheme; "" for the second cell of a wide one.
        package var text: String
        package var style: Style

        package static let blank = Cell(text: " ", style: .plain)

        package init(text: String, style: Style) {
            self.text = text
            self.style = style
        }
    }

    /// The background of the highlighted row, in colour: a dark blue, as lazygit's.
    package static let selection = Color.palette(24)

    package let columns: Int
    package let rows: Int
    package private(set) var cells: [Cell]

    package init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        cells = Array(repeating: .blank, count: self.columns * self.rows)
    }

    package subscript(row: Int, column: Int) -> Cell {
        cells[row * columns + column]
    }

    /// Writes `text` (sanitised by the caller) from `column` on `row`, by display
    /// width, cut at `limit` columns or the edge; returns the columns used.
    @discardableResult
    package mutating func put(_ text: String, row: Int, column: Int, style: Style = .plain, limit: Int? = nil) -> Int {
        guard row >= 0, row < rows, column >= 0, column < columns else { return 0 }
        let end = min(columns, column + (limit ?? columns))
        let cutsLead = column > 0 && cells[row * columns + column].text.isEmpty
        var x = column
        for character in text {
            let width = DisplayWidth.of(character)
            if width == 0 { continue }
            if x + width > end { break }
            cells[row * columns + x] = Cell(text: String(character), style: style)
            if width == 2 { cells[row * columns + x + 1] = Cell(text: "", style: style) }
            x += width
        }
        if x > column { mendWideHalves(row: row, start: column, end: x, cutsLead: cutsLead) }
        return x - column
    }

    /// Writes `text` as `put` does, reading the SGR sequences our own render
    /// halves put in (`Style`: bold, dim, red, green, yellow, cyan, reset) as
    /// styles laid over `style`: a table rendered with colour keeps its colour
    /// on screen. Any other escape is left out. `ellipsis`: text that doesn't
    /// fit ends in "…" at the edge. Returns the columns used.
    @discardableResult
    package mutating func putStyled(_ text: String, row: Int, column: Int, style: Style = .plain, limit: Int? = nil, ellipsis: Bool = false) -> Int {
        let end = min(columns, column + (limit ?? columns))
        let parts = Self.styledRuns(text)
        let cut = ellipsis && parts.reduce(0) { $0 + DisplayWidth.of($1.text) } > end - column
        let room = cut ? end - 1 : end
        var x = column
        for part in parts where x < room {
            x += put(part.text, row: row, column: x, style: style.with(part.style), limit: room - x)
        }
        if cut { x += put("…", row: row, column: x, style: style, limit: 1) }
        return x - column
    }

    /// Text and the styles its SGR sequences give it, run by run.
    static func styledRuns(_ text: String) -> [(text: String, style: Style)] {
        var runs: [(text: String, style: Style)] = []
        var current = Style.plain
        var rest = Substring(text)
        while !rest.isEmpty {
            let run = rest.prefix { $0 != "\u{1B}" }
            if !run.isEmpty {
                runs.append((String(run), current))
                rest = rest.dropFirst(run.count)
                continue
            }
            // ESC [ parameters m; any other escape is dropped whole.
            let sequence = rest.dropFirst().prefix { !$0.isLetter }
            let final = rest.dropFirst(1 + sequence.count).first
            rest = rest.dropFirst(1 + sequence.count + (final == nil ? 0 : 1))
            guard final == "m", sequence.first == "[" else { continue }
            for code in sequence.dropFirst().split(separator: ";", omittingEmptySubsequences: false) {
                switch code {
                case "", "0": current = .plain
                case "1": current.bold = true
                case "2": current.dim = true
                case "31": current.foreground = .red
                case "32": current.foreground = .green
                case "33": current.foreground = .yellow
                case "36": current.foreground = .cyan
                default: break
                }
            }
        }
        return runs
    }

    /// Paints `count` cells from `column` on `row` as spaces in `style`.
    package mutating func fill(row: Int, column: Int = 0, count: Int? = nil, style: Style) {
        guard row >= 0, row < rows else { return }
        let start = max(0, column), end = min(columns, column + (count ?? columns))
        guard start < end else { return }
        let cutsLead = start > 0 && cells[row * columns + start].text.isEmpty
        for x in start..<end { cells[row * columns + x] = Cell(text: " ", style: style) }
        mendWideHalves(row: row, start: start, end: end, cutsLead: cutsLead)
    }

    /// A wide grapheme cut in half by a write leaves no orphan half on either side.
    private mutating func mendWideHalves(row: Int, start: Int, end: Int, cutsLead: Bool) {
        if cutsLead { cells[row * columns + start - 1] = .blank }
        if end < columns, cells[row * columns + end].text.isEmpty { cells[row * columns + end] = .blank }
    }

    /// Sets a cell directly (a picture's half blocks).
    package mutating func set(row: Int, column: Int, _ cell: Cell) {
        guard row >= 0, row < rows, column >= 0, column < columns else { return }
        cells[row * columns + column] = cell
    }

    /// The frame as text, one line per row, blanks at the end of a row trimmed:
    /// a style change is written `«b,r»` (bold, dim, reverse, fg:…, bg:…) and a
    /// return to no style `«»`. For exact tests of the view.
    package func markup() -> String {
        var text = ""
        for row in 0..<rows {
            var line = ""
            var current = Style.plain
            var pending = ""
            for column in 0..<columns {
                let cell = self[row, column]
                if cell.style != current {
                    pending += "«" + Frame.describe(cell.style) + "»"
                    current = cell.style
                }
                if cell.text == " " && cell.style == .plain {
                    pending += " "
                } else {
                    line += pending + cell.text
                    pending = ""
                }
            }
            text += line + "\n"
        }
        return text
    }

    /// The characters only, blanks at the end of each row trimmed.
    package func text() -> String {
        (0..<rows).map { row in
            var line = (0..<columns).map { self[row, $0].text }.joined()
            while line.last == " " { line.removeLast() }
            return line + "\n"
        }.joined()
    }

    package static func describe(_ style: Style) -> String {
        var parts: [String] = []
        if style.bold { parts.append("b") }
        if style.dim { parts.append("d") }
        if style.reverse { parts.append("r") }
        if style.selected { parts.append("s") }
        if let color = style.foreground { parts.append("fg:" + describe(color)) }
        if let color = style.background { parts.append("bg:" + describe(color)) }
        return parts.joined(separator: ",")
    }

    package static func describe(_ color: Color) -> String {
        switch color {
        case .green: return "green"
        case .red: return "red"
        case .yellow: return "yellow"
        case .cyan: return "cyan"
        case .palette(let index): return String(index)
        case .rgb(let r, let g, let b): return "#" + [r, g, b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        }
    }
}

/// The bytes that put a frame on the terminal: all of it, or only what changed
/// since the last one (per row, the span from the first to the last changed cell).
package enum FrameWriter {
    /// `colors`: false under NO_COLOR, when only bold, dim and reverse are written.
    package static func write(_ frame: Frame, over previous: Frame?, colors: Bool) -> String {
        var output = ""
        let whole = previous == nil || previous?.columns != frame.columns || previous?.rows != frame.rows
        if whole { output += "\u{1B}[0m\u{1B}[2J" }
        for row in 0..<frame.rows {
            var first = 0, last = frame.columns - 1
            if !whole, let previous {
                while first < frame.columns && frame[row, first] == previous[row, first] { first += 1 }
                if first == frame.columns { continue }
                while last > first && frame[row, last] == previous[row, last] { last -= 1 }
            }
            // Never start on the second half of a wide grapheme, nor end on its first.
            while first > 0 && frame[row, first].text.isEmpty { first -= 1 }
            if last + 1 < frame.columns && frame[row, last + 1].text.isEmpty { last += 1 }
            output += "\u{1B}[\(row + 1);\(first + 1)H"
            var current: Frame.Style?
            for column in first...last {
                let cell = frame[row, column]
                if cell.text.isEmpty { continue }
                if cell.style != current {
                    output += sgr(cell.style, colors: colors)
                    current = cell.style
                }
                output += cell.text
            }
        }
        if !output.isEmpty { output += "\u{1B}[0m" }
        return output
    }

    static func sgr(_ style: Frame.Style, colors: Bool) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.reverse { codes.append("7") }
        if colors {
            if let color = style.foreground { codes.append(code(color, background: false)) }
            if let color = style.background { codes.append(code(color, background: true)) }
            else if style.selected { codes.append(code(Frame.selection, background: true)) }
        } else if style.selected && !style.reverse {
            codes.append("7")
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    package static func code(_ color: Frame.Color, background: Bool) -> String {
        let base = background ? 40 : 30
        switch color {
        case .red: return String(base + 1)
        case .green: return String(base + 2)
        case .yellow: return String(base + 3)
        case .cyan: return String(base + 6)
        case .palette(let index): return "\(base + 8);5;\(index)"
        case .rgb(let r, let g, let b): return "\(base + 8);2;\(r);\(g);\(b)"
        }
    }
}
