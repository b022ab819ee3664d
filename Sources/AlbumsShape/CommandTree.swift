import AlbumsTerminal

/// A command line's commands, as the one runner runs them: the root (the
/// options every command takes, and the subcommands), and how a line that
/// asks for help is answered. The command line's tree holds every command;
/// a layer's tests run the commands of their own layer through the same
/// runner, in a tree of those.
package struct CommandTree: Sendable {
    package let root: CommandEntry
    /// The entry that answers `--help` on a line, and the line it runs as.
    package let help: @Sendable (ParsedArguments) -> (CommandEntry, ParsedArguments)
    /// What a group of commands prints when run without one of them: the help of the specs along its path.
    package let groupHelp: @Sendable ([CommandSpec]) -> String

    package init(root: CommandEntry, help: @escaping @Sendable (ParsedArguments) -> (CommandEntry, ParsedArguments),
                 groupHelp: @escaping @Sendable ([CommandSpec]) -> String) {
        self.root = root
        self.help = help
        self.groupHelp = groupHelp
    }

    /// A command line read against this tree's specs: the one parse of a line,
    /// for the runner and for the tests alike.
    package func parse(_ arguments: [String]) throws(ParseError) -> ParsedArguments {
        try ArgumentParser(root: root.spec).parse(arguments)
    }

    /// The commands along a path, root first.
    package func entries(along path: [String]) -> [CommandEntry] {
        var entries = [root]
        for name in path {
            guard let next = entries[entries.count - 1].subcommand(name) else { break }
            entries.append(next)
        }
        return entries
    }

    /// The command specs along a path, root first.
    package func specs(along path: [String]) -> [CommandSpec] {
        entries(along: path).map(\.spec)
    }

    /// The command a parsed line runs: its own, help (`--help`), or the version (`--version`, which `version` answers).
    package func command(for parsed: ParsedArguments) -> (CommandEntry, ParsedArguments) {
        switch parsed.request {
        case .run:
            return (entries(along: parsed.path).last ?? root, parsed)
        case .help:
            return help(parsed)
        case .version:
            var version = parsed
            version.path = ["version"]
            return (root.subcommand("version") ?? root, version)
        }
    }
}
