import AlbumsClients
import AlbumsCore
/// What a shell may offer after an option or in a positional slot.
public enum Completion: Equatable, Sendable {
    case none
    case values([String])
    case files
    /// The names of the settings.
    case settingKeys
    /// The values of the setting named just before.
    case settingValues
    /// A command path: the commands of albums, then the subcommands of those named before.
    case commands
}

/// One option of a command, as data: parsing, help, completions and the man page read it.
public struct OptionSpec: Sendable {
    public enum Kind: Equatable, Sendable {
        case flag
        case value(String)
        /// `--json` or `--json name,artist`.
        case optionalValue(String)
    }

    public var long: String
    public var short: Character?
    public var kind: Kind
    public var help: String
    /// The setting this option overrides, whose table validates the value.
    public var setting: AnySetting?
    public var completion: Completion
    /// For an optional value: whether the next word is the value (`--recent 3`)
    /// rather than an argument. Without it, words that look like the option's completions are.
    public var takesNextWord: (@Sendable (String) -> Bool)?

    public init(_ long: String, short: Character? = nil, _ kind: Kind = .flag, help: String,
                setting: AnySetting? = nil, completion: Completion? = nil, takesNextWord: (@Sendable (String) -> Bool)? = nil) {
        self.long = long
        self.short = short
        self.kind = kind
        self.help = help
        self.setting = setting
        self.takesNextWord = takesNextWord
        self.completion = completion ?? setting.map { setting in
            setting.suggestions.isEmpty ? .none : .values(setting.suggestions)
        } ?? .none
    }

    /// An option that sets a setting for this run, described from the settings table.
    public static func setting(_ setting: AnySetting, short: Character? = nil, help: String? = nil) -> OptionSpec {
        OptionSpec(setting.key, short: short, .value(setting.key.uppercased()), help: help ?? "\(setting.summary) (\(setting.allowed))", setting: setting)
    }

    public var takesValue: Bool { kind != .flag }

    public var valueName: String? {
        switch kind {
        case .flag: return nil
        case .value(let name), .optionalValue(let name): return name
        }
    }

    /// `-s, --sort SORT`
    public var synopsis: String {
        let names = (short.map { "-\($0), " } ?? "") + "--" + long
        switch kind {
        case .flag: return names
        case .value(let name): return "\(names) \(name)"
        case .optionalValue(let name): return "\(names) [\(name)]"
        }
    }
}

public struct PositionalSpec: Sendable {
    public enum Arity: Sendable {
        case one
        case optional
        case many
    }

    public var name: String
    public var help: String
    public var arity: Arity
    public var completion: Completion

    public init(_ name: String, _ arity: Arity = .one, help: String, completion: Completion = .none) {
        self.name = name
        self.help = help
        self.arity = arity
        self.completion = completion
    }

    public var synopsis: String {
        switch arity {
        case .one: return "<\(name)>"
        case .optional: return "[<\(name)>]"
        case .many: return "[<\(name)>...]"
        }
    }
}
