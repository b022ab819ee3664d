import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform

/// Every kept chart, read once, and what the site's pages show, each number
/// worked out by the code the matching command runs: `WorldwideChart` (world),
/// `ChartHistory.annotate` (list's movement and peaks), `ArtistRecord` (artist),
/// `PeriodChart` (top). The pages are pure functions of this.
package struct SiteData: Sendable {
    /// A kept chart.
    package struct Chart: Sendable {
        package var key: String
        package var history: ChartHistory
        package var path: String
        /// The stores a worldwide chart is made of; nil for any other chart.
        package var worldStores: [String]?

        package var title: String { SitePaths.title(of: key, stores: worldStores?.count) }
        package var newest: Int64? { history.editions.last?.updated }
    }

    /// What the index shows first.
    package enum Home: Sendable {
        /// The newest worldwide chart kept, as `albums world` ranks it, and its edition.
        case world(Chart, rows: [WorldwideChart.Row], updated: Int64)
        /// No worldwide chart: the newest edition of the chart most recently kept.
        case chart(Chart)
        /// Nothing kept yet.
        case nothing
    }

    package var charts: [Chart]
    package var home: Home
    /// Every album's row in every chart, in one pass (`ArtistRecord.rows`).
    package var rows: [ArtistRecord.Row]
    /// The chart the settings name (`albums artist`'s "now").
    package var main: String
    /// How many rows a period's chart shows (`albums top`: the limit setting).
    package var limit: Int
    /// Artwork URLs known for albums (from the chart as last loaded), by id.
    package var artwork: [String: String]
    /// This run's names of things: each chart's title and link, each artist's page.
    package var names: Names

    /// The names of things, worked out once a run (a chart is linked from
    /// every album's page, an artist from every chart's): part of the data the
    /// pages are made from, not a table shared by every run in the process.
    package struct Names: Sendable {
        /// Each chart's title, and its link as written on pages 0, 1 and 2 folders down.
        var charts: [String: (title: String, links: [HTML])]
        /// Each artist's page, by their name as a feed wrote it.
        var artists: [String: String]

        init(charts: [Chart], artists: some Sequence<String>) {
            self.charts = Dictionary(charts.map { chart in
                (chart.key, (chart.title, (0...2).map { HTML.link(SitePaths.link(chart.path, from: $0), chart.title) }))
            }) { first, _ in first }
            var paths: [String: String] = [:], byFolded: [String: String] = [:]
            for name in artists where paths[name] == nil {
                let folded = TextFolding.folded(name)
                let path = byFolded[folded] ?? "artists/" + SitePaths.slug(folded) + ".html"
                byFolded[folded] = path
                paths[name] = path
            }
            self.artists = paths
        }

        /// "US", "Worldwide · 171 stores", …: a kept chart's title, else worked out.
        package func title(_ key: String) -> String {
            charts[key]?.title ?? SitePaths.title(of: key, stores: SitePaths.worldStores(key)?.count)
        }

        /// A chart's title linked to its page, from a page `depth` down.
        package func chartLink(_ key: String, depth: Int) -> HTML {
            if let links = charts[key]?.links, depth < links.count { return links[depth] }
            return HTML.link(SitePaths.link(SitePaths.chart(key), from: depth), title(key))
        }

        /// An artist's page.
        package func artistPath(_ name: String) -> String {
            artists[name] ?? SitePaths.artist(name)
        }
    }

    /// Reads every kept chart once (`histories`), and works out the index's chart.
    package init(histories: [ChartHistory], main: String, limit: Int, artwork: [String: String] = [:]) {
        let charts = histories.filter { !$0.isEmpty }.map { history in
            Chart(key: history.chart, history: history, path: SitePaths.chart(history.chart), worldStores: SitePaths.worldStores(history.chart))
        }.sorted { ($0.worldStores == nil ? 1 : 0, $0.title, $0.key) < ($1.worldStores == nil ? 1 : 0, $1.title, $1.key) }
        self.charts = charts
        self.main = main
        self.limit = limit
        self.artwork = artwork
        rows = ArtistRecord.rows(in: charts.map(\.history), isStore: SitePaths.isStore) { _ in true }
        home = Self.home(charts)
        names = Names(charts: charts, artists: rows.lazy.map(\.artist))
    }

    /// The worldwide chart over the most stores (the newest of those), else the chart most recently kept.
    /// A worldwide chart whose stores' charts aren't kept under their store's name (made from a feed of the
    /// user's own, kept by its URL) can't be counted again, and isn't the index's.
    static func home(_ charts: [Chart]) -> Home {
        let byKey = Dictionary(charts.map { ($0.key, $0) }) { first, _ in first }
        let worlds = charts.filter { $0.worldStores != nil && $0.newest != nil }
            .sorted { ($0.worldStores?.count ?? 0, $0.newest ?? 0, $1.key) > ($1.worldStores?.count ?? 0, $1.newest ?? 0, $0.key) }
        for world in worlds {
            guard let updated = world.newest else { continue }
            let rows = worldRows(world, at: updated, byKey: byKey)
            if !rows.isEmpty { return .world(world, rows: rows, updated: updated) }
        }
        if let latest = charts.filter({ $0.worldStores == nil }).max(by: { ($0.newest ?? 0, $1.key) < ($1.newest ?? 0, $0.key) }) ?? charts.first {
            return .chart(latest)
        }
        return .nothing
    }

    /// The worldwide chart as `albums world` made it at `updated`: each of
    /// its stores' charts as kept then (the newest edition on or before it),
    /// through `WorldwideChart`, marked with how each album moved in the
    /// worldwide chart's own history.
    static func worldRows(_ world: Chart, at updated: Int64, byKey: [String: Chart]) -> [WorldwideChart.Row] {
        let prefix = world.key.hasPrefix("stub ") ? "stub standard " : "standard "
        var stores: [(country: String, albums: [Album])] = []
        for code in world.worldStores ?? [] {
            guard let history = byKey[prefix + code]?.history, let index = history.edition(onOrBefore: updated) else { continue }
            let albums = history.albums(of: history.editions[index]).enumerated().map { rank, entry in
                Album(kept: entry.id, name: entry.name, artist: entry.artist, rank: rank + 1)
            }
            stores.append((code, albums))
        }
        var chart = WorldwideChart(stores)
        let marked = world.history.annotate(chart.albums, at: updated)
        for index in chart.rows.indices where index < marked.count { chart.rows[index].album = marked[index] }
        return chart.rows
    }

    /// The newest edition of `chart`, its albums marked as `albums list` marks them (movement, peak, days).
    package func newestAlbums(_ chart: Chart) -> [Album] {
        guard let newest = chart.history.editions.last else { return [] }
        let albums = chart.history.albums(of: newest).enumerated().map { rank, entry in
            Album(kept: entry.id, name: entry.name, artist: entry.artist, rank: rank + 1)
        }
        return chart.history.annotate(albums, at: newest.updated)
    }

    /// The chart the period pages are of: the index's.
    package var periodChart: Chart? {
        switch home {
        case .world(let chart, _, _), .chart(let chart): return chart
        case .nothing: return nil
        }
    }

    /// Each year and each month ("2026", "2026-11") with an edition of the period chart, newest first.
    package var periods: [String] {
        guard let chart = periodChart else { return [] }
        let days = Set(chart.history.editions.map { FeedDate.day($0.updated) })
        let years = Set(days.map { String($0.prefix(4)) }), months = Set(days.map { String($0.prefix(7)) })
        return (years.sorted(by: >)).flatMap { year in [year] + months.filter { $0.hasPrefix(year) }.sorted(by: >) }
    }

    /// The rows of every artist, by their folded name, in the order `albums artist` lists them.
    package var artists: [(name: String, rows: [ArtistRecord.Row])] {
        var order: [String] = []
        var byName: [String: [ArtistRecord.Row]] = [:]
        for row in rows {
            let key = TextFolding.folded(row.artist)
            if byName[key] == nil { order.append(key) }
            byName[key, default: []].append(row)
        }
        return order.map { key in (byName[key]?.first?.artist ?? key, byName[key] ?? []) }
    }
}
