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

    /// The most delta-seconds a header's number is taken as: RFC 9111 §1.2.2's 2^31 for anything larger.
    public static let deltaSecondsCap = 2_147_483_648

    /// RFC 9110's delta-seconds (Retry-After, Age, max-age): one or more ASCII digits, nothing else (no sign, point,
    /// exponent, "inf" or "nan"); a number past 2^31 is 2^31. Nil for anything else.
    public static func deltaSeconds(_ text: some StringProtocol) -> Int? {
        let digits = text.trimmed(lineBreaks: false).utf8
        guard !digits.isEmpty, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        var value = 0
        for digit in digits {
            value = value * 10 + Int(digit - 0x30)
            if value >= deltaSecondsCap { return deltaSecondsCap }
        }
        return value
    }
}
