import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import AlbumsShape
import AlbumsTerminal

/// `albums history show <rank|id>` (and `albums history <rank|id>`): one
/// album's rank in every kept edition of the chart. The old spellings of the
/// group's other subcommands (`--export`, `--import`, `--clear`) are read here,
/// unlisted, and do what the subcommands do.
package enum HistoryCommand: Command {
    package struct Options: Sendable {
        package var album: String?
        package var json: Bool
        package var plain: Bool
        package var world: [String]? = nil
        package var clear: Bool
        package var yes = false
        package var export: HistoryExchange.Export? = nil
        var importing: String? = nil
    }

    package enum State: Sendable {
        case album(HistoryView.AlbumRanks, notices: [String])
        case cleared(HistoryStats, location: String?)
        /// Asked, and not answered yes: nothing was removed.
        case kept(HistoryStats)
        /// The export's text when it goes to standard output; nil when it was saved to the file.
        case exported(charts: Int, editions: Int, text: String?, file: String?)
        case imported([HistoryExchange.Merged], file: String, warnings: [String])
    }

    package static let album: Argument<String?> = .optional("rank|id", help: "the album's rank in the chart (1–100) or its Apple id; an id may be of an album that has left")
    package static let json: Option<Bool> = .flag("json", help: "Print JSON: an array of {updated, rank}, rank null where it was off the chart")
    /// The old spellings, still read.
    static let clear: Option<Bool> = .flag("clear", help: "Same as history clear").hidden()
    static let export: Option<String?> = Option(
        OptionSpec("export", .optionalValue("FILE"), help: "Same as history export FILE", completion: .files, takesNextWord: { _ in true })
    ) { $0 }.hidden()
    static let format: Option<HistoryExchange.ExportFormat?> = HistoryExportCommand.format.hidden()
    static let importing: Option<String?> = Option<String?>.text("import", name: "FILE", help: "Same as history import FILE", completion: .files).hidden()

    package static let spec = CommandSpec(
        "show", summary: "One album's rank in every kept edition of the chart",
        discussion: "On a terminal: a small chart of the album's rank, best at the top, then each edition's date and rank from the first that lists it. Piped, or with --plain, each edition is one tab-separated line: date (ISO 8601, UTC) and rank, empty where it was off the chart.",
        options: [OptionSpec.setting(Settings.feed, short: "f"), SharedOptions.country, SharedOptions.noHistory, json, SharedOptions.plain, SharedOptions.world,
                  clear, HistoryClearCommand.yes.hidden(), export, format, importing],
        positionals: [album],
        examples: [
            .init("albums history 1", "How the number one album got there"),
            .init("albums history show 1707632255 --json", "One album's ranks by its id, as JSON"),
        ]
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> Options {
        var options = Options(album: parsed[album], json: try parsed[json], plain: try parsed[SharedOptions.plain], world: try parsed[SharedOptions.world], clear: try parsed[clear])
        options.yes = try parsed[HistoryClearCommand.yes.hidden()]
        let exporting = try parsed[export], format = try parsed[format]
        options.importing = try parsed[importing]
        let whole = [options.clear ? "--clear" : nil, exporting == nil ? nil : "--export", options.importing == nil ? nil : "--import"].compactMap { $0 }
        if whole.count > 1 { throw UsageError("give one of \(whole.joined(separator: ", ")), not \(whole.count == 2 ? "both" : "all three")") }
        if let first = whole.first, options.album != nil {
            throw UsageError("\(first) is about every chart's history; give no album with it")
        }
        if format != nil && exporting == nil { throw UsageError("--format says what --export writes; give --export with it", hints: ["albums history export --format csv"]) }
        if let exporting {
            options.export = HistoryExchange.Export(file: exporting.isEmpty || exporting == "-" ? nil : exporting, format: format ?? .json)
            return options
        }
        if options.importing == "" { throw UsageError("--import needs the file to merge", hints: ["albums history import history.json"]) }
        if options.importing != nil || options.clear { return options }
        if options.album == nil {
            throw UsageError("which album? give its rank or id", hints: ["albums history 1; or albums history export, import or clear"])
        }
        return options
    }

    package static func fetch(_ options: Options, in context: CommandContext) async throws -> State {
        if let export = options.export { return try HistoryExchange.exported(export, context) }
        if let file = options.importing { return try HistoryExchange.imported(file, context) }
        guard let argument = options.album else { return try HistoryExchange.cleared(yes: options.yes, context) }
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
        return .album(HistoryView.AlbumRanks(entry: entry, ranks: ranks, now: current?.history, rank: current?.rank), notices: chart.notices)
    }

    package static func render(_ state: State, _ options: Options, on screen: RenderContext) -> Output {
        switch state {
        case .cleared, .kept, .exported, .imported:
            return HistoryView.render(state)
        case .album(let album, let notices):
            if options.json { return .warnings(notices) + Output(stdout: HistoryView.json(album.ranks).rendered()) }
            if options.plain || !screen.outIsTerminal { return .warnings(notices) + Output(stdout: HistoryView.plain(album.ranks)) }
            return .warnings(notices) + Output(stdout: HistoryView.text(album, columns: screen.columns, style: screen.out))
        }
    }
}
