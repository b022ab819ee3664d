import AlbumsCore
import AlbumsTerminal

/// The command tree flattened for shell completion: each command path with
/// its subcommands, options and arguments. Every shell's script is generated
/// from this, and this from `Commands.root`, so completions can't drift.
struct CompletionModel {
    struct Option {
        /// `--sort`, `-s`
        var names: [String]
        /// Takes the next word as its value (not `--json`, whose value is optional).
        var takesValue: Bool
        /// Its value may follow, and may be a comma-separated list of `values` (`--json name,rank`).
        var takesList: Bool
        var values: Completion
        var help: String
    }

    struct Node {
        /// "" for albums itself, "settings set" for `albums settings set`.
        var path: String
        var subcommands: [(name: String, summary: String)]
        var options: [Option]
        var positionals: [PositionalSpec]
    }

    var nodes: [Node] = []
    let root: CommandSpec

    init(root: CommandSpec) {
        self.root = root
        walk(root, path: [], inherited: [])
    }

    private mutating func walk(_ command: CommandSpec, path: [String], inherited: [OptionSpec]) {
        var specs = command.options.filter { !$0.hidden } + inherited
        if path.isEmpty, let name = command.defaultSubcommand, let fallback = command.subcommand(name) {
            specs += fallback.options.filter { !$0.hidden }
        }
        nodes.append(Node(
            path: path.joined(separator: " "),
            subcommands: command.visibleSubcommands.map { ($0.name, $0.summary) },
            options: specs.map { spec in
                let isValue = if case .value = spec.kind { true } else { false }
                let isOptional = if case .optionalValue = spec.kind { true } else { false }
                return Option(names: ["--" + spec.long] + (spec.short.map { ["-\($0)"] } ?? []),
                              takesValue: isValue, takesList: isOptional, values: spec.completion, help: spec.help)
            },
            positionals: command.positionals
        ))
        for subcommand in command.visibleSubcommands {
            walk(subcommand, path: path + [subcommand.name], inherited: inherited + (path.isEmpty ? command.options : command.options))
        }
    }

    /// Commands by path, for "is this word a command here?".
    var commandPairs: [(path: String, name: String)] {
        nodes.flatMap { node in node.subcommands.map { (node.path, $0.name) } }
    }

    /// Every (path, option name) that takes the next word as its value, with what to offer for it.
    var valueOptions: [(path: String, name: String, values: Completion)] {
        nodes.flatMap { node in
            node.options.filter(\.takesValue).flatMap { option in option.names.map { (node.path, $0, option.values) } }
        }
    }

    /// Every (path, option name) whose value is optional and a list (`--json FIELDS`), with its words.
    var listOptions: [(path: String, name: String, values: [String])] {
        nodes.flatMap { node in
            node.options.filter(\.takesList).flatMap { option in
                option.names.compactMap { name in Self.words(option.values).map { (node.path, name, $0) } }
            }
        }
    }

    /// The setting keys and what each may be set to.
    var settingValues: [(key: String, values: [String])] {
        Settings.all.map { ($0.key, $0.suggestions) }
    }

    var settingKeys: [String] { Settings.all.map(\.key) }


    static func words(_ completion: Completion) -> [String]? {
        switch completion {
        case .values(let values): return values
        case .settingKeys: return Settings.all.map(\.key)
        case .none, .files, .settingValues, .commands: return nil
        }
    }
}
