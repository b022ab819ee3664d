import AlbumsClients
import AlbumsTerminal

/// The program: run the command line in the current world.
package enum AlbumsCLI {
    package static func run(_ arguments: [String]) async -> ExitCode {
        if let code = CommandRunner.answeredAtOnce(arguments, in: Current) { return code }
        return await CommandRunner.run(arguments, in: Current)
    }
}
