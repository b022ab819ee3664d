import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import AlbumsShape
import AlbumsTerminal

/// `albums world`: one worldwide chart made of every store's, by points: an
/// album placed N+1−rank in a store's chart of N gets that many points there.
/// Loaded as `compare` loads its stores (the same cache, offline rules and
/// bound of 6 at once), and kept in the history as a chart of its own.
package enum WorldCommand: Command {
    package struct Options: Sendable {
        package var countries: [String]?
        package var order: WorldwideChart.Order
        package var json: [String]?
        package var plain: Bool
    }

    package struct State: Sendable {
        package var rows: [WorldwideChart.Row]
        /// How many stores were counted, of how many asked.
        package var counted: Int
        package var asked: Int
        package var failures: [(country: String, failure: Failure)]
        package var notices: [String]
        /// The stores not asked, and why (`StoreCharts.warnings`).
        package var notAsked: [String] = []
    }

    /// Each store's whole chart is counted, whatever `limit` shows.
    static let storeChartLength = 100

    package static let countries = Option<[String]?>(OptionSpec("countries", .value("LIST"), help: "Only these stores (ISO 3166 alpha-2 codes, comma-separated); default: every store with an Apple Music chart")) { text throws(UsageError) in
        guard let text else { return nil }
        let codes = try Countries.storeCodes(text.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init), example: "us,gb,jp")
        guard !codes.isEmpty else { throw UsageError("--countries needs at least one store", hints: ["e.g. --countries us,gb,jp"]) }
        return codes
    }
    package static let sort: Option<WorldwideChart.Order?> = .choice("sort", short: "s", name: "ORDER", help: "points (default): the most points first; stores: the most stores charting; best: the best rank anywhere (each album keeps its worldwide rank)")
    package static let json = SharedOptions.json(WorldView.jsonFields, help: "Print JSON: [{rank, id, name, artist, points, stores, numberOnes, best, bestIn, previousRank, movement}]; only FIELDS if given")

    package static let spec = CommandSpec(
        "world", summary: "The worldwide chart: every store's chart, by points",
        discussion: "Loads the chart of every store with an Apple Music chart (or --countries), at most 6 at once, through the same cache and offline rules as compare, with a progress bar on a terminal; all within three times --timeout (at least 10 s), and once the feed's host has not answered three requests in a row it is not asked again: the stores not asked are named. An album placed N+1−rank in a store's chart of N gets that many points there (the number one of a 100-album chart 100); the worldwide chart ranks albums by their points over every store, then by how many stores chart them. Columns: rank, movement, album, artist, points, stores charting, #1s, and the best rank with where. Kept in the history as a chart of its own (dated by the newest store's edition), so changes --world and history --world work on it. Stores that fail are named in a warning and the chart is made from the others (exit 1); --limit is how many rows are shown. Piped, or with --plain, one tab-separated line per album: rank, id, name, artist, points, stores, #1s, best rank, the stores where it is best, movement.",
        options: [OptionSpec.setting(Settings.feed, short: "f"), OptionSpec.setting(Settings.limit, short: "n"), SharedOptions.noHistory,
                  countries, sort, json, SharedOptions.plain],
        examples: [
            .init("albums world", "The worldwide chart, top 100"),
            .init("albums world --limit 10 --sort stores", "The ten albums charting in the most stores"),
            .init("albums world --countries us,gb,jp,kr,de --json name,points", "Five stores' points, as JSON"),
        ]
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> Options {
        Options(countries: try parsed[countries], order: try parsed[sort] ?? .points, json: try parsed[json], plain: try parsed[SharedOptions.plain])
    }

    package static func fetch(_ options: Options, in context: CommandContext) async throws -> State {
        let countries = options.countries ?? AppleMusicStores.codes
        let progress = context.progressBar("Loading \(countries.count) stores", total: countries.count)
        defer { progress.clear() }
        return try await load(options.countries, order: options.order, context) { done in progress.update(done: done) }
    }

    /// The worldwide chart of `countries` (nil: every store), kept in the
    /// history, its first `limit` rows in `order`: the fetch half, which the
    /// browser's worldwide page runs too (with no progress bar).
    package static func load(_ countries: [String]?, order: WorldwideChart.Order, _ context: CommandContext, progress: (Int) -> Void = { _ in }) async throws -> State {
        let stores = countries ?? AppleMusicStores.codes
        try CompareCommand.checkTemplate(context.configuration)
        let whole = context.with(context.configuration.setting(Settings.limit, to: storeChartLength))
        let loaded = await StoreCharts.load(stores, whole, progress: progress)
        var charts: [(country: String, albums: [Album])] = []
        var failures: [(country: String, failure: Failure)] = []
        var notices: [String] = []
        var newest: Int64?
        for (country, state) in zip(stores, loaded.states) where loaded.asked(country) {
            switch state {
            case .loaded(let chart):
                charts.append((country, chart.albums))
                notices += chart.notices.map { "\(country): \($0)" }
                if let edition = chart.edition { newest = max(newest ?? edition, edition) }
            case .noData, .loading:
                continue
            case .failed(let failure):
                failures.append((country, failure))
            }
        }
        guard !charts.isEmpty else {
            context.warn(loaded.warnings)
            throw failures.first?.failure ?? Failure("couldn't make the worldwide chart", why: "no store has a chart right now")
        }
        // Kept ranked by points whatever --sort says: the history's ranks are the worldwide chart's.
        var chart = WorldwideChart(charts)
        let today = FeedDate.startOfDay(Int64(context.world.clock.now().timeIntervalSince1970.rounded(.down)))
        let key = ChartKeeper.worldKey(context, countries: countries)
        let kept = ChartKeeper.keep(chart.albums, at: newest ?? today, chart: key, context)
        for index in chart.rows.indices where index < kept.albums.count { chart.rows[index].album = kept.albums[index] }
        // The kept edition's rows get every number: all of them, or the first 200 (an edition keeps at most that many).
        if let record = record(key, stores: stores, edition: kept.edition, whole), record.rows.count <= chart.rows.count,
           zip(record.rows, chart.rows).allSatisfy({ $0.album.id == $1.album.id }) {
            chart.rows.replaceSubrange(0..<record.rows.count, with: record.rows)
        }
        return State(rows: chart.rows(by: order).prefix(context.configuration.limit).map { $0 }, counted: charts.count, asked: stores.count,
                     failures: failures, notices: notices + kept.warnings, notAsked: loaded.warnings)
    }

    /// The kept edition's rows with every number over the kept history (days, peak, points change, total
    /// points, each store's rank: `ChartRecord`, as the site works them out); nil when no edition is kept.
    /// `context`: the stores' (their whole charts), so that each store's kept chart is found under its own key.
    static func record(_ key: String, stores: [String], edition: Int64?, _ context: CommandContext) -> ChartRecord.Edition? {
        guard context.configuration.history == .on, let edition else { return nil }
        let world = context.world.history.load(key).history
        guard let index = world.edition(at: edition) else { return nil }
        var histories: [String: ChartHistory] = [:]
        for code in stores {
            let history = context.world.history.load(ChartKeeper.key(context.with(context.configuration.setting(Settings.country, to: code)))).history
            if !history.isEmpty { histories[code] = history }
        }
        return ChartRecord(world, stores: histories, limit: Int.max) { $0 == index }.editions.first
    }

    /// "3 of 171 stores couldn't be loaded: jp (…); kr (…)", naming the first ten.
    package static func failed(_ state: State) -> String? {
        guard !state.failures.isEmpty else { return nil }
        let named = state.failures.prefix(10).map { "\($0.country) (\($0.failure.why))" }.joined(separator: "; ")
        return "\(state.failures.count) of \(state.asked) stores couldn't be loaded: \(named)" + (state.failures.count > 10 ? "; and \(state.failures.count - 10) more" : "")
    }

    package static func render(_ state: State, _ options: Options, on screen: RenderContext) -> Output {
        let warnings = state.notices + (failed(state).map { [$0] } ?? []) + state.notAsked
        let body = switch ListFormat.chosen(json: options.json, plain: options.plain, on: screen) {
        case .json(let fields): WorldView.json(state.rows).selecting(fields).rendered()
        case .plain: WorldView.plain(state.rows)
        case .table(let columns):
            "Worldwide chart · \(state.counted) \(state.counted == 1 ? "store" : "stores") · by \(options.order.rawValue)\n"
                + WorldView.table(state.rows).render(maxWidth: columns, style: screen.out)
        }
        return .warnings(warnings) + Output(stdout: body, exit: state.failures.isEmpty && state.notAsked.isEmpty ? .success : .failure)
    }
}
