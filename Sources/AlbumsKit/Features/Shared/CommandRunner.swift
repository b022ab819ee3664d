/// Runs a command's body in a resolved context and writes what it renders.
/// Usage errors end in exit 2, everything else is the body's own output.
public enum CommandRunner {
    public static func run(
        _ invocation: Invocation, _ body: (CommandContext) async throws(UsageError) -> Output
    ) async -> ExitCode {
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
            } catch {
                output = Output(stderr: error.rendered(style: context.errStyle, helpCommand: invocation.commandLine), exit: .usage)
            }
            output.write(to: console)
            return output.exit
        }
    }
}
