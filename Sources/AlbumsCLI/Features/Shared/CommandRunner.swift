import AlbumsClients
import AlbumsCore
/// Runs a command's body in a resolved context and writes what it renders.
/// A usage error ends in exit 2, a `Failure` in exit 1, with the message on stderr.
public enum CommandRunner {
    public static func run(_ invocation: Invocation, _ body: (CommandContext) async throws -> Output) async -> ExitCode {
        let console = Current.console
        switch CommandContext.make(invocation) {
        case .stop(let output):
            output.write(to: console)
            return output.exit
        case .ready(let context):
            context.warningsOutput.write(to: console)
            let output: Output
            do {
                output = try await body(context)
            } catch let error as UsageError {
                output = Output(stderr: error.rendered(style: context.errStyle, helpCommand: invocation.commandLine), exit: .usage)
            } catch let failure as Failure {
                output = Output(stderr: failure.rendered(style: context.errStyle), exit: .failure)
            } catch {
                output = Output(stderr: Failure("\(invocation.commandLine) failed", why: "\(error)").rendered(style: context.errStyle), exit: .failure)
            }
            output.write(to: console)
            return output.exit
        }
    }
}
