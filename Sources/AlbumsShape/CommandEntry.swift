import AlbumsCore
import AlbumsTerminal

/// A command as the runner knows it: its spec (what the parser, help, the
/// man page and completions read: data only) and how it runs. The spec's
/// subcommands are made from the entry's, so the two trees are one.
package struct CommandEntry: Sendable {
    package typealias Run = @Sendable (ParsedArguments, CommandContext) async throws -> CommandResult

    /// A subcommand's entry by name, made only when a command line names it.
    package struct Child: Sendable {
        package let name: String
        package let make: @Sendable () -> CommandEntry

        package init(_ name: String, _ make: @escaping @autoclosure @Sendable () -> CommandEntry) {
            self.name = name
            self.make = make
        }
    }

    package private(set) var spec: CommandSpec
    /// Nil for a group, which shows its help when run alone (or runs its default subcommand).
    package let run: Run?
    package let children: [Child]

    /// A command that runs.
    package init(_ spec: CommandSpec, run: @escaping Run) {
        self.spec = spec
        self.run = run
        children = []
    }

    /// A group of subcommands: `spec` with `subcommands` as its children.
    package init(_ spec: CommandSpec, subcommands: [Child]) {
        var spec = spec
        spec.children = subcommands.map { child in CommandSpec.Subcommand(child.name, child.make().spec) }
        self.spec = spec
        run = nil
        children = subcommands
    }

    package func subcommand(_ name: String) -> CommandEntry? {
        children.first { $0.name == name }?.make()
    }
}
