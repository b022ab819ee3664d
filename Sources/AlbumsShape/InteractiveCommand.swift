import AlbumsClients
import AlbumsCore
import AlbumsTerminal

/// The shape of a command that holds the terminal while it runs (`browse`,
/// `play`): typed options and a fetch half like every command (`prepare`:
/// what must be loaded, and checked, before the terminal is taken), then a
/// session that owns the terminal, runs through the World and ends with an
/// outcome, then a pure render of that outcome (what is left for stdout and
/// stderr). What the session writes while it runs is the session's: a
/// full-screen frame, a line as each preview starts.
package protocol InteractiveCommand: SendableMetatype {
    associatedtype Options: Sendable
    associatedtype Prepared: Sendable
    associatedtype Outcome: Sendable

    static var spec: CommandSpec { get }
    static func options(_ parsed: ParsedArguments) throws(UsageError) -> Options
    static func prepare(_ options: Options, in context: CommandContext) async throws -> Prepared
    static func session(_ prepared: Prepared, _ options: Options, in context: CommandContext) async -> Outcome
    static func render(_ outcome: Outcome, _ options: Options, on screen: RenderContext) -> Output
}

extension InteractiveCommand {
    /// The spec with its way to run, for the command tree.
    package static var entry: CommandEntry {
        CommandEntry(Self.spec) { parsed, context in
            let options = try Self.options(parsed)
            let prepared = try await Self.prepare(options, in: context)
            let outcome = await Self.session(prepared, options, in: context)
            return CommandResult(Self.render(outcome, options, on: context.screen))
        }
    }
}
