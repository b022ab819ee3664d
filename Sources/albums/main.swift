import AlbumsCLI
import AlbumsClients
import AlbumsCore
import AlbumsPlatform
import AlbumsTerminal

// The thin executable: choose the world once, run the program in it, exit with its code.
SignalCleanup.unblockSignals()
// Before anything can be interrupted: the cleanups' signals caught, and each time the process goes on after a stop counted.
SignalCleanup.install()
let environment = Platform.environment()
let world: World
do {
    world = try World.launch(environment: environment)
} catch {
    let said = Array(error.rendered(style: .plain, helpCommand: "albums").utf8)
    _ = said.withUnsafeBytes { Platform.write(2, $0.baseAddress, $0.count) }
    SignalCleanup.exitingNormally()
    exit(ExitCode.usage.rawValue)
}
let code = await World.$chosen.withValue(world) {
    await AlbumsCLI.run(Array(CommandLine.arguments.dropFirst()))
}
SignalCleanup.exitingNormally()
// The world is a global here, so it is never torn down piece by piece: what its
// stores remember (a chart's 400 editions, read for a write after them) goes
// back with the process's memory at exit, not album by album.
exit(code.rawValue)
