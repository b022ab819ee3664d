import AlbumsCore
import AlbumsEssentials
import AlbumsShape
import AlbumsTerminal

/// `albums history export [FILE]`: every kept chart's editions, as JSON (what import reads) or CSV.
package enum HistoryExportCommand: Command {
    package typealias Options = HistoryExchange.Export
    package typealias State = HistoryCommand.State

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

    package static func render(_ state: State, _ options: Options, on screen: RenderContext) -> Output {
        HistoryView.render(state)
    }
}

/// `albums history import FILE|-`: merges an export into the kept history.
package enum HistoryImportCommand: Command {
    package typealias State = HistoryCommand.State

    static let file: Argument<String> = .one("FILE", help: "an export albums history export wrote (-: standard input)", completion: .files)

    package static let spec = CommandSpec(
        "import", summary: "Merge an export into the kept history",
        discussion: "The file is checked whole before anything is kept (a bad one changes nothing: its first fault is named): editions dated from 2000 to tomorrow, each album once an edition. Editions already kept are skipped; each chart keeps its newest 400, and the summary says what the cap left out.",
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
        HistoryView.render(state)
    }
}

/// `albums history clear [--yes]`: forgets every kept edition.
package enum HistoryClearCommand: Command {
    package typealias State = HistoryCommand.State

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

    package static func fetch(_ options: Bool, in context: CommandContext) async throws -> State {
        try HistoryExchange.cleared(yes: options, context)
    }

    package static func render(_ state: State, _ options: Bool, on screen: RenderContext) -> Output {
        HistoryView.render(state)
    }
}
