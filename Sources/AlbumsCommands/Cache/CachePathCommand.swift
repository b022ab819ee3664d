import AlbumsCore
import AlbumsShape
import AlbumsTerminal

/// `albums cache path`: where the caches are, even when the settings file is broken.
package enum CachePathCommand: Command {
    package static let spec = CommandSpec(
        "path", summary: "Print the cache folder",
        examples: [.init("du -sh \"$(albums cache path)\"", "How much space it takes")],
        needsSettingsFile: false
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) {}

    package static func fetch(_ options: Void, in context: CommandContext) async throws -> String {
        let world = context.world
        return world.imageLoader.folder == nil ? "(kept in memory: the \(world.kind.rawValue) world has no cache folder)" : world.directories.cache
    }

    package static func render(_ location: String, _ options: Void, on screen: RenderContext) -> Output {
        Output(stdout: Sanitizer.line(location) + "\n")
    }
}
