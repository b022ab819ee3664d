import AlbumsTerminal

/// The browser's help (`?`): every key, in a box over the page. Any key closes it.
package enum HelpPage {
    /// The keys every page shares, then each page's own (`BrowsePage.help`),
    /// then quitting: eighteen lines, so that the box fits an 80×24 terminal
    /// with the status and key lines below it.
    package static var lines: [String] {
        [
            "↑↓ kj PgUp PgDn Home End gG   move, a page, first, last",
            "Enter           open the album or search result; change a setting",
            "Esc Backspace   back",
        ] + BrowsePages.all.flatMap { $0.help } + [
            "? !             this help; the run's warnings (⚠ in the status line)",
            "q               quit (from the chart); Ctrl-C anywhere",
            "mouse           wheel scrolls, a click selects",
        ]
    }

    package static func draw(into frame: inout Frame, columns: Int, rows: Int) {
        BrowseView.box("Keys", lines, into: &frame, columns: columns, rows: rows)
    }
}
