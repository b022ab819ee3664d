import AlbumsClients
import AlbumsCore
import AlbumsTerminal

/// The one shape of every command: a spec (its options, declared in its own
/// folder), typed options read from the parsed command line, a fetch half that
/// talks to the world, and a pure render half from the fetched state to text.
/// The runner does the rest: colour, sanitising, the notifier, the cache sweep.
package protocol Command: SendableMetatype {
    associatedtype Options: Sendable
    associatedtype State: Sendable

    static var spec: CommandSpec { get }
    static func options(_ parsed: ParsedArguments) throws(UsageError) -> Options
    static func fetch(_ options: Options, in context: CommandContext) async throws -> State
    static func render(_ state: State, _ options: Options, on screen: RenderContext) -> Output
    /// What the notifier marks when the command ends in `state`; nothing by default.
    static func event(for state: State) -> NotifierEvent?
}

extension Command {
    package static func event(for state: State) -> NotifierEvent? { nil }

    /// The spec with its way to run, for the command tree.
    package static var entry: CommandEntry {
        CommandEntry(Self.spec) { parsed, context in
            let options = try Self.options(parsed)
            let state = try await Self.fetch(options, in: context)
            return CommandResult(Self.render(state, options, on: context.screen), event: Self.event(for: state))
        }
    }
}
