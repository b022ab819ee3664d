import AlbumsClients
import AlbumsCommands
import AlbumsShape
import AlbumsTerminal

/// The program: run the command line in the current world.
package enum AlbumsCLI {
    package static func run(_ arguments: [String]) async -> ExitCode {
        if let code = answeredAtOnce(arguments, in: Current) { return code }
        return await CommandRunner.run(arguments, in: Current, tree: Commands.tree)
    }

    /// `albums --version` and nothing else, the way people and scripts usually
    /// ask: answered before the command tree is built, which is a third of
    /// that run (1.5 million instructions, most of them instantiating generic
    /// types by name). The output and exit code are those the tree gives
    /// (checked by a test); `--version --json` and every other line go
    /// through it. Nil for any other line.
    package static func answeredAtOnce(_ arguments: [String], in world: World) -> ExitCode? {
        guard arguments == ["--version"] else { return nil }
        return CommandRunner.finish(VersionCommand.plain, in: world, style: RenderContext.errorStyle(world: world, colors: .auto))
    }
}
