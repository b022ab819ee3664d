import AlbumsEssentials
import AlbumsPlatform

extension HistoryStore {
    /// The file of one chart: its name made safe for a file name, and 20 hex
    /// digits of a hash of the whole of it (80 bits: no one finds two charts
    /// that share a file; with 32 bits someone did).
    public static func file(for chart: String, in folder: String) -> String {
        name(for: chart, in: folder, hashDigits: 20)
    }

    /// The name albums gave a chart's file before it took 20 hex digits of the hash (8).
    static func legacyFile(for chart: String, in folder: String) -> String {
        name(for: chart, in: folder, hashDigits: 8)
    }

    /// The chart's file under its old name moved to its new one, when it is there and is that chart's (read from
    /// its first lines), and nothing is at the new one yet. Its standings go (they are made again).
    static func migrate(_ chart: String, in folder: String) {
        let path = file(for: chart, in: folder), legacy = legacyFile(for: chart, in: folder)
        guard FileReading.Stamp.of(path) == nil, FileReading.Stamp.of(legacy) != nil, case .history = read(legacy, chart: chart) else { return }
        guard rename(legacy, path) == 0 else { return }
        let prefix = String(standingsPrefix(of: legacy).dropFirst(folder.count + 1))
        for name in Platform.folderEntries(folder) where name.hasPrefix(prefix) && name.hasSuffix(".standings") { unlink(folder + "/" + name) }
    }

    private static func name(for chart: String, in folder: String, hashDigits: Int) -> String {
        // Letters and digits, any run of anything else as one "-", at most 60
        // bytes. A character outside ASCII is bytes of 0x80 and up: a run too.
        var slug: [UInt8] = []
        for byte in chart.lowercased().utf8 {
            if (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) {
                slug.append(byte)
            } else if let last = slug.last, last != 0x2D {
                slug.append(0x2D)
            }
            if slug.count >= 60 { break }
        }
        if slug.last == 0x2D { slug.removeLast() }
        if !slug.isEmpty { slug.append(0x2D) }
        return folder + "/" + String(decoding: slug, as: UTF8.self) + String(SHA256.hex(chart).prefix(hashDigits)) + ".history"
    }
}
