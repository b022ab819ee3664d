import AlbumsTerminal

/// Help text, generated from the command tree.
package enum HelpView {
    package static let exitCodes: [(ExitCode, String)] = [
        (.success, "success, an empty chart included"),
        (.failure, "the command failed: network, files, or an answer that can't be read"),
        (.usage, "albums was called wrongly: unknown command or option, bad value"),
    ]

    /// Help for the last command of `specs` (root first), wrapped to `width`
    /// columns (the terminal's; 80 when the output is not one). The global
    /// options, the exit codes and the environment are `albums --help`'s; a
    /// command's help points there.
    package static func render(_ specs: [CommandSpec], style: Style = .plain, width: Int = 80) -> String {
        guard let command = specs.last else { return "" }
        let width = max(40, width)
        let path = specs.dropFirst().map(\.name)
        let isRoot = specs.count == 1
        var text = wrap(command.summary, width: width, indent: "")
        if let discussion = command.discussion { text += "\n" + wrap(discussion, width: width - 2, indent: "") }
        text += section("USAGE", style) + usage(command, path: path).map { "  \($0)\n" }.joined()
        if command.hasSubcommands {
            text += section("COMMANDS", style) + rows(command.visibleSubcommands.map { ($0.name, $0.summary) }, width: width)
        }
        if !command.positionals.isEmpty {
            text += section("ARGUMENTS", style) + rows(command.positionals.map { ($0.synopsis, $0.help) }, width: width)
        }
        let own = (isRoot ? (command.defaultSubcommand.flatMap(command.subcommand)?.options ?? []) : command.options).filter { !$0.hidden }
        if !own.isEmpty {
            text += section(isRoot ? "OPTIONS (of albums list)" : "OPTIONS", style) + rows(own.map { ($0.synopsis, $0.help) }, width: width)
        }
        // A group's own options (between the root and the command) stay with the command.
        let inherited = (isRoot ? command.options : specs.dropFirst().dropLast().flatMap(\.options)).filter { !$0.hidden }
        if !inherited.isEmpty {
            text += section(isRoot ? "GLOBAL OPTIONS" : "OPTIONS OF \((["albums"] + path.dropLast()).joined(separator: " ").uppercased())", style)
                + rows(inherited.map { ($0.synopsis, $0.help) }, width: width)
        }
        if !command.examples.isEmpty {
            text += section("EXAMPLES", style) + command.examples.map { "  $ \($0.command)\n" + wrap($0.explanation, width: width, indent: "      ") }.joined()
        }
        if isRoot {
            text += section("EXIT CODES", style) + rows(exitCodes.map { (String($0.0.rawValue), $0.1) }, width: width)
            text += section("ENVIRONMENT", style)
                + wrap("ALBUMS_<SETTING> overrides a setting (ALBUMS_SORT, ALBUMS_CACHE_SIZE, …); NO_COLOR, set and not empty, turns colour off. "
                       + "Run 'albums help environment' for every variable.", width: width, indent: "  ")
            text += "\n" + wrap("Run 'albums help <command>' for more about a command, 'albums help --man' for the manual.", width: width, indent: "")
        } else {
            text += "\n" + wrap("Global options (--session, --cache, --offline, --color, …), exit codes and the environment: albums --help", width: width, indent: "")
        }
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

    /// Two columns, the second wrapped within `width` under itself; a name
    /// too long for the first column has its meaning on the lines below it.
    static func rows(_ rows: [(String, String)], width: Int = 80) -> String {
        let column = min(28, (rows.map { DisplayWidth.of($0.0) }.max() ?? 0) + 2)
        let hanging = String(repeating: " ", count: column + 2)
        return rows.map { name, meaning in
            let body = wrap(meaning, width: width, indent: hanging)
            guard DisplayWidth.of(name) + 2 <= column else { return "  " + name + "\n" + body }
            return "  " + DisplayWidth.pad(name, to: column) + body.dropFirst(column + 2)
        }.joined()
    }

    /// `text` in lines of at most `width` columns, each starting with `indent`
    /// (a word longer than a line stands alone on its own).
    static func wrap(_ text: String, width: Int, indent: String) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && DisplayWidth.of(line) + 1 + DisplayWidth.of(String(word)) > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? indent : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map { $0 + "\n" }.joined()
    }
}
