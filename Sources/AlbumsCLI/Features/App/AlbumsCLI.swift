import AlbumsClients
import AlbumsCore
/// The program: parse the arguments, then run the command in the current world.
public enum AlbumsCLI {
    public static func run(_ arguments: [String]) async -> ExitCode {
        let console = Current.console
        switch Result(catching: { () throws(ParseError) in try Commands.parser.parse(arguments) }) {
        case .failure(let failure):
            let style = Style(enabled: ColorChoice.auto.enables(isTerminal: console.err.isTerminal, environment: Current.environment))
            let helpCommand = (["albums"] + failure.path).joined(separator: " ")
            Output(stderr: failure.error.rendered(style: style, helpCommand: helpCommand), exit: .usage).write(to: console)
            return .usage
        case .success(.version):
            console.out.write("albums \(Commands.version)\n")
            return .success
        case .success(.help(let path)):
            Output(stdout: HelpView.render(Commands.specs(along: path), style: HelpCommand.style())).write(to: console)
            return .success
        case .success(.run(let invocation)):
            guard let handler = Commands.specs(along: invocation.path).last?.handler else {
                Output(stdout: HelpView.render(Commands.specs(along: invocation.path))).write(to: console)
                return .success
            }
            return await handler(invocation)
        }
    }
}
