import AlbumsCore
import AlbumsPlatform
import AlbumsTerminal

extension BrowseModel {
    /// Below this, a single line asks for a bigger window.
    package static let minimumSize = (columns: 40, rows: 10)
    /// How many warnings the run keeps (the oldest go first).
    static let keptWarnings = 50

    package var isTooSmall: Bool { columns < Self.minimumSize.columns || rows < Self.minimumSize.rows }

    /// The new model, and what to do for it. The root routes a key to the page
    /// on top (after the keys every page shares, and those that open a page),
    /// and an event to the part it is for: a page's result to the page.
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
        case .page(let event):
            effects = event.result.apply(to: &model)
            model.spinnerShown = model.busy && model.spinnerShown
        case .opened(let message):
            model.message = message
        case .nowPlaying(let play, let line, let started):
            model.nowPlaying(play, line: line, started: started)
        case .playEnded(let play, let message):
            model.playEnded(play, message: message)
        case .warned(let text):
            model.warn([text])
        }
        return (model, effects)
    }

    /// Keys every page shares (Ctrl-C, Ctrl-Z, the help and the warnings
    /// boxes), then a key that opens another page from this one, then the
    /// page on top's own.
    private mutating func handle(_ input: KeyParser.Event) -> [BrowseEffect] {
        let onTop = onTop
        switch input {
        case .key(.control("c")): return [.quit]
        case .key(.control("z")): return [.suspend]
        case .paste(let text):
            onTop.paste(text, &self)
            return []
        case .mouse(let mouse):
            return onTop.mouse(mouse, &self)
        case .key(let key):
            if help || showsWarnings {
                help = false
                showsWarnings = false
                return []
            }
            let typing = onTop.isTyping(self)
            if !typing, key == .character("?") {
                help = true
                return []
            }
            if !typing, key == .character("!"), !warnings.isEmpty {
                showsWarnings = true
                return []
            }
            if !typing, let opened = BrowsePages.all.first(where: { page in page.openings.contains { $0.from == self.page && $0.key == key } }) {
                return opened.open(&self)
            }
            return onTop.key(key, &self)
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
