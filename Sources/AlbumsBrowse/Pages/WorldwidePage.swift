import AlbumsCommands
import AlbumsCore
import AlbumsTerminal

/// The browser's worldwide chart (Tab on the world page): `albums world` on
/// screen, made by its own fetch half and drawn by its own table. Tab goes
/// back to the stores side by side, Esc to the chart, r reloads.
package struct WorldwidePage: PageState, BrowsePage {
    /// The worldwide chart's rows, how many stores made it, and what failed.
    package struct Content: TableContent {
        package var rows: [WorldwideChart.Row]
        package var stores: Int
        package var failed: String?

        package init(rows: [WorldwideChart.Row], stores: Int, failed: String?) {
            self.rows = rows
            self.stores = stores
            self.failed = failed
        }

        package var albums: [Album] { rows.map(\.album) }
        package var title: String {
            "Worldwide chart · \(stores) \(stores == 1 ? "store" : "stores") · by points" + (failed.map { " · \($0)" } ?? "")
        }

        package func lines(columns: Int) -> [String] {
            rows.isEmpty ? [] : WorldView.table(rows).render(maxWidth: columns, style: BrowseView.colours).split(separator: "\n").map(String.init)
        }

        package static let untitled = "Worldwide chart"
        package static let loadingWords = "Loading every store's chart…"
        package static let emptyWords = ListView.emptyMessage

        package static func apply(_ loaded: TablePage<Content>.Loaded, to model: inout BrowseModel) -> [BrowseEffect] {
            model.worldwide.received(loaded, visible: model.tableRows)
            return []
        }
    }

    package var table = TablePage<Content>()

    package init() {}

    package static let id = BrowseModel.Page.worldwide
    package static let openings = [BrowseModel.Opening(from: .world, key: .tab)]

    /// Shown, loaded the first time.
    package static func open(_ model: inout BrowseModel) -> [BrowseEffect] {
        model.page = id
        return model.worldwide.loaded == nil && !model.worldwide.loading ? model.reloadWorldwide() : []
    }

    package static func key(_ key: KeyParser.Key, _ model: inout BrowseModel) -> [BrowseEffect] {
        switch model.worldwide.key(key, visible: model.tableRows) {
        case .none, .tab: return []
        case .back: return model.backToChart()
        case .reload: return model.reloadWorldwide()
        case .open(let album): return model.open(album, from: id)
        }
    }

    package static func isLoading(_ model: BrowseModel) -> Bool { model.worldwide.loading }

    package static func draw(_ model: BrowseModel, context: BrowseView.Drawn, into frame: inout Frame) {
        model.worldwide.draw(into: &frame, columns: model.columns, visible: model.tableRows)
    }

    package static func keys(_ model: BrowseModel) -> [(key: String, does: String)] {
        [("↑↓", "move"), ("Enter", "open"), ("Esc", "back"), ("Tab", "stores"), ("r", "reload")]
    }

    package static let help = ["Tab             world: every store's chart by points"]
}

extension BrowseModel.Page {
    package static let worldwide = Self("worldwide")
}

extension BrowseModel {
    package var worldwide: TablePage<WorldwidePage.Content> {
        get { self[WorldwidePage.self].table }
        set { self[WorldwidePage.self].table = newValue }
    }

    mutating func reloadWorldwide() -> [BrowseEffect] {
        worldwide.loading = true
        return BrowseEffect.run(.worldwide(nil), .spinner)
    }
}

extension BrowseWork.Kind {
    package static let worldwide = Self("worldwide")
}

extension BrowseWork {
    /// The worldwide chart of `countries` (nil: every store, as the page asks),
    /// as `albums world` makes and keeps it.
    package static func worldwide(_ countries: [String]?) -> BrowseWork {
        BrowseWork(.worldwide, carrying: countries) { countries, work in
            typealias Loaded = TablePage<WorldwidePage.Content>.Loaded
            do {
                let state = try await WorldCommand.load(countries, order: .points, work.command)
                guard !Task.isCancelled else { return nil }
                let failed = state.failures.isEmpty ? nil : "\(state.failures.count) failed (!)"
                return .found(Loaded(content: .init(rows: state.rows, stores: state.counted, failed: failed),
                                     notices: state.notices + (WorldCommand.failed(state).map { [$0] } ?? [])))
            } catch {
                guard !Task.isCancelled else { return nil }
                let failure = (error as? Failure) ?? Failure("couldn't make the worldwide chart", why: (error as? UsageError)?.message ?? "\(error)")
                return .found(Loaded(content: nil, failure: failure))
            }
        }
    }
}

extension BrowseEvent {
    package static func worldwideLoaded(_ loaded: TablePage<WorldwidePage.Content>.Loaded) -> BrowseEvent { .found(loaded) }
}
