import AlbumsClients
import AlbumsCore
import AlbumsTerminal
import Foundation

/// `albums history <rank|id>`: one album's rank in every kept edition of the
/// chart; `--clear` forgets the history; `--export` writes every kept chart
/// to a file (`HistoryExport`), and `--import` merges such a file back.
package enum HistoryCommand: Command {
    package struct Options: Sendable {
        package var album: String?
        package var json: Bool
        package var plain: Bool
        package var world: [String]? = nil
        package var clear: Bool
        package var export: Export? = nil
        var importing: String? = nil
    }

    /// `--export [FILE]`: where (nil: standard output), and as what.
    package struct Export: Sendable {
        package var file: String?
        package var format: ExportFormat
    }

    package enum ExportFormat: String, CaseIterable, Sendable { case json, csv }

    /// What `--import` did: each chart named in the file, and how many of its editions were new.
    package struct Merged: Equatable, Sendable {
        package var chart: String
        package var added: Int
        package var skipped: Int
    }

    package enum State: Sendable {
        case album(HistoryView.AlbumRanks, notices: [String])
        case cleared(HistoryStats, location: String?)
        /// The export's text when it goes to standard output; nil when it was saved to the file.
        case exported(charts: Int, editions: Int, text: String?, file: String?)
        case imported([Merged], file: String, warnings: [String])
    }

    package static let album: Argument<String?> = .optional("rank|id", help: "the album's rank in the chart (1–100) or its Apple id; an id may be of an album that has left")
    package static let json: Option<Bool> = .flag("json", help: "Print JSON: an array of {updated, rank}, rank null where it was off the chart")
    package static let clear: Option<Bool> = .flag("clear", help: "Forget every chart's history, after saying how many editions go")

    package static let export: Option<String?> = Option(
        OptionSpec("export", .optionalValue("FILE"), help: "Write every kept chart's editions to FILE (standard output without one): JSON, or CSV with --format csv",
                   completion: .files, takesNextWord: { _ in true })
    ) { $0 }
    package static let format: Option<ExportFormat?> = .choice("format", name: "FORMAT", help: "What --export writes: json (the default; what --import reads) or csv (one row per album per edition)")
    static let importing: Option<String?> = .text("import", name: "FILE", help: "Merge an export into the kept history: editions already kept are skipped; a bad file changes nothing", completion: .files)

    package static let spec = CommandSpec(
        "history", summary: "One album's rank in every kept edition of the chart",
        discussion: "Each chart that loads is kept as an edition (setting history). On a terminal: a small chart of the album's rank, best at the top, then each edition's date and rank from the first that lists it. Piped, or with --plain, each edition is one tab-separated line: date (ISO 8601, UTC) and rank, empty where it was off the chart. --export writes every kept chart (JSON format \"albums-history\", version 1: charts, each with its editions oldest first, each with its date and its albums in rank order; docs/GUIDE.md has the schema); --import merges such a file, checked whole before anything is kept, and says what it added.",
        options: [OptionSpec.setting(Settings.feed, short: "f"), SharedOptions.country, SharedOptions.noHistory, json, SharedOptions.plain, SharedOptions.world, clear, export, format, importing],
        positionals: [album],
        examples: [
            .init("albums history 1", "How the number one album got there"),
            .init("albums history 1707632255 --json", "One album's ranks by its id, as JSON"),
            .init("albums history --export history.json", "Keep every chart's editions in a file"),
            .init("albums history --import history.json", "Merge them into this machine's history"),
            .init("albums history --clear", "Forget every kept edition"),
        ]
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> Options {
        var options = Options(album: parsed[album], json: try parsed[json], plain: try parsed[SharedOptions.plain], world: try parsed[SharedOptions.world], clear: try parsed[clear])
        let exporting = try parsed[export], format = try parsed[format]
        options.importing = try parsed[importing]
        let whole = [options.clear ? "--clear" : nil, exporting == nil ? nil : "--export", options.importing == nil ? nil : "--import"].compactMap { $0 }
        if whole.count > 1 { throw UsageError("give one of \(whole.joined(separator: ", ")), not \(whole.count == 2 ? "both" : "all three")") }
        if let first = whole.first, options.album != nil {
            throw UsageError("\(first) is about every chart's history; give no album with it")
        }
        if format != nil && exporting == nil { throw UsageError("--format says what --export writes; give --export with it", hints: ["albums history --export --format csv"]) }
        if let exporting {
            options.export = Export(file: exporting.isEmpty || exporting == "-" ? nil : exporting, format: format ?? .json)
            return options
        }
        if options.importing == "" { throw UsageError("--import needs the file to merge", hints: ["albums history --import history.json"]) }
        if options.importing != nil { return options }
        if options.clear && options.album != nil { throw UsageError("--clear forgets every album's history; give no album with it") }
        if !options.clear && options.album == nil {
            throw UsageError("which album? give its rank or id", hints: ["albums history 1, or albums history --clear to forget the history"])
        }
        return options
    }

    package static func fetch(_ options: Options, in context: CommandContext) async throws -> State {
        let store = context.world.history
        if let export = options.export { return try exported(export, from: store) }
        if let file = options.importing { return try imported(file, into: store) }
        guard let argument = options.album else {
            do {
                return .cleared(try store.clear(), location: store.location)
            } catch {
                throw Failure("couldn't clear the chart history", why: (error as? FileError)?.description ?? "\(error)")
            }
        }
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
        case .cleared(let stats, let location):
            return Output(stderr: HistoryView.cleared(stats, location: location))
        case .exported(let charts, let editions, let text, let file):
            return Output(stdout: text ?? "", stderr: HistoryView.exported(charts: charts, editions: editions, file: file))
        case .imported(let merged, let file, let warnings):
            return .warnings(warnings) + Output(stderr: HistoryView.imported(merged, file: file))
        case .album(let album, let notices):
            if options.json { return .warnings(notices) + Output(stdout: HistoryView.json(album.ranks).rendered()) }
            if options.plain || !screen.outIsTerminal { return .warnings(notices) + Output(stdout: HistoryView.plain(album.ranks)) }
            return .warnings(notices) + Output(stdout: HistoryView.text(album, columns: screen.columns, style: screen.out))
        }
    }
}

extension HistoryCommand {
    /// Every kept chart, as JSON or CSV, to the file (written atomically) or standard output.
    static func exported(_ export: Export, from store: HistoryStore) throws -> State {
        let histories = store.all()
        let text = export.format == .json ? HistoryExport.json(histories) : HistoryExport.csv(histories)
        let editions = histories.reduce(0) { $0 + $1.editions.count }
        guard let file = export.file else { return .exported(charts: histories.count, editions: editions, text: text, file: nil) }
        do {
            try AtomicFile.write(Data(text.utf8), to: file, createFolders: false, special: .writeThrough)
        } catch is AtomicFile.TerminalTarget {
            throw UsageError("not writing the export to a terminal", hints: ["give a file, or leave FILE out to write it to standard output"])
        } catch {
            throw Failure("couldn't write the export", why: "\(file): \((error as? FileError)?.reason ?? "\(error)")", suggestion: "check that the folder exists and is writable")
        }
        return .exported(charts: histories.count, editions: editions, text: nil, file: file)
    }

    /// Largest export `--import` reads: 400 editions of 200 albums of every chart kept fit many times over.
    static let importLimit = 256 << 20

    /// Merges an export: the file is read and checked whole first (a bad
    /// one changes nothing), then each chart's editions are recorded as a
    /// load would record them, under the store's lock: kept ones are skipped.
    static func imported(_ file: String, into store: HistoryStore) throws -> State {
        let data: Data
        do {
            if file == "-" {
                data = try FileReading.stream(0, limit: importLimit, name: "standard input")
            } else {
                data = try FileReading.contents(of: file, limit: importLimit)
            }
        } catch {
            throw Failure("couldn't read \(file == "-" ? "the export from standard input" : file)", why: error.reason,
                          suggestion: "give a file that albums history --export wrote")
        }
        let charts: [HistoryExport.Chart]
        do {
            charts = try HistoryExport.read(data)
        } catch {
            throw Failure("nothing imported: \(file == "-" ? "standard input" : file) is not a history albums can merge", why: error.description,
                          suggestion: "give a file that albums history --export wrote")
        }
        var merged: [Merged] = []
        var warnings: [String] = []
        for chart in charts {
            var added = 0
            do {
                let stored = try store.update(chart.chart) { history in
                    added = 0
                    for edition in chart.editions where history.record(updated: edition.updated, albums: edition.albums)?.changed == true {
                        added += 1
                    }
                    return added > 0
                }
                if let warning = stored.warning { warnings.append(warning) }
            } catch {
                throw Failure("couldn't keep the imported editions of \(chart.chart)", why: (error as? FileError)?.description ?? "\(error)",
                              suggestion: merged.isEmpty ? nil : "the charts before it were merged; importing again adds only what is missing")
            }
            merged.append(Merged(chart: chart.chart, added: added, skipped: chart.editions.count - added))
        }
        return .imported(merged, file: file, warnings: warnings)
    }
}
