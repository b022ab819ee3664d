import AlbumsCommands
import AlbumsCore
import AlbumsTerminal

/// The browser's world page (`w`): `albums compare` on screen for the
/// `countries` setting, a table page as the worldwide chart and an artist's
/// record are (`TablePage`): the same keys, reload and highlight rule; what
/// fills it is `compare`'s own grid, drawn by `compare`'s own table.
package struct WorldPage: PageState, BrowsePage {
    /// What a load of the stores brought: the stores asked (a load for stores
    /// the settings no longer name is dropped), the grid (nil when no store
    /// loaded), each album by id (to open one that isn't in this store's
    /// chart), and the stores that failed, with why.
    package struct Content: TableContent {
        package var countries: [String]
        package var chart: WorldChart?
        package var byID: [String: Album]
        package var failures: [String]

        /// A row's album as its store's chart had it (else as the grid names it: its page in the store, from its id).
        package var albums: [Album] {
            (chart?.rows ?? []).enumerated().map { index, row in byID[row.id] ?? Album(kept: row.id, name: row.name, artist: row.artist, rank: index + 1) }
        }
        package var title: String { WorldPage.title(countries, failures: failures) }

        package func lines(columns: Int) -> [String] {
            guard let chart, !chart.rows.isEmpty else { return [] }
            return CompareView.table(chart).render(maxWidth: columns, style: BrowseView.colours).split(separator: "\n").map(String.init)
        }

        package static let untitled = "World chart"
        package static let loadingWords = "Loading the stores' charts…"
        package static let emptyWords = ListView.emptyMessage

        /// Asked before the countries setting changed: not the grid of the stores now named.
        package static func apply(_ loaded: TablePage<Content>.Loaded, to model: inout BrowseModel) -> [BrowseEffect] {
            guard loaded.content?.countries == model.countries else { return [] }
            model.world.received(loaded, visible: model.tableRows)
            return []
        }
    }

    package typealias Loaded = TablePage<Content>.Loaded

    package var table = TablePage<Content>()

    package init() {}

    /// "World chart · US GB KR · failed: kr (…)".
    static func title(_ countries: [String], failures: [String]) -> String {
        "World chart · " + countries.map { $0.uppercased() }.joined(separator: " ") + (failures.isEmpty ? "" : " · failed: " + failures.joined(separator: "; "))
    }
}

extension TablePage<WorldPage.Content>.Loaded {
    /// A load of `countries`' charts: the grid, the albums by id, the stores that failed; `failure` when none loaded.
    package init(countries: [String], chart: WorldChart?, albums: [String: Album], failures: [String], failure: Failure?, notices: [String] = []) {
        self.init(content: WorldPage.Content(countries: countries, chart: chart, byID: albums, failures: failures), failure: failure, notices: notices)
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
        model.world = TablePage()
        return model.page == id ? model.reloadWorld() : []
    }

    package static func draw(_ model: BrowseModel, context: BrowseView.Drawn, into frame: inout Frame) {
        model.world.draw(into: &frame, columns: model.columns, visible: model.tableRows,
                         title: WorldPage.title(model.countries, failures: model.world.loaded?.content?.failures ?? []),
                         loadingWords: "Loading \(model.countries.count) charts…")
    }

    package static func keys(_ model: BrowseModel) -> [(key: String, does: String)] {
        [("↑↓", "move"), ("Enter", "open"), ("Esc", "back"), ("Tab", "worldwide"), ("r", "reload")]
    }

    package static let help = ["w               the world chart: the countries setting's stores"]
}

extension BrowseModel.Page {
    package static let world = Self("world")
}

extension BrowseModel {
    package var world: TablePage<WorldPage.Content> {
        get { self[WorldPage.self].table }
        set { self[WorldPage.self].table = newValue }
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
