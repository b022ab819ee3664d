import AlbumsCore
import AlbumsShape
import AlbumsTerminal

/// `albums settings get KEY`: the value in effect for this run.
package enum SettingsGetCommand: Command {
    package static let spec = CommandSpec(
        "get", summary: "Print the value of a setting for this run",
        positionals: [SettingsCommands.key],
        examples: [.init("albums settings get sort", "The sort order in effect")]
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> AnySetting {
        try SettingsView.setting(named: parsed[SettingsCommands.key])
    }

    package static func fetch(_ setting: AnySetting, in context: CommandContext) async throws -> String {
        context.configuration.text(setting)
    }

    package static func render(_ value: String, _ setting: AnySetting, on screen: RenderContext) -> Output {
        Output(stdout: Sanitizer.line(value) + "\n")
    }
}
