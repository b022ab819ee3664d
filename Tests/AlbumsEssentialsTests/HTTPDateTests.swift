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
