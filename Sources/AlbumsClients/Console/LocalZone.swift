import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform

/// The time zone the wall clock is in, as the C library finds it: `TZ` (a
/// zone's name, `:name`, or a file's path) from the tz database in
/// `$TZDIR` or /usr/share/zoneinfo, else a POSIX rule written out in TZ
/// itself ("JST-9", "CET-1CEST,M3.5.0,M10.5.0/3"); without TZ the machine's
/// /etc/localtime; UTC when TZ is empty or names no zone and states no rule.
/// A name never climbs out of the zone folder ("..").
package enum LocalZone {
    package static func rules(_ environment: [String: String]) -> ZoneRules {
        guard var name = environment["TZ"] else { return read("/etc/localtime") ?? .utc }
        if name.hasPrefix(":") { name.removeFirst() }
        if ["", "UTC", "GMT", "UTC0", "GMT0", "Etc/UTC", "Z"].contains(name) { return .utc }
        if name.hasPrefix("/") { return read(name) ?? .utc }
        let stated = ZoneRules.posix(name)
        guard !name.split(separator: "/").contains("..") else { return stated ?? .utc }
        let folder = environment["TZDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/usr/share/zoneinfo"
        return read(folder + "/" + name) ?? stated ?? .utc
    }

    private static func read(_ path: String) -> ZoneRules? {
        // A TZif file is a few KB; anything past 1 MB (or not a regular file) is not one.
        guard let data = (try? FileReading.whole(path, limit: 1 << 20)) ?? nil else { return nil }
        return ZoneRules.tzif([UInt8](data))
    }
}
