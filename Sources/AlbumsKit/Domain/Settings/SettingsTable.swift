/// The one declarative table of settings. Validation, `settings list`, help,
/// completions and the man page are all read from it.
public enum SettingsTable {
    public static let all: [SettingSpec] = [
        SettingSpec(
            .feed, "Which chart to read: Apple's live chart, a demo feed, or any feed URL",
            allowed: "standard, empty, malformed, or an http(s) URL", choices: ["standard", "empty", "malformed"],
            default: "standard", normalize: { text in
                let value = WebURL.parse(text) == nil ? text.lowercased() : text
                return FeedChoice(value) == nil ? nil : value
            }
        ),
        SettingSpec(.sort, "Order of the list (rank is the chart's own order)", choices: SortOrder.allCases.map(\.rawValue), default: "rank"),
        SettingSpec(.session, "Where answers come from: the network, or the fixtures built into albums", choices: ["shared", "stub"], default: "shared"),
        SettingSpec(.cache, "What is kept between requests", choices: ["none", "memory", "filesystem"], default: "filesystem"),
        SettingSpec(.sound, "Sound when a chart loads, is empty or fails", choices: ["off", "bell", "play"], default: "bell"),
        SettingSpec(
            .country, "Store country of the chart", allowed: "an ISO 3166 alpha-2 code, e.g. us, gb, jp",
            suggestions: Countries.codes.sorted(), default: "us", normalize: { Countries.normalize($0) }
        ),
        SettingSpec(
            .limit, "How many albums to show", allowed: "1…100", suggestions: ["10", "25", "50", "100"],
            default: "100", normalize: { text in Int(text).flatMap { (1...100).contains($0) ? String($0) : nil } }
        ),
        SettingSpec(
            .api, "Base URL of the iTunes Search and Lookup APIs", allowed: "an http(s) URL",
            default: "https://itunes.apple.com", normalize: { text in
                WebURL.parse(text).map { _ in text.hasSuffix("/") ? String(text.dropLast()) : text }
            }
        ),
        SettingSpec(
            .cacheSize, "Most disk space the artwork cache may use", allowed: "a size such as 100MB, 512KB or 2GB (at least 1MB)",
            suggestions: ["50MB", "100MB", "250MB", "1GB"], default: "100MB", normalize: { ByteSize.parse($0).flatMap { $0 >= 1 << 20 ? ByteSize.format($0) : nil } }
        ),
        SettingSpec(
            .timeout, "Seconds a request may take before it is given up (each try)", allowed: "a number of seconds from 0.1 to 600",
            default: "15", normalize: { text in
                guard let seconds = Double(text), seconds >= 0.1, seconds <= 600 else { return nil }
                return seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
            }
        ),
        SettingSpec(.art, "How covers are drawn in the terminal (auto picks what the terminal supports)",
                    choices: PictureMode.allCases.map(\.rawValue), default: "auto"),
    ]

    static func spec(for key: SettingKey) -> SettingSpec {
        guard let spec = all.first(where: { $0.key == key }) else {
            preconditionFailure("SettingsTable has no row for \(key.rawValue)")
        }
        return spec
    }
}
