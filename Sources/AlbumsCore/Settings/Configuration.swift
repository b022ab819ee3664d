import Foundation

/// Every setting resolved for one run: flag > environment > settings file > default.
/// Read a setting by its row's name, typed: `configuration.sort`, `configuration.timeout`.
@dynamicMemberLookup
public struct Configuration: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        /// The value in its canonical spelling.
        public var text: String
        public var source: SettingSource

        public init(text: String, source: SettingSource) {
            self.text = text
            self.source = source
        }
    }

    /// By setting key.
    public var entries: [String: Entry]

    public init(entries: [String: Entry] = [:]) {
        self.entries = entries
    }

    /// Every setting at its default.
    public static let defaults = Configuration(
        entries: Dictionary(uniqueKeysWithValues: Settings.all.map { ($0.key, Entry(text: $0.defaultText, source: .default)) })
    )

    public subscript<Value>(_ setting: Setting<Value>) -> Value {
        entries[setting.key].flatMap { setting.parse($0.text) } ?? setting.defaultValue
    }

    public subscript<Value>(dynamicMember row: KeyPath<Settings.Type, Setting<Value>>) -> Value {
        self[Settings.self[keyPath: row]]
    }

    /// The value as `settings get` prints it.
    public func text(_ setting: AnySetting) -> String {
        entries[setting.key]?.text ?? setting.defaultText
    }

    public func source(_ setting: AnySetting) -> SettingSource {
        entries[setting.key]?.source ?? .default
    }

    /// A copy with one setting changed, as a flag would change it.
    public func setting<Value>(_ setting: Setting<Value>, to value: Value, from source: SettingSource = .flag) -> Configuration {
        var copy = self
        copy.entries[setting.key] = Entry(text: setting.format(value), source: source)
        return copy
    }

    public var feedURL: URL { self.feed.url(country: self.country, limit: self.limit) }
}
