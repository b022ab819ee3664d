import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsShape
import AlbumsTerminal

/// `albums compare CC...`: several stores' charts side by side, one row per
/// album, with its rank in each.
package enum CompareCommand: Command {
    package struct Options: Sendable {
        package var countries: [String]?
        package var order: String?
        package var json: [String]?
        package var plain: Bool
    }

    package struct State: Sendable {
        /// Every store that loaded; nil when none did.
        package var chart: WorldChart?
        /// The stores that failed, each with why; all of them when `chart` is nil.
        package var failures: [(country: String, failure: Failure)]
        package var notices: [String]
        /// Each album as the first store that lists it has it, by id.
        package var albums: [String: Album] = [:]
        /// The stores not asked, and why (`StoreCharts.warnings`).
        package var notAsked: [String] = []
    }

    package static let countries: Argument<[String]> = .many("CC", help: "store countries (ISO 3166 alpha-2), e.g. us gb jp kr de; default: the countries setting",
                                                      completion: .values(Countries.alphabetical))
    package static let sort: Option<String?> = .text("sort", short: "s", name: "ORDER", help: "countries (the most countries first; default), best, average, or a country's code",
                                            completion: .values(["countries", "best", "average"] + Countries.alphabetical))
    package static let json = SharedOptions.json(CompareView.jsonFields, help: "Print JSON: [{id, name, artist, ranks, best, countries}]; only FIELDS if given")

    package static let spec = CommandSpec(
        "compare", summary: "Several stores' charts side by side: each album's rank in every country",
        discussion: "Loads each store's chart (at most 6 at once, through the same cache and offline rules as list; all within three times --timeout, at least 10 s, and a host that has not answered three requests in a row is not asked again: the stores not asked are named) and prints one row per album that charts in any of them, matched by its Apple id: its rank in each country (– where it doesn't chart), the most countries first, then the best rank. A store that fails is named in a warning and the others are still shown (exit 1); --limit applies to each store's chart. With a feed URL, {country} and {limit} in it are filled in for each store. On a terminal, a table with a column per country; piped, or with --plain, one tab-separated line per album: id, name, artist, then each loaded country's rank (empty where it doesn't chart; a store that failed has no column).",
        options: [OptionSpec.setting(Settings.feed, short: "f"), OptionSpec.setting(Settings.limit, short: "n"), SharedOptions.noHistory,
                  OptionSpec.setting(Settings.countries), sort, json, SharedOptions.plain],
        positionals: [countries],
        examples: [
            .init("albums compare us gb jp kr de", "Five stores side by side"),
            .init("albums compare --sort jp --limit 25", "The countries setting's stores, in Japan's order, top 25 of each"),
            .init("albums compare us kr --json", "As JSON, with each album's rank by country"),
        ]
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> Options {
        let given = parsed[countries]
        var codes: [String]?
        if !given.isEmpty {
            let list = try Countries.storeCodes(given, example: "us gb jp kr de")
            guard Countries.listSizes.contains(list.count) else {
                throw UsageError("compare takes \(Countries.listSizes.lowerBound) to \(Countries.listSizes.upperBound) different countries",
                                 hints: ["e.g. albums compare us gb jp kr de"])
            }
            codes = list
        }
        return Options(countries: codes, order: try parsed[sort], json: try parsed[json], plain: try parsed[SharedOptions.plain])
    }

    package static func fetch(_ options: Options, in context: CommandContext) async throws -> State {
        let countries = options.countries ?? context.configuration.countries
        try checkTemplate(context.configuration)
        var order = WorldChart.Order.reach
        if let text = options.order {
            guard let chosen = WorldChart.Order(text, countries: countries) else {
                throw UsageError("invalid value \"\(text.clipped)\" for --sort",
                                 hints: ["it must be countries, best, average, or one of the countries compared: \(countries.joined(separator: ", "))"])
            }
            order = chosen
        }
        let loaded = await context.spinning("Loading \(countries.count) charts…") { await StoreCharts.load(countries, context) }
        return assemble(countries, loaded, order: order)
    }

    /// A feed URL of the user's own must say where each store's code goes:
    /// without `{country}` every store would be sent the same URL, and the
    /// same chart shown under each.
    package static func checkTemplate(_ configuration: Configuration) throws(UsageError) {
        let text: String
        switch configuration.feed {
        case .standard, .empty, .malformed: return
        case .custom(let url): text = url.absoluteString
        case .template(let template):
            guard !template.contains("{country}") else { return }
            text = template
        }
        let lowered = text.lowercased()
        let near = lowered.contains("{country}") || lowered.contains("%7bcountry%7d")
        throw UsageError("the feed URL has no {country} in it, so every store would get the same chart",
                         hints: (near ? ["did you mean {country} (lower case, in braces)?"] : [])
                            + ["put {country} where the store's code goes, e.g. https://example.com/{country}/top-{limit}.json"])
    }

    /// The grid from each store's chart state, in the order of `countries`.
    package static func assemble(_ countries: [String], _ loaded: StoreCharts, order: WorldChart.Order) -> State {
        var charts: [(country: String, albums: [Album])] = []
        var failures: [(country: String, failure: Failure)] = []
        var notices: [String] = []
        for (country, state) in zip(countries, loaded.states) where loaded.asked(country) {
            switch state {
            case .loaded(let chart):
                charts.append((country, chart.albums))
                notices += chart.notices.map { "\(country): \($0)" }
            case .noData, .loading:
                charts.append((country, []))
            case .failed(let failure):
                failures.append((country, failure))
            }
        }
        guard !charts.isEmpty else { return State(chart: nil, failures: failures, notices: notices, notAsked: loaded.warnings) }
        var albums: [String: Album] = [:]
        for chart in charts {
            for album in chart.albums where albums[album.id] == nil { albums[album.id] = album }
        }
        return State(chart: WorldChart(charts, order: order), failures: failures, notices: notices, albums: albums, notAsked: loaded.warnings)
    }

    package static func render(_ state: State, _ options: Options, on screen: RenderContext) -> Output {
        // Every store failed: the usual error, the first store's.
        guard let chart = state.chart else {
            return .warnings(state.notAsked) + .failure(state.failures.first?.failure ?? Failure("couldn't load any chart", why: "no store answered"))
        }
        let warnings = Output.warnings(state.notices + state.failures.map { "couldn't load the \($0.country) chart: \($0.failure.why)" } + state.notAsked)
        let body = switch ListFormat.chosen(json: options.json, plain: options.plain, on: screen) {
        case .json(let fields): CompareView.json(chart).selecting(fields).rendered()
        case .plain: CompareView.plain(chart)
        case .table(let columns): CompareView.table(chart).render(maxWidth: columns, style: screen.out)
        }
        return warnings + Output(stdout: body, exit: state.failures.isEmpty && state.notAsked.isEmpty ? .success : .failure)
    }
}
