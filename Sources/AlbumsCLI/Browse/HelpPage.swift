/// The browser's help (`?`): every key, in a box over the page. Any key closes it.
public enum HelpPage {
    static let lines = [
        "↑ ↓  k j        move",
        "PgUp PgDn       a page",
        "Home End  g G   first, last",
        "Enter           open the album; change a setting",
        "Esc Backspace   back",
        "s               next sort order",
        "r               refresh (ask the network again)",
        "/               search the catalog",
        ",               settings",
        "w               the world chart: the countries setting's stores",
        "c               the news: what moved since the last edition",
        "o               open the album's page (detail)",
        "p               play its previews; p again stops",
        "Tab             detail: between the details and the tracks",
        "n N             detail: next, previous track",
        "[ ]             news: the previous, next edition",
        "?               this help",
        "q               quit (from the chart); Ctrl-C anywhere",
        "mouse           wheel scrolls, a click selects",
    ]

    static func draw(into frame: inout Frame, columns: Int, rows: Int) {
        let width = min(columns - 2, (lines.map(DisplayWidth.of).max() ?? 0) + 4)
        let height = min(rows - 2, lines.count + 4)
        let left = (columns - width) / 2, top = max(0, (rows - 2 - height) / 2)
        for row in top..<(top + height) { frame.fill(row: row, column: left, count: width, style: .plain) }
        frame.put("┌" + String(repeating: "─", count: width - 2) + "┐", row: top, column: left)
        for row in (top + 1)..<(top + height - 1) {
            frame.put("│", row: row, column: left)
            frame.put("│", row: row, column: left + width - 1)
        }
        frame.put("└" + String(repeating: "─", count: width - 2) + "┘", row: top + height - 1, column: left)
        frame.put(" Keys ", row: top, column: left + 2, style: BrowseView.header)
        for (index, line) in lines.prefix(height - 4).enumerated() {
            frame.put(line, row: top + 2 + index, column: left + 2, limit: width - 4)
        }
    }
}
