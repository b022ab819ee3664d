import AlbumsCLI
import AlbumsClients
import AlbumsPlatform
import Foundation

// The thin executable: choose the world once, run the program in it, exit with its code.
SignalCleanup.unblockSignals()
let environment = Platform.environment()
let code: ExitCode
do {
    let world = try World.launch(environment: environment)
    code = await World.$chosen.withValue(world) {
        await AlbumsCLI.run(Array(CommandLine.arguments.dropFirst()))
    }
} catch {
    FileHandle.standardError.write(Data(error.rendered(style: .plain, helpCommand: "albums").utf8))
    code = .usage
}
SignalCleanup.exitingNormally()
exit(code.rawValue)
