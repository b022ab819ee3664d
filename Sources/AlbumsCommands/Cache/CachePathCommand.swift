import AlbumsClients
import AlbumsTerminal

/// `albums cache path`: where the caches are, even when the settings file is broken.
package enum CachePathCommand: PathCommand {
    package static let spec = CommandSpec(
        "path", summary: "Print the cache folder",
        examples: [.init("du -sh \"$(albums cache path)\"", "How much space it takes")],
        needsSettingsFile: false
    )
    package static let what = "cache folder"

    package static func location(in world: World) -> String? { world.imageLoader.folder == nil ? nil : world.directories.cache }
}
