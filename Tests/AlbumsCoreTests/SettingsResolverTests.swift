@testable import AlbumsCore
@testable import AlbumsEssentials
import AlbumsTestSupport
import Testing

@Suite struct SettingsResolverTests {
    func resolve(flags: [String: String] = [:], env: [String: String] = [:], stored: [String: String] = [:]) throws -> SettingsResolver.Resolution {
        try SettingsResolver.resolve(flags: flags, environment: env, stored: stored, storeLocation: "/x/settings.json")
    }

    @Test func defaultsWhenNothingIsSet() throws {
        let configuration = try resolve().configuration
        #expect(configuration.sort == .rank)
        #expect(configuration.session == .shared)
        #expect(configuration.cache == .filesystem)
        #expect(configuration.sound == .bell)
        #expect(configuration.country == "us")
        #expect(configuration.limit == 100)
        #expect(configuration.feed == .standard)
        #expect(Settings.all.allSatisfy { configuration.source($0) == .default })
    }

    /// A setting nothing sets resolves to its row's default value, not parsed
    /// from its text: the two must be one value.
    @Test func eachDefaultIsTheValueItsTextReadsAs() throws {
        let configuration = try resolve().configuration
        for setting in Settings.all {
            let parsed = try #require(setting.value(setting.defaultText), "the default of \(setting.key) reads")
            let entry = try #require(configuration.entries[setting.key])
            #expect(entry.text == parsed.text, "\(setting.key)")
            #expect(String(describing: entry.value) == String(describing: parsed.value), "\(setting.key)")
            #expect(type(of: entry.value) == type(of: parsed.value), "\(setting.key)")
        }
        #expect(Configuration.defaults == configuration)
    }

    @Test func flagBeatsEnvironmentBeatsFileBeatsDefault() throws {
        let all = try resolve(flags: ["sort": "name"], env: ["ALBUMS_SORT": "artist", "ALBUMS_LIMIT": "5"], stored: ["sort": "release-date", "limit": "7", "country": "gb"])
        #expect(all.configuration.text(Settings.sort.any) == "name")
        #expect(all.configuration.source(Settings.sort.any) == .flag)
        #expect(all.configuration.text(Settings.limit.any) == "5")
        #expect(all.configuration.source(Settings.limit.any) == .environment)
        #expect(all.configuration.text(Settings.country.any) == "gb")
        #expect(all.configuration.source(Settings.country.any) == .file)
        #expect(all.configuration.source(Settings.cache.any) == .default)
        #expect(all.warnings.isEmpty)
    }

    @Test func anInvalidValueInTheFileWarnsAndFallsBackToTheDefault() throws {
        let resolution = try resolve(stored: ["sort": "loudness", "limit": "500"])
        #expect(resolution.configuration.sort == .rank)
        #expect(resolution.configuration.limit == 100)
        #expect(resolution.warnings == [
            "ignoring sort = \"loudness\" in /x/settings.json: it must be rank, name, artist, release-date, movement, days; using rank",
            "ignoring limit = \"500\" in /x/settings.json: it must be 1…100; using 100",
        ])
    }

    @Test func anInvalidEnvironmentValueWarnsAndTheFileStillCounts() throws {
        let resolution = try resolve(env: ["ALBUMS_SORT": "loud"], stored: ["sort": "artist"])
        #expect(resolution.configuration.sort == .artist)
        #expect(resolution.configuration.source(Settings.sort.any) == .file)
        #expect(resolution.warnings == ["ignoring ALBUMS_SORT=loud: sort must be rank, name, artist, release-date, movement, days"])
    }

    /// Why a feed's URL is refused is said for a URL ("://") that is not a
    /// template ("{"): a choice's name, or a template, gets no remark.
    @Test func aFeedURLsProblemIsSaidOnlyForAURLThatIsNoTemplate() throws {
        let allowed = Settings.feed.allowed
        #expect(try resolve(env: ["ALBUMS_FEED": "standard"]).warnings.isEmpty)
        #expect(try resolve(stored: ["feed": "https://a.test/{country}/{limit}.json"]).warnings.isEmpty)
        #expect(try resolve(stored: ["feed": "ftp://a.test/x"]).warnings
            == ["ignoring feed = \"ftp://a.test/x\" in /x/settings.json: ftp: is not http or https; it must be \(allowed); using standard"])
        #expect(try resolve(env: ["ALBUMS_FEED": "ftp://a.test/{country}"]).warnings == ["ignoring ALBUMS_FEED=ftp://a.test/{country}: feed must be \(allowed)"])
        #expect(try resolve(env: ["ALBUMS_FEED": "standardx"]).warnings == ["ignoring ALBUMS_FEED=standardx: feed must be \(allowed)"])
    }

    @Test func anInvalidFlagIsAUsageErrorWithASuggestion() {
        #expect(throws: UsageError("invalid value \"nmae\" for --sort", hints: ["did you mean name?", "sort must be rank, name, artist, release-date, movement, days"])) {
            try resolve(flags: ["sort": "nmae"])
        }
    }

    /// A long mistyped value is measured against no candidate (the edit distance is quadratic in its length), and still suggests nothing.
    @Test func aLongValueIsMeasuredAgainstNothing() {
        let long = String(repeating: "x", count: 10_000)
        #expect(Suggest.measured(long, among: Countries.alphabetical).isEmpty)
        #expect(Suggest.closest(to: long, among: Countries.alphabetical) == nil)
        #expect(Suggest.measured("sortt", among: ["sort", "session", "limit", "watch-every"]) == ["sort", "session", "limit"])
        #expect(Suggest.closest(to: "sortt", among: ["sort", "session", "limit"]) == "sort")
    }

    @Test func ukSuggestsGB() {
        #expect(throws: UsageError("invalid value \"uk\" for --country", hints: ["did you mean gb?", "country must be an ISO 3166 alpha-2 code, e.g. us, gb, jp"])) {
            try resolve(flags: ["country": "uk"])
        }
    }

    @Test(arguments: [
        ("limit", "0", nil), ("limit", "101", nil), ("limit", "1", "1"), ("limit", "100", "100"), ("limit", "ten", nil),
        ("country", "JP", "jp"), ("country", "xx", nil), ("sort", "Release-Date", "release-date"),
        ("feed", "EMPTY", "empty"), ("feed", "https://Example.com/Feed.json", "https://Example.com/Feed.json"),
        ("feed", "ftp://example.com/x", nil), ("feed", "example.com/x.json", nil), ("session", "stub", "stub"), ("cache", "disk", nil),
    ] as [(String, String, String?)])
    func valuesAreValidatedAndNormalised(key: String, text: String, expected: String?) throws {
        #expect(try #require(Settings.named(key)).normalized(text) == expected)
    }

    @Test func everyKeyHasOneRowInTheTable() {
        #expect(Set(Settings.all.map(\.key)).count == Settings.all.count, "no key twice")
        for setting in Settings.all {
            #expect(setting.normalized(setting.defaultText) == setting.defaultText, "the default of \(setting.key) is valid")
            #expect(Settings.named(setting.key.uppercased())?.key == setting.key)
        }
    }

    @Test func environmentNames() {
        #expect(Settings.sort.any.environmentName == "ALBUMS_SORT")
        #expect(Settings.cacheSize.any.environmentName == "ALBUMS_CACHE_SIZE")
        #expect(Settings.watchEvery.any.environmentName == "ALBUMS_WATCH_EVERY")
    }

    @Test func countriesAreSuggestedInAlphabeticalOrderEachOnce() {
        #expect(Countries.alphabetical == Countries.alphabetical.sorted())
        #expect(Set(Countries.alphabetical).count == Countries.alphabetical.count)
        #expect(Settings.country.suggestions == Countries.alphabetical)
    }
}
