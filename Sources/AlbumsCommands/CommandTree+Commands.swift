import AlbumsShape
import AlbumsTerminal

extension CommandTree {
    /// albums' root: the options every command takes, before or after its
    /// name, and `subcommands` (each made only when a command line names it).
    package static func albums(_ subcommands: [CommandEntry.Child]) -> CommandEntry {
        CommandEntry(CommandSpec(
            "albums", summary: "Apple's Top Albums chart in your terminal",
            discussion: "Shows Apple's most-played albums chart: the list, each album's details, its cover and its store link, online or off.",
            options: GlobalOptions.all,
            defaultSubcommand: "list",
            examples: ListCommand.spec.examples + [.init("albums settings set session stub", "Use the built-in chart from now on")]
        ), subcommands: subcommands)
    }

    /// The commands of this layer, in the order help lists them (the command
    /// line adds the browser, the site, completions and help).
    package static let commands: [CommandEntry.Child] = [
        .init("list", ListCommand.entry), .init("show", ShowCommand.entry), .init("changes", ChangesCommand.entry),
        .init("history", HistoryCommands.group), .init("compare", CompareCommand.entry), .init("world", WorldCommand.entry),
        .init("top", TopCommand.entry), .init("artist", ArtistCommand.entry), .init("watch", WatchCommand.entry),
        .init("follow", FollowCommand.entry), .init("open", OpenCommand.entry), .init("art", ArtCommand.entry),
        .init("tracks", TracksCommand.entry), .init("play", PlayCommand.entry),
        .init("prefetch", PrefetchCommand.entry), .init("cache", CacheCommands.group), .init("search", SearchCommand.entry),
        .init("preview", PreviewCommand.entry), .init("settings", SettingsCommands.group), .init("version", VersionCommand.entry),
    ]
}

extension [CommandEntry.Child] {
    /// These children with `more` after the one named `name` (at the end if none is).
    package func inserting(_ more: [CommandEntry.Child], after name: String) -> [CommandEntry.Child] {
        guard let index = firstIndex(where: { $0.name == name }) else { return self + more }
        var children = self
        children.insert(contentsOf: more, at: index + 1)
        return children
    }
}
