

/// A command as data: its name, what it does, its options and arguments, its
/// examples. The tree of them is the whole command line; the parser, help, the
/// man page and the shell completions are all generated from it. How a command
/// runs is the commands layer's (`CommandEntry`): the parser only reads.
package struct CommandSpec: Sendable {
    package struct Example: Sendable {
        package var command: String
        package var explanation: String

        package init(_ command: String, _ explanation: String) {
            self.command = command
            self.explanation = explanation
        }
    }

    /// A subcommand by name, its spec made only when it is asked for: a run
    /// makes the specs along its own path, not the whole tree (help, the man
    /// page and completions make it all). `CommandTreeTests` checks each name
    /// against the spec it makes.
    package struct Subcommand: Sendable {
        package let name: String
        package let make: @Sendable () -> CommandSpec

        package init(_ name: String, _ make: @escaping @autoclosure @Sendable () -> CommandSpec) {
            self.name = name
            self.make = make
        }
    }

    /// An old spelling of a subcommand as an option of its group, read once,
    /// by the parser, as the subcommand (`history --export FILE` is `history
    /// export FILE`): never shown, never declared by the subcommand.
    package struct Alias: Sendable {
        /// The option's long name.
        package var long: String
        package var subcommand: String
        /// What the option's value becomes: the subcommand's first argument (none: a flag).
        package var value: Value

        package enum Value: Sendable {
            case none
            /// `--export` or `--export FILE`: any next word that isn't an option.
            case optional
            /// `--import FILE`, with what to say when the word is missing.
            case required(missing: String, hint: String)
        }

        package init(_ long: String, subcommand: String, value: Value = .none) {
            self.long = long
            self.subcommand = subcommand
            self.value = value
        }
    }

    package var name: String
    package var summary: String
    package var discussion: String?
    package var options: [OptionSpec]
    package var positionals: [PositionalSpec]
    package var children: [Subcommand]
    /// Run when the command is given no subcommand.
    package var defaultSubcommand: String?
    package var examples: [Example]
    /// Left out of help, the man page and completions (`--version` runs one).
    package var hidden: Bool
    /// Whether the command reads the settings file (and stops when it can't
    /// be read). Commands that help repair it (`settings path`, `help`), and
    /// `--version`, run without reading it at all.
    package var needsSettingsFile: Bool
    /// Whether this command line draws a cover, so that the terminal is asked
    /// what it can draw before the run starts (and only then).
    package var drawsPictures: @Sendable (ParsedArguments) -> Bool
    /// A group's old spellings of its subcommands as options.
    package var aliases: [Alias] = []

    package init(
        _ name: String, summary: String, discussion: String? = nil, options: [any OptionDeclaration] = [],
        positionals: [any PositionalDeclaration] = [], defaultSubcommand: String? = nil,
        aliases: [Alias] = [], examples: [Example] = [], hidden: Bool = false, needsSettingsFile: Bool = true,
        drawsPictures: @escaping @Sendable (ParsedArguments) -> Bool = { _ in false }
    ) {
        self.aliases = aliases
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.options = options.map(\.spec)
        self.positionals = positionals.map(\.spec)
        children = []
        self.defaultSubcommand = defaultSubcommand
        self.examples = examples
        self.hidden = hidden
        self.needsSettingsFile = needsSettingsFile
        self.drawsPictures = drawsPictures
    }

    package var hasSubcommands: Bool { !children.isEmpty }

    /// Every subcommand, made.
    package var subcommands: [CommandSpec] { children.map { $0.make() } }

    package func subcommand(_ name: String) -> CommandSpec? {
        children.first { $0.name == name }?.make()
    }

    /// The subcommands help, the man page and completions show.
    package var visibleSubcommands: [CommandSpec] {
        subcommands.filter { !$0.hidden }
    }
}
