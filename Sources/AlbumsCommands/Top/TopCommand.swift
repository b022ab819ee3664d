import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsShape
import AlbumsTerminal

/// `albums top`: a chart of a period (a year, a month, any span) made from
/// the kept editions of a chart, as year-end lists are made: in each edition
/// of N albums, an album placed `rank` gets N+1−rank points.
package enum TopCommand: Command {
    /// The period asked for: its first and last second, and how to say it.
    package struct Period: Equatable, Sendable {
        package var from: Int64
        package var to: Int64
        /// As a heading says it: "2026", "since 2026-11-01".
        package var words: String
        /// As a sentence says it, after "dates": "in 2026", "from 2026-11-01 on".
        package var dates: String
    }

    package struct Options: Sendable {
        package var period: Period
        var byArtist: Bool
        package var world: [String]?
        package var json: Bool
        package var plain: Bool
    }

    package enum State: Sendable {
        case albums([PeriodChart.Row], chart: String, period: Period, editions: Int)
        case artists([PeriodChart.ArtistRow], chart: String, period: Period, editions: Int)
        /// No kept edition in the period: which there are.
        case empty(chart: String, period: Period, kept: [Int64])
    }

    package enum By: String, CaseIterable, Sendable { case album, artist }

    package static let since = Option<String?>.text("since", name: "DATE", help: "From DATE (YYYY-MM-DD, UTC) on")
    package static let until = Option<String?>.text("until", name: "DATE", help: "Up to DATE (YYYY-MM-DD, UTC), that day included")
    package static let year = Option<String?>.text("year", name: "YYYY", help: "One year: --since YYYY-01-01 --until YYYY-12-31")
    package static let month = Option<String?>.text("month", name: "YYYY-MM", help: "One month")
    package static let by: Option<By?> = .choice("by", name: "WHAT", help: "album (default), or artist: each artist's albums' points summed")
    package static let json = Option<Bool>.flag("json", help: "Print JSON: an array of the rows")

    package static let spec = CommandSpec(
        "top", summary: "The top albums (or artists) of a period, from the kept editions of the chart",
        discussion: "Made from the editions of the chart albums has kept (setting history), with no network: in each edition of N albums, an album placed rank gets N+1−rank points, and the period's chart ranks albums by their points, then by their peak. Columns: rank, album, artist, points, editions charted, peak (and when), days from its first edition in the period to its last. --by artist ranks artists by their albums' points. With no period, every kept edition. A period with no kept edition says which editions there are (exit 0). Piped, or with --plain, one tab-separated line per row.",
        options: [OptionSpec.setting(Settings.feed, short: "f"), SharedOptions.country, OptionSpec.setting(Settings.limit, short: "n"),
                  since, until, year, month, by, SharedOptions.world, json, SharedOptions.plain],
        examples: [
            .init("albums top --year 2026", "The albums of the year, from the kept editions"),
            .init("albums top --month 2026-11 --by artist", "The artists of November"),
            .init("albums top --since 2026-11-01 --world", "The worldwide chart since 1 November"),
        ]
    )

    package static func day(_ text: String, option: String) throws(UsageError) -> Int64 {
        try SharedOptions.day(text, option: option)
    }

    package static func period(_ parsed: ParsedArguments) throws(UsageError) -> Period {
        let (since, until, year, month) = (try parsed[Self.since], try parsed[Self.until], try parsed[Self.year], try parsed[Self.month])
        let shorthand = [year, month].compactMap { $0 }
        if !shorthand.isEmpty && (since != nil || until != nil) || shorthand.count > 1 {
            throw UsageError("give one period: --year, --month, or --since and --until")
        }
        if let year {
            guard let bounds = PeriodChart.year(year) else { throw UsageError("invalid year \"\(year.clipped)\" for --year", hints: ["e.g. --year 2026"]) }
            return Period(from: bounds.from, to: bounds.to, words: year, dates: "in " + year)
        }
        if let month {
            guard let bounds = PeriodChart.month(month) else { throw UsageError("invalid month \"\(month.clipped)\" for --month", hints: ["e.g. --month 2026-11"]) }
            return Period(from: bounds.from, to: bounds.to, words: month, dates: "in " + month)
        }
        let from = try since.map { text throws(UsageError) in try day(text, option: "since") } ?? 0
        let to = try until.map { text throws(UsageError) in try day(text, option: "until") + 86_399 } ?? ChartHistory.storableDates.upperBound
        guard from <= to else {
            guard since != nil else {
                throw UsageError("--until \(until?.clipped ?? "") is before any day albums keeps", hints: ["charts are kept from \(FeedDate.day(ChartHistory.storableDates.lowerBound)) on"])
            }
            throw UsageError("--since comes after --until")
        }
        let (words, dates) = switch (since, until) {
        case let (s?, u?): ("\(s) to \(u)", "from \(s) to \(u)")
        case let (s?, nil): ("since \(s)", "from \(s) on")
        case let (nil, u?): ("up to \(u)", "up to \(u)")
        case (nil, nil): ("every kept edition", "at all")
        }
        return Period(from: from, to: to, words: words, dates: dates)
    }

    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> Options {
        Options(period: try period(parsed), byArtist: try parsed[by] == .artist, world: try parsed[SharedOptions.world], json: try parsed[json],
                plain: try parsed[SharedOptions.plain])
    }

    package static func fetch(_ options: Options, in context: CommandContext) async throws -> State {
        let chart = options.world.map { ChartKeeper.worldKey(context, countries: $0) } ?? ChartKeeper.key(context)
        let loaded = context.world.history.load(chart)
        if let warning = loaded.warning { context.warn([warning]) }
        let history = loaded.history
        let editions = PeriodChart.editions(history, from: options.period.from, to: options.period.to)
        guard !editions.isEmpty else { return .empty(chart: chart, period: options.period, kept: history.editions.map(\.updated)) }
        let limit = context.configuration.limit
        if options.byArtist {
            return .artists(Array(PeriodChart.artists(history, from: options.period.from, to: options.period.to).prefix(limit)),
                            chart: chart, period: options.period, editions: editions.count)
        }
        return .albums(Array(PeriodChart.albums(history, from: options.period.from, to: options.period.to).prefix(limit)),
                       chart: chart, period: options.period, editions: editions.count)
    }

    package static func render(_ state: State, _ options: Options, on screen: RenderContext) -> Output {
        TopView.render(state, json: options.json, plain: options.plain || !screen.outIsTerminal, screen: screen)
    }
}
