import AlbumsClients
import AlbumsTerminal

/// `albums settings path`: where the settings file is; works even when the file is broken.
package enum SettingsPathCommand: PathCommand {
    package static let spec = CommandSpec(
        "path", summary: "Print where the settings file is",
        examples: [.init("albums settings path", "e.g. /home/me/.config/albums/settings.json")],
        needsSettingsFile: false
    )
    package static let what = "settings file"

    package static func location(in world: World) -> String? { world.settings.location }
}
