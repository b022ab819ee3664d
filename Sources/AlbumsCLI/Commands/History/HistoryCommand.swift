import AlbumsClients
import AlbumsCore

/// `albums history <rank|id>`: one album's rank in every kept edition of the
/// chart; `--clear` forgets the history.
public enum HistoryCommand: Command {
    public struct Options: Sendable {
        var album: String?
        var json: Bool
        var plain: Bool
        var clear: Bool
    }

    public enum State: Sendable {
        case album(HistoryView.AlbumRanks, notices: [String])
        case cleared(HistoryStats, location: String?)
    }

    static let album: Argument<String?> = .optional("rank|id", help: "the album's rank in the chart (1–100) or its Apple id; an id may be of an album that has left")
    static let json: Option<Bool> = .flag("json", help: "Print JSON: an array of {updated, rank}, rank null where it was off the chart")
    static let clear: Option<Bool> = .flag("clear", help: "Forget every chart's history, after saying how many editions go")

    public static let spec = CommandSpec(
        "history", summary: "One album's rank in every kept edition of the chart",
        discussion: "Each chart that loads is kept as an edition (setting history). On a terminal: a small chart of the album's rank, best at the top, then each edition's date and rank from the first that lists it. Piped, or with --plain, each edition is one tab-separated line: date (ISO 8601, UTC) and rank, empty where it was off the chart.",
        options: [OptionSpec.setting(Settings.feed, short: "f"), SharedOptions.country, SharedOptions.noHistory, json, SharedOptions.plain, clear],
        positionals: [album],
        examples: [
            .init("albums history 1", "How the number one album got there"),
            .init("albums history 1707632255 --json", "One album's ranks by its id, as JSON"),
            .init("albums history --clear", "Forget every kept edition"),
        ]
    )

    public static func options(_ parsed: ParsedArguments) throws(UsageError) -> Options {
        let options = Options(album: parsed[album], json: try parsed[json], plain: try parsed[SharedOptions.plain], clear: try parsed[clear])
        if options.clear && options.album != nil { throw UsageError("--clear forgets every album's history; give no album with it") }
        if !options.clear && options.album == nil {
            throw UsageError("which album? give its rank or id", hints: ["albums history 1, or albums history --clear to forget the history"])
        }
        return options
    }

    public static func fetch(_ options: Options, in context: CommandContext) async throws -> State {
        let store = context.world.history
        guard let argument = options.album else {
            do {
                return .cleared(try store.clear(), location: store.location)
            } catch {
                throw Failure("couldn't clear the chart history", why: (error as? FileError)?.description ?? "\(error)")
            }
        }
        let chart: Chart
        switch await ChartLoader.load(context, history: .readAlways) {
        case .loaded(let loaded): chart = loaded
        case .failed(let failure): throw failure
        case .noData, .loading: chart = Chart(albums: [])
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
        return .album(HistoryView.AlbumRanks(entry: entry, ranks: ranks, now: current?.history, rank: current?.rank), notices: chart.notices)
    }

    public static func render(_ state: State, _ options: Options, on screen: RenderContext) -> Output {
        switch state {
        case .cleared(let stats, let location):
            return Output(stderr: HistoryView.cleared(stats, location: location))
        case .album(let album, let notices):
            if options.json { return .warnings(notices) + Output(stdout: HistoryView.json(album.ranks).rendered()) }
            if options.plain || !screen.outIsTerminal { return .warnings(notices) + Output(stdout: HistoryView.plain(album.ranks)) }
            return .warnings(notices) + Output(stdout: HistoryView.text(album, columns: screen.columns, style: screen.out))
        }
    }
}
