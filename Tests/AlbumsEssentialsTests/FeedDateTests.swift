@testable import AlbumsEssentials
import AlbumsTestSupport
import Foundation
import Testing

/// Feed dates, parsed by hand, checked against Foundation's own formatters.
@Suite struct FeedDateTests {
    static func foundation(_ text: String) -> Int64? {
        let iso = ISO8601DateFormatter()
        iso.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let plain = ISO8601DateFormatter()
        let rfc = DateFormatter()
        rfc.locale = Locale(identifier: "en_US_POSIX")
        rfc.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
        let date = iso.date(from: text) ?? plain.date(from: text) ?? rfc.date(from: text)
        return date.map { Int64($0.timeIntervalSince1970) }
    }

    /// The shapes Apple has used: v2 (RFC 1123), v1 (ISO 8601 with milliseconds and an offset), legacy (ISO 8601).
    @Test(arguments: [
        "Sat, 17 Aug 2024 05:18:26 +0000", "Fri, 20 Nov 2026 12:00:00 +0000", "Mon, 29 Feb 2016 23:59:59 -0830",
        "2019-05-17T01:42:26.000-07:00", "2018-09-09T02:00:15.000-07:00", "2021-09-06T13:57:56-07:00", "2000-03-01T00:00:00Z",
        "1999-12-31T23:59:59+05:30",
    ])
    func parsesWhatFoundationParses(text: String) throws {
        let expected = try #require(Self.foundation(text))
        #expect(FeedDate.parse(text) == expected)
    }

    @Test(arguments: ["", "yesterday", "Sat, 17 Aug 2024 05:18:26", "Sat, 17 Aug 2024 25:18:26 +0000", "Sat, 17 Foo 2024 05:18:26 +0000",
                      "2019-05-17 01:42:26-07:00", "2019-05-17T01:42:26", "2019-05-17T01:42:26+7",
                      "Mon, 30 Feb 2026 12:00:00 +0000", "2026-02-30T12:00:00Z", "2025-02-29T12:00:00Z", "Sat, 01 Jan 10000 00:00:00 +0000",
                      "Sat, 01 Jan 99999999999999 00:00:00 +0000", "0000-01-01T00:00:00Z",
                      "2026-11-20T24:00:00Z", "2026-11-20T23:60:00Z", "2026-11-20T23:59:60Z", "2026-11-20T-1:00:00Z"])
    func refusesWhatIsNotADate(text: String) {
        #expect(FeedDate.parse(text) == nil)
    }

    /// Every 37th day over 60 years, against Foundation's calendar.
    @Test func daysMatchFoundation() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        for day in stride(from: Int64(-3650), to: 18_250, by: 37) {
            let seconds = day * 86_400 + 43_210
            #expect(FeedDate.day(seconds) == formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds))))
            #expect(FeedDate.startOfDay(FeedDate.day(seconds)) == day * 86_400)
            #expect(FeedDate.startOfDay(seconds) == day * 86_400)
        }
    }

    /// 29 February is a day in a leap year only; dates before 1970 print with four-digit years.
    @Test func leapDaysAndEarlyYears() {
        #expect(FeedDate.startOfDay("2028-02-29") == FeedDate.startOfDay("2028-03-01").map { $0 - 86_400 })
        #expect(FeedDate.parse("Mon, 01 Jan 1900 00:00:00 +0000") == -2_208_988_800)
        #expect(FeedDate.day(-2_208_988_800) == "1900-01-01")
        #expect(FeedDate.parse("0001-01-01T00:00:00Z").map(FeedDate.day) == "0001-01-01")
    }

    @Test func printsForPeopleAndForJSON() {
        let seconds: Int64 = 1_795_176_000 + 3_723  // 20 November 2026, 13:02:03 UTC
        #expect(FeedDate.readable(seconds) == "2026-11-20 13:02 UTC")
        #expect(FeedDate.iso(seconds) == "2026-11-20T13:02:03Z")
    }

    @Test(arguments: ["2026-13-01", "2026-1-01", "26-11-01", "2026-11-1", "2026-11-32", "2026/11/01", "x",
                      "2026-02-30", "2026-02-29", "2026-04-31", "0000-01-01"])
    func sinceRefusesBadDays(text: String) {
        #expect(FeedDate.startOfDay(text) == nil)
    }
}
