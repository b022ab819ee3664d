import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform

/// Every kept chart, read once, and what the site's pages show, each number
/// worked out by the code the matching command runs: `ChartRecord` (world's
/// points, days, peaks and totals), `ArtistRecord` (artist), `PeriodChart`
/// (top). The pages are pure functions of this.
package struct SiteData: Sendable {
    /// A kept chart, and what it is: a worldwide chart (of these stores), one store's, or another feed.
    package struct Chart: Sendable {
        package var key: String
        package var history: ChartHistory
        package var slug: String
        /// The stores a worldwide chart is made of; nil for any other chart.
        package var worldStores: [String]?
        /// The store of a store's chart (Apple's, or a feed of one's own made for each store).
        package var storeCode: String?
        package var title: String

        package var path: String { SitePaths.chartPage(slug) }
        package var newest: Int64? { history.editions.last?.updated }
        package var isWorld: Bool { worldStores != nil }
    }

    /// What the index shows first.
    package enum Home: Sendable {
        /// The worldwide chart kept over the most stores (the newest of those), whatever feed its stores came from.
        case world(Chart)
        /// No worldwide chart: the chart most recently kept.
        case chart(Chart)
        /// Nothing kept yet.
        case nothing
    }

    package var charts: [Chart]
    package var home: Home
    /// Which kept charts are stores' charts.
    package var stores: KeptStores
    /// The chart the settings name (`albums artist`'s "now").
    package var main: String
    /// How many rows a chart's table and a period's chart show (the limit setting).
    package var limit: Int
    /// Artwork URLs known for albums (from the chart as last loaded), by id.
    package var artwork: [String: String]
    /// Apple Music's page of each artist a feed gave one for, by folded name.
    package var artistLinks: [String: String]
    /// This run's names of things: each chart's title and link, each artist's page.
    package var names: Names
    /// The home worldwide chart over every kept edition: each album's total (run, points), by id.
    package var worldTotals: [String: ChartRecord.Total]
    /// Each artist's days on the home worldwide chart (an edition listing any album of theirs), by folded name.
    package var worldArtistDays: [String: Int]
    /// Every artist's albums (`ArtistRecord.lives` of their rows in every chart), by their folded name, in the order
    /// `albums artist` lists them.
    package var artists: [(name: String, lives: [ArtistRecord.Life])]
    /// Every album over every kept chart (`ArtistRecord.lives`): a page each.
    package var lives: [ArtistRecord.Life]

    /// Reads every kept chart once (`histories`), and works out the index's chart.
    package init(histories: [ChartHistory], main: String, limit: Int, artwork: [String: String] = [:], artistLinks: [String: String] = [:]) {
        let kept = histories.filter { !$0.isEmpty }
        let stores = KeptStores(keys: kept.map(\.chart))
        let charts = kept.map { history in
            let worldStores = SitePaths.worldStores(history.chart)
            let code = stores.codes[history.chart]
            return Chart(key: history.chart, history: history, slug: SitePaths.slug(history.chart), worldStores: worldStores, storeCode: code,
                         title: SitePaths.title(of: history.chart, stores: worldStores?.count, store: code))
        }
        self.charts = charts.sorted { Self.order($0) < Self.order($1) }
        self.stores = stores
        self.main = main
        self.limit = max(1, limit)
        self.artwork = artwork
        self.artistLinks = artistLinks
        // Every album's row in every chart, in one pass (`ArtistRecord.rows`): kept grouped by artist, and by album.
        let rows = ArtistRecord.rows(in: charts.map(\.history), isStore: stores.isStore) { _ in true }
        home = Self.home(self.charts)
        let names = Names(charts: charts, artists: rows.lazy.map(\.artist))
        self.names = names
        artists = Self.artists(rows, names: names).map { ($0.name, ArtistRecord.lives(of: $0.rows, main: main)) }
        lives = ArtistRecord.lives(of: rows, main: main)
        worldTotals = [:]
        worldArtistDays = [:]
        if case .world(let world) = home {
            let record = ChartRecord(world.history, stores: storeHistories(of: world), limit: 0) { _ in false }
            worldTotals = Dictionary(record.totals.map { ($0.id, $0) }) { first, _ in first }
            worldArtistDays = Self.artistDays(world.history, fold: names.fold)
        }
    }

    /// The charts' order on the index: worldwide charts first (the most stores first), then
    /// each region's stores (the biggest markets first), then every other chart by title; charts alike in all that
    /// stay in the order they were read (the history store reads them by key; the sort is stable).
    static func order(_ chart: Chart) -> (Int, Int, Int, String) {
        if let stores = chart.worldStores { return (0, -stores.count, 0, chart.title) }
        if let code = chart.storeCode {
            let region = AppleMusicStores.region(code).flatMap { AppleMusicStores.Region.allCases.firstIndex(of: $0) } ?? 9
            return (1, region, AppleMusicStores.marketOrder(code), chart.title)
        }
        return (2, 0, 0, chart.title)
    }

    /// The worldwide chart over the most stores (the newest of those), else the chart most recently kept; of equals, the
    /// first the index lists (`charts` are in its order, and `max` keeps the first of equals).
    static func home(_ charts: [Chart]) -> Home {
        let worlds = charts.filter { $0.worldStores != nil && $0.newest != nil }
        if let world = worlds.max(by: { ($0.worldStores?.count ?? 0, $0.newest ?? 0) < ($1.worldStores?.count ?? 0, $1.newest ?? 0) }) {
            return .world(world)
        }
        if let latest = charts.max(by: { ($0.newest ?? 0) < ($1.newest ?? 0) }) { return .chart(latest) }
        return .nothing
    }

    /// The chart the index and the period pages are of.
    package var homeChart: Chart? {
        switch home {
        case .world(let chart), .chart(let chart): return chart
        case .nothing: return nil
        }
    }

    /// The kept charts of the stores `chart` is made of, by code: a worldwide chart's stores, or a store's chart itself.
    package func storeHistories(of chart: Chart) -> [String: ChartHistory] {
        if let worldStores = chart.worldStores {
            let kept = Dictionary(charts.map { ($0.key, $0.history) }) { first, _ in first }
            var histories: [String: ChartHistory] = [:]
            for (code, key) in stores.charts(of: worldStores, world: chart.key) { histories[code] = kept[key] }
            return histories
        }
        return [chart.storeCode ?? "": chart.history]
    }

    /// `chart` over its kept editions, with the rows of the editions `keeping` takes (and, for a worldwide chart, each
    /// row's rank in every store: the pages show the biggest markets' of a worldwide chart's rows only).
    package func record(_ chart: Chart, keeping: (Int) -> Bool) -> ChartRecord {
        ChartRecord(chart.history, stores: storeHistories(of: chart), limit: limit, placing: chart.isWorld, keeping: keeping)
    }

    /// Each year and each month ("2026", "2026-11") with an edition of the home chart, newest first.
    package var periods: [String] {
        guard let chart = homeChart else { return [] }
        let days = Set(chart.history.editions.map { FeedDate.day($0.updated) })
        let years = Set(days.map { String($0.prefix(4)) }), months = Set(days.map { String($0.prefix(7)) })
        return (years.sorted(by: >)).flatMap { year in [year] + months.filter { $0.hasPrefix(year) }.sorted(by: >) }
    }

    /// The rows of every artist, by their folded name, in the order `albums artist` lists them.
    static func artists(_ rows: [ArtistRecord.Row], names: Names) -> [(name: String, rows: [ArtistRecord.Row])] {
        var order: [String] = []
        var byName: [String: [ArtistRecord.Row]] = [:]
        for row in rows {
            let key = names.fold(row.artist)
            if byName[key] == nil { order.append(key) }
            byName[key, default: []].append(row)
        }
        return order.map { key in (byName[key]?.first?.artist ?? key, byName[key] ?? []) }
    }

    /// Each artist's days on `history`'s chart: the editions that list any album of theirs, by folded name (`fold`).
    static func artistDays(_ history: ChartHistory, fold: (String) -> String = { TextFolding.folded($0) }) -> [String: Int] {
        // Each catalog position's artist as a number (by folded name), then a count and a last edition seen per number.
        var numbers: [String: Int] = [:], names: [String] = []
        let artist = history.catalog.map { entry -> Int in
            let name = fold(entry.artist)
            if let number = numbers[name] { return number }
            numbers[name] = names.count
            names.append(name)
            return names.count - 1
        }
        var days = [Int](repeating: 0, count: names.count), last = [Int](repeating: -1, count: names.count)
        for (index, edition) in history.editions.enumerated() {
            // Every position is in the catalog (`ChartHistory` keeps them so).
            for position in edition.albums {
                let number = artist[Int(position)]
                if last[number] != index { (last[number], days[number]) = (index, days[number] + 1) }
            }
        }
        // Every name is of an album an edition lists (the catalog is what editions list): each has a day at least.
        return Dictionary(zip(names, days)) { first, _ in first }
    }
}
