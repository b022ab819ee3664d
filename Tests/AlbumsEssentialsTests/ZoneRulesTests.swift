@testable import AlbumsEssentials
import Foundation
import Testing

/// Time zones' rules, without ICU: POSIX TZ strings (a TZif file's footer) as
/// Foundation's TimeZone (ICU's) has the same zones.
@Suite struct ZoneRulesTests {
    /// A file without the changes after the rules last changed ("slim", as some systems ship): the footer's rule gives
    /// summer time. Made here from the fat file by dropping its changes after 2008.
    @Test func theFootersRuleCoversWhatTheListDoesNot() {
        guard let rule = PosixRule("EST5EDT,M3.2.0,M11.1.0") else { Issue.record("EST5EDT doesn't parse"); return }
        let slim = ZoneRules(changes: [], offsets: [-18_000], rule: rule)
        let zone = TimeZone(identifier: "America/New_York") ?? .gmt
        var instant: Int64 = 1_230_768_000  // 2009
        while instant < 1_893_456_000 {  // 2030
            #expect(Int(slim.offset(at: instant)) == zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant))), "at \(instant)")
            instant += 86_400 * 3 + 1_801
        }
        // The southern hemisphere's summer spans the new year; a rule with <+11> names and J days.
        #expect(PosixRule("<-03>3")?.offset(at: 1_767_225_600) == -10_800)
        #expect(PosixRule("<-03>3")?.summer == nil)
        #expect(PosixRule("AEST-10AEDT,M10.1.0,M4.1.0/3")?.offset(at: 1_767_225_600) == 39_600, "1 January 2026 in Sydney: summer time")
        #expect(PosixRule("AEST-10AEDT,M10.1.0,M4.1.0/3")?.offset(at: 1_782_864_000) == 36_000, "1 July 2026 in Sydney: standard")
        #expect(PosixRule("XXX-1YYY,J60/0,300") != nil)
        for bad in ["", "E5", "EST", "EST5EDT,M13.1.0,M11.1.0", "EST5EDT,M3.2.0", "EST5EDT,M3.2.0,M11.1.0,", "EST5EDT,M3.6.0,M11.1.0"] {
            #expect(PosixRule(bad) == nil, "\(bad)")
        }
        #expect(PosixRule("EST5")?.standard == -18_000 && PosixRule("EST5")?.summer == nil, "standard time only")
    }

}
