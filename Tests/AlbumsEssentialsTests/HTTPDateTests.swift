@testable import AlbumsEssentials
import Foundation
import Testing

@Suite struct HTTPDateTests {
    /// HTTP dates, parsed as the feed's are.
    @Test(arguments: [("Fri, 27 Nov 2026 12:00:00 GMT", 1_795_780_800.0), ("Sun, 06 Nov 1994 08:49:37 GMT", 784_111_777.0), (" Sun, 06 Nov 1994 08:49:37 GMT ", 784_111_777.0)])
    func httpDates(text: String, seconds: Double) {
        #expect(HTTPDate.parse(text) == Date(timeIntervalSince1970: seconds))
    }

    @Test(arguments: ["Sunday, 06-Nov-94 08:49:37 GMT", "Fri, 31 Feb 2026 12:00:00 GMT", "", "soon"])
    func notAnHTTPDate(text: String) {
        #expect(HTTPDate.parse(text) == nil)
    }
}

/// RFC 9110's delta-seconds: digits only, 2^31 for anything larger (RFC 9111 §1.2.2).
@Suite struct DeltaSecondsTests {
    @Test(arguments: [("0", 0), ("120", 120), (" 7 ", 7), ("007", 7), ("2147483647", 2_147_483_647), ("2147483648", 2_147_483_648),
                      ("2147483649", 2_147_483_648), ("99999999999999999999999999", 2_147_483_648)])
    func digits(text: String, seconds: Int) {
        #expect(HTTPDate.deltaSeconds(text) == seconds)
    }

    @Test(arguments: ["", " ", "inf", "nan", "1e16", "1e300", "0x1p70", "-5", "+5", "3.5", "1,000", "٣", "5s"])
    func anythingElseIsNone(text: String) {
        #expect(HTTPDate.deltaSeconds(text) == nil)
    }

    /// "a million years ago" at most; nan is "just now".
    @Test func anAgeOfAnySizeIsDescribed() {
        #expect(Age.describe(.infinity) == "370370370 days ago")
        #expect(Age.describe(.nan) == "just now")
        #expect(Age.describe(1e300) == "370370370 days ago")
        #expect(Age.describe(-.infinity) == "just now")
        #expect(Age.describe(7200) == "2 hours ago")
    }
}
