import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsShape
import AlbumsTerminal

/// `albums changes`: what is new, back, up, down and gone since the previous
/// edition of the chart, or since a day.
package enum ChangesCommand: Command {
    package struct Options: Sendable {
        package var since: Since?
        package var json: [String]?
        package var plain: Bool
        package var world: [String]? = nil
    }

    /// `--since DATE`: the latest kept edition on or before the end of that day.
    package struct Since: Equatable, Sendable {
        package var text: String
        var endOfDay: Int64
    }

    package enum State: Sendable {
        case changes(ChartChanges, chart: String, notices: [String])
        /// Nothing to compare with: why, and the chart's notices.
        case nothingBefore(String, to: Int64?, notices: [String])
        case failed(Failure)
    }

    package static let json = SharedOptions.json(ChangesView.jsonFields, help: "Print JSON: {from, to, entered, reentered, left, climbed, fell, highestDebut}; only FIELDS if given")
    package static let since = Option<Since?>(OptionSpec("since", .value("DATE"), help: "Compare with the latest kept edition on or before DATE (YYYY-MM-DD, UTC) instead of the previous one")) { text throws(UsageError) in
        guard let text else { return nil }
        return Since(text: text, endOfDay: try SharedOptions.day(text, option: "since") + 86_399)
    }

    package static let spec = CommandSpec(
        "changes", summary: "What's new, back, up, down and gone since the previous edition of the chart",
        discussion: "Loads the chart (keeping it in the history, unless history is off) and compares it with the previous kept edition, or with the latest one on or before --since. Albums that left are those the earlier edition ranked within the length of this one. Piped, or with --plain, each change is one tab-separated line: change (new, re, left, up, down), rank, previous rank, id, name, artist.",
        options: [OptionSpec.setting(Settings.feed, short: "f"), SharedOptions.country, SharedOptions.noHistory, since, json, SharedOptions.plain, SharedOptions.world],
        examples: [
            .init("albums changes", "What moved since the previous edition"),
            .init("albums changes --since 2026-11-01", "What moved since the chart of 1 November"),
            .init("albums changes --json entered", "Only the new entries, as JSON"),
        ]
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> Options {
        Options(since: try parsed[since], json: try parsed[json], plain: try parsed[SharedOptions.plain], world: try parsed[SharedOptions.world])
    }

    package static func fetch(_ options: Options, in context: CommandContext) async throws -> State {
        let state = await ChartKeeper.withHistory(world: options.world, context)
        switch state {
        case .failed(let failure):
            return .failed(failure)
        case .noData, .loading:
            return .nothingBefore(options.world != nil ? "no edition of the worldwide chart is kept yet: albums world keeps one each time it runs"
                                                : "the chart is empty right now, so it has nothing to compare", to: nil, notices: [])
        case .loaded(let chart):
            guard let history = chart.history, let edition = chart.edition, let to = history.edition(at: edition) else {
                return .nothingBefore("this edition of the chart could not be kept", to: nil, notices: chart.notices)
            }
            let date = FeedDate.readable(edition)
            if let since = options.since {
                guard let from = history.edition(onOrBefore: since.endOfDay), from < to else {
                    let oldest = history.editions.first.map { FeedDate.readable($0.updated) } ?? date
                    let why = history.edition(onOrBefore: since.endOfDay) == nil
                        ? "no kept edition of this chart is from \(since.text) or before (the oldest is from \(oldest))"
                        : "the latest edition on or before \(since.text) is this one (\(date)): there is nothing to compare"
                    return .nothingBefore(why, to: edition, notices: chart.notices)
                }
                return .changes(history.changes(from: from, to: to), chart: history.chart, notices: chart.notices)
            }
            guard let from = history.edition(before: edition) else {
                return .nothingBefore("no earlier edition of this chart is kept yet (this one is from \(date)); run albums again once the chart has changed",
                                      to: edition, notices: chart.notices)
            }
            return .changes(history.changes(from: from, to: to), chart: history.chart, notices: chart.notices)
        }
    }

    package static func render(_ state: State, _ options: Options, on screen: RenderContext) -> Output {
        switch state {
        case .failed(let failure):
            return .failure(failure)
        case .nothingBefore(let why, let to, let notices):
            let stdout = options.json.map { ChangesView.emptyJSON(to: to).selecting($0).rendered() } ?? ""
            return .warnings(notices) + Output(stdout: stdout, stderr: "Nothing to compare: \(why).\n")
        case .changes(let changes, let chart, let notices):
            let body = switch ListFormat.chosen(json: options.json, plain: options.plain, on: screen) {
            case .json(let fields): ChangesView.json(changes).selecting(fields).rendered()
            case .plain: ChangesView.plain(changes)
            case .table(let columns): ChangesView.text(changes, chart: chart, columns: columns, style: screen.out)
            }
            return .warnings(notices) + Output(stdout: body)
        }
    }
}
