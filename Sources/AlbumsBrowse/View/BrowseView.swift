import AlbumsCommands
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import AlbumsTerminal

/// The browser's view: a model in, a frame of cells out, nothing else. The
/// page on top draws itself (`BrowsePage.draw`); this composes it with the
/// status and key lines and the help and warnings boxes.
/// Text comes from the same render halves as the one-shot commands (`list`'s
/// table, `show`'s details, `search`'s groups, `settings list`'s table), so the
/// words are the same.
///
/// Colour follows `list`'s rules: the render halves' tables are rendered with
/// colour (▲ green, ▼ red) and read into cells; the frame writer leaves every
/// colour out under NO_COLOR or `--color never`, where headers stay bold and
/// the highlighted row is reverse video.
package enum BrowseView {
    /// The highlighted row: its own background in colour, reverse video without.
    static let highlight = Frame.Style(selected: true)
    package static let header = Frame.Style(bold: true, foreground: .cyan)
    static let statusStyle = Frame.Style(reverse: true)
    package static let hint = Frame.Style(dim: true)
    /// The render halves' colours, read into the frame's cells (`Frame.putStyled`).
    package static let colours = Style(enabled: true)

    /// What a page draws with besides the model: how dates read, and what the view keeps between frames.
    package struct Drawn {
        package var locale: DateLocale
        package var cache: Cache
    }

    /// `cache`: what the view keeps between frames (the runner keeps one for the whole run).
    package static func frame(_ model: BrowseModel, locale: DateLocale = .english, cache: Cache = Cache()) -> Frame {
        var frame = Frame(columns: model.columns, rows: model.rows)
        guard !model.isTooSmall else {
            let text = "Make the window at least \(BrowseModel.minimumSize.columns)×\(BrowseModel.minimumSize.rows) (it is \(model.columns)×\(model.rows))"
            frame.put(text, row: 0, column: 0)
            return frame
        }
        model.onTop.draw(model, context: Drawn(locale: locale, cache: cache), into: &frame)
        statusLine(model, into: &frame)
        keyLine(model, into: &frame)
        if model.help { HelpPage.draw(into: &frame, columns: model.columns, rows: model.rows) }
        if model.showsWarnings { box("Warnings", model.warnings.reversed().map(Sanitizer.line), into: &frame, columns: model.columns, rows: model.rows) }
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
    package static func coverPosition(_ model: BrowseModel) -> (row: Int, column: Int, cover: BrowseModel.Cover)? {
        guard !model.isTooSmall, !model.help, !model.showsWarnings, let album = model.selected, let cover = model.cover, cover.albumID == album.id,
              let place = model.onTop.cover(model) else { return nil }
        return (place.row, place.column, cover)
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
        if let playing = model.playing { text = " " + nowPlaying(playing, now: model.now) + "  ·" + text }
        if !model.warnings.isEmpty { text = " ⚠ \(model.warnings.count) !" + text }
        let used = frame.put(text, row: row, column: 0, style: statusStyle)
        if let message = model.message {
            let clipped = DisplayWidth.truncate(Sanitizer.line(message), to: max(0, model.columns - used - 3))
            frame.put(clipped, row: row, column: max(used + 2, model.columns - DisplayWidth.of(clipped) - 1), style: statusStyle)
        }
    }

    /// "▶ 2/3  Runaway — Bob 0:12 / 0:30", "starting…", "stopping…".
    package static func nowPlaying(_ playing: BrowseModel.Playing, now: Date) -> String {
        if playing.stopping { return "■ stopping…" }
        guard let line = playing.line else { return "▶ starting…" }
        return Sanitizer.line(line) + elapsed(playing, now: now)
    }

    /// " 0:12 / 0:30" for a track playing since `started`; "" for an album's previews.
    static func elapsed(_ playing: BrowseModel.Playing, now: Date) -> String {
        guard let started = playing.started else { return "" }
        let seconds = min(PlayView.previewSeconds, max(0, Int(now.timeIntervalSince(started))))
        return " " + Track.minutesAndSeconds(seconds) + " / " + Track.minutesAndSeconds(PlayView.previewSeconds)
    }

    /// "updated just now", "updated 5 min ago", "updated 3 h ago".
    package static func age(_ model: BrowseModel) -> String? {
        guard let loaded = model.loadedAt else { return nil }
        let seconds = Int(model.now.timeIntervalSince(loaded))
        if seconds < 60 { return "updated just now" }
        if seconds < 3600 { return "updated \(seconds / 60) min ago" }
        return "updated \(seconds / 3600) h ago"
    }

    /// The page's keys, most important first (`BrowsePage.keys`); "? help" always ends the line.
    package static func keys(_ model: BrowseModel) -> [(key: String, does: String)] {
        model.onTop.keys(model)
    }

    /// The keys that fit the width, most important first, then "? help" (the
    /// search line and the edit line take "?" as a letter: no help there).
    static func keyLine(_ model: BrowseModel, into frame: inout Frame) {
        let typing = model.onTop.isTyping(model)
        let last: [(key: String, does: String)] = typing ? [] : [("?", "help")]
        // A space, then each key and what it does, two spaces apart.
        let width = { (keys: [(key: String, does: String)]) in keys.reduce(-1) { $0 + 2 + DisplayWidth.of($1.key) + 1 + DisplayWidth.of($1.does) } }
        var keys = keys(model)
        while !keys.isEmpty, width(keys + last) > model.columns { keys.removeLast() }
        var column = 1
        for (index, (key, does)) in (keys + last).enumerated() {
            if index > 0 { column += 2 }
            column += frame.put(key, row: model.rows - 1, column: column, style: Frame.Style(bold: true))
            column += frame.put(" " + does, row: model.rows - 1, column: column, style: hint)
        }
    }

    /// Lines of a list from row `top` and column `left`, `height` of them:
    /// those without an item (headings) as headers, the item `highlighted`
    /// highlighted across `columns`, the others as `style` says; scrolled so
    /// that item `shown` is in view.
    package static func list(_ lines: [(text: String, item: Int?)], shown: Int, highlighted: Int?, top: Int, height: Int, left: Int = 0, columns: Int,
                     style: (Int) -> Frame.Style = { _ in .plain }, into frame: inout Frame) {
        let target = lines.firstIndex { $0.item == shown } ?? 0
        // The shown line with one more below it where the height allows; never scrolled past it (a list of one row shows it).
        let start = max(0, min(min(target, target - height + 2), lines.count - height))
        for (offset, line) in lines.dropFirst(start).prefix(height).enumerated() {
            let row = top + offset
            let isHighlighted = line.item != nil && line.item == highlighted
            if isHighlighted { frame.fill(row: row, column: left, count: columns, style: highlight) }
            let lineStyle = line.item.map(style) ?? header
            frame.putStyled(line.text, row: row, column: left, style: isHighlighted ? highlight.with(lineStyle) : lineStyle, limit: columns)
        }
    }

    /// A line being typed: its label in bold, the text so far, the cursor after it.
    static func editLine(_ label: String, _ text: String, row: Int, columns: Int, into frame: inout Frame) {
        let used = frame.put(label, row: row, column: 0, style: header)
        let shown = frame.put(Sanitizer.line(text), row: row, column: used, limit: columns - used - 1)
        frame.put("▏", row: row, column: used + shown)
    }

    /// A box over the page: its title, then `lines` (as many as fit). Any key closes it.
    package static func box(_ title: String, _ lines: [String], into frame: inout Frame, columns: Int, rows: Int) {
        let width = min(columns - 2, max(DisplayWidth.of(title) + 6, (lines.map(DisplayWidth.of).max() ?? 0) + 4))
        let height = min(rows - 2, lines.count + 4)
        let left = (columns - width) / 2, top = max(0, (rows - 2 - height) / 2)
        for row in top..<(top + height) { frame.fill(row: row, column: left, count: width, style: .plain) }
        frame.put("┌" + String(repeating: "─", count: width - 2) + "┐", row: top, column: left)
        for row in (top + 1)..<(top + height - 1) {
            frame.put("│", row: row, column: left)
            frame.put("│", row: row, column: left + width - 1)
        }
        frame.put("└" + String(repeating: "─", count: width - 2) + "┘", row: top + height - 1, column: left)
        frame.put(" \(title) ", row: top, column: left + 2, style: header)
        for (index, line) in lines.prefix(height - 4).enumerated() {
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
