/// The text form of a chart's history, one file per chart:
///
///     albums-history 1
///     chart<TAB>standard us
///     album<TAB>1790000001<TAB>Golden Rivers<TAB>Mara Vance
///     album<TAB>1790000002<TAB>Paper Hours<TAB>Ada Reyes
///     edition<TAB>1795176000<TAB>0102…
///
/// Albums first (the catalog, numbered from 0 in order), then the editions,
/// oldest first: when each was published (seconds since 1970, UTC), then its
/// albums in rank order, each by its catalog number written in base 64
/// (`0-9`, `A-Z`, `a-z`, `-`, `_`) in as many characters as the largest
/// number read so far needs (two for a catalog of up to 4,096 albums), with
/// nothing between them. Tabs, newlines and backslashes in names are escaped.
///
/// A new edition is appended as one record (version 2): a line that says how
/// many bytes follow and their FNV-1a checksum, then the albums it adds to
/// the catalog and its edition line:
///
///     append<TAB>61<TAB>9c1f03e2
///     album<TAB>1790000003<TAB>Low Tide<TAB>Ines Okafor
///     edition<TAB>1795780800<TAB>201…
///
/// A record cut short (albums stopped mid-write, or the disk kept only part
/// of it) fails its length or checksum, and it and what follows are left out:
/// the file then reads as it was before the append. The whole file is
/// written anew only to compact it, or to mend it.
///
/// It is read on every chart load, so it is read by hand, byte by byte, in one
/// pass: 400 editions of 100 albums are 40,000 numbers.
public enum HistoryText {
    public static let header = "albums-history 2"
    /// Files written before appends: the same lines, without records.
    static let firstHeader = "albums-history 1"

    public struct FormatError: Error, Equatable, Sendable {
        public var line: Int
        public var problem: String

        public var description: String { "line \(line): \(problem)" }
    }

    /// The base-64 digits, in order.
    static let digits = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_".utf8)
    /// Each byte's digit value, or 0xFF for a byte that isn't a digit.
    static let values: [UInt8] = {
        var values = [UInt8](repeating: 0xFF, count: 256)
        for (value, digit) in digits.enumerated() { values[Int(digit)] = UInt8(value) }
        return values
    }()

    /// How many base-64 digits each album number takes in a catalog this large.
    static func width(forCatalog count: Int) -> Int {
        var width = 1
        var limit = 64
        while count > limit && width < 5 {
            width += 1
            limit *= 64
        }
        return width
    }

    public static func encode(_ history: ChartHistory) -> String {
        String(decoding: encodedBytes(history), as: UTF8.self)
    }

    /// The file's bytes, built straight as bytes: a long history is some 200 KB.
    public static func encodedBytes(_ history: ChartHistory) -> [UInt8] {
        let width = width(forCatalog: history.catalog.count)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64 + history.catalog.count * 48 + history.editions.count * (24 + width * (history.editions.last?.albums.count ?? 0)))
        bytes.append(contentsOf: (header + "\nchart\t").utf8)
        appendEscaped(ArraySlice(history.chart.utf8), to: &bytes)
        bytes.append(0x0A)
        appendAlbums(history.catalog, history.catalog.indices, to: &bytes)
        for edition in history.editions { append(edition, width: width, to: &bytes) }
        return bytes
    }

    /// The record that appends `after`'s newest edition to the file `before`
    /// was read from; nil when `after` is not `before` and one newer edition
    /// (an edition put between two others, a copy replaced, names changed, or
    /// more than one edition added: the file is then written whole).
    public static func appendRecord(from before: ChartHistory, to after: ChartHistory) -> [UInt8]? {
        guard after.chart == before.chart, let newest = after.editions.last, after.catalog.count >= before.catalog.count else { return nil }
        let kept = after.editions.count - 1
        // Only the oldest may have gone: the rest, and the newest before, are the same editions.
        guard kept <= before.editions.count else { return nil }
        if let last = before.editions.last {
            guard newest.updated > last.updated, kept > 0, after.editions[kept - 1].updated == last.updated,
                  after.editions[0].updated == before.editions[before.editions.count - kept].updated else { return nil }
        } else {
            guard kept == 0 else { return nil }
        }
        // An album the file already names keeps its name there: a rename is written whole.
        for position in newest.albums where Int(position) < before.catalog.count {
            guard after.catalog[Int(position)] == before.catalog[Int(position)] else { return nil }
        }
        var body: [UInt8] = []
        body.reserveCapacity(32 + (after.catalog.count - before.catalog.count) * 48 + newest.albums.count * 3)
        appendAlbums(after.catalog, before.catalog.count..<after.catalog.count, to: &body)
        append(newest, width: width(forCatalog: after.catalog.count), to: &body)
        var record = Array("append\t\(body.count)\t".utf8)
        record.append(contentsOf: hex(checksum(body[...])))
        record.append(0x0A)
        return record + body
    }

    private static func appendAlbums(_ catalog: HistoryCatalog, _ positions: Range<Int>, to bytes: inout [UInt8]) {
        for position in positions {
            let entry = catalog[position]
            bytes.append(contentsOf: "album\t".utf8)
            appendEscaped(entry.key.bytes, to: &bytes)
            bytes.append(0x09)
            appendEscaped(entry.nameBytes, to: &bytes)
            bytes.append(0x09)
            appendEscaped(entry.artistBytes, to: &bytes)
            bytes.append(0x0A)
        }
    }

    private static func append(_ edition: ChartHistory.Edition, width: Int, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: "edition\t".utf8)
        appendNumber(edition.updated, to: &bytes)
        bytes.append(0x09)
        for position in edition.albums {
            for place in stride(from: width - 1, through: 0, by: -1) {
                bytes.append(digits[Int(position >> (6 * Int32(place))) & 63])
            }
        }
        bytes.append(0x0A)
    }
}
