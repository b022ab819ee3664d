import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import AlbumsShape
import AlbumsTerminal

/// `albums history export [FILE]`: every kept chart's editions, as JSON (what import reads) or CSV.
package enum HistoryExportCommand: Command {
    package typealias Options = HistoryExchange.Export
    package typealias State = HistoryExchange.Exported

    static let file: Argument<String?> = .optional("FILE", help: "where to write it (-, or nothing: standard output, not a terminal)", completion: .files)
    package static let format: Option<HistoryExchange.ExportFormat?> = .choice("format", name: "FORMAT", help: "json (the default; what import reads) or csv (a row per album per edition)")

    package static let spec = CommandSpec(
        "export", summary: "Write every kept chart's editions to a file, as JSON or CSV",
        discussion: "JSON format \"albums-history\", version 1: charts, each with its editions oldest first, each with its date and its albums in rank order (docs/GUIDE.md has the schema). CSV: chart, updated, rank, id, name, artist, a row per album per edition; a name that begins with =, +, -, @, a tab or a carriage return is written with a ' before it, so that a spreadsheet reads it as text. Written atomically to FILE, or to standard output when it isn't a terminal.",
        options: [format], positionals: [file],
        examples: [.init("albums history export history.json", "Every kept edition, as JSON"), .init("albums history export --format csv > history.csv", "As CSV, piped")]
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> Options {
        let file = parsed[Self.file]
        return Options(file: file == nil || file == "-" || file == "" ? nil : file, format: try parsed[format] ?? .json)
    }

    package static func fetch(_ options: Options, in context: CommandContext) async throws -> State {
        try HistoryExchange.exported(options, context)
    }

    /// The data was written as it was made (to the file, or to standard output): said done only once it is
    /// (a full disk says so instead).
    package static func render(_ state: State, _ options: Options, on screen: RenderContext) -> Output {
        state.whole ? Output(stderr: HistoryView.exported(charts: state.charts, editions: state.editions, file: state.file)) : Output()
    }
}

/// `albums history import FILE|-`: merges an export into the kept history.
package enum HistoryImportCommand: Command {
    package typealias State = HistoryExchange.Imported

    static let file: Argument<String> = .one("FILE", help: "an export albums history export wrote (-: standard input)", completion: .files)

    package static let spec = CommandSpec(
        "import", summary: "Merge an export into the kept history",
        discussion: "Reads the JSON export (the CSV one is for spreadsheets and isn't read back), of any size, a piece at a time. The file is checked whole before anything is kept (a bad one changes nothing: its first fault is named): editions dated from 2000 to tomorrow, each album once an edition, at most 200 albums an edition. Editions already kept are skipped; each chart keeps its newest 400, and the summary says what the cap left out.",
        positionals: [file],
        examples: [.init("albums history import history.json", "Merge a file"), .init("ssh other albums history export | albums history import -", "Another machine's history")]
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> String {
        parsed[file]
    }

    package static func fetch(_ options: String, in context: CommandContext) async throws -> State {
        try HistoryExchange.imported(options, context)
    }

    package static func render(_ state: State, _ options: String, on screen: RenderContext) -> Output {
        .warnings(state.warnings) + Output(stderr: HistoryView.imported(state.merged, file: state.file))
    }
}

/// `albums history clear [--yes]`: forgets every kept edition. It holds the
/// terminal while it asks, so it has the interactive shape: `prepare` counts
/// what would go (and refuses where there is no terminal to ask on), the
/// session asks and clears, `render` says what was done.
package enum HistoryClearCommand: InteractiveCommand {
    package enum Prepared: Sendable {
        /// Nothing kept: nothing to ask.
        case empty(HistoryStats)
        /// To clear once the user says yes (`ask`), or at once (`--yes`).
        case clear(HistoryStats, ask: Bool)
    }

    package enum Outcome: Sendable {
        case cleared(HistoryStats, location: String?)
        /// Asked, and not answered yes: nothing was removed.
        case kept(HistoryStats)
        case failed(Failure)
    }

    package static let yes: Option<Bool> = .flag("yes", short: "y", help: "Don't ask: clear even where there is no terminal to ask on")

    package static let spec = CommandSpec(
        "clear", summary: "Forget every kept edition of every chart",
        discussion: "On a terminal, says how many editions of how many charts go and asks first. Without a terminal it clears nothing (exit 2) unless --yes is given.",
        options: [yes],
        examples: [.init("albums history clear", "Asks, then forgets"), .init("albums history clear --yes", "For scripts")]
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> Bool {
        try parsed[yes]
    }

    /// What would go; a usage error where the question can't be seen and answered (stderr and stdin terminals) and `--yes` wasn't given.
    package static func prepare(_ yes: Bool, in context: CommandContext) async throws -> Prepared {
        let stats = context.world.history.stats()
        guard stats.editions > 0 else { return .empty(stats) }
        guard yes || (context.world.keyboard.isTerminal && context.screen.errIsTerminal) else {
            throw UsageError("not clearing \(HistoryView.counted(stats.editions, "edition")) of \(HistoryView.counted(stats.charts, "chart")) without asking",
                             hints: ["there is no terminal to ask on: give --yes to clear anyway (albums history clear --yes)"])
        }
        return .clear(stats, ask: !yes)
    }

    /// Asks on the terminal when it must ("Remove 412 editions of 3 charts from the history? [y/N]"), then clears.
    package static func session(_ prepared: Prepared, _ yes: Bool, in context: CommandContext) async -> Outcome {
        let store = context.world.history
        switch prepared {
        case .empty(let stats):
            return .cleared(stats, location: store.location)
        case .clear(let stats, let ask):
            if ask {
                context.world.console.err.write(HistoryView.question(stats))
                let answer = context.world.keyboard.line()?.trimmed(lineBreaks: false).lowercased() ?? ""
                guard answer == "y" || answer == "yes" else { return .kept(stats) }
            }
            do {
                return .cleared(try store.clear(), location: store.location)
            } catch {
                return .failed(Failure("couldn't clear the chart history", why: (error as? FileError)?.description ?? "\(error)"))
            }
        }
    }

    package static func render(_ outcome: Outcome, _ yes: Bool, on screen: RenderContext) -> Output {
        switch outcome {
        case .cleared(let stats, let location): Output(stderr: HistoryView.cleared(stats, location: location))
        case .kept(let stats): Output(stderr: "Nothing removed: the \(HistoryView.counted(stats.editions, "edition")) of \(HistoryView.counted(stats.charts, "chart")) are kept.\n")
        case .failed(let failure): .failure(failure)
        }
    }
}
