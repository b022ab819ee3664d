import AlbumsClients

/// The program: run the command line in the current world.
public enum AlbumsCLI {
    public static func run(_ arguments: [String]) async -> ExitCode {
        await CommandRunner.run(arguments, in: Current)
    }
}
