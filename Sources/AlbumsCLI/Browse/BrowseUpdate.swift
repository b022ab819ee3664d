import AlbumsCore
import Foundation

extension BrowseModel {
    /// Below this, a single line asks for a bigger window.
    public static let minimumSize = (columns: 40, rows: 10)
    /// With this many columns, the chart has a cover pane on its right.
    public static let coverPaneColumns = 100
    public static let coverPaneWidth = 36

    public var isTooSmall: Bool { columns < Self.minimumSize.columns || rows < Self.minimumSize.rows }
    /// Rows of albums on the chart page: all but the header, status and key lines.
    public var visibleRows: Int { max(1, rows - 3) }
    public var hasCoverPane: Bool { pictures && columns >= Self.coverPaneColumns }
    /// The chart's table: all the columns, or those left of a blank column, the pane's rule and the pane.
    public var tableWidth: Int { hasCoverPane ? columns - Self.coverPaneWidth - 2 : columns }

    /// The cover the chart's pane shows: square-ish, within the pane.
    public var paneCoverSize: (columns: Int, rows: Int) { (Self.coverPaneWidth - 2, min((Self.coverPaneWidth - 2) / 2, max(1, rows - 4))) }
    /// The large cover of the detail page.
    public var detailCoverSize: (columns: Int, rows: Int) {
        let width = min(40, columns / 2 - 2)
        return (max(1, width), max(1, min(width / 2, rows - 3)))
    }

    /// The new model, and what to do for it.
    public static func update(_ model: BrowseModel, _ event: BrowseEvent) -> (BrowseModel, [BrowseEffect]) {
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
            model.loading = false
            model.spinnerShown = false
            model.chart = state
            let previous = model.selected?.id
            if case .loaded(let chart) = state {
                model.albums = model.sort.sorted(chart.albums)
                model.loadedAt = date
                model.now = date
                model.selection = previous.flatMap { id in model.albums.firstIndex { $0.id == id } } ?? min(model.selection, max(0, model.albums.count - 1))
            } else {
                model.albums = []
                model.selection = 0
            }
            model.clampSelection()
            effects = model.coverEffects()
        case .spinnerDue:
            if model.loading || model.search.searching || model.world.loading { model.spinnerShown = true }
        case .tick(let date):
            model.now = date
            if model.spinnerShown { model.spinnerFrame += 1 }
        case .coverLoaded(let cover):
            model.cover = cover
        case .copyrightLoaded(let id, let copyright):
            if let index = model.albums.firstIndex(where: { $0.id == id }) { model.albums[index].copyright = copyright }
            if model.opened?.id == id { model.opened?.copyright = copyright }
        case .searched(let term, let state):
            if model.search.received(state, for: term) { model.spinnerShown = model.loading && model.spinnerShown }
        case .recentLoaded(let terms):
            model.search.recent = terms
        case .settingsLoaded(let rows):
            model.settings.received(rows, saved: false)
        case .settingSaved(let message, let rows, let sort, let status, let reload, let pictures, let countries, let saved):
            if let countries { model.countries = countries }
            model.message = message
            model.settings.received(rows, saved: saved)
            // How covers are drawn changed (art, dither): the one at hand goes, and comes back drawn the new way.
            if let pictures {
                model.pictureTarget = pictures
                model.cover = nil
            }
            if let sort, sort != model.sort { model.resort(sort) }
            if let status { model.status = status }
            if reload {
                model.loading = true
                effects = [.loadChart(refresh: false), .startSpinner]
            }
        case .opened(let message):
            model.message = message
        case .nowPlaying(let id, let line, let message, let track, let started):
            if let line {
                model.playing = Playing(albumID: id, line: line, track: track, started: started)
            } else if model.playing?.albumID == id {
                model.playing = nil
            }
            if let message { model.message = message }
        case .tracksLoaded(let id, let tracks):
            model.detail.received(tracks, for: id)
        case .worldLoaded(let loaded):
            model.world.received(loaded, visible: model.worldRows)
            model.spinnerShown = (model.loading || model.search.searching) && model.spinnerShown
        }
        return (model, effects)
    }

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
            if help {
                help = false
                return []
            }
            if key == .character("?") && page != .search && settings.editing == nil {
                help = true
                return []
            }
            switch page {
            case .chart: return chartKey(key)
            case .detail: return detailKey(key)
            case .search: return searchKey(key)
            case .settings: return settingsKey(key)
            case .world: return worldKey(key)
            case .news: return newsKey(key)
            }
        }
    }

    /// The world page's keys; Enter opens the album's detail, Esc comes back to the chart.
    private mutating func worldKey(_ key: KeyParser.Key) -> [BrowseEffect] {
        switch world.key(key, visible: worldRows) {
        case .none:
            return []
        case .back:
            page = .chart
            return coverEffects()
        case .reload:
            world.loading = true
            return [.loadWorld, .startSpinner]
        case .open(let album):
            if let index = albums.firstIndex(where: { $0.id == album.id }) {
                selection = index
                opened = nil
                clampSelection()
            } else {
                opened = album
            }
            page = .detail
            detailReturn = .world
            return detailEffects()
        }
    }

    /// `p`: the highlighted album's previews, or stop them if they are what plays.
    func playEffects() -> [BrowseEffect] {
        guard let album = selected else { return [] }
        return playing?.albumID == album.id ? [.stopPlaying] : [.play(album)]
    }

    /// The detail shows the copyright as `show` does: from the feed, else looked up.
    func copyrightEffects() -> [BrowseEffect] {
        guard page == .detail, let album = selected, album.copyright == nil else { return [] }
        return [.loadCopyright(album)]
    }

    private mutating func searchKey(_ key: KeyParser.Key) -> [BrowseEffect] {
        switch search.key(key) {
        case .none: return []
        case .back:
            page = .chart
            return coverEffects()
        case .search(let term): return [.search(term), .startSpinner]
        }
    }

    private mutating func settingsKey(_ key: KeyParser.Key) -> [BrowseEffect] {
        switch settings.key(key) {
        case .none: return []
        case .back:
            page = .chart
            return coverEffects()
        case .save(let key, let value): return [.saveSetting(key: key, value: value)]
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

    mutating func reload() -> [BrowseEffect] {
        loading = true
        return [.loadChart(refresh: true), .startSpinner]
    }

    mutating func move(to index: Int) -> [BrowseEffect] {
        guard !albums.isEmpty else { return [] }
        let before = selection
        selection = min(max(0, index), albums.count - 1)
        clampSelection()
        return selection == before ? [] : coverEffects()
    }

    mutating func resort(_ order: AlbumsCore.SortOrder) {
        let id = selected?.id
        sort = order
        albums = order.sorted(albums)
        selection = id.flatMap { id in albums.firstIndex { $0.id == id } } ?? 0
        clampSelection()
    }

    /// Keeps the highlight on screen.
    mutating func clampSelection() {
        Self.keepInView(&selection, top: &top, count: albums.count, visible: visibleRows)
    }

    /// Where a movement key (↑ ↓ k j, PgUp PgDn, Home End g G) takes a highlight
    /// among `count` rows shown `visible` at a time; nil for any other key.
    static func moved(_ key: KeyParser.Key, from selection: Int, count: Int, visible: Int) -> Int? {
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

    /// The cover the page now shows, when it isn't the one at hand.
    func coverEffects() -> [BrowseEffect] {
        guard pictures, !isTooSmall, let album = selected else { return [] }
        let size: (columns: Int, rows: Int)
        switch page {
        case .chart:
            guard hasCoverPane else { return [] }
            size = paneCoverSize
        case .detail:
            size = detailCoverSize
        case .search, .settings, .world, .news:
            return []
        }
        if let cover, cover.albumID == album.id, cover.columns == size.columns, cover.rows == size.rows { return [] }
        return [.loadCover(album, columns: size.columns, rows: size.rows)]
    }
}
