import AlbumsEssentials
@testable import AlbumsClients
@testable import AlbumsEssentials
import AlbumsTestSupport
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
        for cut in [0, 10, 43, 44, 60] {
            #expect(ZoneRules.tzif(Array(bytes.prefix(cut))) == nil, "cut at \(cut)")
        }
        // Cut inside the 64-bit data, the 32-bit data whole: its rules, as a version 1 file's; a byte shorter, none.
        let first = try #require(ZoneRules.Header(bytes, at: 0))
        let whole32 = 44 + first.length(timeSize: 4)
        #expect(ZoneRules.tzif(Array(bytes.prefix(whole32 + 60))) == first.rules(bytes, timeSize: 4))
        #expect(ZoneRules.tzif(Array(bytes.prefix(whole32 + 60))) != nil)
        #expect(ZoneRules.tzif(Array(bytes.prefix(whole32 - 1))) == nil)
        let wrongMagic = [0x58] + bytes.dropFirst()
        #expect(ZoneRules.tzif(wrongMagic) == nil)
    }
}

/// TZ as the C library reads it, beyond the tz database's names.
@Suite struct LocalZoneTZTests {
    @Test func aPosixRuleInTZIsTheZone() {
        #expect(LocalZone.rules(["TZ": "JST-9"]).offset(at: 1_795_176_000) == 9 * 3600)
        #expect(LocalZone.rules(["TZ": "CET-1CEST,M3.5.0,M10.5.0/3"]).offset(at: 1_782_864_000) == 7200, "1 July 2026: summer")
        #expect(LocalZone.rules(["TZ": "EST5EDT,M3.2.0,M11.1.0", "TZDIR": "/nowhere"]).offset(at: 1_767_225_600) == -18_000)
    }

    /// A zone file is read up to 1 MiB (a TZif file is a few KB): one of exactly that size is read, one a byte
    /// over is not (UTC then, as for no file).
    @Test(arguments: [(1 << 20) - 1, 1 << 20, (1 << 20) + 1])
    func aZoneFileIsReadUpTo1MiB(size: Int) throws {
        let zones = try Paths.temporaryFolder(required: "tzsize")
        let tokyo = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/zoneinfo/Asia/Tokyo"))
        try (tokyo + Data(count: size - tokyo.count)).write(to: URL(fileURLWithPath: zones + "/Padded"))
        #expect(LocalZone.rules(["TZ": "Padded", "TZDIR": zones]).offset(at: 0) == (size <= 1 << 20 ? 9 * 3600 : 0), "\(size) bytes")
    }

    /// A name with ".." is never read outside the zone folder, though a zone file waits there.
    @Test func aNameNeverClimbsOutOfTheZoneFolder() throws {
        let root = try Paths.temporaryFolder(required: "tzdir")
        let zones = root + "/zones"
        try FileManager.default.createDirectory(atPath: zones + "/Etc", withIntermediateDirectories: true)
        let tokyo = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/zoneinfo/Asia/Tokyo"))
        try tokyo.write(to: URL(fileURLWithPath: root + "/outside"))
        try tokyo.write(to: URL(fileURLWithPath: zones + "/Etc/Inside"))
        #expect(LocalZone.rules(["TZ": "Etc/Inside", "TZDIR": zones]).offset(at: 0) == 9 * 3600, "inside: read")
        #expect(LocalZone.rules(["TZ": "../outside", "TZDIR": zones]) == .utc)
        #expect(LocalZone.rules(["TZ": "Etc/../../outside", "TZDIR": zones]) == .utc)
    }
}
