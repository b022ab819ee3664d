import AlbumsShape
import AlbumsTerminal

/// `albums history show|export|import|clear`: every kept edition of every chart.
package enum HistoryCommands {
    package static let group = CommandEntry(CommandSpec(
        "history", summary: "Every kept edition: one album's ranks, export, import, clear",
        discussion: "Each chart that loads is kept as an edition (setting history). history show (the default: albums history 1) shows one album's rank in every kept edition; history export writes every kept chart to a file, history import merges such a file back, history clear forgets them all. The old spellings (--export, --import, --clear) still work.",
        defaultSubcommand: "show",
        aliases: [
            .init("export", subcommand: "export", value: .optional), .init("clear", subcommand: "clear"),
            .init("import", subcommand: "import", value: .required(missing: "the file to merge", hint: "albums history import history.json")),
        ],
        examples: [
            .init("albums history 1", "How the number one album got there (history show 1)"),
            .init("albums history export history.json", "Keep every chart's editions in a file"),
            .init("albums history import history.json", "Merge them into this machine's history"),
            .init("albums history clear", "Forget every kept edition, after saying how many go"),
        ]
    ), subcommands: [
        .init("show", HistoryCommand.entry), .init("export", HistoryExportCommand.entry), .init("import", HistoryImportCommand.entry),
        .init("clear", HistoryClearCommand.entry),
    ])
}
