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
