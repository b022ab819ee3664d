import AlbumsCore

/// One option of a command, as data: the parser, help, the man page and the
/// shell completions read it. Commands read its value through a typed `Option`.
package struct OptionSpec: Sendable {
    package enum Kind: Equatable, Sendable {
        case flag
        case value(String)
        /// `--json` or `--json name,artist`.
        case optionalValue(String)
    }

    package var long: String
    package var short: Character?
    package var kind: Kind
    package var help: String
    /// The setting this option overrides for one run; its row validates the value.
    package var setting: AnySetting?
    /// For a flag that sets its setting to one value (`--no-history`: history off).
    package var settingValue: String?
    package var completion: Completion
    /// For an optional value: whether the next word is the value (`--recent 3`)
    /// rather than an argument. Without it, words that look like the option's completions are.
    package var takesNextWord: (@Sendable (String) -> Bool)?
    /// Given more than once, every value counts (`--artist A --artist B`), joined
    /// by `OptionSpec.separator`; otherwise the last one wins.
    package var repeatable = false
    /// Read, but left out of help, the man page and completions: an old
    /// spelling kept working (`history --export`, now `history export`).
    package var hidden = false

    /// Between the values of a repeatable option.
    package static let separator: Character = "\u{1F}"

    package init(_ long: String, short: Character? = nil, _ kind: Kind = .flag, help: String,
                setting: AnySetting? = nil, completion: Completion? = nil, takesNextWord: (@Sendable (String) -> Bool)? = nil) {
        self.long = long
        self.short = short
        self.kind = kind
        self.help = help
        self.setting = setting
        self.takesNextWord = takesNextWord
        self.completion = completion ?? setting.map { $0.suggestions.isEmpty ? .none : .values($0.suggestions) } ?? .none
    }

    /// An option that sets a setting for this run (`--sort name`), described from the setting's row.
    package static func setting<Value>(_ setting: Setting<Value>, short: Character? = nil) -> OptionSpec {
        let row = setting.any
        // The values after a semicolon, not in parentheses: a summary or the values may hold their own.
        return OptionSpec(row.key, short: short, .value(row.key.uppercased()), help: "\(row.summary); \(row.allowed)", setting: row)
    }

    /// A flag that sets a setting to one of its values for this run (`--no-history`).
    package static func setting<Value>(_ setting: Setting<Value>, flag long: String, to value: Value, help: String) -> OptionSpec {
        var spec = OptionSpec(long, help: help, setting: setting.any, completion: .some(.none))
        spec.settingValue = setting.format(value)
        return spec
    }

    package var takesValue: Bool { kind != .flag }

    /// `-s, --sort SORT`
    package var synopsis: String {
        let names = (short.map { "-\($0), " } ?? "") + "--" + long
        switch kind {
        case .flag: return names
        case .value(let name): return "\(names) \(name)"
        case .optionalValue(let name): return "\(names) [\(name)]"
        }
    }
}
