import AlbumsBrowse
import AlbumsCommands
import AlbumsShape
import AlbumsSite
import AlbumsTerminal

/// The whole command line as a tree of specs. The parser, help, the man page
/// and shell completions are generated from it, so they can't drift apart.
package enum Commands {
    /// Every command: the commands layer's, with the browser and the site after `play`, and
    /// `completions` and `help` before `version`.
    package static let tree = CommandTree(
        root: CommandTree.albums(CommandTree.commands.inserting([.init("browse", BrowseCommand.entry), .init("site", SiteCommand.entry)], after: "play")
            .inserting([.init("completions", CompletionsCommand.entry), .init("help", HelpCommand.entry)], after: "settings")),
        help: { parsed in (HelpCommand.entry, HelpCommand.invocation(showing: parsed)) },
        groupHelp: { specs in HelpView.render(specs) }
    )

    package static var root: CommandEntry { tree.root }

    /// The commands along a path, root first.
    package static func entries(along path: [String]) -> [CommandEntry] { tree.entries(along: path) }

    /// The command specs along a path, root first.
    package static func specs(along path: [String]) -> [CommandSpec] { tree.specs(along: path) }

    /// The command a parsed line runs: its own, or help (`--help`), or the version (`--version`).
    static func command(for parsed: ParsedArguments) -> (CommandEntry, ParsedArguments) { tree.command(for: parsed) }
}
