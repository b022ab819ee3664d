/// A setting's row without its value type: what lists of every setting hold
/// (`settings list`, the resolver, help, completions).
public struct AnySetting: Sendable {
    public let key: String
    public let summary: String
    public let allowed: String
    public let choices: [String]
    public let suggestions: [String]
    /// The default, as `settings list` shows it.
    public let defaultText: String
    /// The default itself, of the row's type: what a setting no source sets
    /// resolves to, without parsing `defaultText` back (a country's or a URL's
    /// parser on every run, for nothing).
    let defaultValue: any Sendable
    /// What a change of it affects while albums runs.
    public let affects: SettingEffects
    /// What to say of a text beyond `allowed` (`Setting.remark`).
    public let remark: @Sendable (String) -> String?
    /// Text parsed once into the row's own type, with its canonical spelling; nil when the key does not accept it.
    let value: @Sendable (String) -> (value: any Sendable, text: String)?

    /// `ALBUMS_SORT`, `ALBUMS_CACHE_SIZE`, …
    /// Keys are ASCII letters, digits and hyphens, so this is bytes, not
    /// Unicode case mapping (the resolver asks it for every row, every run).
    public var environmentName: String {
        String(decoding: "ALBUMS_".utf8 + key.utf8.map { byte in
            byte == 0x2D ? 0x5F : (0x61...0x7A).contains(byte) ? byte - 0x20 : byte
        }, as: UTF8.self)
    }

    /// The value in its canonical spelling, or nil when the key does not accept it.
    public func normalized(_ text: String) -> String? {
        value(text)?.text
    }
}

extension AnySetting: Hashable {
    /// A row is its key: no two rows share one (`SettingsTableTests`).
    public static func == (left: AnySetting, right: AnySetting) -> Bool { left.key == right.key }

    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}
