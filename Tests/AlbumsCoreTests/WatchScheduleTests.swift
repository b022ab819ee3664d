@testable import AlbumsCore
import AlbumsEssentials
import AlbumsTestSupport
import Foundation
import Testing

/// When `albums watch` checks, and how it matches the artists followed.
@Suite struct WatchScheduleTests {
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

    /// The edges: a feed fresh for under a second is hourly, for 1 s is 1 s; at
    /// most a day however long it says (86,399, 86,400, 86,401 s); --every no
    /// shorter than a second; a back-off's first wait at most a minute (59, 60, 61 s).
    @Test func theIntervalsEdges() {
        #expect(WatchSchedule.interval(every: nil, freshFor: 0.99) == .seconds(3600))
        #expect(WatchSchedule.interval(every: nil, freshFor: 1) == .seconds(1))
        #expect([86_399, 86_400, 86_401].map { WatchSchedule.interval(every: nil, freshFor: $0) } == [.seconds(86_399), .seconds(86_400), .seconds(86_400)])
        #expect(WatchSchedule.interval(every: .milliseconds(500), freshFor: nil) == .seconds(1))
        #expect([59, 60, 61].map { WatchSchedule.backOff(failures: 1, interval: .seconds($0)) } == [.seconds(59), .seconds(60), .seconds(60)])
        #expect(WatchSchedule.backOff(failures: 0, interval: .seconds(5)) == .seconds(5), "no failure yet: the first wait")
    }

    /// ASCII names are folded without Foundation, to the same result as Foundation's folding.
    @Test func asciiFoldingIsFoundationsFolding() {
        var generator = SplitMix64(seed: 7)
        let alphabet = Array(" \tAaZz09-_.'&!éÉ".unicodeScalars.prefix(14))
        for _ in 0..<2000 {
            let length = Int(generator.next() % 12)
            let name = String(String.UnicodeScalarView((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }))
            let foundation = name.trimmingCharacters(in: .whitespaces).folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            #expect(TextFolding.folded(name) == foundation, "\(name.debugDescription)")
        }
        #expect(TextFolding.folded("  Velvet STATIC\t") == "velvet static")
        #expect(TextFolding.folded("ÍVY") == TextFolding.folded("ivy"), "beyond ASCII, Foundation's folding")
    }
}
