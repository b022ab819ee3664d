import AlbumsCore
import AlbumsEssentials
import AlbumsShape
import AlbumsTerminal

/// `albums settings list`: every setting, its value, and where the value came from.
package enum SettingsListCommand: Command {
    package struct Options: Sendable {
        package var json: [String]?
        package var plain: Bool
    }

    package static let json = SharedOptions.json(SettingsView.jsonFields, help: "Print JSON; only FIELDS if given")

    package static let spec = CommandSpec(
        "list", summary: "Show every setting, its value, and where the value came from",
        options: [json, SharedOptions.plain],
        examples: [.init("albums settings list", "Every setting and its source")]
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> Options {
        Options(json: try parsed[json], plain: try parsed[SharedOptions.plain])
    }

    package static func fetch(_ options: Options, in context: CommandContext) async throws -> [SettingsView.Row] {
        SettingsView.rows(context.configuration)
    }

    package static func render(_ rows: [SettingsView.Row], _ options: Options, on screen: RenderContext) -> Output {
        if let fields = options.json { return Output(stdout: SettingsView.json(rows).selecting(fields).rendered()) }
        if options.plain || !screen.outIsTerminal { return Output(stdout: SettingsView.plain(rows)) }
        return Output(stdout: SettingsView.table(rows).render(maxWidth: screen.columns, style: screen.out))
    }
}
