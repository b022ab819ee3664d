@testable import AlbumsClients
import AlbumsCommands
import AlbumsCore
import AlbumsShape
import AlbumsTerminal

// The tests of the commands, and of each layer above them, run
// `albums ARGUMENTS` in process, through the one runner, in a tree of the
// commands of their own layer (and those below it): no test below the
// command line builds on it.

/// A fresh test world whose console and notifier are recorded.
package struct TestHarness: Sendable {
    package let console = ConsoleRecording()
    package let notifier: NotifierRecording
    package var world: World
    /// The commands a line may name.
    package var tree: CommandTree

    package init(settings: [String: String] = [:], environment: [String: String] = [:],
                 outIsTerminal: Bool = false, errIsTerminal: Bool = false, columns: Int? = nil, tree: CommandTree = .commandsLayer) {
        let (notifier, recording) = Notifier.recording()
        self.notifier = recording
        self.tree = tree
        world = .test(environment: environment, settings: settings,
                      console: console.console(outIsTerminal: outIsTerminal, errIsTerminal: errIsTerminal, columns: columns),
                      notifier: notifier)
    }

    /// Runs `albums ARGUMENTS` in this world, in process.
    package func run(_ arguments: String...) async -> ExitCode {
        await Self.run(arguments, in: world, tree: tree)
    }

    package func run(_ arguments: [String]) async -> ExitCode {
        await Self.run(arguments, in: world, tree: tree)
    }

    /// Runs `albums ARGUMENTS` in `world`, in process.
    package static func run(_ arguments: [String], in world: World, tree: CommandTree = .commandsLayer) async -> ExitCode {
        await World.$chosen.withValue(world) { await CommandRunner.run(arguments, in: world, tree: tree) }
    }
}

extension CommandTree {
    /// The commands layer's commands, and `more` of the layers above (the browser, the site).
    /// `--help` prints the names along the line (help itself is the command line's).
    package static func commandsLayer(adding more: [CommandEntry.Child]) -> CommandTree {
        CommandTree(root: CommandTree.albums(CommandTree.commands + more), help: { parsed in
            let help = CommandEntry(CommandSpec("help", summary: "help", needsSettingsFile: false)) { _, _ in
                CommandResult(Output(stdout: "help: albums \(parsed.path.joined(separator: " "))\n"))
            }
            return (help, parsed)
        }, groupHelp: { specs in specs.map(\.name).joined(separator: " ") + "\n" })
    }

    package static let commandsLayer = commandsLayer(adding: [])
}

extension World {
    /// The context `albums ARGUMENTS` would run its command in, in this world.
    package func context(_ arguments: [String], tree: CommandTree = .commandsLayer) async throws -> CommandContext {
        let parsed = try tree.parse(arguments)
        let (command, invocation) = tree.command(for: parsed)
        guard case .ready(let context) = await CommandRunner.prepare(invocation, command: command.spec, world: self) else {
            throw UsageError("albums \(arguments.joined(separator: " ")) stops before its command runs")
        }
        return context
    }
}
