#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Every setting resolved for one run: flag > environment > settings file > default.
/// Read a setting by its row's name, typed: `configuration.sort`, `configuration.timeout`
/// (generated for each row of the table, by settings-list).
/// Each value is parsed once, when it is resolved or set, and held in its
/// row's type; the text is kept only to show it (`settings list`).
public struct Configuration: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        /// The value, of its row's type.
        public var value: any Sendable
        /// The value in its canonical spelling.
        public var text: String
        public var source: SettingSource

        /// `text` as `setting` reads it; nil when the setting doesn't accept it.
        public init?(_ setting: AnySetting, text: String, source: SettingSource) {
            guard let parsed = setting.value(text) else { return nil }
            (value, self.text, self.source) = (parsed.value, parsed.text, source)
        }

        /// `setting` at its default.
        init(defaultOf setting: AnySetting) {
            (value, text, source) = (setting.defaultValue, setting.defaultText, .default)
        }

        init<Value>(_ setting: Setting<Value>, value: Value, source: SettingSource) {
            (self.value, text, self.source) = (value, setting.format(value), source)
        }

        /// Two entries are the same when their canonical spellings and sources are.
        public static func == (left: Entry, right: Entry) -> Bool {
            left.text == right.text && left.source == right.source
        }
    }

    /// By setting key.
    public var entries: [String: Entry]

    public init(entries: [String: Entry] = [:]) {
        self.entries = entries
    }

    /// Every setting at its default.
    public static let defaults = Configuration(
        entries: Dictionary(uniqueKeysWithValues: Settings.all.compactMap { setting in
            Entry(setting, text: setting.defaultText, source: .default).map { (setting.key, $0) }
        })
    )

    public subscript<Value>(_ setting: Setting<Value>) -> Value {
        entries[setting.key]?.value as? Value ?? setting.defaultValue
    }

    /// A copy with `setting` set from `text` (validated as `settings set` validates it); nil when it isn't valid.
    public func setting(_ setting: AnySetting, text: String, from source: SettingSource) -> Configuration? {
        guard let entry = Entry(setting, text: text, source: source) else { return nil }
        var copy = self
        copy.entries[setting.key] = entry
        return copy
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
        copy.entries[setting.key] = Entry(setting, value: value, source: source)
        return copy
    }

    public var feedURL: URL { self.feed.url(country: self.country, limit: self.limit) }
}
