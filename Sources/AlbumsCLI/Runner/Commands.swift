/// The whole command line as a tree of specs. The parser, help, the man page
/// and shell completions are generated from it, so they can't drift apart.
public enum Commands {
    public static let root = CommandSpec(
        "albums", summary: "Apple's Top Albums chart in your terminal",
        discussion: "Shows Apple's most-played albums chart: the list, each album's details, its cover and its store link, online or off.",
        options: GlobalOptions.all,
        subcommands: [
            ListCommand.entry, ShowCommand.entry, ChangesCommand.entry, HistoryCommand.entry, CompareCommand.entry, WatchCommand.entry, FollowCommand.entry, OpenCommand.entry, ArtCommand.entry, TracksCommand.entry, PlayCommand.entry, BrowseCommand.entry, PrefetchCommand.entry, CacheCommands.group,
            SearchCommand.entry, PreviewCommand.entry, SettingsCommands.group, CompletionsCommand.entry, HelpCommand.entry,
            VersionCommand.entry,
        ],
        defaultSubcommand: "list",
        examples: ListCommand.spec.examples + [.init("albums settings set session stub", "Use the built-in chart from now on")]
    )

    /// The command specs along a path, root first.
    public static func specs(along path: [String]) -> [CommandSpec] {
        var specs = [root]
        for name in path {
            guard let next = specs[specs.count - 1].subcommand(name) else { break }
            specs.append(next)
        }
        return specs
    }

    /// The command a parsed line runs: its own, or help (`--help`), or the version (`--version`).
    static func command(for parsed: ParsedArguments) -> (CommandSpec, ParsedArguments) {
        switch parsed.request {
        case .run:
            return (specs(along: parsed.path).last ?? root, parsed)
        case .help:
            return (HelpCommand.entry, HelpCommand.invocation(showing: parsed))
        case .version:
            var version = parsed
            version.path = [VersionCommand.spec.name]
            return (VersionCommand.entry, version)
        }
    }
}
