/// Every setting `albums` knows. `SettingsTable` says what each accepts.
public enum SettingKey: String, CaseIterable, Sendable {
    case feed
    case sort
    case session
    case cache
    case sound
    case country
    case limit
    case api
    case cacheSize = "cache-size"
    case timeout
    case art

    /// `ALBUMS_SORT`, `ALBUMS_CACHE_SIZE`, …
    public var environmentName: String {
        "ALBUMS_" + rawValue.uppercased().replacingOccurrences(of: "-", with: "_")
    }

    public var spec: SettingSpec {
        SettingsTable.spec(for: self)
    }
}
