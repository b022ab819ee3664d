import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import AlbumsShape
import AlbumsTerminal

/// `albums history show <rank|id>` (and `albums history <rank|id>`): one
/// album's rank in every kept edition of the chart.
package enum HistoryCommand: Command {
    package struct Options: Sendable {
        package var album: String
        package var json: Bool
        package var plain: Bool
        package var world: [String]? = nil
    }

    package struct State: Sendable {
        package var album: HistoryView.AlbumRanks
        package var notices: [String]
    }

    package static let album: Argument<String?> = .optional("rank|id", help: "the album's rank in the chart (1–100) or its Apple id; an id may be of an album that has left")
    package static let json: Option<Bool> = .flag("json", help: "Print JSON: an array of {updated, rank}, rank null where it was off the chart")

    package static let spec = CommandSpec(
        "show", summary: "One album's rank in every kept edition of the chart",
        discussion: "On a terminal: a small chart of the album's rank, best at the top, then each edition's date and rank from the first that lists it. Piped, or with --plain, each edition is one tab-separated line: date (ISO 8601, UTC) and rank, empty where it was off the chart.",
        options: [OptionSpec.setting(Settings.feed, short: "f"), SharedOptions.country, SharedOptions.noHistory, json, SharedOptions.plain, SharedOptions.world],
        positionals: [album],
        examples: [
            .init("albums history 1", "How the number one album got there"),
            .init("albums history show 1707632255 --json", "One album's ranks by its id, as JSON"),
        ]
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> Options {
        guard let album = parsed[album] else {
            throw UsageError("which album? give its rank or id", hints: ["albums history 1; or albums history export, import or clear"])
        }
        return Options(album: album, json: try parsed[json], plain: try parsed[SharedOptions.plain], world: try parsed[SharedOptions.world])
    }

    package static func fetch(_ options: Options, in context: CommandContext) async throws -> State {
        let argument = options.album
        let chart: Chart
        let state = await ChartKeeper.withHistory(world: options.world, context)
        switch state {
        case .loaded(let loaded): chart = loaded
        case .failed(let failure): throw failure
        case .noData, .loading:
            if let world = options.world {
                throw Failure("no history for album \(argument.clipped)", why: "no edition of the worldwide chart\(world.isEmpty ? "" : " of " + world.joined(separator: ","))"
                              + " is kept yet", suggestion: "albums world\(world.isEmpty ? "" : " --countries " + world.joined(separator: ",")) keeps one each time it runs")
            }
            chart = Chart(albums: [])
        }
        let history = chart.history ?? ChartHistory(chart: ChartKeeper.key(context))
        let id: String
        if let entry = history.entry(argument), !chart.albums.contains(where: { $0.id == argument }) {
            id = entry.id
        } else {
            id = try AlbumSelector.select(argument, in: chart.albums).id
        }
        guard let entry = history.entry(id) else {
            throw Failure("no history for album \(argument.clipped)", why: "no kept edition of this chart lists it",
                          suggestion: "check that history is on: albums settings get history")
        }
        let current = chart.albums.first { $0.id == id }
        let ranks = history.ranks(of: id).map { HistoryView.Rank(updated: $0.updated, rank: $0.rank) }
        return State(album: HistoryView.AlbumRanks(entry: entry, ranks: ranks, now: current?.history, rank: current?.rank), notices: chart.notices)
    }

    package static func render(_ state: State, _ options: Options, on screen: RenderContext) -> Output {
        let (album, notices) = (state.album, state.notices)
        if options.json { return .warnings(notices) + Output(stdout: HistoryView.json(album.ranks).rendered()) }
        if options.plain || !screen.outIsTerminal { return .warnings(notices) + Output(stdout: HistoryView.plain(album.ranks)) }
        return .warnings(notices) + Output(stdout: HistoryView.text(album, columns: screen.columns, style: screen.out))
    }
}
