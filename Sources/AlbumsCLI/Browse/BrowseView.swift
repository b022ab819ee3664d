import AlbumsCore
import Foundation

/// The browser's view: a model in, a frame of cells out, nothing else. The
/// chart, detail, search and settings pages, every state, and the help overlay.
/// Text comes from the same render halves as the one-shot commands (`list`'s
/// table, `show`'s details, `search`'s groups, `settings list`'s table), so the
/// words are the same.
public enum BrowseView {
    static let highlight = Frame.Style(reverse: true)
    static let header = Frame.Style(bold: true)
    static let statusStyle = Frame.Style(reverse: true)
    static let hint = Frame.Style(dim: true)

    /// `cache`: what the view keeps between frames (the runner keeps one for the whole run).
    public static func frame(_ model: BrowseModel, locale: Locale = Locale(identifier: "en_US"), cache: Cache = Cache()) -> Frame {
        var frame = Frame(columns: model.columns, rows: model.rows)
        guard !model.isTooSmall else {
            let text = "Make the window at least \(BrowseModel.minimumSize.columns)×\(BrowseModel.minimumSize.rows) (it is \(model.columns)×\(model.rows))"
            frame.put(text, row: 0, column: 0)
            return frame
        }
        switch model.page {
        case .chart: chart(model, cache: cache, into: &frame)
        case .detail: detail(model, locale: locale, cache: cache, into: &frame)
        case .search: search(model, into: &frame)
        case .settings: settings(model, into: &frame)
        case .world: model.world.draw(into: &frame, columns: model.columns, visible: model.worldRows, countries: model.countries)
        }
        statusLine(model, into: &frame)
        keyLine(model, into: &frame)
        if model.help { helpOverlay(model, into: &frame) }
        return frame
    }

    // MARK: Chart

    static func chart(_ model: BrowseModel, cache: Cache, into frame: inout Frame) {
        let width = model.tableWidth
        if model.albums.isEmpty {
            centred(stateLines(model), width: width, into: &frame)
            return
        }
        table(cache.table(model), from: 0, top: model.top, selection: model.selection, visible: model.visibleRows, width: width, into: &frame)
        if model.hasCoverPane { coverPane(model, column: width + 2, cache: cache, into: &frame) }
    }

    /// A rendered table from row `from`: its header in bold, then `visible`
    /// of its rows from `top`, the one at `selection` in reverse video across `width`.
    static func table(_ lines: [String], from first: Int, top: Int, selection: Int, visible: Int, width: Int, into frame: inout Frame) {
        frame.put(lines.first ?? "", row: first, column: 0, style: header, limit: width)
        for row in 0..<visible {
            let index = top + row
            guard index + 1 < lines.count else { break }
            let selected = index == selection
            if selected { frame.fill(row: first + row + 1, count: width, style: highlight) }
            frame.put(lines[index + 1], row: first + row + 1, column: 0, style: selected ? highlight : .plain, limit: width)
        }
    }

    /// The words of a chart that isn't there: loading, no data, or what failed.
    static func stateLines(_ model: BrowseModel) -> [(String, Frame.Style)] {
        switch model.chart {
        case .loading:
            return [(ListView.loadingMessage, .plain)]
        case .noData:
            return [(ListView.emptyMessage, .plain)]
        case .failed(let failure):
            return failureLines(failure) + [("", .plain), ("r: retry", hint)]
        case .loaded:
            return model.loading ? [(ListView.loadingMessage, .plain)] : [(ListView.emptyMessage, .plain)]
        }
    }

    /// What failed, why, and what to try: the one-shot commands' three lines.
    static func failureLines(_ failure: Failure) -> [(String, Frame.Style)] {
        [("error: " + Sanitizer.line(failure.what), Frame.Style(bold: true, foreground: .red)), ("why: " + Sanitizer.line(failure.why), .plain)]
            + (failure.suggestion.map { [("try: " + Sanitizer.line($0), .plain)] } ?? [])
    }

    /// Where the page shows the highlighted album's cover, when it is loaded: the
    /// view draws its cells there, and the runner places a kitty or iTerm2 image there.
    public static func coverPosition(_ model: BrowseModel) -> (row: Int, column: Int, cover: BrowseModel.Cover)? {
        guard !model.isTooSmall, !model.help, let album = model.selected, let cover = model.cover, cover.albumID == album.id else { return nil }
        switch model.page {
        case .chart where model.hasCoverPane:
            return (1, model.columns - BrowseModel.coverPaneWidth + 1, cover)
        case .detail where model.pictures:
            return (0, 1, cover)
        default:
            return nil
        }
    }

    static func coverPane(_ model: BrowseModel, column: Int, cache: Cache, into frame: inout Frame) {
        for row in 0..<(model.rows - 2) { frame.put("│", row: row, column: column - 1, style: hint) }
        guard let album = model.selected else { return }
        let size = model.paneCoverSize
        if let (row, column, cover) = coverPosition(model) {
            draw(cache.picture(cover, target: model.pictureTarget), row: row, column: column, into: &frame)
        } else {
            frame.put("…", row: 1 + size.rows / 2, column: column + 1 + size.columns / 2, style: hint)
        }
        let below = 1 + size.rows + 1
        frame.put(Sanitizer.line(album.name), row: below, column: column + 1, style: header, limit: BrowseModel.coverPaneWidth - 2)
        frame.put(Sanitizer.line(album.artist), row: below + 1, column: column + 1, limit: BrowseModel.coverPaneWidth - 2)
    }

    /// The picture's cells (blank under an image the runner places).
    static func draw(_ picture: DrawnPicture, row: Int, column: Int, into frame: inout Frame) {
        for (y, cells) in picture.cells.enumerated() where row + y < frame.rows - 2 {
            for (x, cell) in cells.enumerated() { frame.set(row: row + y, column: column + x, cell) }
        }
    }

    // MARK: Detail

    static func detail(_ model: BrowseModel, locale: Locale, cache: Cache, into frame: inout Frame) {
        guard let album = model.selected else {
            centred(stateLines(model), width: model.columns, into: &frame)
            return
        }
        var left = 0
        if model.pictures {
            let size = model.detailCoverSize
            if let (row, column, cover) = coverPosition(model) {
                draw(cache.picture(cover, target: model.pictureTarget), row: row, column: column, into: &frame)
            } else {
                frame.put("…", row: size.rows / 2, column: 1 + size.columns / 2, style: hint)
            }
            left = size.columns + 3
        }
        let text = ShowView.render(album, options: .init(hyperlinks: false, locale: locale, style: .plain))
        for (row, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where row < model.rows - 2 {
            frame.put(String(line), row: row, column: left, style: row == 0 ? header : .plain, limit: model.columns - left)
        }
    }

    // MARK: Search

    static func search(_ model: BrowseModel, into frame: inout Frame) {
        let used = frame.put("Search: ", row: 0, column: 0, style: header)
        let shown = frame.put(Sanitizer.line(model.query), row: 0, column: used, limit: model.columns - used - 1)
        frame.put("▏", row: 0, column: used + shown)
        let listTop = 2, height = model.rows - 2 - listTop
        if model.searching {
            frame.put("Searching the iTunes catalog…", row: listTop, column: 0, style: hint)
            return
        }
        switch model.searchState {
        case nil:
            guard !model.recent.isEmpty else {
                frame.put("Type a search, then Enter.", row: listTop, column: 0, style: hint)
                return
            }
            frame.put("Recent searches (↑↓, Enter)", row: listTop, column: 0, style: hint)
            for (index, term) in model.recent.prefix(height - 1).enumerated() {
                let selected = index == model.searchSelection
                if selected { frame.fill(row: listTop + 1 + index, style: highlight) }
                frame.put("\(index + 1)  " + Sanitizer.line(term), row: listTop + 1 + index, column: 0, style: selected ? highlight : .plain)
            }
        case .noResults(let term, let kind)?:
            frame.put("No \(SearchView.plural(kind)) found for \"\(Sanitizer.line(term))\". Try another spelling.", row: listTop, column: 0)
        case .failed(let failure)?:
            for (offset, (line, style)) in failureLines(failure).enumerated() {
                frame.put(line, row: listTop + offset, column: 0, style: style)
            }
        case .found(let results, _)?:
            let lines = SearchView.grouped(results, columns: model.columns, style: .plain).split(separator: "\n").map(String.init)
            // The highlighted result's line: results are the indented lines, in order.
            let resultLines = lines.indices.filter { lines[$0].hasPrefix("  ") }
            let target = resultLines.indices.contains(model.searchSelection) ? resultLines[model.searchSelection] : 0
            let first = max(0, min(target - height / 2, lines.count - height))
            for (offset, line) in lines.dropFirst(first).prefix(height).enumerated() {
                let index = first + offset
                let selected = index == target && !resultLines.isEmpty
                if selected { frame.fill(row: listTop + offset, style: highlight) }
                frame.put(line, row: listTop + offset, column: 0, style: selected ? highlight : (line.hasPrefix("  ") ? .plain : header))
            }
        }
    }

    // MARK: Settings

    static func settings(_ model: BrowseModel, into frame: inout Frame) {
        let rows = model.settings.map { row in
            SettingsView.Row(key: row.key, value: row.value, source: row.source, defaultValue: "",
                             allowed: row.choices.isEmpty ? "(albums settings set)" : "Enter: " + row.choices.joined(separator: ", "))
        }
        let lines = SettingsView.table(rows).render(maxWidth: model.columns, style: .plain).split(separator: "\n").map(String.init)
        for (index, line) in lines.enumerated() where index < model.rows - 2 {
            let selected = index == model.settingsSelection + 1
            if selected { frame.fill(row: index, style: highlight) }
            frame.put(line, row: index, column: 0, style: index == 0 ? header : (selected ? highlight : .plain))
        }
    }

    // MARK: Status, keys, help

    static func statusLine(_ model: BrowseModel, into frame: inout Frame) {
        let row = model.rows - 2
        frame.fill(row: row, style: statusStyle)
        var parts = [model.status.feed, model.status.country, "sort \(model.sort.rawValue)", "session \(model.status.session)"]
        if model.status.isMock { parts.append("mock data") }
        if let age = age(model) { parts.append(age) }
        var text = " " + parts.map(Sanitizer.line).joined(separator: " · ")
        if model.spinnerShown { text = " " + Spinner.frames[model.spinnerFrame % Spinner.frames.count] + " loading…" + text }
        if let playing = model.playing { text = " " + Sanitizer.line(playing.line) + "  ·" + text }
        let used = frame.put(text, row: row, column: 0, style: statusStyle)
        if let message = model.message {
            let clipped = DisplayWidth.truncate(Sanitizer.line(message), to: max(0, model.columns - used - 3))
            frame.put(clipped, row: row, column: max(used + 2, model.columns - DisplayWidth.of(clipped) - 1), style: statusStyle)
        }
    }

    /// "updated just now", "updated 5 min ago", "updated 3 h ago".
    static func age(_ model: BrowseModel) -> String? {
        guard let loaded = model.loadedAt else { return nil }
        let seconds = Int(model.now.timeIntervalSince(loaded))
        if seconds < 60 { return "updated just now" }
        if seconds < 3600 { return "updated \(seconds / 60) min ago" }
        return "updated \(seconds / 3600) h ago"
    }

    static func keyLine(_ model: BrowseModel, into frame: inout Frame) {
        let text: String
        switch model.page {
        case .chart:
            if case .failed = model.chart, model.albums.isEmpty { text = "r retry  , settings  ? help  q quit" }
            else { text = "↑↓ move  Enter open  / search  w world  s sort  r refresh  , settings  ? help  q quit" }
        case .detail: text = "Esc back  o open in browser  p play previews  ↑↓ previous/next  ? help"
        case .search: text = "type a search  Enter search  ↑↓ choose  Esc back"
        case .settings: text = "↑↓ choose  Enter change  Esc back  ? help"
        case .world: text = "↑↓ move  Enter open  r reload  Esc back  ? help"
        }
        frame.put(" " + text, row: model.rows - 1, column: 0, style: hint)
    }

    static let helpLines = [
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
        "o               open the album's page (detail)",
        "p               play its previews; p again stops",
        "?               this help",
        "q               quit (from the chart); Ctrl-C anywhere",
        "mouse           wheel scrolls, a click selects",
    ]

    static func helpOverlay(_ model: BrowseModel, into frame: inout Frame) {
        let width = min(model.columns - 2, (helpLines.map(DisplayWidth.of).max() ?? 0) + 4)
        let height = min(model.rows - 2, helpLines.count + 4)
        let left = (model.columns - width) / 2, top = max(0, (model.rows - 2 - height) / 2)
        for row in top..<(top + height) { frame.fill(row: row, column: left, count: width, style: .plain) }
        frame.put("┌" + String(repeating: "─", count: width - 2) + "┐", row: top, column: left)
        for row in (top + 1)..<(top + height - 1) {
            frame.put("│", row: row, column: left)
            frame.put("│", row: row, column: left + width - 1)
        }
        frame.put("└" + String(repeating: "─", count: width - 2) + "┘", row: top + height - 1, column: left)
        frame.put(" Keys ", row: top, column: left + 2, style: header)
        for (index, line) in helpLines.prefix(height - 4).enumerated() {
            frame.put(line, row: top + 2 + index, column: left + 2, limit: width - 4)
        }
    }

    /// Lines as one block, centred in `width` columns and in the rows above the
    /// status line; each line starts at the block's left edge.
    static func centred(_ lines: [(String, Frame.Style)], width: Int, into frame: inout Frame) {
        let top = max(0, (frame.rows - 2 - lines.count) / 2)
        let shown = lines.map { (DisplayWidth.truncate($0.0, to: width - 2), $0.1) }
        let left = max(0, (width - (shown.map { DisplayWidth.of($0.0) }.max() ?? 0)) / 2)
        for (index, (line, style)) in shown.enumerated() {
            frame.put(line, row: top + index, column: left, style: style)
        }
    }
}
