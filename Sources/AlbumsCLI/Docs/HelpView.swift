import AlbumsTerminal

/// Help text, generated from the command tree.
package enum HelpView {
    package static let exitCodes: [(ExitCode, String)] = [
        (.success, "success, an empty chart included"),
        (.failure, "the command failed: network, files, or an answer that can't be read"),
        (.usage, "albums was called wrongly: unknown command or option, bad value"),
    ]

    /// Help for the last command of `specs` (root first).
    package static func render(_ specs: [CommandSpec], style: Style = .plain) -> String {
        guard let command = specs.last else { return "" }
        let path = specs.dropFirst().map(\.name)
        let isRoot = specs.count == 1
        var text = command.summary + "\n"
        if let discussion = command.discussion { text += "\n" + wrap(discussion, width: 78, indent: "") }
        text += section("USAGE", style) + usage(command, path: path).map { "  \($0)\n" }.joined()
        if command.hasSubcommands {
            text += section("COMMANDS", style) + rows(command.visibleSubcommands.map { ($0.name, $0.summary) })
        }
        if !command.positionals.isEmpty {
            text += section("ARGUMENTS", style) + rows(command.positionals.map { ($0.synopsis, $0.help) })
        }
        let own = (isRoot ? (command.defaultSubcommand.flatMap(command.subcommand)?.options ?? []) : command.options).filter { !$0.hidden }
        if !own.isEmpty {
            text += section(isRoot ? "OPTIONS (of albums list)" : "OPTIONS", style) + rows(own.map { ($0.synopsis, $0.help) })
        }
        let inherited = specs.dropLast().flatMap(\.options) + (isRoot ? command.options : [])
        if !inherited.isEmpty {
            text += section("GLOBAL OPTIONS", style) + rows(inherited.map { ($0.synopsis, $0.help) })
        }
        if !command.examples.isEmpty {
            text += section("EXAMPLES", style) + command.examples.map { "  $ \($0.command)\n      \($0.explanation)\n" }.joined()
        }
        text += section("EXIT CODES", style) + rows(exitCodes.map { (String($0.0.rawValue), $0.1) })
        text += section("ENVIRONMENT", style) + "  ALBUMS_<SETTING> overrides a setting (ALBUMS_SORT, ALBUMS_CACHE_SIZE, …); NO_COLOR turns colour off.\n"
            + "  Run 'albums help environment' for every variable.\n"
        text += isRoot ? "\nRun 'albums help <command>' for more about a command, 'albums help --man' for the manual.\n" : ""
        return text
    }

    /// `albums help environment`: every variable albums reads, in its groups.
    package static func environment(style: Style = .plain) -> String {
        let all = EnvironmentDocs.all
        let groups: [(title: String, note: String, variables: [EnvironmentDocs.Variable])] = [
            ("WORLD", "Which world albums runs in, and how it reaches the network.", all.filter { if case .world = $0.group { true } else { false } }),
            ("SETTINGS", "Each overrides its setting for one run: a flag wins over it, it wins over the settings file.",
             all.filter { if case .setting = $0.group { true } else { false } }),
            ("FOLDERS", "Where albums keeps its files.", all.filter { if case .folder = $0.group { true } else { false } }),
            ("TERMINAL", "How output looks.", all.filter { if case .terminal = $0.group { true } else { false } }),
        ]
        var text = "The environment variables albums reads\n"
        for group in groups {
            text += section(group.title, style) + "  " + group.note + "\n\n"
                + rows(group.variables.map { ($0.name, $0.meaning + ($0.defaultValue.isEmpty ? "" : " (default: \($0.defaultValue))")) })
        }
        return text + "\nRun 'albums help --env' for them as a .env file, with their defaults.\n"
    }

    static func usage(_ command: CommandSpec, path: [String]) -> [String] {
        let name = (["albums"] + path).joined(separator: " ")
        if path.isEmpty { return ["albums [list] [options]", "albums <command> [options]"] }
        if command.hasSubcommands { return ["\(name) <command> [options]"] }
        let arguments = command.positionals.map(\.synopsis).joined(separator: " ")
        return [[name, arguments, "[options]"].filter { !$0.isEmpty }.joined(separator: " ")]
    }

    private static func section(_ title: String, _ style: Style) -> String {
        "\n" + style.bold(title) + "\n"
    }

    private static func rows(_ rows: [(String, String)]) -> String {
        let width = min(28, (rows.map { $0.0.count }.max() ?? 0) + 2)
        return rows.map { name, meaning in
            let padded = name.count + 2 > width ? name + "\n" + String(repeating: " ", count: width + 2) : DisplayWidth.pad(name, to: width)
            return "  " + padded + meaning + "\n"
        }.joined()
    }

    static func wrap(_ text: String, width: Int, indent: String) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? indent : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map { $0 + "\n" }.joined()
    }
}
