import AlbumsCore
import AlbumsShape
import AlbumsTerminal

/// `albums settings path`: where the settings file is; works even when the file is broken.
package enum SettingsPathCommand: Command {
    package static let spec = CommandSpec(
        "path", summary: "Print where the settings file is",
        examples: [.init("albums settings path", "e.g. /home/me/.config/albums/settings.json")],
        needsSettingsFile: false
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) {}

    package static func fetch(_ options: Void, in context: CommandContext) async throws -> String {
        context.world.settings.location ?? "(kept in memory: the \(context.world.kind.rawValue) world has no settings file)"
    }

    package static func render(_ location: String, _ options: Void, on screen: RenderContext) -> Output {
        Output(stdout: Sanitizer.line(location) + "\n")
    }
}
