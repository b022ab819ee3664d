import AlbumsCommands
import AlbumsCore
import AlbumsPictures
import AlbumsTerminal
import Foundation

/// The browser's chart page: the chart's table with the highlighted row, the
/// cover pane on a wide window, and the chart's states (loading, no data, a
/// failure). The chart is the browser's own model (the other pages open its
/// albums); this is its keys and its view.
extension BrowseModel {
    mutating func chartKey(_ key: KeyParser.Key) -> [BrowseEffect] {
        if let index = Self.moved(key, from: selection, count: albums.count, visible: visibleRows) { return move(to: index) }
        switch key {
        case .character("q"): return [.quit]
        case .enter:
            guard selected != nil else { return [] }
            return openDetail(from: .chart)
        case .character("s"):
            let all = AlbumsCore.SortOrder.allCases
            let next = all[((all.firstIndex(of: sort) ?? 0) + 1) % all.count]
            // The run's sort, not saved (the settings page saves it).
            resort(configuration.setting(Settings.sort, to: next, from: configuration.source(Settings.sort.any)))
            message = "sorted by \(next.rawValue)"
            return []
        case .character("r"):
            return reload(refresh: true)
        case .character("/"):
            page = .search
            return [.run(.recentSearches)]
        case .character("c"):
            page = .news
            news = NewsPage()
            return []
        case .character("p"):
            return playEffects()
        case .character(","):
            page = .settings
            return []
        case .character("w"):
            page = .world
            return world.loaded == nil && !world.loading ? reloadWorld() : []
        default:
            return []
        }
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
            selection = previous.flatMap { id in albums.firstIndex { $0.id == id } } ?? min(selection, max(0, albums.count - 1))
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
        let below = 1 + size.rows + 1
        frame.put(Sanitizer.line(album.name), row: below, column: column + 1, style: header, limit: BrowseModel.coverPaneWidth - 2)
        frame.put(Sanitizer.line(album.artist), row: below + 1, column: column + 1, limit: BrowseModel.coverPaneWidth - 2)
    }

    /// The picture's cells (blank under an image the runner places).
    package static func draw(_ picture: DrawnPicture, row: Int, column: Int, into frame: inout Frame) {
        for (y, cells) in picture.cells.enumerated() where row + y < frame.rows - 2 {
            for (x, cell) in cells.enumerated() { frame.set(row: row + y, column: column + x, cell) }
        }
    }
}
