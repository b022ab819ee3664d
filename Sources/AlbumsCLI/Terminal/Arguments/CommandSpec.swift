import AlbumsClients
import AlbumsCore
/// A command as data. The tree of them is the whole command line: the parser,
/// help, the man page and shell completions are all generated from it.
public struct CommandSpec: Sendable {
    public typealias Handler = @Sendable (Invocation) async -> ExitCode

    public struct Example: Sendable {
        public var command: String
        public var explanation: String

        public init(_ command: String, _ explanation: String) {
            self.command = command
            self.explanation = explanation
        }
    }

    public var name: String
    public var summary: String
    public var discussion: String?
    public var options: [OptionSpec]
    public var positionals: [PositionalSpec]
    public var subcommands: [CommandSpec]
    /// Run when the command is given no subcommand.
    public var defaultSubcommand: String?
    public var examples: [Example]
    public var handler: Handler?

    public init(
        _ name: String, summary: String, discussion: String? = nil, options: [OptionSpec] = [],
        positionals: [PositionalSpec] = [], subcommands: [CommandSpec] = [], defaultSubcommand: String? = nil,
        examples: [Example] = [], handler: Handler? = nil
    ) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.options = options
        self.positionals = positionals
        self.subcommands = subcommands
        self.defaultSubcommand = defaultSubcommand
        self.examples = examples
        self.handler = handler
    }

    public func subcommand(_ name: String) -> CommandSpec? {
        subcommands.first { $0.name == name }
    }

    public func option(long: String) -> OptionSpec? {
        options.first { $0.long == long }
    }

    public func option(short: Character) -> OptionSpec? {
        options.first { $0.short == short }
    }
}
