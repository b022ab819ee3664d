import AlbumsClients
import AlbumsCore
/// `albums completions bash|zsh|fish`: a completion script, generated from the command tree.
public enum CompletionsCommand {
    public static func script(for shell: Shell) -> String {
        ShellScript.script(for: shell, model: CompletionModel(root: Commands.root))
    }

    public static func run(_ invocation: Invocation) async -> ExitCode {
        guard let shell = Shell(rawValue: invocation.positionals[0]) else {
            let names = Shell.allCases.map(\.rawValue)
            let guess = Suggest.closest(to: invocation.positionals[0], among: names).map { ["did you mean \($0)?"] } ?? []
            let error = UsageError("no completions for the shell \"\(Sanitizer.line(invocation.positionals[0]))\"", hints: guess + ["shells: \(names.joined(separator: ", "))"])
            Output(stderr: error.rendered(style: .plain, helpCommand: invocation.commandLine), exit: .usage).write(to: Current.console)
            return .usage
        }
        Output(stdout: script(for: shell)).write(to: Current.console)
        return .success
    }
}
