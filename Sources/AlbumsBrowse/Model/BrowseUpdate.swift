import AlbumsCore
import AlbumsTerminal
import Foundation

extension BrowseModel {
    /// Below this, a single line asks for a bigger window.
    package static let minimumSize = (columns: 40, rows: 10)
    /// With this many columns, the chart has a cover pane on its right.
    package static let coverPaneColumns = 100
    package static let coverPaneWidth = 36
    /// How many warnings the run keeps (the oldest go first).
    static let keptWarnings = 50

    package var isTooSmall: Bool { columns < Self.minimumSize.columns || rows < Self.minimumSize.rows }
    /// Rows of albums on the chart page: all but the header, status and key lines.
    package var visibleRows: Int { max(1, rows - 3) }
    package var hasCoverPane: Bool { pictures && columns >= Self.coverPaneColumns }
    /// The chart's table: all the columns, or those left of a blank column, the pane's rule and the pane.
    package var tableWidth: Int { hasCoverPane ? columns - Self.coverPaneWidth - 2 : columns }

    /// The new model, and what to do for it. The root routes a key to the page
    /// on top (after the keys every page shares), and an event to the part it is for.
    package static func update(_ model: BrowseModel, _ event: BrowseEvent) -> (BrowseModel, [BrowseEffect]) {
        var model = model
        var effects: [BrowseEffect] = []
        switch event {
        case .input(let input):
            model.message = nil
            effects = model.handle(input)
        case .inputEnded:
            effects = [.quit]
        case .resized(let columns, let rows):
            model.columns = columns
            model.rows = rows
            model.clampSelection()
            effects = model.coverEffects()
        case .chartLoaded(let state, let date):
            effects = model.chartLoaded(state, at: date)
        case .spinnerDue:
            if model.busy { model.spinnerShown = true }
        case .tick(let date):
            model.now = date
            if model.spinnerShown { model.spinnerFrame += 1 }
        case .coverLoaded(let cover):
            effects = model.coverLoaded(cover)
        case .copyrightLoaded(let id, let copyright):
            if let index = model.albums.firstIndex(where: { $0.id == id }) { model.albums[index].copyright = copyright }
            if model.opened?.id == id { model.opened?.copyright = copyright }
        case .searched(let term, let state):
            if model.search.received(state, for: term) { model.spinnerShown = model.busy && model.spinnerShown }
        case .recentLoaded(let terms):
            model.search.recent = terms
        case .settingSaved(let saved):
            effects = model.settingSaved(saved)
        case .opened(let message):
            model.message = message
        case .nowPlaying(let play, let line, let started):
            model.nowPlaying(play, line: line, started: started)
        case .playEnded(let play, let message):
            model.playEnded(play, message: message)
        case .tracksLoaded(let id, let tracks):
            model.detail.received(tracks, for: id)
        case .worldLoaded(let loaded):
            model.world.received(loaded, visible: model.worldRows)
            model.warn(loaded.notices)
            model.spinnerShown = model.busy && model.spinnerShown
        case .tableLoaded(let which, let loaded):
            if which == .worldwide { model.worldwide.received(loaded, visible: model.worldRows) } else { model.artist.received(loaded, visible: model.worldRows) }
            model.warn(loaded.notices)
            model.spinnerShown = model.busy && model.spinnerShown
        case .warned(let text):
            model.warn([text])
        }
        return (model, effects)
    }

    /// Keys every page shares (Ctrl-C, Ctrl-Z, the help and the warnings
    /// boxes), then the page on top's own.
    private mutating func handle(_ input: KeyParser.Event) -> [BrowseEffect] {
        switch input {
        case .key(.control("c")): return [.quit]
        case .key(.control("z")): return [.suspend]
        case .paste(let text):
            if page == .search { search.paste(text) }
            if page == .settings { settings.paste(text) }
            return []
        case .mouse(let mouse):
            return handle(mouse)
        case .key(let key):
            if help || showsWarnings {
                help = false
                showsWarnings = false
                return []
            }
            let typing = page == .search || settings.editing != nil && page == .settings
            if !typing, key == .character("?") {
                help = true
                return []
            }
            if !typing, key == .character("!"), !warnings.isEmpty {
                showsWarnings = true
                return []
            }
            switch page {
            case .chart: return chartKey(key)
            case .detail: return detailKey(key)
            case .search: return searchKey(key)
            case .settings: return settingsKey(key)
            case .world: return worldKey(key)
            case .news: return newsKey(key)
            case .worldwide: return worldwideKey(key)
            case .artist: return artistKey(key)
            }
        }
    }

    private mutating func handle(_ mouse: KeyParser.Mouse) -> [BrowseEffect] {
        switch (mouse.action, page) {
        case (.wheelUp, .chart), (.wheelUp, .detail): return move(to: selection - 3)
        case (.wheelDown, .chart), (.wheelDown, .detail): return move(to: selection + 3)
        case (.wheelUp, .search):
            search.scroll(by: -3)
            return []
        case (.wheelDown, .search):
            search.scroll(by: 3)
            return []
        case (.press, .chart) where mouse.button == 0:
            // Row 0 is the table's header; a click on an album selects it.
            let index = top + mouse.row - 1
            guard mouse.row >= 1, mouse.row <= visibleRows, albums.indices.contains(index) else { return [] }
            if index == selection { return [] }
            return move(to: index)
        case (.press, .settings) where mouse.button == 0:
            settings.select(row: mouse.row - 1)
            return []
        default:
            return []
        }
    }

    /// Back to the chart from a page, its cover asked for again if it went.
    mutating func backToChart() -> [BrowseEffect] {
        page = .chart
        return coverEffects()
    }

    /// Warnings for the status line (the newest) and the `!` box (all, each once).
    package mutating func warn(_ texts: [String]) {
        for text in texts where !text.isEmpty {
            warnings.removeAll { $0 == text }
            warnings.append(text)
            message = "⚠ " + text
        }
        if warnings.count > Self.keptWarnings { warnings.removeFirst(warnings.count - Self.keptWarnings) }
    }

    package mutating func move(to index: Int) -> [BrowseEffect] {
        guard !albums.isEmpty else { return [] }
        let before = selection
        selection = min(max(0, index), albums.count - 1)
        clampSelection()
        return selection == before ? [] : coverEffects()
    }

    /// Keeps the highlight on screen.
    mutating func clampSelection() {
        Self.keepInView(&selection, top: &top, count: albums.count, visible: visibleRows)
    }

    /// Where a movement key (↑ ↓ k j, PgUp PgDn, Home End g G) takes a highlight
    /// among `count` rows shown `visible` at a time; nil for any other key.
    package static func moved(_ key: KeyParser.Key, from selection: Int, count: Int, visible: Int) -> Int? {
        switch key {
        case .up, .character("k"): return selection - 1
        case .down, .character("j"): return selection + 1
        case .pageUp: return selection - visible
        case .pageDown: return selection + visible
        case .home, .character("g"): return 0
        case .end, .character("G"): return count - 1
        default: return nil
        }
    }

    /// A highlight within `count` rows, and the first row shown moved so that
    /// `visible` rows from it hold the highlight (every scrolling page's rule).
    static func keepInView(_ selection: inout Int, top: inout Int, count: Int, visible: Int) {
        selection = count == 0 ? 0 : min(max(0, selection), count - 1)
        if selection < top { top = selection }
        if selection >= top + visible { top = selection - visible + 1 }
        top = max(0, min(top, max(0, count - visible)))
    }

    /// What a key asks of the browser on a page that is one table of albums
    /// (the world page, the worldwide chart, an artist's record).
    package enum TableAction: Equatable, Sendable {
        case none, back, reload, tab
        case open(Album)
    }

    /// A table page's keys: the movement keys move its highlight; Esc, ⌫ and q
    /// go back; r reloads; Tab is the page's own; Enter opens the highlighted
    /// row's album (`album`: row i's, nil where a row has none).
    static func tableKey(_ key: KeyParser.Key, selection: inout Int, top: inout Int, count: Int, visible: Int,
                         album: (Int) -> Album?) -> TableAction {
        if let index = moved(key, from: selection, count: count, visible: visible) {
            selection = index
            keepInView(&selection, top: &top, count: count, visible: visible)
            return .none
        }
        switch key {
        case .escape, .backspace, .character("q"): return .back
        case .character("r"): return .reload
        case .tab: return .tab
        case .enter: return (0..<count).contains(selection) ? album(selection).map(TableAction.open) ?? .none : .none
        default: return .none
        }
    }

    /// A table page's new load (rows by id, `before` and `after`): the
    /// highlight stays on its row when that is still there, else goes to the first.
    static func keepHighlight(from before: [String], to after: [String], selection: inout Int, top: inout Int, visible: Int) {
        let previous = before.indices.contains(selection) ? before[selection] : nil
        selection = previous.flatMap { after.firstIndex(of: $0) } ?? 0
        keepInView(&selection, top: &top, count: after.count, visible: visible)
    }
}
