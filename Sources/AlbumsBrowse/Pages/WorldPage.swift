import AlbumsCommands
import AlbumsCore
import AlbumsTerminal

/// The browser's world page (`w`): `albums compare` on screen for the
/// `countries` setting. Its own model, update and view; the browser's model
/// holds one and routes keys to it while it shows.
package struct WorldPage: PageState, BrowsePage {
    /// What a load of the stores brought: the grid (nil when no store loaded),
    /// each album by id (to open one that isn't in this store's chart), and the
    /// stores that failed, with why.
    package struct Loaded: PageResult {
        package var chart: WorldChart?
        package var albums: [String: Album]
        package var failures: [String]
        /// Every store failed: the first one's failure (or why none was asked).
        package var failure: Failure?
        /// The stores' notices ("gb: the feed says it is the US chart…"), for the status line.
        package var notices: [String]
        /// The stores asked: a load for stores the settings no longer name is dropped.
        package var countries: [String]

        package init(countries: [String], chart: WorldChart?, albums: [String: Album], failures: [String], failure: Failure?, notices: [String] = []) {
            self.countries = countries
            self.chart = chart
            self.albums = albums
            self.failures = failures
            self.failure = failure
            self.notices = notices
        }
    }

    package var loaded: Loaded?
    package var loading = false
    package var selection = 0
    package var top = 0

    package init() {}

    package var rows: [WorldChart.Row] { loaded?.chart?.rows ?? [] }

    /// `visible`: how many rows of the grid the page shows.
    package mutating func key(_ key: KeyParser.Key, visible: Int) -> BrowseModel.TableAction {
        let (rows, albums) = (rows, loaded?.albums ?? [:])
        return BrowseModel.tableKey(key, selection: &selection, top: &top, count: rows.count, visible: visible) { albums[rows[$0].id] }
    }

    /// A new load: the highlight stays on its album when it is still there.
    package mutating func received(_ loaded: Loaded, visible: Int) {
        let before = rows.map(\.id)
        self.loaded = loaded
        loading = false
        let after = rows.map(\.id)
        BrowseModel.keepHighlight(from: before, to: after, selection: &selection, top: &top, visible: visible)
    }

    /// The page: a title, the grid's header and rows (the highlighted one reversed), or the state's words.
    package func draw(into frame: inout Frame, columns: Int, visible: Int, countries: [String]) {
        let title = "World chart · " + countries.map { $0.uppercased() }.joined(separator: " ")
            + (loaded?.failures.isEmpty == false ? " · failed: " + (loaded?.failures ?? []).joined(separator: "; ") : "")
        frame.put(title, row: 0, column: 0, style: BrowseView.header, limit: columns)
        guard let chart = loaded?.chart, !chart.rows.isEmpty else {
            let lines: [(String, Frame.Style)]
            if loading || loaded == nil {
                lines = [("Loading \(countries.count) charts…", .plain)]
            } else if let failure = loaded?.failure {
                lines = BrowseView.failureLines(failure) + [("", .plain), ("r: retry", BrowseView.hint)]
            } else {
                lines = [(ListView.emptyMessage, .plain)]
            }
            BrowseView.centred(lines, width: columns, into: &frame)
            return
        }
        let lines = CompareView.table(chart).render(maxWidth: columns, style: BrowseView.colours).split(separator: "\n").map(String.init)
        BrowseView.table(lines, from: 1, top: top, selection: selection, visible: visible, width: columns, into: &frame)
    }
}

extension WorldPage {
    package static let id = BrowseModel.Page.world
    /// `w` on the chart; Tab on the worldwide chart comes back here.
    package static let openings = [BrowseModel.Opening(from: .chart, key: .character("w")), BrowseModel.Opening(from: .worldwide, key: .tab)]

    /// Shown, the stores loaded the first time.
    package static func open(_ model: inout BrowseModel) -> [BrowseEffect] {
        model.page = id
        return model.world.loaded == nil && !model.world.loading ? model.reloadWorld() : []
    }

    /// Enter opens the album's detail, Esc comes back to the chart.
    package static func key(_ key: KeyParser.Key, _ model: inout BrowseModel) -> [BrowseEffect] {
        switch model.world.key(key, visible: model.tableRows) {
        case .none, .tab: return []
        case .back: return model.backToChart()
        case .reload: return model.reloadWorld()
        case .open(let album): return model.open(album, from: .world)
        }
    }

    package static func isLoading(_ model: BrowseModel) -> Bool { model.world.loading }

    /// Other stores to compare: the grid is forgotten, and loaded again if it shows.
    package static func settingsChanged(_ affects: SettingEffects, _ model: inout BrowseModel) -> [BrowseEffect] {
        guard affects.contains(.world) else { return [] }
        model.world = WorldPage()
        return model.page == id ? model.reloadWorld() : []
    }

    package static func draw(_ model: BrowseModel, context: BrowseView.Drawn, into frame: inout Frame) {
        model.world.draw(into: &frame, columns: model.columns, visible: model.tableRows, countries: model.countries)
    }

    package static func keys(_ model: BrowseModel) -> [(key: String, does: String)] {
        [("↑↓", "move"), ("Enter", "open"), ("Esc", "back"), ("Tab", "worldwide"), ("r", "reload")]
    }

    package static let help = ["w               the world chart: the countries setting's stores"]
}

extension WorldPage.Loaded {
    package func apply(to model: inout BrowseModel) -> [BrowseEffect] {
        // Asked before the countries setting changed: not the grid of the stores now named.
        guard countries == model.countries else { return [] }
        model.world.received(self, visible: model.tableRows)
        model.warn(notices)
        return []
    }
}

extension BrowseModel.Page {
    package static let world = Self("world")
}

extension BrowseModel {
    package var world: WorldPage {
        get { self[WorldPage.self] }
        set { self[WorldPage.self] = newValue }
    }

    mutating func reloadWorld() -> [BrowseEffect] {
        world.loading = true
        return BrowseEffect.run(.world(countries), .spinner)
    }

    /// Opens `album`'s detail from another page: the chart's own when it has it (highlighted), else the album itself.
    package mutating func open(_ album: Album, from: Page) -> [BrowseEffect] {
        if let index = albums.firstIndex(where: { $0.id == album.id }) {
            selection = index
            opened = nil
            clampSelection()
        } else {
            opened = album
        }
        return openDetail(from: from)
    }
}

extension BrowseWork.Kind {
    package static let world = Self("world")
}

extension BrowseWork {
    /// The stores' charts for the world page, as `albums compare` loads them
    /// (and refuses them: a feed URL of the user's own without {country}).
    package static func world(_ countries: [String]) -> BrowseWork {
        BrowseWork(.world, carrying: countries) { countries, work in
            let context = work.command
            do throws(UsageError) {
                try CompareCommand.checkTemplate(context.configuration)
            } catch {
                let failure = Failure("can't compare the stores", why: error.message, suggestion: error.hints.last)
                return .found(WorldPage.Loaded(countries: countries, chart: nil, albums: [:], failures: [], failure: failure))
            }
            let loaded = await StoreCharts.load(countries, context)
            guard !Task.isCancelled else { return nil }
            let state = CompareCommand.assemble(countries, loaded, order: .reach)
            return .found(WorldPage.Loaded(
                countries: countries, chart: state.chart, albums: state.albums, failures: state.failures.map { "\($0.country) (\($0.failure.why))" },
                failure: state.chart == nil ? state.failures.first?.failure : nil, notices: state.notices + state.notAsked
            ))
        }
    }
}

extension BrowseEvent {
    package static func worldLoaded(_ loaded: WorldPage.Loaded) -> BrowseEvent { .found(loaded) }
}
