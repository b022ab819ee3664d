import AlbumsCommands
import AlbumsCore
import AlbumsPictures
import AlbumsPlatform
import AlbumsShape
import AlbumsTerminal

/// The browser's chart page, its home: the chart's table with the highlighted
/// row, the cover pane on a wide window, and the chart's states (loading, no
/// data, a failure). Its state is its own, as every page's is; the root reads
/// it (`model.albums`, `model.selected`) because the other pages open its
/// albums. Its keys, movement, layout, work and view are here.
package struct ChartPage: PageState, BrowsePage {
    package static let id = BrowseModel.Page.chart

    /// The last settled state of the chart; `.loading` until the first load ends.
    package var chart: ChartState = .loading
    /// The albums shown, sorted; kept on screen while the chart reloads.
    package var albums: [Album] = []
    package var loading = true
    package var selection = 0
    package var top = 0
    package var loadedAt: Date?

    package init() {}

    package static func key(_ key: KeyParser.Key, _ model: inout BrowseModel) -> [BrowseEffect] {
        if let index = BrowseModel.moved(key, from: model.selection, count: model.albums.count, visible: model.visibleRows) {
            return model.move(to: index)
        }
        switch key {
        case .character("q"): return [.quit]
        case .enter:
            guard model.selected != nil else { return [] }
            return model.openDetail(from: .chart)
        case .character("s"):
            let all = AlbumsCore.SortOrder.allCases
            let next = all[((all.firstIndex(of: model.sort) ?? 0) + 1) % all.count]
            // The run's sort, not saved (the settings page saves it).
            model.resort(model.configuration.setting(Settings.sort, to: next, from: model.configuration.source(Settings.sort.any)))
            model.message = "sorted by \(next.rawValue)"
            return [.configure(model.configuration, target: model.pictureTarget)]
        case .character("r"):
            return model.reload(refresh: true)
        case .character("p"):
            return model.playEffects()
        default:
            return []
        }
    }

    package static func mouse(_ mouse: KeyParser.Mouse, _ model: inout BrowseModel) -> [BrowseEffect] {
        switch mouse.action {
        case .wheelUp: return model.move(to: model.selection - 3)
        case .wheelDown: return model.move(to: model.selection + 3)
        case .press where mouse.button == 0:
            // Row 0 is the table's header; a click on an album selects it.
            let index = model.top + mouse.row - 1
            guard mouse.row >= 1, mouse.row <= model.visibleRows, model.albums.indices.contains(index), index != model.selection else { return [] }
            return model.move(to: index)
        default:
            return []
        }
    }

    /// The cover pane's picture, on a window wide enough for it.
    package static func cover(_ model: BrowseModel) -> BrowseModel.CoverPlace? {
        guard model.hasCoverPane else { return nil }
        let size = model.paneCoverSize
        return .init(row: 1, column: model.columns - BrowseModel.coverPaneWidth + 1, columns: size.columns, rows: size.rows)
    }

    package static func draw(_ model: BrowseModel, context: BrowseView.Drawn, into frame: inout Frame) {
        BrowseView.chart(model, cache: context.cache, into: &frame)
    }

    package static func keys(_ model: BrowseModel) -> [(key: String, does: String)] {
        if case .failed = model.chart, model.albums.isEmpty { return [("r", "retry"), (",", "settings"), ("q", "quit")] }
        return [("↑↓", "move"), ("Enter", "open"), ("/", "search"), ("p", "play"), ("s", "sort"), ("c", "news"), ("w", "world"),
                ("q", "quit"), ("r", "refresh"), (",", "settings")]
    }

    package static let help = [
        "s               next sort order",
        "r               refresh (ask the network again)",
        "p               play its previews; p again stops",
    ]
}

extension BrowseModel.Page {
    package static let chart = Self("chart")
}

extension BrowseModel {
    /// With this many columns, the chart has a cover pane on its right.
    package static let coverPaneColumns = 100
    package static let coverPaneWidth = 36

    /// Rows of albums on the chart page: all but the header, status and key lines.
    package var visibleRows: Int { max(1, rows - 3) }
    package var hasCoverPane: Bool { pictures && columns >= Self.coverPaneColumns }
    /// The chart's table: all the columns, or those left of a blank column, the pane's rule and the pane.
    package var tableWidth: Int { hasCoverPane ? columns - Self.coverPaneWidth - 2 : columns }
    /// The cover the chart's pane shows: square-ish, within the pane.
    package var paneCoverSize: (columns: Int, rows: Int) { (Self.coverPaneWidth - 2, min((Self.coverPaneWidth - 2) / 2, max(1, rows - 4))) }

    /// The highlight moved to `index` (kept within the chart and on screen); the new album's cover asked for.
    package mutating func move(to index: Int) -> [BrowseEffect] {
        guard !albums.isEmpty else { return [] }
        let before = selection
        selection = min(max(0, index), albums.count - 1)
        clampSelection()
        return selection == before ? [] : coverEffects()
    }

    /// Keeps the highlight on screen.
    mutating func clampSelection() {
        var page = self[ChartPage.self]
        Self.keepInView(&page.selection, top: &page.top, count: page.albums.count, visible: visibleRows)
        self[ChartPage.self] = page
    }

    /// Loads the chart again (`refresh`: asking the network, whatever the cache holds), the albums staying on screen meanwhile.
    mutating func reload(refresh: Bool) -> [BrowseEffect] {
        loading = true
        return BrowseEffect.run(.chart(refresh: refresh), .spinner)
    }

    /// The chart as loaded: its albums in the run's order, the same one highlighted, its notices warned of.
    mutating func chartLoaded(_ state: ChartState, at date: Date) -> [BrowseEffect] {
        loading = false
        spinnerShown = busy && spinnerShown
        chart = state
        let previous = selected?.id
        if case .loaded(let chart) = state {
            albums = sort.sorted(chart.albums)
            loadedAt = date
            now = date
            // Else the same row, kept in the list by `clampSelection` below.
            selection = previous.flatMap { id in albums.firstIndex { $0.id == id } } ?? selection
            warn(chart.notices)
        } else {
            albums = []
            selection = 0
        }
        clampSelection()
        return coverEffects()
    }

    /// The settings with another sort: the albums in its order, the same one highlighted.
    mutating func resort(_ configuration: Configuration) {
        let id = selected?.id
        self.configuration = configuration
        albums = sort.sorted(albums)
        selection = id.flatMap { id in albums.firstIndex { $0.id == id } } ?? 0
        clampSelection()
    }
}

extension BrowseWork.Kind {
    package static let chart = Self("chart")
}

extension BrowseWork {
    /// The chart through the run's context (`refresh`: asking the network
    /// again), as `albums list` loads it; a new edition is told to the notifier.
    package static func chart(refresh: Bool) -> BrowseWork {
        BrowseWork(.chart, carrying: refresh) { refresh, work in
            var context = work.command
            if refresh {
                context = CommandContext(world: context.world, configuration: context.configuration, screen: context.screen, fetchMode: .refresh)
            }
            let state = await ChartLoader.load(context)
            guard !Task.isCancelled else { return nil }
            if let event = state.event { await context.world.notifier.notify(event, context.configuration.sound) }
            return .chartLoaded(state, at: context.world.clock.now())
        }
    }
}

extension BrowseView {
    package static func chart(_ model: BrowseModel, cache: Cache, into frame: inout Frame) {
        let width = model.tableWidth
        if model.albums.isEmpty {
            centred(stateLines(model), width: width, into: &frame)
            return
        }
        table(cache.table(model), from: 0, top: model.top, selection: model.selection, visible: model.visibleRows, width: width, into: &frame)
        if model.hasCoverPane { coverPane(model, column: width + 2, cache: cache, into: &frame) }
    }

    /// A rendered table (with its colours) from row `from`: its header, then
    /// `visible` of its rows from `top`, the one at `selection` highlighted across `width`.
    package static func table(_ lines: [String], from first: Int, top: Int, selection: Int, visible: Int, width: Int, into frame: inout Frame) {
        frame.putStyled(lines.first ?? "", row: first, column: 0, style: header, limit: width)
        for row in 0..<visible {
            let index = top + row
            guard index + 1 < lines.count else { break }
            let selected = index == selection
            if selected { frame.fill(row: first + row + 1, count: width, style: highlight) }
            frame.putStyled(lines[index + 1], row: first + row + 1, column: 0, style: selected ? highlight : .plain, limit: width)
        }
    }

    /// The words of a chart that isn't there: loading, no data, or what failed.
    static func stateLines(_ model: BrowseModel) -> [(String, Frame.Style)] {
        switch model.chart {
        case .loading:
            return [(ChartLoader.loadingMessage, .plain)]
        case .noData:
            return [(ListView.emptyMessage, .plain)]
        case .failed(let failure):
            return failureLines(failure) + [("", .plain), ("r: retry", hint)]
        case .loaded:
            return model.loading ? [(ChartLoader.loadingMessage, .plain)] : [(ListView.emptyMessage, .plain)]
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
        // The name and artist under the cover, cut to its width with "…".
        let below = 1 + size.rows + 1
        frame.put(DisplayWidth.truncate(Sanitizer.line(album.name), to: size.columns), row: below, column: column + 1, style: header)
        frame.put(DisplayWidth.truncate(Sanitizer.line(album.artist), to: size.columns), row: below + 1, column: column + 1)
    }

    /// The picture's cells (blank under an image the runner places).
    package static func draw(_ picture: DrawnPicture, row: Int, column: Int, into frame: inout Frame) {
        for (y, cells) in picture.cells.enumerated() where row + y < frame.rows - 2 {
            for (x, cell) in cells.enumerated() { frame.set(row: row + y, column: column + x, cell) }
        }
    }
}
