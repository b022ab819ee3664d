@testable import AlbumsCore
@testable import AlbumsClients
@testable import AlbumsCLI
import AlbumsTestSupport
import Foundation
import Synchronization

/// A fresh test world whose console and notifier are recorded.
struct TestHarness: Sendable {
    let console = ConsoleRecording()
    let notifier: NotifierRecording
    var world: World

    init(settings: [String: String] = [:], environment: [String: String] = [:],
         outIsTerminal: Bool = false, errIsTerminal: Bool = false, columns: Int? = nil) {
        let (notifier, recording) = Notifier.recording()
        self.notifier = recording
        world = .test(environment: environment, settings: settings,
                      console: console.console(outIsTerminal: outIsTerminal, errIsTerminal: errIsTerminal, columns: columns),
                      notifier: notifier)
    }

    /// Runs `albums ARGUMENTS` in this world, in process.
    func run(_ arguments: String...) async -> ExitCode {
        await World.$chosen.withValue(world) { await AlbumsCLI.run(arguments) }
    }

    func run(_ arguments: [String]) async -> ExitCode {
        await World.$chosen.withValue(world) { await AlbumsCLI.run(arguments) }
    }
}

extension String {
    /// The text without ANSI escape sequences, to measure what the terminal shows.
    var withoutANSI: String {
        replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }
}

extension World {
    /// The context `albums ARGUMENTS` would run its command in, in this world.
    func context(_ arguments: [String]) async throws -> CommandContext {
        let parsed = try ArgumentParser(root: Commands.root.spec).parse(arguments)
        let (command, invocation) = Commands.command(for: parsed)
        guard case .ready(let context) = await CommandRunner.prepare(invocation, command: command.spec, world: self) else {
            throw UsageError("albums \(arguments.joined(separator: " ")) stops before its command runs")
        }
        return context
    }
}

/// The URLs a transport was asked for, in order.
final class RequestLog: Sendable {
    private let log = Mutex<[URL]>([])

    func append(_ url: URL) { log.withLock { $0.append(url) } }

    var urls: [URL] { log.withLock { $0 } }
}
