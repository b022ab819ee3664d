import AlbumsCore
import AlbumsEssentials

/// The parser's progress through one command line.
package struct ParserState {
    package let root: CommandSpec
    package var commands: [CommandSpec]
    package var options: [String: String] = [:]
    package var positionals: [String] = []
    var onlyPositionals = false
    var wantsHelp = false
    var wantsVersion = false
    var firstError: ParseError?
    /// The option of the default subcommand that entered it before any command was named (`albums --feed X …`).
    var defaultEnteredBy: String?
    /// The old spellings read (`--export`): one at most names the subcommand.
    var aliasesRead: [String] = []

    init(root: CommandSpec) {
        self.root = root
        self.commands = [root]
    }

    package var current: CommandSpec { commands[commands.count - 1] }
    package var path: [String] { commands.dropFirst().map(\.name) }

    /// Options visible here: the command's own, then its parents' (the root's are global).
    var visibleOptions: [OptionSpec] { commands.reversed().flatMap(\.options) }

    package mutating func fail(_ error: UsageError) {
        if firstError == nil { firstError = ParseError(error: error, path: path, options: options) }
    }

    mutating func descendIntoDefault() {
        while current.hasSubcommands, positionals.isEmpty,
              let name = current.defaultSubcommand, let command = current.subcommand(name) {
            commands.append(command)
        }
    }

    package mutating func word(_ token: String) {
        // `albums --feed X art 1`: --feed made the command list, so art would be list's argument; say so, not what follows.
        if let option = defaultEnteredBy, positionals.isEmpty, commands.count == 2, root.subcommand(token) != nil, let entered = commands.last {
            fail(UsageError("\"\(token.clipped)\" was read as an argument of \(entered.name): \(option), an option of \(entered.name), came before it",
                            hints: ["put the command first: albums \(token.clipped) … \(option) …"]))
            return
        }
        if current.hasSubcommands && positionals.isEmpty {
            if let command = current.subcommand(token) {
                commands.append(command)
                return
            }
            let names = current.visibleSubcommands.map(\.name)
            let guess = Suggest.hint(for: token, among: names)
            // A group whose default subcommand takes arguments (`history 1` is `history show 1`):
            // a word that is no subcommand, nor a misspelling of one (three letters or more), is the default's.
            if guess.isEmpty || token.count < 3, commands.count > 1, let name = current.defaultSubcommand, let fallback = current.subcommand(name), !fallback.positionals.isEmpty {
                commands.append(fallback)
                positionals.append(token)
                return
            }
            let scope = (["albums"] + path).joined(separator: " ")
            fail(UsageError("unknown command \"\(token.clipped)\" for \(scope)", hints: guess))
            return
        }
        positionals.append(token)
    }

    package mutating func long(_ token: String, arguments: [String], index: inout Int) {
        let body = token.dropFirst(2)
        let name = String(body.prefix { $0 != "=" })
        let inline = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
        if alias(name, inline: inline, arguments: arguments, index: &index) { return }
        guard let spec = lookup(long: name) else {
            // An option of a subcommand an old spelling stands for (`history 1 --format csv`): say whose it is.
            for group in commands.reversed() {
                for alias in group.aliases where group.subcommand(alias.subcommand)?.options.contains(where: { $0.long == name }) == true {
                    fail(UsageError("--\(name) is an option of \(group.name) \(alias.subcommand); give it with that command",
                                    hints: ["albums \(group.name) \(alias.subcommand) --\(name)\(inline.map { "=" + $0 } ?? " …")"]))
                    return
                }
            }
            let names = (visibleOptions + defaultOptions).map(\.long)
            let guess = Suggest.hint(for: name, among: names, prefix: "--")
            fail(UsageError("unknown option --\(name.clipped)", hints: guess))
            return
        }
        take(spec, shown: "--\(name)", inline: inline, arguments: arguments, index: &index)
    }

    /// An old spelling of a subcommand of a group on the line (`history --export FILE`):
    /// read as the subcommand, its value as the subcommand's argument. False: no such alias here.
    mutating func alias(_ name: String, inline: String?, arguments: [String], index: inout Int) -> Bool {
        guard let level = commands.lastIndex(where: { $0.aliases.contains { $0.long == name } }),
              let alias = commands[level].aliases.first(where: { $0.long == name }) else { return false }
        aliasesRead.append("--" + name)
        guard aliasesRead.count == 1 else { return true }
        guard level == commands.count - 1, positionals.isEmpty, let command = commands[level].subcommand(alias.subcommand) else {
            let group = commands[level].name
            fail(UsageError("--\(name) is about every chart's \(group); give no \(positionals.isEmpty ? "subcommand" : "argument") with it",
                            hints: ["albums \(group) \(alias.subcommand)"]))
            return true
        }
        commands.append(command)
        switch alias.value {
        case .none:
            if inline != nil { fail(UsageError("--\(name) takes no value")) }
        case .optional:
            if let inline {
                if !inline.isEmpty { positionals.append(inline) }
            } else if index < arguments.count, !arguments[index].hasPrefix("-") || arguments[index] == "-" {
                positionals.append(arguments[index])
                index += 1
            }
        case .required(let missing, let hint):
            if let inline, !inline.isEmpty {
                positionals.append(inline)
            } else if inline == nil, index < arguments.count, !arguments[index].hasPrefix("-") || arguments[index] == "-" {
                positionals.append(arguments[index])
                index += 1
            } else {
                fail(UsageError("--\(name) needs \(missing)", hints: [hint]))
            }
        }
        return true
    }

    mutating func shorts(_ token: String, arguments: [String], index: inout Int) {
        var rest = Substring(token.dropFirst())
        while let letter = rest.first {
            rest = rest.dropFirst()
            guard let spec = lookup(short: letter) else {
                fail(UsageError("unknown option -\(letter)"))
                return
            }
            if spec.takesValue {
                take(spec, shown: "-\(letter)", inline: rest.isEmpty ? nil : String(rest), arguments: arguments, index: &index)
                return
            }
            take(spec, shown: "-\(letter)", inline: nil, arguments: arguments, index: &index)
        }
    }

    /// The options of the default subcommand, reachable before it is named (`albums --sort name`).
    /// The options of the default subcommand of the group on top (the root's `list`, history's `show`).
    var defaultOptions: [OptionSpec] {
        guard current.hasSubcommands, positionals.isEmpty, let name = current.defaultSubcommand, let command = current.subcommand(name) else { return [] }
        return command.options
    }

    package mutating func lookup(long name: String) -> OptionSpec? {
        lookup { $0.long == name }
    }

    package mutating func lookup(short letter: Character) -> OptionSpec? {
        lookup { $0.short == letter }
    }

    /// An option of this command or its parents, else of the default
    /// subcommand, which is then entered.
    package mutating func lookup(_ matches: (OptionSpec) -> Bool) -> OptionSpec? {
        if let spec = visibleOptions.first(where: matches) { return spec }
        if let spec = defaultOptions.first(where: matches) {
            descendIntoDefault()
            defaultEnteredBy = "--" + spec.long
            return spec
        }
        return nil
    }

    package mutating func take(_ spec: OptionSpec, shown: String, inline: String?, arguments: [String], index: inout Int) {
        switch spec.long {
        case "help": wantsHelp = true; return
        case "version": wantsVersion = true; return
        default: break
        }
        switch spec.kind {
        case .flag:
            if inline != nil { fail(UsageError("\(shown) takes no value")) }
            options[spec.long] = ""
        case .value(let valueName):
            let earlier = spec.repeatable ? options[spec.long].map { $0 + String(OptionSpec.separator) } ?? "" : ""
            if let inline {
                options[spec.long] = earlier + inline
            } else if index < arguments.count {
                options[spec.long] = earlier + arguments[index]
                index += 1
            } else {
                fail(UsageError("\(shown) needs a value (\(valueName))", hints: allowedHint(spec)))
                return
            }
            check(spec, shown: shown)
        case .optionalValue:
            if let inline {
                options[spec.long] = inline
            } else if index < arguments.count, takesOptionalValue(spec, arguments[index]) {
                options[spec.long] = arguments[index]
                index += 1
            } else {
                options[spec.long] = ""
            }
        }
    }

    /// `--json name,artist` but not `show --json 3`: the next word is the
    /// option's only if the command takes no arguments, or the word looks like its values.
    func takesOptionalValue(_ spec: OptionSpec, _ next: String) -> Bool {
        guard !next.hasPrefix("-") else { return false }
        if let takes = spec.takesNextWord { return takes(next) }
        let command = !current.hasSubcommands ? current : (root.defaultSubcommand.flatMap(root.subcommand) ?? current)
        if command.positionals.isEmpty || next.contains(",") { return true }
        guard case .values(let known) = spec.completion else { return false }
        return next.split(separator: ",").allSatisfy { known.contains(String($0)) }
    }

    package mutating func check(_ spec: OptionSpec, shown: String) {
        guard spec.setting == nil, case .values(let allowed) = spec.completion,
              let value = options[spec.long], !allowed.contains(value) else { return }
        fail(UsageError.notOneOf(allowed, value: value, option: shown))
    }

    func allowedHint(_ spec: OptionSpec) -> [String] {
        if let setting = spec.setting { return ["\(setting.key) must be \(setting.allowed)"] }
        if case .values(let allowed) = spec.completion { return ["it must be one of \(allowed.joined(separator: ", "))"] }
        return []
    }

    package mutating func finish() throws(ParseError) -> ParsedArguments {
        // `albums --help` is the root's help, `albums settings --help` the group's.
        if wantsHelp { return parsed(.help) }
        if aliasesRead.count > 1 {
            let named = aliasesRead.joined(separator: ", ")
            throw ParseError(error: UsageError("give one of \(named), not \(aliasesRead.count == 2 ? "both" : aliasesRead.count == 3 ? "all three" : "all \(aliasesRead.count)")",
                                               hints: ["each is its own subcommand now: albums \(path.first ?? "history") export, import or clear"]),
                             path: path, options: options)
        }
        descendIntoDefault()
        if wantsVersion && commands.count <= 2 && positionals.isEmpty && firstError == nil { return parsed(.version) }
        if var firstError {
            // Every option read, so that `--no-color` after the mistake still holds for its message.
            firstError.options = options
            throw firstError
        }
        try checkPositionals(of: current)
        return parsed(.run)
    }

    package func parsed(_ request: ParsedArguments.Request) -> ParsedArguments {
        var settings: [String: String] = [:]
        for spec in visibleOptions {
            if let setting = spec.setting, let value = options[spec.long] { settings[setting.key] = spec.settingValue ?? value }
        }
        return ParsedArguments(
            request: request, path: path, options: options, positionals: positionals,
            arguments: assigned(to: current.positionals), settings: settings, declared: Set(visibleOptions.map(\.long))
        )
    }

    /// The positional words by the argument each fills, in order: one each, the rest to a `many`.
    func assigned(to specs: [PositionalSpec]) -> [String: [String]] {
        var words = positionals[...]
        var arguments: [String: [String]] = [:]
        for spec in specs {
            switch spec.arity {
            case .one, .optional:
                if let word = words.popFirst() { arguments[spec.name] = [word] }
            case .many:
                arguments[spec.name] = Array(words)
                words = []
            }
        }
        return arguments
    }

    func checkPositionals(of command: CommandSpec) throws(ParseError) {
        let required = command.positionals.filter { $0.arity == .one }
        let unbounded = command.positionals.contains { $0.arity == .many }
        if positionals.count < required.count {
            let missing = required[positionals.count]
            throw ParseError(error: UsageError("missing \(missing.synopsis): \(missing.help)"), path: path, options: options)
        }
        if !unbounded && positionals.count > command.positionals.count {
            let extra = positionals[command.positionals.count]
            throw ParseError(error: UsageError("unexpected argument \"\(extra.clipped)\""), path: path, options: options)
        }
    }
}
