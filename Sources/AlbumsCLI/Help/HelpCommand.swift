import AlbumsCommands
import AlbumsCore
import AlbumsEssentials
import AlbumsShape
import AlbumsTerminal

/// What `albums help TOPIC` explains besides the commands.
package enum HelpTopic: String, CaseIterable, Sendable {
    case environment
}

/// `albums help [COMMAND...]`, `albums help environment`, and `--help` on any command.
package enum HelpCommand: Command {
    package enum Options: Sendable {
        case command([String])
        /// `albums help environment`: a topic, not a command.
        case topic(HelpTopic)
        case manual
        case environment
        case settingsMarkdown
    }

    static let man: Option<Bool> = .flag("man", help: "Print the whole manual as a man page (roff)")
    static let env: Option<Bool> = .flag("env", help: "Print .env.example: every environment variable, with its default")
    static let settingsMarkdown: Option<Bool> = .flag("settings-markdown", help: "Print the README's settings table (Markdown): every setting, its values and default")
    static let topic: Argument<[String]> = .many("command", help: "the command to explain, or a topic: environment (every environment variable albums reads)",
                                                  completion: .commands(also: HelpTopic.allCases.map(\.rawValue)))

    package static let spec = CommandSpec(
        "help", summary: "Show help for albums or one of its commands",
        discussion: "With no command, albums' own help: its commands, global options, exit codes and environment. With a command (or a command and its subcommand), that command's. Topics besides the commands: environment, every environment variable albums reads.",
        options: [man, env, settingsMarkdown],
        positionals: [topic],
        examples: [
            .init("albums help settings set", "How to save a setting"),
            .init("albums help environment", "Every environment variable albums reads, grouped"),
            .init("albums help --man | man -l -", "The manual, in man"),
            .init("albums help --env > .env.example", "Every environment variable and its default"),
        ],
        needsSettingsFile: false
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> Options {
        if try parsed[man] { return .manual }
        if try parsed[env] { return .environment }
        if try parsed[settingsMarkdown] { return .settingsMarkdown }
        let path = parsed[topic]
        if path.count == 1, let topic = HelpTopic(rawValue: path[0].lowercased()) { return .topic(topic) }
        let specs = Commands.specs(along: path)
        guard specs.count == path.count + 1 else {
            let parent = specs[specs.count - 1]
            let unknown = path[specs.count - 1]
            let guess = Suggest.hint(for: unknown, among: parent.visibleSubcommands.map(\.name))
            let topics = specs.count == 1 ? Suggest.hint(for: unknown, among: HelpTopic.allCases.map(\.rawValue)) : []
            throw UsageError("unknown command \"\(unknown)\"", hints: guess.isEmpty ? topics : guess)
        }
        return .command(path)
    }

    package static func fetch(_ options: Options, in context: CommandContext) async throws {}

    package static func render(_ state: Void, _ options: Options, on screen: RenderContext) -> Output {
        switch options {
        case .manual: return Output(stdout: ManPage.render())
        case .environment: return Output(stdout: EnvExample.render())
        case .settingsMarkdown: return Output(stdout: SettingsMarkdown.render())
        case .command(let path): return Output(stdout: HelpView.render(Commands.specs(along: path), style: screen.out, width: screen.outIsTerminal ? screen.columns : 80))
        case .topic(.environment): return Output(stdout: HelpView.environment(style: screen.out))
        }
    }

    /// `albums settings set --help` as `albums help settings set`, keeping the options given.
    static func invocation(showing parsed: ParsedArguments) -> ParsedArguments {
        var help = parsed
        help.request = .run
        help.path = [spec.name]
        help.arguments = [topic.spec.name: parsed.path]
        help.declared = []
        return help
    }
}
