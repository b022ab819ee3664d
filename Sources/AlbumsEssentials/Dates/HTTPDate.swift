#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// RFC 9110 dates, as in Date, Expires, Last-Modified and Retry-After.
public enum HTTPDate {
    /// "Fri, 27 Nov 2026 12:00:00 GMT", parsed by hand as the feed's dates are (FeedDate).
    public static func parse(_ text: String) -> Date? {
        FeedDate.rfc1123(text.trimmed(lineBreaks: false)).map { Date(timeIntervalSince1970: TimeInterval($0)) }
    }
}
