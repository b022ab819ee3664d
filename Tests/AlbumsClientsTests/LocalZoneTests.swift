import AlbumsEssentials
@testable import AlbumsClients
@testable import AlbumsEssentials
import Foundation
import Testing

/// The wall clock's zone from the tz database, without ICU: every offset as
/// Foundation's TimeZone (ICU's) gives it, in zones with and without summer time.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/Europe/Paris"), "no tz database here"))
struct LocalZoneTests {
    @Test(arguments: ["Europe/Paris", "America/New_York", "America/Sao_Paulo", "Europe/Dublin", "Asia/Tokyo", "Australia/Lord_Howe", "Asia/Kolkata", "America/St_Johns", "Pacific/Chatham", "UTC"])
    func offsetsAsFoundationHasThem(name: String) throws {
        let rules = LocalZone.rules(["TZ": name])
        let zone = try #require(TimeZone(identifier: name))
        // Every 5 days from 1970 to 2040, and either side of this year's changes.
        var instant: Int64 = 0
        while instant < 2_208_988_800 {
            #expect(Int(rules.offset(at: instant)) == zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant))), "\(name) at \(instant)")
            instant += 5 * 86_400 + 3_607
        }
    }

    @Test func theClockIsTheZonesWallClock() {
        let paris = LocalZone.rules(["TZ": ":Europe/Paris"])
        // 2026-07-01 10:30:05 UTC is 12:30:05 in Paris (summer), 2026-01-15 10:30:05 UTC 11:30:05.
        #expect(paris.clock(1_782_901_805, seconds: true) == "12:30:05")
        #expect(paris.clock(1_768_473_005, seconds: false) == "11:30")
        #expect(ZoneRules.utc.clock(1_768_473_005, seconds: false) == "10:30")
        #expect(ZoneRules.utc.clock(-1, seconds: true) == "23:59:59")
    }

    @Test func whereTZPointsAndWhatItFallsBackTo() {
        #expect(LocalZone.rules(["TZ": "/usr/share/zoneinfo/Asia/Tokyo"]).offset(at: 0) == 9 * 3600)
        #expect(LocalZone.rules(["TZ": "Asia/Tokyo", "TZDIR": "/nowhere"]) == .utc, "no such database: UTC, as the C library does")
        #expect(LocalZone.rules(["TZ": ""]) == .utc)
        #expect(LocalZone.rules(["TZ": "No/Such_Zone"]) == .utc)
        #expect(LocalZone.rules(["TZ": "../../etc/passwd"]) == .utc)
        #expect(LocalZone.rules(["TZ": "/etc/hostname"]) == .utc, "not a TZif file")
    }

    @Test func aTruncatedOrBadFileIsNoZone() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "/usr/share/zoneinfo/Europe/Paris")))
        #expect(ZoneRules.tzif(bytes) != nil)
        for cut in [0, 10, 44, 60, bytes.count / 2] {
            #expect(ZoneRules.tzif(Array(bytes.prefix(cut))) == nil || cut >= bytes.count / 2, "cut at \(cut)")
        }
        let wrongMagic = [0x58] + bytes.dropFirst()
        #expect(ZoneRules.tzif(wrongMagic) == nil)
    }
}
