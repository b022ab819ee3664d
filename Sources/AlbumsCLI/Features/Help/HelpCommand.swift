import AlbumsClients
import AlbumsCore
/// `albums help [COMMAND...]`.
public enum HelpCommand {
    public static func run(_ invocation: Invocation) async -> ExitCode {
        if invocation.flag("man") {
            Output(stdout: ManPage.render()).write(to: Current.console)
            return .success
        }
        let specs = Commands.specs(along: invocation.positionals)
        guard specs.count == invocation.positionals.count + 1 else {
            let parent = specs[specs.count - 1]
            let unknown = invocation.positionals[specs.count - 1]
            let guess = Suggest.closest(to: unknown, among: parent.subcommands.map(\.name)).map { ["did you mean \($0)?"] } ?? []
            let error = UsageError("unknown command \"\(Sanitizer.line(unknown))\"", hints: guess)
            Output(stderr: error.rendered(style: .plain, helpCommand: "albums"), exit: .usage).write(to: Current.console)
            return .usage
        }
        Output(stdout: HelpView.render(specs, style: style())).write(to: Current.console)
        return .success
    }

    static func style() -> Style {
        Style(enabled: ColorChoice.auto.enables(isTerminal: Current.console.out.isTerminal, environment: Current.environment))
    }
}
