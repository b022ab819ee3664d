import AlbumsCore
import AlbumsEssentials
import AlbumsTerminal

/// The completion script of each shell: the same lookup tables in each shell's
/// syntax, and a small driver that walks the words typed so far.
enum ShellScript {
    typealias Word = (word: String, description: String?)

    /// A function that matches `"$1|$2"` (or `"$1"`) against patterns: it either
    /// succeeds, prints candidates (one per line), or runs a command.
    struct Table {
        enum Body {
            case succeed
            case words([Word])
            case call(String)
        }

        var name: String
        var keys: Int
        var rows: [(pattern: String, body: Body)]
    }

    static func script(for shell: Shell, model: CompletionModel) -> String {
        let tables = tables(model, descriptions: shell != .bash)
        let body = tables.map { render($0, shell: shell) }.joined(separator: "\n")
        switch shell {
        case .bash: return bashHeader + body + "\n" + bashDriver
        case .zsh: return zshHeader + body + "\n" + zshDriver
        case .fish: return fishHeader + body + "\n" + fishDriver
        }
    }

    static func tables(_ model: CompletionModel, descriptions: Bool) -> [Table] {
        let words = { (names: [String]) in names.map { Word($0, nil) } }
        var optionValues: [(String, Table.Body)] = []
        for option in model.valueOptions {
            if case .files = option.values {
                optionValues.append(("\(option.path)|\(option.name)", .words([("__files__", nil)])))
            } else if let values = CompletionModel.words(option.values), !values.isEmpty {
                optionValues.append(("\(option.path)|\(option.name)", .words(words(values))))
            }
        }
        var arguments: [(String, Table.Body)] = []
        for node in model.nodes {
            for (index, positional) in node.positionals.enumerated() {
                let pattern = positional.arity == .many ? "\(node.path)|*" : "\(node.path)|\(index)"
                switch positional.completion {
                case .settingKeys: arguments.append((pattern, .words(model.settingsDescribed(descriptions))))
                case .settingValues: arguments.append((pattern, .call("setting_values")))
                case .commands(let also):
                    // The first word: the commands, and the topics besides them.
                    if !also.isEmpty, let root = model.nodes.first(where: { $0.path.isEmpty }) {
                        arguments.append(("\(node.path)|0", .words(words(root.subcommands.map(\.name) + also))))
                    }
                    arguments.append((pattern, .call("subcommands_of_arguments")))
                case .values(let values) where !values.isEmpty: arguments.append((pattern, .words(words(values))))
                case .files: arguments.append((pattern, .words([("__files__", nil)])))
                default: break
                }
            }
        }
        return [
            Table(name: "is_command", keys: 2, rows: model.commandPairs.map { ("\($0.path)|\($0.name)", .succeed) }),
            Table(name: "takes_value", keys: 2, rows: model.valueOptions.map { ("\($0.path)|\($0.name)", .succeed) }),
            Table(name: "option_values", keys: 2, rows: optionValues),
            Table(name: "list_values", keys: 2, rows: model.listOptions.map { ("\($0.path)|\($0.name)", .words(words($0.values))) }),
            Table(name: "options", keys: 1, rows: model.nodes.map { node in
                (node.path, .words(node.options.flatMap { option in option.names.map { Word($0, descriptions ? option.help : nil) } }))
            }),
            Table(name: "subcommands", keys: 1, rows: model.nodes.filter { !$0.subcommands.isEmpty }.map { node in
                (node.path, .words(node.subcommands.map { Word($0.name, descriptions ? $0.summary : nil) }))
            }),
            Table(name: "setting_values", keys: 1, rows: model.settingValues.filter { !$0.values.isEmpty }.map { ($0.key, .words(words($0.values))) }),
            Table(name: "arguments", keys: 2, rows: arguments),
        ]
    }

    static func render(_ table: Table, shell: Shell) -> String {
        let q = ShellWords.quoted
        let name = shell == .fish ? "__albums_\(table.name)" : "_albums_\(table.name)"
        let subject = table.keys == 2 ? (shell == .fish ? "\"$argv[1]|$argv[2]\"" : "\"$1|$2\"") : (shell == .fish ? "\"$argv[1]\"" : "\"$1\"")
        func body(_ body: Table.Body) -> String {
            switch body {
            case .succeed:
                return "return 0"
            case .words(let words):
                let lines = words.map { word -> String in
                    guard let description = word.description else { return word.word }
                    let summary = description.replacing("\n", with: " ")
                    return shell == .zsh ? word.word.replacing(":", with: "\\:") + ":" + summary : word.word + "\t" + summary
                }
                return "printf '%s\\n' " + lines.map(q).joined(separator: " ")
            case .call(let function):
                return shell == .fish ? "__albums_\(function) $argv[3..-1]" : "_albums_\(function) \"${@:3}\""
            }
        }
        if shell == .fish {
            var text = "function \(name)\n    switch \(subject)\n"
            for row in table.rows {
                text += "        case \(q(row.pattern))\n            \(body(row.body))\n"
            }
            text += "    end\n" + (table.rows.contains { if case .succeed = $0.body { true } else { false } } ? "    return 1\n" : "") + "end\n"
            return text
        }
        var text = "\(name)() {\n    case \(subject) in\n"
        for row in table.rows {
            // A quoted `*` is literal in bash and zsh; the wildcard of "help|*" stays outside the quotes.
            let pattern = row.pattern.hasSuffix("|*") ? q(String(row.pattern.dropLast())) + "*" : q(row.pattern)
            text += "        \(pattern)) \(body(row.body)) ;;\n"
        }
        text += "    esac\n" + (table.rows.contains { if case .succeed = $0.body { true } else { false } } ? "    return 1\n" : "") + "}\n"
        return text
    }
}

extension CompletionModel {
    func settingsDescribed(_ descriptions: Bool) -> [ShellScript.Word] {
        Settings.all.map { ($0.key, descriptions ? $0.summary : nil) }
    }
}
