@testable import AlbumsEssentials
import Foundation
import Testing

/// The edges of the time-zone rules, each at the exact instant, day or byte
/// where a plausible slip would show: TZif files made here byte by byte
/// (RFC 8536), POSIX rules on the days they name.
@Suite struct ZoneEdgesTests {
    /// A TZif file: version 2, the same data in its 32-bit and 64-bit blocks, then the footer.
    static func tzif(changes: [Int64], types: [UInt8], offsets: [Int32], leaps: [(Int64, Int32)] = [], footer: String? = nil) -> [UInt8] {
        func be(_ value: Int64, _ size: Int) -> [UInt8] { (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        func block(_ timeSize: Int) -> [UInt8] {
            var bytes = Array("TZif2".utf8) + [UInt8](repeating: 0, count: 15)
            for count in [0, 0, leaps.count, changes.count, offsets.count, 4] { bytes += be(Int64(count), 4) }
            for change in changes { bytes += be(change, timeSize) }
            bytes += types
            for offset in offsets { bytes += be(Int64(offset), 4) + [0, 0] }
            bytes += Array("UTC\0".utf8)
            for (instant, correction) in leaps { bytes += be(instant, timeSize) + be(Int64(correction), 4) }
            return bytes
        }
        return block(4) + block(8) + Array("\n\(footer ?? "")\n".utf8)
    }

    @Test func atTheExactInstantOfAChangeTheNewOffsetApplies() throws {
        let rules = try #require(ZoneRules.tzif(Self.tzif(changes: [1_000_000, 2_000_000], types: [1, 0], offsets: [3600, 7200])))
        #expect(rules.offset(at: 999_999) == 3600)
        #expect(rules.offset(at: 1_000_000) == 7200, "the new offset from its first second")
        #expect(rules.offset(at: 1_999_999) == 7200)
        #expect(rules.offset(at: 2_000_000) == 3600)
    }

    /// Leap-second records take 12 bytes each in the 64-bit block (8 in the 32-bit one): read as 8,
    /// the footer is looked for in the wrong place and the rule after the last change is lost.
    @Test func leapSecondRecordsInThe64BitDataAreStepedOver() throws {
        let bytes = Self.tzif(changes: [0], types: [0], offsets: [0], leaps: [(78_796_800, 1), (94_694_401, 2)], footer: "JST-9")
        let rules = try #require(ZoneRules.tzif(bytes))
        #expect(rules.offset(at: 1_795_176_000) == 9 * 3600, "the footer's rule, after the last change")
        #expect(rules.offset(at: -1) == 0, "before the one change")
    }

    @Test func aChangeNamingATypePastTheListIsRefused() {
        #expect(ZoneRules.tzif(Self.tzif(changes: [100], types: [1], offsets: [0])) == nil, "type 1 of a list of 1")
        #expect(ZoneRules.tzif(Self.tzif(changes: [100], types: [0], offsets: [0])) != nil, "type 0 of 1: the last there is")
        #expect(ZoneRules.tzif(Self.tzif(changes: [100], types: [1], offsets: [0, 60])) != nil)
    }

    /// A file's counts are bounded by the file itself: 10,000 changes over all 256 types a byte can name are read,
    /// each change in place.
    @Test func manyChangesOverEveryTypeAreRead() throws {
        let changes = (0..<10_000).map { Int64($0) * 1000 }, types = (0..<10_000).map { UInt8($0 % 256) }
        let rules = try #require(ZoneRules.tzif(Self.tzif(changes: changes, types: types, offsets: (0..<256).map { Int32($0) * 60 })))
        #expect(rules.offset(at: 255_000) == 255 * 60)
        #expect(rules.offset(at: 9_999_000) == Int32(9_999 % 256) * 60)
        #expect(rules.offset(at: 9_998_999) == Int32(9_998 % 256) * 60)
    }

    @Test func corruptFilesAreRefused() throws {
        let good = Self.tzif(changes: [100, 200], types: [0, 1], offsets: [0, 60])
        #expect(ZoneRules.tzif(good) != nil)
        #expect(ZoneRules.tzif(Self.tzif(changes: [200, 100], types: [0, 1], offsets: [0, 60])) == nil, "changes out of order")
        #expect(ZoneRules.tzif(Self.tzif(changes: [100, 100], types: [0, 1], offsets: [0, 60])) == nil, "two changes at one instant")
        #expect(ZoneRules.tzif(Self.tzif(changes: [], types: [], offsets: [])) == nil, "no type at all")
        #expect(ZoneRules.tzif(Array(good.prefix(43))) == nil, "a header cut short")
        #expect(ZoneRules.tzif([0x58] + good.dropFirst()) == nil, "not TZif")
        // Counts that claim more than the file holds, in the 32-bit header (the only data of a version 1 file).
        var lying = good
        try #require(lying.count > 35)
        lying[4] = 0
        lying[35] = 200
        #expect(ZoneRules.tzif(lying) == nil)
    }

    /// Summer time ends at the time the rule gives on the summer-time clock: 03:00 CEST in the EU is 01:00 UTC.
    @Test func summerTimeEndsBySummerTimesClock() throws {
        let paris = try #require(ZoneRules.posix("CET-1CEST,M3.5.0,M10.5.0/3"))
        let end = CivilDate(year: 2026, month: 10, day: 25).seconds + 3600  // Sunday 25 October 2026, 01:00 UTC
        #expect(paris.offset(at: end - 1) == 7200)
        #expect(paris.offset(at: end) == 3600, "not an hour late, as the standard clock would have it")
        let start = CivilDate(year: 2026, month: 3, day: 29).seconds + 3600  // 02:00 CET is 01:00 UTC
        #expect(paris.offset(at: start - 1) == 3600)
        #expect(paris.offset(at: start) == 7200)
    }

    /// In the south, summer time spans the new year, and its changes fall at their instants too (as the C library
    /// has them: TZ="AEST-10AEDT,M10.1.0,M4.1.0/3" date -d @…): it begins on Sunday 4 October 2026 at 02:00 AEST
    /// (16:00 UTC the day before), and ends on Sunday 5 April 2026 at 03:00 AEDT (16:00 UTC the day before).
    @Test func southernSummerTimeBeginsAndEndsAtItsInstants() throws {
        let sydney = try #require(ZoneRules.posix("AEST-10AEDT,M10.1.0,M4.1.0/3"))
        let begins = CivilDate(year: 2026, month: 10, day: 3).seconds + 16 * 3600
        #expect(sydney.offset(at: begins - 1) == 36_000 && sydney.offset(at: begins) == 39_600)
        let ends = CivilDate(year: 2026, month: 4, day: 4).seconds + 16 * 3600
        #expect(sydney.offset(at: ends - 1) == 39_600 && sydney.offset(at: ends) == 36_000)
    }

    /// Summer time that would begin and end at one instant (02:00 standard time is 03:00 summer time) is never in
    /// force, as the C library has it (TZ="AAA5BBB,M3.2.0/2,M3.2.0/3" date: -0500 all year), not in force all year;
    /// a southern rule (summer over the new year) still wraps it.
    @Test func summerTimeBeginningAsItEndsIsNeverInForce() throws {
        let none = try #require(ZoneRules.posix("AAA5BBB,M3.2.0/2,M3.2.0/3"))
        for instant in [CivilDate(year: 2026, month: 1, day: 15).seconds, CivilDate(year: 2026, month: 3, day: 8).seconds + 7 * 3600,
                        CivilDate(year: 2026, month: 7, day: 1).seconds] {
            #expect(none.offset(at: instant) == -18_000, "\(instant)")
        }
        let south = try #require(ZoneRules.posix("AEST-10AEDT,M10.1.0,M4.1.0/3"))
        #expect(south.offset(at: CivilDate(year: 2026, month: 1, day: 15).seconds) == 39_600)
        #expect(south.offset(at: CivilDate(year: 2026, month: 7, day: 1).seconds) == 36_000)
    }

    /// A rule is written after a comma: anything else there is no TZ albums reads (UTC, as for any it can't).
    @Test(arguments: ["EST5EDT4;M1.1.0,M2.1.0", "EST5EDT4xM1.1.0,M2.1.0", "EST5EDT4 ,M1.1.0,M2.1.0"])
    func aRuleNotAfterACommaIsNoRule(text: String) {
        #expect(ZoneRules.posix(text) == nil)
    }

    /// Jn counts 1 to 365 and never 29 February: J60 is 1 March in every year; n (from 0) counts it.
    @Test(arguments: [2024, 2025, 2000, 2100])
    func julianDaysNeverCountTheLeapDay(year: Int) throws {
        let julian = try #require(ZoneRules.posix("AAA0BBB,J60/0,J300/0"))
        let march = CivilDate(year: year, month: 3, day: 1).seconds
        #expect(julian.offset(at: march - 1) == 0, "the day before 1 March \(year)")
        #expect(julian.offset(at: march) == 3600, "1 March \(year)")
        let zeroBased = try #require(ZoneRules.posix("AAA0BBB,59/0,300/0"))
        let sixtieth = CivilDate(year: year, month: 1, day: 1).seconds + 59 * 86_400
        #expect(zeroBased.offset(at: sixtieth) == 3600)
        #expect(zeroBased.offset(at: sixtieth - 1) == 0)
        #expect(CivilDate(sixtieth) == (CivilDate.isLeap(year) ? CivilDate(year: year, month: 2, day: 29) : CivilDate(year: year, month: 3, day: 1)))
    }

    /// Week 5 is the month's last such weekday: the month's last day when it is one (Sunday 31 May 2026), else the
    /// fourth (June 2026's Sundays end on the 28th); as the C library has it (TZ="AAA0BBB,M5.5.0/0,M6.5.0/0" date -d @…).
    @Test func theFifthWeekIsTheMonthsLastSuchDay() throws {
        let rules = try #require(ZoneRules.posix("AAA0BBB,M5.5.0/0,M6.5.0/0"))
        let begins = CivilDate(year: 2026, month: 5, day: 31).seconds
        #expect(rules.offset(at: begins - 1) == 0 && rules.offset(at: begins) == 3600, "31 May, the last day")
        let ends = CivilDate(year: 2026, month: 6, day: 28).seconds - 3600 // midnight summer time, 23:00 UTC the day before
        #expect(rules.offset(at: ends - 1) == 3600 && rules.offset(at: ends) == 0, "28 June, the fourth Sunday")
    }

    @Test func posixStringsAsTheCLibraryReadsThem() throws {
        #expect(ZoneRules.posix("JST-9")?.offset(at: 1_795_176_000) == Int32(9 * 3600))
        #expect(ZoneRules.posix("<+0530>-5:30")?.offset(at: 0) == 19_800)
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        for text in ["EST5EDT,M3.2.0,M11.1.0", "EST5EDT"] {
            let rules = try #require(ZoneRules.posix(text))
            var instant: Int64 = 1_230_768_000  // 2009 to 2030
            while instant < 1_893_456_000 {
                #expect(Int(rules.offset(at: instant)) == newYork.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant))), "\(text) at \(instant)")
                instant += 86_400 * 5 + 3_601
            }
        }
        for bad in ["", "9", "EST", "E5", "EST5EDT,M3.2.0", "EST5EDT,J0,J300", "EST5EDT,J366,J1", "EST5EDT,366,1", "EST5EDT,M3.2.7,M11.1.0"] {
            #expect(ZoneRules.posix(bad) == nil, "\(bad)")
        }
    }

    @Test func theGregorianLeapYears() {
        #expect(CivilDate.isLeap(2000), "every 400th year")
        #expect(!CivilDate.isLeap(1900) && !CivilDate.isLeap(2100), "not every 100th")
        #expect(CivilDate.isLeap(2024) && !CivilDate.isLeap(2026))
        #expect(CivilDate.isDate(year: 2000, month: 2, day: 29))
        #expect(!CivilDate.isDate(year: 1900, month: 2, day: 29))
        #expect(CivilDate(CivilDate.seconds(year: 2000, month: 2, day: 29) + 86_399) == CivilDate(year: 2000, month: 2, day: 29))
        #expect(CivilDate(CivilDate.seconds(year: 2000, month: 2, day: 29) + 86_400) == CivilDate(year: 2000, month: 3, day: 1))
        #expect(CivilDate(-1) == CivilDate(year: 1969, month: 12, day: 31))
        #expect(CivilDate(year: 2026, month: 11, day: 20).weekday == 5, "a Friday")
        #expect(CivilDate(year: 2026, month: 12, day: 31).nextMonth == CivilDate(year: 2027, month: 1, day: 1))
    }

    /// No place is more than 14 hours from UTC; minutes stop at 59.
    @Test(arguments: [("+14:00", true), ("-14:00", true), ("+14:01", false), ("+13:59", true), ("+05:75", false), ("+05:59", true), ("+05:60", false), ("-00:60", false), ("+0545", true), ("+1500", false)])
    func offsetsUpToFourteenHours(offset: String, accepted: Bool) {
        #expect((FeedDate.parse("2026-11-20T12:00:00" + offset) != nil) == accepted, "\(offset)")
    }
}
