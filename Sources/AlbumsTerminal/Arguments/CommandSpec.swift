

/// A command as data: its name, what it does, its options and arguments, its
/// examples. The tree of them is the whole command line; the parser, help, the
/// man page and the shell completions are all generated from it. How a command
/// runs is the commands layer's (`CommandEntry`): the parser only reads.
public struct CommandSpec: Sendable {
    public struct Example: Sendable {
        public var command: String
        public var explanation: String

        public init(_ command: String, _ explanation: String) {
            self.command = command
            self.explanation = explanation
        }
    }

    /// A subcommand by name, its spec made only when it is asked for: a run
    /// makes the specs along its own path, not the whole tree (help, the man
    /// page and completions make it all). `CommandTreeTests` checks each name
    /// against the spec it makes.
    public struct Subcommand: Sendable {
        public let name: String
        package let make: @Sendable () -> CommandSpec

        public init(_ name: String, _ make: @escaping @autoclosure @Sendable () -> CommandSpec) {
            self.name = name
            self.make = make
        }
    }

    public var name: String
    public var summary: String
    public var discussion: String?
    public var options: [OptionSpec]
    public var positionals: [PositionalSpec]
    public var children: [Subcommand]
    /// Run when the command is given no subcommand.
    public var defaultSubcommand: String?
    public var examples: [Example]
    /// Left out of help, the man page and completions (`--version` runs one).
    public var hidden: Bool
    /// Whether the command reads the settings file (and stops when it can't
    /// be read). Commands that help repair it (`settings path`, `help`), and
    /// `--version`, run without reading it at all.
    public var needsSettingsFile: Bool
    /// Whether this command line draws a cover, so that the terminal is asked
    /// what it can draw before the run starts (and only then).
    public var drawsPictures: @Sendable (ParsedArguments) -> Bool

    public init(
        _ name: String, summary: String, discussion: String? = nil, options: [any OptionDeclaration] = [],
        positionals: [any PositionalDeclaration] = [], defaultSubcommand: String? = nil,
        examples: [Example] = [], hidden: Bool = false, needsSettingsFile: Bool = true,
        drawsPictures: @escaping @Sendable (ParsedArguments) -> Bool = { _ in false }
    ) {
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

    public var hasSubcommands: Bool { !children.isEmpty }

    /// Every subcommand, made.
    public var subcommands: [CommandSpec] { children.map { $0.make() } }

    public func subcommand(_ name: String) -> CommandSpec? {
        children.first { $0.name == name }?.make()
    }

    /// The subcommands help, the man page and completions show.
    public var visibleSubcommands: [CommandSpec] {
        subcommands.filter { !$0.hidden }
    }
}
