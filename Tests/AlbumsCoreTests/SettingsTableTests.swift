@testable import AlbumsCore
import Testing

@Suite struct SettingsTableTests {
    /// Every row of the table, in the order it is declared, is in the list of
    /// all settings: nothing lists them by hand, so none can be left out. (A
    /// row added later falls in where it is declared; this test needn't change.)
    @Test func everyDeclaredRowIsListedInOrder() {
        let known = [
            "feed", "sort", "session", "cache", "sound", "country", "limit", "api", "cache-size", "timeout", "art", "dither", "history", "player",
            "countries", "notify", "follow", "watch-every", "watch-new", "watch-moves", "watch-top", "watch-left",
        ]
        #expect(Settings.all.map(\.key).filter(known.contains) == known)
        #expect(Set(Settings.all.map(\.key)).count == Settings.all.count, "keys are unique")
    }

    /// The list generated at build time (Sources/settings-list) holds every row the table has, in order:
    /// checked against the table itself, reflected here (reflecting it when albums runs cost about 1 ms).
    @Test func theGeneratedListIsEveryRowOfTheTable() {
        let rows = Mirror(reflecting: Settings.table).children.compactMap { child -> String? in
            let mirror = Mirror(reflecting: child.value)
            return mirror.children.first { $0.label == "key" }?.value as? String
        }
        #expect(!rows.isEmpty)
        #expect(Settings.all.map(\.key) == rows, "every row of SettingsTable, in order")
    }

    /// A value is parsed once and held in its row's type; the text is its canonical spelling.
    @Test func valuesAreHeldTyped() throws {
        let set = try #require(Configuration.defaults.setting(Settings.limit.any, text: "25", from: .file))
        #expect(set.entries["limit"]?.value as? Int == 25)
        #expect(set.entries["limit"]?.text == "25")
        #expect(set.limit == 25)
        let timeout = try #require(set.setting(Settings.timeout.any, text: "2.5", from: .flag))
        #expect(timeout.entries["timeout"]?.value as? Duration == .milliseconds(2500))
        #expect(timeout.source(Settings.timeout.any) == .flag)
    }

    @Test func aValueTheRowRefusesChangesNothing() {
        #expect(Configuration.defaults.setting(Settings.limit.any, text: "0", from: .file) == nil)
        #expect(Configuration.defaults.setting(Settings.sort.any, text: "loudness", from: .file) == nil)
    }

    /// What a change affects is declared on the row; the browser reloads from it.
    @Test(arguments: [
        ("feed", SettingEffects.chart), ("limit", .chart), ("country", .chart), ("history", .chart), ("api", .chart),
        ("session", [.chart, .coverLoading]), ("cache", [.chart, .coverLoading]), ("timeout", [.chart, .coverLoading]),
        ("cache-size", .coverLoading), ("sort", .order), ("art", .pictures), ("dither", .pictures), ("countries", .world),
        ("sound", []), ("player", []), ("follow", []), ("watch-top", []),
    ] as [(String, SettingEffects)])
    func eachRowDeclaresWhatItAffects(key: String, effects: SettingEffects) {
        #expect(Settings.named(key)?.affects == effects)
    }
}
