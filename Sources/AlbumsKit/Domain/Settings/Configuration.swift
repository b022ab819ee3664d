import Foundation

/// Every setting resolved for one run: flag > environment > settings file > default.
public struct Configuration: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        public var value: String
        public var source: SettingSource
    }

    public var entries: [SettingKey: Entry]

    public init(entries: [SettingKey: Entry] = [:]) {
        self.entries = entries
    }

    /// The defaults for every key.
    public static let defaults = Configuration(
        entries: Dictionary(uniqueKeysWithValues: SettingsTable.all.map { ($0.key, Entry(value: $0.defaultValue, source: .default)) })
    )

    public func value(_ key: SettingKey) -> String {
        entries[key]?.value ?? key.spec.defaultValue
    }

    public func source(_ key: SettingKey) -> SettingSource {
        entries[key]?.source ?? .default
    }

    public func setting(_ key: SettingKey, to value: String, from source: SettingSource = .flag) -> Configuration {
        var copy = self
        copy.entries[key] = Entry(value: value, source: source)
        return copy
    }

    public var feed: FeedChoice { FeedChoice(value(.feed)) ?? .standard }
    public var sort: SortOrder { SortOrder(rawValue: value(.sort)) ?? .rank }
    public var session: Session { Session(rawValue: value(.session)) ?? .shared }
    public var cache: CacheMode { CacheMode(rawValue: value(.cache)) ?? .filesystem }
    public var sound: SoundMode { SoundMode(rawValue: value(.sound)) ?? .bell }
    public var country: String { value(.country) }
    public var limit: Int { Int(value(.limit)) ?? 100 }
    public var api: String { value(.api) }
    public var cacheSize: Int { ByteSize.parse(value(.cacheSize)) ?? 100 << 20 }
    public var art: PictureMode { PictureMode(rawValue: value(.art)) ?? .auto }
    public var timeout: Duration { .milliseconds(Int64((Double(value(.timeout)) ?? 15) * 1000)) }

    public var feedURL: URL { feed.url(country: country, limit: limit) }
}

public enum Session: String, Sendable {
    /// The real network.
    case shared
    /// The fixtures built into the binary.
    case stub
}

public enum CacheMode: String, Sendable {
    case none
    case memory
    case filesystem
}

public enum SoundMode: String, Sendable {
    case off
    case bell
    case play
}
