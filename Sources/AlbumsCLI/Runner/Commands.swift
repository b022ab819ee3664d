/// The whole command line as a tree of specs. The parser, help, the man page
/// and shell completions are generated from it, so they can't drift apart.
public enum Commands {
    public static let root = CommandSpec(
        "albums", summary: "Apple's Top Albums chart in your terminal",
        discussion: "Shows Apple's most-played albums chart: the list, each album's details, its cover and its store link, online or off.",
        options: GlobalOptions.all,
        // Each made only when a command line names it (`CommandSpec.Subcommand`).
        subcommands: [
            .init("list", ListCommand.entry), .init("show", ShowCommand.entry), .init("changes", ChangesCommand.entry),
            .init("history", HistoryCommand.entry), .init("compare", CompareCommand.entry), .init("world", WorldCommand.entry),
            .init("top", TopCommand.entry), .init("artist", ArtistCommand.entry), .init("watch", WatchCommand.entry),
            .init("follow", FollowCommand.entry), .init("open", OpenCommand.entry), .init("art", ArtCommand.entry),
            .init("tracks", TracksCommand.entry), .init("play", PlayCommand.entry), .init("browse", BrowseCommand.entry),
            .init("prefetch", PrefetchCommand.entry), .init("cache", CacheCommands.group), .init("search", SearchCommand.entry),
            .init("preview", PreviewCommand.entry), .init("settings", SettingsCommands.group), .init("completions", CompletionsCommand.entry),
            .init("help", HelpCommand.entry), .init("version", VersionCommand.entry),
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
