@testable import AlbumsCLI
@testable import AlbumsClients
import AlbumsCommands
import AlbumsCore
import AlbumsTerminal

// Tests of the commands and of the command line run `albums ARGUMENTS` in
// process, through the one runner, as the executable does.

/// A fresh test world whose console and notifier are recorded.
package struct TestHarness: Sendable {
    package let console = ConsoleRecording()
    package let notifier: NotifierRecording
    package var world: World

    package init(settings: [String: String] = [:], environment: [String: String] = [:],
         outIsTerminal: Bool = false, errIsTerminal: Bool = false, columns: Int? = nil) {
        let (notifier, recording) = Notifier.recording()
        self.notifier = recording
        world = .test(environment: environment, settings: settings,
                      console: console.console(outIsTerminal: outIsTerminal, errIsTerminal: errIsTerminal, columns: columns),
                      notifier: notifier)
    }

    /// Runs `albums ARGUMENTS` in this world, in process.
    package func run(_ arguments: String...) async -> ExitCode {
        await World.$chosen.withValue(world) { await AlbumsCLI.run(arguments) }
    }

    package func run(_ arguments: [String]) async -> ExitCode {
        await Self.run(arguments, in: world)
    }

    /// Runs `albums ARGUMENTS` in `world`, in process.
    package static func run(_ arguments: [String], in world: World) async -> ExitCode {
        await World.$chosen.withValue(world) { await AlbumsCLI.run(arguments) }
    }
}

extension World {
    /// The context `albums ARGUMENTS` would run its command in, in this world.
    package func context(_ arguments: [String]) async throws -> CommandContext {
        let parsed = try ArgumentParser(root: Commands.root.spec).parse(arguments)
        let (command, invocation) = Commands.command(for: parsed)
        guard case .ready(let context) = await CommandRunner.prepare(invocation, command: command.spec, world: self) else {
            throw UsageError("albums \(arguments.joined(separator: " ")) stops before its command runs")
        }
        return context
    }
}
