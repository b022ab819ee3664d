/// One row of the settings table: what a key means, what it accepts, its default.
public struct SettingSpec: Sendable {
    public let key: SettingKey
    public let summary: String
    /// What the key accepts, for people: "rank, name, artist, release-date".
    public let allowed: String
    /// The exact values, when the key takes one of a few (for suggestions and completions).
    public let choices: [String]
    /// What a shell offers for the value: the choices, or common values of an open-ended key.
    public let suggestions: [String]
    public let defaultValue: String
    private let normalizer: @Sendable (String) -> String?

    public init(
        _ key: SettingKey, _ summary: String, allowed: String? = nil, choices: [String] = [], suggestions: [String]? = nil,
        default defaultValue: String, normalize: (@Sendable (String) -> String?)? = nil
    ) {
        self.suggestions = suggestions ?? choices
        self.key = key
        self.summary = summary
        self.allowed = allowed ?? choices.joined(separator: ", ")
        self.choices = choices
        self.defaultValue = defaultValue
        self.normalizer = normalize ?? { text in
            let lowered = text.lowercased()
            return choices.contains(lowered) ? lowered : nil
        }
    }

    /// The value in its canonical spelling, or nil when the key does not accept it.
    public func normalize(_ text: String) -> String? {
        normalizer(text.trimmingCharacters(in: .whitespaces))
    }
}
