import AlbumsEssentials
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
    /// What a change of it affects while albums runs (the browser reloads from this).
    public let affects: SettingEffects
    /// What to say of a text beyond `allowed`, nil when nothing: why a refused
    /// one is wrong (a URL's port out of range), or what a taken one loses (a
    /// follow list over its cap, read up to it: a warning).
    public let remark: @Sendable (String) -> String?

    public init(
        _ key: String, _ summary: String, allowed: String, choices: [String] = [], suggestions: [String]? = nil,
        default defaultValue: Value, parse: @escaping @Sendable (String) -> Value?, format: @escaping @Sendable (Value) -> String,
        affects: SettingEffects = [], remark: @escaping @Sendable (String) -> String? = { _ in nil }
    ) {
        self.key = key
        self.summary = summary
        self.allowed = allowed
        self.choices = choices
        self.suggestions = suggestions ?? choices
        self.defaultValue = defaultValue
        self.parse = parse
        self.format = format
        self.affects = affects
        self.remark = remark
    }

    /// The row without its type, for lists of every setting.
    public var any: AnySetting {
        let (parse, format) = (parse, format)
        return AnySetting(
            key: key, summary: summary, allowed: allowed, choices: choices, suggestions: suggestions,
            defaultText: format(defaultValue), defaultValue: defaultValue, affects: affects, remark: remark,
            value: { text in parse(text).map { (value: $0 as any Sendable, text: format($0)) } }
        )
    }
}


/// What a setting's change affects while albums runs.
public struct SettingEffects: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The chart is loaded again: which chart, from where, how much of it, whether it is kept.
    public static let chart = SettingEffects(rawValue: 1)
    /// Covers load through a new image pipeline: where they come from, the cache, its size, the timeout.
    public static let coverLoading = SettingEffects(rawValue: 2)
    /// Covers are drawn again, another way.
    public static let pictures = SettingEffects(rawValue: 4)
    /// The list is put in another order.
    public static let order = SettingEffects(rawValue: 8)
    /// The world chart (the stores side by side) is loaded again.
    public static let world = SettingEffects(rawValue: 16)
}

extension Setting where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// A setting that is one of an enumeration's cases, spelled as their raw values, in any case.
    public static func choice(_ key: String, _ summary: String, default defaultValue: Value, affects: SettingEffects = []) -> Setting {
        let names = Value.allCases.map { $0.rawValue }
        return Setting(
            key, summary, allowed: names.joined(separator: ", "), choices: names, default: defaultValue,
            parse: { Value(rawValue: $0.trimmingWhitespace.lowercased()) }, format: { $0.rawValue }, affects: affects
        )
    }
}

extension Setting where Value == Int {
    /// A whole number in `range`, written in digits.
    public static func number(_ key: String, _ summary: String, in range: ClosedRange<Int>, suggestions: [String], default defaultValue: Int,
                              affects: SettingEffects = []) -> Setting {
        Setting(
            key, summary, allowed: "\(range.lowerBound)…\(range.upperBound)", suggestions: suggestions, default: defaultValue,
            parse: { NumberText.whole($0).flatMap { range.contains($0) ? $0 : nil } }, format: { String($0) }, affects: affects
        )
    }
}
