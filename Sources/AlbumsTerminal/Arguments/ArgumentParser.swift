
/// Parses arguments against the command tree: `--long value`, `--long=value`,
/// `-s value`, flag clusters, `--` to end options, global options anywhere,
/// `-h`/`--help` anywhere, and "did you mean" for anything unknown.
package struct ArgumentParser: Sendable {
    package let root: CommandSpec

    package init(root: CommandSpec) {
        self.root = root
    }

    package func parse(_ arguments: [String]) throws(ParseError) -> ParsedArguments {
        var state = ParserState(root: root)
        var index = 0
        while index < arguments.count {
            let token = arguments[index]
            index += 1
            if state.onlyPositionals {
                state.positionals.append(token)
            } else if token == "--" {
                state.onlyPositionals = true
            } else if token.hasPrefix("--") {
                state.long(token, arguments: arguments, index: &index)
            } else if token.hasPrefix("-") && token.count > 1 {
                state.shorts(token, arguments: arguments, index: &index)
            } else {
                state.word(token)
            }
        }
        return try state.finish()
    }
}
