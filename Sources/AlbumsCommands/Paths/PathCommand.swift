import AlbumsClients
import AlbumsCore
import AlbumsShape
import AlbumsTerminal

/// The one shape of `settings path` and `cache path`: where a file of albums'
/// own is, on a line of its own, from the World alone. They never read the
/// settings file, so they answer even when it is broken.
package protocol PathCommand: Command where Options == Void, State == String {
    /// The path; nil where the World keeps it in memory.
    static func location(in world: World) -> String?
    /// What it is, for "(kept in memory: the test world has no settings file)".
    static var what: String { get }
}

extension PathCommand {
    package static func options(_ parsed: ParsedArguments) throws(UsageError) {}

    package static func fetch(_ options: Void, in context: CommandContext) async throws -> String {
        location(in: context.world) ?? "(kept in memory: the \(context.world.kind.rawValue) world has no \(what))"
    }

    package static func render(_ location: String, _ options: Void, on screen: RenderContext) -> Output {
        Output(stdout: Sanitizer.line(location) + "\n")
    }
}
