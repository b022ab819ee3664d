@testable import AlbumsCore
import AlbumsTestSupport
import Foundation
import Testing

/// What `albums watch` reports, and when it checks, from fixed editions.
@Suite struct WatchRulesTests {
    /// Day 0: A B C D E F G H I J K L; day 1: B A L C D M E F G H I (J, K left; L up 9; M new; E to I down 2).
    static let history = ChartHistoryTests.history(["A B C D E F G H I J K L", "B A L C D M E F G H I"])
    static var changes: ChartChanges { history.changes(from: 0, to: 1) }
    static var albums: [Album] { ChartHistoryTests.albums("B A L C D M E F G H I") }

    static func labels(_ rules: WatchRules) -> [String] {
        rules.news(in: changes, albums: albums).map { "\($0.label) \($0.id)" }
    }

    @Test func eachRuleSelectsItsNews() {
        #expect(Self.labels(WatchRules()) == ["NEW M"], "new entries and re-entries by default")
        #expect(Self.labels(WatchRules(new: false, moves: 5)) == ["▲9 L"])
        #expect(Self.labels(WatchRules(new: false, top: 3)) == ["TOP3 L"], "L comes into the top 3 from 12")
        #expect(Self.labels(WatchRules(new: false, left: true)) == ["LEFT J", "LEFT K"])
        #expect(Self.labels(WatchRules(new: false, artists: ["artist c", "ÄRTIST E"])) == ["ARTIST C", "ARTIST E"], "case and accents aside")
        #expect(Self.labels(WatchRules(new: true, moves: 1, top: 6, left: true)) == ["NEW M", "TOP6 L", "▲1 B", "▼2 E", "▼2 F", "▼2 G", "▼2 H", "▼2 I", "▼1 A", "▼1 C", "▼1 D", "LEFT J", "LEFT K"],
                "one line an album: the first rule that names it; the biggest moves first")
        #expect(Self.labels(WatchRules(new: false)) == [])
    }

    @Test func oneNotificationSumsUpACheck() {
        let news = WatchRules(new: true, moves: 5, left: true).news(in: Self.changes, albums: Self.albums)
        #expect(WatchRules.summary(news) == "1 new, 1 up, 2 left: Album M — Artist M, #6; Album L — Artist L, #3; Album J — Artist J, left; and 1 more")
        #expect(WatchRules.summary(news, limit: 4).hasSuffix("; Album K — Artist K, left"), "all four: no \"more\"")
        let followed = WatchRules(new: false, artists: ["artist c"]).news(in: Self.changes, albums: Self.albums)
        #expect(WatchRules.summary(followed) == "1 by artists you follow: Album C — Artist C, #4", "the artist named: the reason it is news")
        let json = WatchRules.changes(news, from: 5, to: 6)
        #expect(json.entered.map(\.id) == ["M"] && json.climbed.map(\.id) == ["L"] && json.left.map(\.id) == ["J", "K"])
    }

    @Test func durations() {
        #expect(WatchSchedule.parse("90s") == .seconds(90))
        #expect(WatchSchedule.parse("10m") == .seconds(600))
        #expect(WatchSchedule.parse("1h30m") == .seconds(5400))
        #expect(WatchSchedule.parse("45") == .seconds(45))
        #expect(WatchSchedule.parse("0.5s") == nil, "at least 1 s")
        #expect(WatchSchedule.parse("soon") == nil)
        #expect(WatchSchedule.parse("8d") == nil, "at most a week")
        #expect(WatchSchedule.text(.seconds(5400)) == "1h30m")
        #expect(WatchSchedule.describe(.seconds(6 * 3600 + 12 * 60 + 5)) == "6 h 12 m")
    }

    /// --every, else the feed's freshness, else hourly; failures: the interval (at most a minute), doubling, at most 30 minutes.
    @Test func whenToCheck() {
        #expect(WatchSchedule.interval(every: .seconds(90), freshFor: 300) == .seconds(90))
        #expect(WatchSchedule.interval(every: nil, freshFor: 299.2) == .seconds(300))
        #expect(WatchSchedule.interval(every: nil, freshFor: nil) == .seconds(3600))
        #expect((1...7).map { WatchSchedule.backOff(failures: $0, interval: .seconds(3600)) }
            == [.seconds(60), .seconds(120), .seconds(240), .seconds(480), .seconds(960), .seconds(1800), .seconds(1800)])
        #expect((1...3).map { WatchSchedule.backOff(failures: $0, interval: .seconds(5)) } == [.seconds(5), .seconds(10), .seconds(20)])
    }

    /// ASCII names are folded without Foundation, to the same result as Foundation's folding.
    @Test func asciiFoldingIsFoundationsFolding() {
        var generator = SplitMix64(seed: 7)
        let alphabet = Array(" \tAaZz09-_.'&!éÉ".unicodeScalars.prefix(14))
        for _ in 0..<2000 {
            let length = Int(generator.next() % 12)
            let name = String(String.UnicodeScalarView((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }))
            let foundation = name.trimmingCharacters(in: .whitespaces).folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            #expect(WatchRules.folded(name) == foundation, "\(name.debugDescription)")
        }
        #expect(WatchRules.folded("  Velvet STATIC\t") == "velvet static")
        #expect(WatchRules.folded("ÍVY") == WatchRules.folded("ivy"), "beyond ASCII, Foundation's folding")
    }
}
