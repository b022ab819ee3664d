import AlbumsClients
import AlbumsCore
import AlbumsTerminal

/// The shape of a command that reports as it goes (`watch`): typed options
/// and a fetch half like every command, but the fetch half is a loop that
/// emits events as they happen and returns how it ended; a pure render of
/// each event, and a pure render of the end. The runner (`entry`) writes each
/// event's output as it comes, and turns Ctrl-C and SIGTERM into stopping the
/// loop (between its steps, or the one running) instead of albums.
package protocol StreamingCommand: SendableMetatype {
    associatedtype Options: Sendable
    associatedtype Event: Sendable
    associatedtype State: Sendable

    static var spec: CommandSpec { get }
    static func options(_ parsed: ParsedArguments) throws(UsageError) -> Options
    static func run(_ options: Options, in context: CommandContext, emit: @escaping @Sendable (Event) -> Void) async throws -> State
    static func render(_ event: Event, _ options: Options, on screen: RenderContext) -> Output
    static func render(_ state: State, _ options: Options, on screen: RenderContext) -> Output
}

extension StreamingCommand {
    /// The spec with its way to run, for the command tree.
    package static var entry: CommandEntry {
        CommandEntry(Self.spec) { parsed, context in
            let options = try Self.options(parsed)
            let (console, style, screen) = (context.world.console, context.screen.err, context.screen)
            let task = Task {
                try await Self.run(options, in: context) { event in Self.render(event, options, on: screen).write(to: console, style: style) }
            }
            SignalCleanup.intercept { _ in task.cancel() }
            defer { SignalCleanup.intercept(nil) }
            // Cancelled from outside (a test, a caller): the loop stops the same way.
            let state = try await withTaskCancellationHandler { try await task.value } onCancel: { task.cancel() }
            return CommandResult(Self.render(state, options, on: context.screen))
        }
    }
}
