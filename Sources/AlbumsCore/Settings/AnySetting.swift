import Foundation

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
    /// What a change of it affects while albums runs.
    public let affects: SettingEffects
    /// Text parsed once into the row's own type, with its canonical spelling; nil when the key does not accept it.
    let value: @Sendable (String) -> (value: any Sendable, text: String)?

    /// `ALBUMS_SORT`, `ALBUMS_CACHE_SIZE`, …
    public var environmentName: String {
        "ALBUMS_" + String(key.uppercased().map { $0 == "-" ? "_" : $0 })
    }

    /// The value in its canonical spelling, or nil when the key does not accept it.
    public func normalized(_ text: String) -> String? {
        value(text)?.text
    }
}
