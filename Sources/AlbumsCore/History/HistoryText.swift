/// The text form of a chart's history, one file per chart:
///
///     albums-history 1
///     chart<TAB>shared standard us
///     album<TAB>1790000001<TAB>Golden Rivers<TAB>Mara Vance
///     edition<TAB>1795176000<TAB>0 1 2 …
///
/// Albums first (the catalog, numbered from 0 in order), then the editions,
/// oldest first: when each was published (seconds since 1970, UTC) and its
/// albums by catalog number, in rank order. Tabs, newlines and backslashes in
/// names are escaped. Read by hand, byte by byte: it is read on every chart load.
public enum HistoryText {
    public static let header = "albums-history 1"

    public struct FormatError: Error, Equatable, Sendable {
        public var line: Int
        public var problem: String

        public var description: String { "line \(line): \(problem)" }
    }

    public static func encode(_ history: ChartHistory) -> String {
        var text = header + "\n" + "chart\t" + escape(history.chart) + "\n"
        for entry in history.catalog {
            text += "album\t" + escape(entry.id) + "\t" + escape(entry.name) + "\t" + escape(entry.artist) + "\n"
        }
        for edition in history.editions {
            text += "edition\t" + String(edition.updated) + "\t" + edition.albums.map { String($0) }.joined(separator: " ") + "\n"
        }
        return text
    }

    public static func decode(_ bytes: [UInt8]) throws(FormatError) -> ChartHistory {
        var lines = Lines(bytes)
        guard let first = lines.next(), String(decoding: first, as: UTF8.self) == header else {
            throw FormatError(line: 1, problem: "it does not start with \"\(header)\"")
        }
        guard let chartLine = lines.next(), let chart = field(after: "chart\t", in: chartLine) else {
            throw FormatError(line: 2, problem: "the chart line is missing")
        }
        var catalog: [ChartHistory.Entry] = []
        var editions: [ChartHistory.Edition] = []
        while let line = lines.next() {
            if line.isEmpty { continue }
            if let rest = field(after: "album\t", in: line) {
                guard editions.isEmpty else { throw FormatError(line: lines.number, problem: "an album after the editions") }
                let parts = rest.split(separator: "\t", omittingEmptySubsequences: false)
                guard parts.count == 3, !parts[0].isEmpty else { throw FormatError(line: lines.number, problem: "an album line needs an id, a name and an artist") }
                catalog.append(ChartHistory.Entry(id: unescape(parts[0]), name: unescape(parts[1]), artist: unescape(parts[2])))
            } else if starts(line, with: "edition\t") {
                let edition = try self.edition(line.dropFirst(8), catalog: catalog.count, line: lines.number)
                if let last = editions.last, last.updated >= edition.updated {
                    throw FormatError(line: lines.number, problem: "editions out of order")
                }
                editions.append(edition)
            } else {
                throw FormatError(line: lines.number, problem: "not an album or an edition")
            }
        }
        return ChartHistory(chart: unescape(Substring(chart)), catalog: catalog, editions: Array(editions.suffix(ChartHistory.capacity)))
    }

    /// "1795176000<TAB>0 1 2": digits only, every number in the catalog.
    private static func edition(_ bytes: ArraySlice<UInt8>, catalog: Int, line: Int) throws(FormatError) -> ChartHistory.Edition {
        guard let tab = bytes.firstIndex(of: 0x09), let updated = number(bytes[bytes.startIndex..<tab]) else {
            throw FormatError(line: line, problem: "an edition needs its date in seconds")
        }
        var albums: [Int32] = []
        albums.reserveCapacity(100)
        var value: Int64 = 0
        var digits = 0
        for byte in bytes[(tab + 1)...] {
            if byte == 0x20 {
                guard digits > 0 else { throw FormatError(line: line, problem: "two spaces in a row") }
                albums.append(Int32(value))
                value = 0
                digits = 0
            } else if byte >= 0x30 && byte <= 0x39 && digits < 9 {
                value = value * 10 + Int64(byte - 0x30)
                digits += 1
                guard value < catalog else { throw FormatError(line: line, problem: "album \(value) is not in the catalog") }
            } else {
                throw FormatError(line: line, problem: "an edition lists album numbers separated by spaces")
            }
        }
        guard digits > 0 else { throw FormatError(line: line, problem: "an edition lists no album") }
        albums.append(Int32(value))
        return ChartHistory.Edition(updated: updated, albums: albums)
    }

    private static func number(_ bytes: ArraySlice<UInt8>) -> Int64? {
        guard !bytes.isEmpty, bytes.count <= 18 else { return nil }
        var value: Int64 = 0
        for byte in bytes {
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            value = value * 10 + Int64(byte - 0x30)
        }
        return value
    }

    private static func starts(_ line: ArraySlice<UInt8>, with prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard line.count >= count else { return false }
        return prefix.withUTF8Buffer { prefix in zip(line, prefix).allSatisfy { $0 == $1 } }
    }

    private static func field(after prefix: StaticString, in line: ArraySlice<UInt8>) -> Substring? {
        guard starts(line, with: prefix) else { return nil }
        return Substring(String(decoding: line.dropFirst(prefix.utf8CodeUnitCount), as: UTF8.self))
    }

    static func escape(_ text: String) -> String {
        guard text.contains(where: { $0 == "\\" || $0 == "\t" || $0 == "\n" || $0 == "\r" }) else { return text }
        var escaped = ""
        for character in text.unicodeScalars {
            switch character {
            case "\\": escaped += "\\\\"
            case "\t": escaped += "\\t"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    static func unescape(_ text: Substring) -> String {
        guard text.contains("\\") else { return String(text) }
        var plain = ""
        var escaping = false
        for character in text.unicodeScalars {
            if escaping {
                switch character {
                case "t": plain += "\t"
                case "n": plain += "\n"
                case "r": plain += "\r"
                default: plain.unicodeScalars.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                plain.unicodeScalars.append(character)
            }
        }
        return plain
    }

    /// The lines of a file, without their newlines, counted from 1.
    struct Lines {
        let bytes: [UInt8]
        var start = 0
        var number = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        mutating func next() -> ArraySlice<UInt8>? {
            guard start < bytes.count else { return nil }
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            defer { start = end + 1 }
            number += 1
            return bytes[start..<end]
        }
    }
}
