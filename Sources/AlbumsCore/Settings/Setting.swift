/// One setting, declared once: its key, what it means, what it accepts, how
/// text becomes its value and back, and its default. `settings list`,
/// validation, the command-line flags, the environment variables, the man page,
/// `.env.example` and shell completions are all read from these rows.
public struct Setting<Value: Sendable>: Sendable {
    public let key: String
    public let summary: String
    /// What the key accepts, for people: "rank, name, artist, release-date".
    public let allowed: String
    /// The exact values, when the key takes one of a few (for suggestions and completions).
    public let choices: [String]
    /// What a shell offers for the value: the choices, or common values of an open-ended key.
    public let suggestions: [String]
    public let defaultValue: Value
    public let parse: @Sendable (String) -> Value?
    public let format: @Sendable (Value) -> String

    public init(
        _ key: String, _ summary: String, allowed: String, choices: [String] = [], suggestions: [String]? = nil,
        default defaultValue: Value, parse: @escaping @Sendable (String) -> Value?, format: @escaping @Sendable (Value) -> String
    ) {
        self.key = key
        self.summary = summary
        self.allowed = allowed
        self.choices = choices
        self.suggestions = suggestions ?? choices
        self.defaultValue = defaultValue
        self.parse = parse
        self.format = format
    }

    /// The row without its type, for lists of every setting.
    public var any: AnySetting {
        let (parse, format) = (parse, format)
        return AnySetting(
            key: key, summary: summary, allowed: allowed, choices: choices, suggestions: suggestions,
            defaultText: format(defaultValue), normalize: { text in parse(text).map(format) }
        )
    }
}

extension Setting where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// A setting that is one of an enumeration's cases, spelled as their raw values, in any case.
    public static func choice(_ key: String, _ summary: String, default defaultValue: Value) -> Setting {
        let names = Value.allCases.map(\.rawValue)
        return Setting(
            key, summary, allowed: names.joined(separator: ", "), choices: names, default: defaultValue,
            parse: { Value(rawValue: $0.trimmingWhitespace.lowercased()) }, format: \.rawValue
        )
    }
}

extension Setting where Value == Int {
    /// A whole number in `range`, written in digits.
    public static func number(_ key: String, _ summary: String, in range: ClosedRange<Int>, suggestions: [String], default defaultValue: Int) -> Setting {
        Setting(
            key, summary, allowed: "\(range.lowerBound)…\(range.upperBound)", suggestions: suggestions, default: defaultValue,
            parse: { NumberText.whole($0).flatMap { range.contains($0) ? $0 : nil } }, format: { String($0) }
        )
    }
}

extension String {
    /// Without spaces and tabs at either end.
    var trimmingWhitespace: String {
        var text = Substring(self)
        while text.first == " " || text.first == "\t" { text.removeFirst() }
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return String(text)
    }
}
