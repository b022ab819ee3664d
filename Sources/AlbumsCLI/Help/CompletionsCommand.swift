import AlbumsCommands
import AlbumsCore
import AlbumsEssentials
import AlbumsShape
import AlbumsTerminal

/// `albums completions bash|zsh|fish`: a completion script, generated from the command tree.
package enum CompletionsCommand: Command {
    static let shell: Argument<String> = .one("shell", help: "bash, zsh or fish", completion: .values(Shell.allCases.map(\.rawValue)))

    package static let spec = CommandSpec(
        "completions", summary: "Print a shell completion script: bash, zsh or fish",
        discussion: "The script completes commands, options, setting keys and each setting's values. It is generated from the same command table as the parser.",
        positionals: [shell],
        examples: [
            .init("albums completions bash > ~/.local/share/bash-completion/completions/albums", "Install for bash"),
            .init("albums completions zsh > \"${fpath[1]}/_albums\"", "Install for zsh"),
            .init("albums completions fish > ~/.config/fish/completions/albums.fish", "Install for fish"),
        ],
        needsSettingsFile: false
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> Shell {
        let name = parsed[shell]
        guard let shell = Shell(rawValue: name) else {
            let names = Shell.allCases.map(\.rawValue)
            let guess = Suggest.hint(for: name, among: names)
            throw UsageError("no completions for the shell \"\(name)\"", hints: guess + ["shells: \(names.joined(separator: ", "))"])
        }
        return shell
    }

    package static func fetch(_ shell: Shell, in context: CommandContext) async throws {}

    package static func render(_ state: Void, _ shell: Shell, on screen: RenderContext) -> Output {
        Output(stdout: script(for: shell))
    }

    package static func script(for shell: Shell) -> String {
        ShellScript.script(for: shell, model: CompletionModel(root: Commands.root.spec))
    }
}
