import AlbumsBrowse
import AlbumsSite
import AlbumsCommands
import AlbumsTerminal

/// The whole command line as a tree of specs. The parser, help, the man page
/// and shell completions are generated from it, so they can't drift apart.
package enum Commands {
    package static let root = CommandEntry(CommandSpec(
        "albums", summary: "Apple's Top Albums chart in your terminal",
        discussion: "Shows Apple's most-played albums chart: the list, each album's details, its cover and its store link, online or off.",
        options: GlobalOptions.all,
        defaultSubcommand: "list",
        examples: ListCommand.spec.examples + [.init("albums settings set session stub", "Use the built-in chart from now on")]
    ), subcommands: [
        // Each made only when a command line names it (`CommandEntry.Child`).
        .init("list", ListCommand.entry), .init("show", ShowCommand.entry), .init("changes", ChangesCommand.entry),
        .init("history", HistoryCommands.group), .init("compare", CompareCommand.entry), .init("world", WorldCommand.entry),
        .init("top", TopCommand.entry), .init("artist", ArtistCommand.entry), .init("watch", WatchCommand.entry),
        .init("follow", FollowCommand.entry), .init("open", OpenCommand.entry), .init("art", ArtCommand.entry),
        .init("tracks", TracksCommand.entry), .init("play", PlayCommand.entry), .init("browse", BrowseCommand.entry), .init("site", SiteCommand.entry),
        .init("prefetch", PrefetchCommand.entry), .init("cache", CacheCommands.group), .init("search", SearchCommand.entry),
        .init("preview", PreviewCommand.entry), .init("settings", SettingsCommands.group), .init("completions", CompletionsCommand.entry),
        .init("help", HelpCommand.entry), .init("version", VersionCommand.entry),
    ])

    /// The commands along a path, root first.
    package static func entries(along path: [String]) -> [CommandEntry] {
        var entries = [root]
        for name in path {
            guard let next = entries[entries.count - 1].subcommand(name) else { break }
            entries.append(next)
        }
        return entries
    }

    /// The command specs along a path, root first.
    package static func specs(along path: [String]) -> [CommandSpec] {
        entries(along: path).map(\.spec)
    }

    /// The command a parsed line runs: its own, or help (`--help`), or the version (`--version`).
    static func command(for parsed: ParsedArguments) -> (CommandEntry, ParsedArguments) {
        switch parsed.request {
        case .run:
            return (entries(along: parsed.path).last ?? root, parsed)
        case .help:
            return (HelpCommand.entry, HelpCommand.invocation(showing: parsed))
        case .version:
            var version = parsed
            version.path = [VersionCommand.spec.name]
            return (VersionCommand.entry, version)
        }
    }
}
