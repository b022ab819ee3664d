import AlbumsTerminal

/// The browser's help (`?`): every key, in a box over the page. Any key closes it.
package enum HelpPage {
    /// Eighteen lines: the box fits an 80×24 terminal with the status and key lines below it.
    package static let lines = [
        "↑↓ kj PgUp PgDn Home End gG   move, a page, first, last",
        "Enter           open the album or search result; change a setting",
        "Esc Backspace   back",
        "s               next sort order",
        "r               refresh (ask the network again)",
        "/               search the catalog",
        ",               settings",
        "w               the world chart: the countries setting's stores",
        "Tab             world: every store's chart by points; detail: tracks",
        "a               detail: the artist's albums in every kept chart",
        "c               the news: what moved since the last edition",
        "o               open the album's page (detail)",
        "p               play its previews; p again stops",
        "n N             detail: next, previous track",
        "[ ]             news: the previous, next edition",
        "? !             this help; the run's warnings (⚠ in the status line)",
        "q               quit (from the chart); Ctrl-C anywhere",
        "mouse           wheel scrolls, a click selects",
    ]

    package static func draw(into frame: inout Frame, columns: Int, rows: Int) {
        BrowseView.box("Keys", lines, into: &frame, columns: columns, rows: rows)
    }
}
