import AlbumsCore
import Foundation

/// The browser's view: a model in, a frame of cells out, nothing else. Each
/// page draws itself (ChartPage, DetailPage, SearchPage, SettingsPage,
/// WorldPage, NewsPage, HelpPage); this composes them with the status and key lines.
/// Text comes from the same render halves as the one-shot commands (`list`'s
/// table, `show`'s details, `search`'s groups, `settings list`'s table), so the
/// words are the same.
public enum BrowseView {
    static let highlight = Frame.Style(reverse: true)
    static let header = Frame.Style(bold: true)
    static let statusStyle = Frame.Style(reverse: true)
    static let hint = Frame.Style(dim: true)

    /// `cache`: what the view keeps between frames (the runner keeps one for the whole run).
    public static func frame(_ model: BrowseModel, locale: DateLocale = .english, cache: Cache = Cache()) -> Frame {
        var frame = Frame(columns: model.columns, rows: model.rows)
        guard !model.isTooSmall else {
            let text = "Make the window at least \(BrowseModel.minimumSize.columns)×\(BrowseModel.minimumSize.rows) (it is \(model.columns)×\(model.rows))"
            frame.put(text, row: 0, column: 0)
            return frame
        }
        switch model.page {
        case .chart: chart(model, cache: cache, into: &frame)
        case .detail: detail(model, locale: locale, cache: cache, into: &frame)
        case .search: model.search.draw(into: &frame, columns: model.columns, rows: model.rows)
        case .settings: model.settings.draw(into: &frame, columns: model.columns, rows: model.rows, message: model.message)
        case .world: model.world.draw(into: &frame, columns: model.columns, visible: model.worldRows, countries: model.countries)
        case .news: model.news.draw(model.history, into: &frame, columns: model.columns, rows: model.rows)
        }
        statusLine(model, into: &frame)
        keyLine(model, into: &frame)
        if model.help { HelpPage.draw(into: &frame, columns: model.columns, rows: model.rows) }
        return frame
    }

    // MARK: Shared

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

    // MARK: Detail

    static func detail(_ model: BrowseModel, locale: DateLocale, cache: Cache, into frame: inout Frame) {
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
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        while lines.last?.isEmpty == true { lines.removeLast() }
        for (row, line) in lines.enumerated() where row < model.rows - 2 {
            // A long link is cut with "…" to the room there is, as `show` cuts it, never past the edge.
            frame.put(DisplayWidth.truncate(String(line), to: model.columns - left), row: row, column: left, style: row == 0 ? header : .plain)
        }
        let below = max(lines.count, model.pictures ? model.detailCoverSize.rows : 0) + 1
        let playing = model.playing.flatMap { $0.albumID == album.id ? $0.track : nil }
        model.detail.draw(album, history: model.history, playing: playing, top: below, columns: model.columns, rows: model.rows, into: &frame)
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
        if let playing = model.playing { text = " " + Sanitizer.line(playing.line) + elapsed(playing, now: model.now) + "  ·" + text }
        let used = frame.put(text, row: row, column: 0, style: statusStyle)
        if let message = model.message {
            let clipped = DisplayWidth.truncate(Sanitizer.line(message), to: max(0, model.columns - used - 3))
            frame.put(clipped, row: row, column: max(used + 2, model.columns - DisplayWidth.of(clipped) - 1), style: statusStyle)
        }
    }

    /// " 0:12 / 0:30" for a track playing since `started`; "" for an album's previews.
    static func elapsed(_ playing: BrowseModel.Playing, now: Date) -> String {
        guard let started = playing.started else { return "" }
        let seconds = min(PlayView.previewSeconds, max(0, Int(now.timeIntervalSince(started))))
        return " " + Track.minutesAndSeconds(seconds) + " / " + Track.minutesAndSeconds(PlayView.previewSeconds)
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
            else { text = "↑↓ move  Enter open  / search  c news  w world  s sort  r refresh  , settings  ? help  q quit" }
        case .detail where model.detail.focus == .tracks:
            text = "↑↓ choose  Enter play  n N next/prev  p stop  Tab details  Esc back  ? help"
        case .detail: text = "Esc back  o open  p play previews  Tab tracks  ↑↓ previous/next  ? help"
        case .search: text = "type a search  Enter search  ↑↓ choose  Esc back"
        case .settings where model.settings.editing != nil: text = "type the value  Enter save  Esc cancel"
        case .settings: text = "↑↓ choose  Enter change  Esc back  ? help"
        case .world: text = "↑↓ move  Enter open  r reload  Esc back  ? help"
        case .news: text = "↑↓ move  Enter open  [ ] earlier/later edition  Esc back  ? help"
        }
        frame.put(" " + text, row: model.rows - 1, column: 0, style: hint)
    }

    /// Lines of a list from row `top`, `height` of them: those without an item
    /// (headings) in bold, the item `highlighted` reversed across `columns`,
    /// the others as `style` says; scrolled so that item `shown` is in view.
    static func list(_ lines: [(text: String, item: Int?)], shown: Int, highlighted: Int?, top: Int, height: Int, columns: Int,
                     style: (Int) -> Frame.Style = { _ in .plain }, into frame: inout Frame) {
        let target = lines.firstIndex { $0.item == shown } ?? 0
        let start = max(0, min(target - height + 2, lines.count - height))
        for (offset, line) in lines.dropFirst(start).prefix(height).enumerated() {
            let row = top + offset
            let isHighlighted = line.item != nil && line.item == highlighted
            if isHighlighted { frame.fill(row: row, count: columns, style: highlight) }
            let lineStyle = isHighlighted ? highlight : line.item.map(style) ?? header
            frame.put(line.text, row: row, column: 0, style: lineStyle, limit: columns)
        }
    }

    /// A line being typed: its label in bold, the text so far, the cursor after it.
    static func editLine(_ label: String, _ text: String, row: Int, columns: Int, into frame: inout Frame) {
        let used = frame.put(label, row: row, column: 0, style: header)
        let shown = frame.put(Sanitizer.line(text), row: row, column: used, limit: columns - used - 1)
        frame.put("▏", row: row, column: used + shown)
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
