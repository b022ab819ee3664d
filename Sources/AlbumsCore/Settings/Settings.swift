import AlbumsEssentials
/// The settings table: every setting `albums` has, one typed row each, in the
/// order `settings list` shows them. Adding a setting is a row here, the code
/// that reads it (`configuration.newKey`), and a test; the list of every
/// setting, the resolver, the flags, the docs and what the browser reloads
/// follow from the row. Each row says its type (`Setting<SortOrder>`): the
/// typed `configuration.sort` is generated from it.
public struct SettingsTable: Sendable {
    public let feed: Setting<FeedChoice> = Setting(
        "feed", "Which chart to read: Apple's live chart, a demo feed, or any feed URL",
        allowed: "standard, empty, malformed, or an http(s) URL (with {country} and {limit} in it for a feed per store)", choices: ["standard", "empty", "malformed"],
        default: .standard, parse: FeedChoice.init(setting:), format: { $0.setting }, affects: .chart,
        remark: { text in text.contains("://") && !text.contains("{") ? WebURL.problem(text.trimmingWhitespace) : nil }
    )
    public let sort: Setting<SortOrder> = .choice("sort", "Order of the list (rank is the chart's own order)", default: SortOrder.rank, affects: .order)
    public let session: Setting<Session> = .choice("session", "Where answers come from: the network, or the fixtures built into albums", default: Session.shared, affects: [.chart, .coverLoading])
    public let cache: Setting<CacheMode> = .choice("cache", "What is kept between requests", default: CacheMode.filesystem, affects: [.chart, .coverLoading])
    public let sound: Setting<SoundMode> = .choice("sound", "Sound when a chart loads, is empty or fails", default: SoundMode.bell)
    public let country: Setting<String> = Setting(
        "country", "Store country of the chart", allowed: "an ISO 3166 alpha-2 code, e.g. us, gb, jp",
        suggestions: Countries.alphabetical, default: "us", parse: { Countries.normalize($0.trimmingWhitespace) }, format: { $0 }, affects: .chart
    )
    public let limit: Setting<Int> = .number("limit", "How many albums to show", in: 1...100, suggestions: ["10", "25", "50", "100"], default: 100, affects: .chart)
    public let api: Setting<String> = Setting(
        "api", "Base URL of the iTunes Search and Lookup APIs", allowed: "an http(s) URL",
        default: "https://itunes.apple.com", parse: { text in
            let text = text.trimmingWhitespace
            return WebURL.parse(text).map { _ in text.hasSuffix("/") ? String(text.dropLast()) : text }
        }, format: { $0 }, affects: .chart, remark: { WebURL.problem($0.trimmingWhitespace) }
    )
    public let cacheSize: Setting<Int> = Setting(
        "cache-size", "Most disk space the artwork cache may use", allowed: "a size such as 100MB, 512KB or 2GB (at least 1MB)",
        suggestions: ["50MB", "100MB", "250MB", "1GB"], default: 100 << 20,
        parse: { ByteSize.parse($0).flatMap { $0 >= 1 << 20 ? $0 : nil } }, format: ByteSize.format, affects: .coverLoading
    )
    public let timeout: Setting<Duration> = Setting(
        "timeout", "Seconds a request may take, retries and waits included, before it is given up", allowed: "a number of seconds from 0.1 to 600",
        default: .seconds(15), parse: { text in
            guard let seconds = NumberText.decimal(text), seconds >= 0.1, seconds <= 600 else { return nil }
            return .milliseconds(Int64((seconds * 1000).rounded()))
        }, format: { duration in
            let seconds = duration.seconds
            return seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
        }, affects: [.chart, .coverLoading]
    )
    public let art: Setting<PictureMode> = .choice("art", "How covers are drawn in the terminal (auto asks the terminal what it supports)", default: PictureMode.auto, affects: .pictures)
    public let dither: Setting<Dither> = .choice("dither", "How sixel covers imitate colours their 256 lack", default: Dither.none, affects: .pictures)
    public let history: Setting<HistoryMode> = .choice(
        "history", "Keep each edition of the chart, to show what moved (off: nothing is kept, no movement shown)", default: HistoryMode.on, affects: .chart
    )
    public let player: Setting<PlayerChoice> = .choice(
        "player", "What plays previews (auto: the first of mpv, ffplay, afplay on macOS, gst-play-1.0 found on PATH)", default: PlayerChoice.auto
    )
    public let countries: Setting<[String]> = Setting(
        "countries", "Store countries `albums compare` puts side by side", allowed: "2 to 20 ISO 3166 alpha-2 codes, comma-separated, e.g. us,gb,jp",
        suggestions: ["us,gb,jp,kr,de", "us,gb,ca,au", "jp,kr,tw,hk"], default: ["us", "gb", "jp", "kr", "de"],
        parse: Countries.list, format: { $0.joined(separator: ",") }, affects: .world
    )
    public let notify: Setting<NotifyMode> = .choice(
        "notify", "How albums watch tells of news besides printing it: none, terminal (OSC 9/777 and the bell), desktop (notify-send, osascript), auto",
        default: NotifyMode.auto
    )
    public let follow: Setting<[String]> = Setting(
        "follow", "Artists albums watch reports whenever an album of theirs charts (albums follow add NAME)",
        allowed: "at most 1,000 artist names separated by ;, matched without regard to case or accents", default: [],
        parse: FollowedArtists.parse, format: { $0.joined(separator: "; ") }, remark: FollowedArtists.remark
    )
    public let watchEvery: Setting<Duration?> = Setting(
        "watch-every", "How often albums watch checks (auto: as long as the feed says it stays fresh, else hourly)",
        allowed: "auto, or a duration such as 90s, 10m, 1h (whole seconds, at least 1 s)", suggestions: ["auto", "5m", "15m", "1h"], default: nil,
        parse: { text in text.trimmingWhitespace.lowercased() == "auto" ? .some(nil) : WatchSchedule.parse(text).map { .some($0) } },
        format: { $0.map { WatchSchedule.text($0) } ?? "auto" }
    )
    public let watchNew: Setting<Toggle> = .choice("watch-new", "albums watch reports new entries and re-entries", default: Toggle.on)
    public let watchMoves: Setting<Int> = .number(
        "watch-moves", "albums watch reports climbs and falls of at least this many places (0: none)", in: 0...99, suggestions: ["0", "5", "10", "20"], default: 0
    )
    public let watchTop: Setting<Int> = .number(
        "watch-top", "albums watch reports albums entering the top K (0: none)", in: 0...100, suggestions: ["0", "5", "10", "25", "50"], default: 0
    )
    public let watchLeft: Setting<Toggle> = .choice("watch-left", "albums watch reports albums that left the chart", default: Toggle.off)
}

/// The rows, read as `Settings.sort`, and the list of them all (`all`),
/// generated from the table's own declarations when albums is built, so a row
/// can't be left out of it and finding them costs nothing when albums runs.
public enum Settings {
    public static let table = SettingsTable()

    // `all`, every row in declaration order, and each row as `Settings.NAME`,
    // are generated from this file at build time (Sources/settings-list).

    /// The row named `key`, in any case.
    public static func named(_ key: String) -> AnySetting? {
        all.first { $0.key == key.lowercased() }
    }
}
