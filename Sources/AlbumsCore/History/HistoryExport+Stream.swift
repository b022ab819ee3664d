#if canImport(FoundationEssentials)
import AlbumsEssentials
import FoundationEssentials
#else
import Foundation
#endif

/// An export of any size, read a piece at a time: a full world history
/// (171 stores × 400 editions) is a gigabyte of JSON, more than is ever held.
/// The file's top level is scanned as it arrives; each chart of `charts` is
/// taken whole (at most `chartLimit` bytes) and read as a document of its own,
/// so that one chart and one piece of the file are all that is in memory.
extension HistoryExport {
    /// The next piece of an export's bytes; nil at its end. Its errors (a file that can't be read) pass through.
    public typealias Source = () throws -> [UInt8]?

    /// The most bytes one chart of an export may take: 400 editions of 200 albums with long names fit eight times over.
    public static let chartLimit = 64 << 20

    /// `check(_:now:)` for an export read from `source`: how many charts it has, or where the first fault is
    /// (`BadFile`); an error of the source's own passes through.
    public static func check(streaming source: @escaping Source, now: Int64) throws -> Int {
        var count = 0
        try stream(source, now: now, building: false) { _ in count += 1 }
        return count
    }

    /// `forEachChart(_:now:_:)` for an export read from `source`, which `check(streaming:)` passed.
    public static func forEachChart(streaming source: @escaping Source, now: Int64, _ body: (Chart) throws -> Void) throws {
        try stream(source, now: now, building: true, body)
    }

    private static func stream(_ source: @escaping Source, now: Int64, building: Bool, _ body: (Chart) throws -> Void) throws {
        let believable = ChartHistory.believableDates(now: now)
        var scanner = ExportScanner(source: source)
        var (format, version): (String??, Int64??) = (nil, nil)
        var names: Set<String> = [], sawCharts = false
        try scanner.skipSpace()
        try scanner.expect(UInt8(ascii: "{"), "it is not a JSON object")
        try scanner.skipSpace()
        if try scanner.peek() == UInt8(ascii: "}") {
            try scanner.advance()
        } else {
            while true {
                let key = try scanner.key()
                try scanner.skipSpace()
                try scanner.expect(UInt8(ascii: ":"), "it is not JSON (at byte \(scanner.offset))")
                try scanner.skipSpace()
                switch key {
                case "charts":
                    guard !sawCharts else { throw BadFile(place: "charts", why: "it comes twice") }
                    sawCharts = true
                    // Format and version first, where albums writes them: a file of another kind is named before its charts are read.
                    try checked(format, version, final: false)
                    guard try scanner.peek() == UInt8(ascii: "[") else { throw BadFile(place: "charts", why: "missing, or not an array") }
                    try scanner.advance()
                    try scanner.skipSpace()
                    if try scanner.peek() == UInt8(ascii: "]") {
                        try scanner.advance()
                        break
                    }
                    for c in 0... {
                        let here = "charts[\(c)]"
                        let start = scanner.offset
                        let bytes = try scanner.value(limit: chartLimit, place: here)
                        let chart = try bytes.withUnsafeBufferPointer { buffer throws -> Chart in
                            do {
                                return try JSONTape.read(buffer) { tape throws -> Chart in
                                    guard tape.kind(0) == .object else { throw BadFile(place: here, why: "not an object") }
                                    return try read(chart: tape, at: here, believable: believable, building: building)
                                }
                            } catch let invalid as JSONTape.Invalid {
                                throw BadFile(place: "", why: "it is not JSON (at byte \(start + invalid.offset))")
                            }
                        }
                        guard names.insert(chart.chart).inserted else { throw BadFile(place: here + ".chart", why: "\"\(chart.chart)\" comes twice") }
                        try body(chart)
                        try scanner.skipSpace()
                        let next = try scanner.next("it is not JSON (at byte \(scanner.offset))")
                        if next == UInt8(ascii: "]") { break }
                        guard next == UInt8(ascii: ",") else { throw BadFile(place: "", why: "it is not JSON (at byte \(scanner.offset - 1))") }
                        try scanner.skipSpace()
                    }
                default:
                    let start = scanner.offset
                    let bytes = try scanner.value(limit: 1 << 20, place: key.clipped)
                    let value: (string: String?, number: Int64?) = try bytes.withUnsafeBufferPointer { buffer in
                        do {
                            return try JSONTape.read(buffer) { tape in (tape.string(0), tape.int64(0)) }
                        } catch let invalid as JSONTape.Invalid {
                            throw BadFile(place: "", why: "it is not JSON (at byte \(start + invalid.offset))")
                        }
                    }
                    if key == "format" { format = .some(value.string) }
                    if key == "version" { version = .some(value.number) }
                }
                try scanner.skipSpace()
                let next = try scanner.next("it is not JSON (at byte \(scanner.offset))")
                if next == UInt8(ascii: "}") { break }
                guard next == UInt8(ascii: ",") else { throw BadFile(place: "", why: "it is not JSON (at byte \(scanner.offset - 1))") }
                try scanner.skipSpace()
            }
        }
        try scanner.skipSpace()
        guard try scanner.peek() == nil else { throw BadFile(place: "", why: "it is not JSON (at byte \(scanner.offset)): more follows the object") }
        try checked(format, version, final: true)
        guard sawCharts else { throw BadFile(place: "charts", why: "missing, or not an array") }
    }

    /// The format and version as far as they were read (nil: not yet; .some(nil): not a string or number);
    /// `final`: the whole file was read, so a missing one is a fault.
    private static func checked(_ format: String??, _ version: Int64??, final: Bool) throws(BadFile) {
        guard let format else {
            if final { throw BadFile(place: "format", why: "not \"\(self.format)\": it is not an albums history export") }
            return
        }
        guard format == self.format else { throw BadFile(place: "format", why: "not \"\(self.format)\": it is not an albums history export") }
        guard let version else {
            if final { throw BadFile(place: "version", why: "missing, or not a number") }
            return
        }
        guard let number = version else { throw BadFile(place: "version", why: "missing, or not a number") }
        guard number == self.version else {
            throw BadFile(place: "version", why: number > self.version ? "version \(number) is newer than this albums reads (\(self.version)); update albums" : "version \(number) is not one albums knows")
        }
    }
}

/// An export's bytes as they arrive, a piece at a time: its top level read a
/// byte at a time, a value taken whole (its bytes, to be read as a document).
/// What was read is dropped once a value is taken.
struct ExportScanner {
    let source: HistoryExport.Source
    private var buffer: [UInt8] = []
    private var position = 0
    /// Bytes dropped before `buffer[0]`.
    private var dropped = 0
    private var ended = false

    init(source: @escaping HistoryExport.Source) {
        self.source = source
    }

    /// How far into the file the next byte is.
    var offset: Int { dropped + position }
    /// How many of the file's bytes are held now: those behind the next byte, until a megabyte of them is dropped,
    /// and those read ahead of it.
    var held: Int { buffer.count }

    /// More bytes at the end of the buffer; false at the end of the file.
    private mutating func fill() throws -> Bool {
        while !ended {
            guard let piece = try source() else {
                ended = true
                return false
            }
            if !piece.isEmpty {
                buffer += piece
                return true
            }
        }
        return false
    }

    /// Forgets what is behind the next byte (once it is a megabyte).
    private mutating func drop() {
        guard position >= 1 << 20 else { return }
        buffer.removeFirst(position)
        dropped += position
        position = 0
    }

    mutating func peek() throws -> UInt8? {
        if position == buffer.count, try !fill() { return nil }
        return buffer[position]
    }

    mutating func advance() throws {
        if try peek() != nil { position += 1 }
    }

    /// The next byte, or a fault saying `why` at the end of the file.
    mutating func next(_ why: String) throws -> UInt8 {
        guard let byte = try peek() else { throw HistoryExport.BadFile(place: "", why: why) }
        position += 1
        return byte
    }

    mutating func expect(_ byte: UInt8, _ why: String) throws {
        guard try next(why) == byte else { throw HistoryExport.BadFile(place: "", why: why) }
    }

    mutating func skipSpace() throws {
        while let byte = try peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
        drop()
    }

    /// A member's name.
    mutating func key() throws -> String {
        let start = offset
        guard try peek() == UInt8(ascii: "\"") else { throw HistoryExport.BadFile(place: "", why: "it is not JSON (at byte \(start))") }
        let bytes = try value(limit: 4096, place: "a member's name")
        let name = bytes.withUnsafeBufferPointer { buffer in try? JSONTape.read(buffer) { $0.string(0) } }
        guard let name else { throw HistoryExport.BadFile(place: "", why: "it is not JSON (at byte \(start))") }
        return name
    }

    /// The bytes of the value that starts at the next byte: an object or array to its closing bracket, a string to its
    /// closing quote, anything else to the next delimiter. At most `limit` bytes, else a fault naming `place`.
    mutating func value(limit: Int, place: String) throws -> [UInt8] {
        let start = position
        guard let first = try peek() else { throw HistoryExport.BadFile(place: "", why: "it is not JSON (at byte \(offset)): it ends too soon") }
        var depth = 0, inString = false, escaped = false
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") || first == UInt8(ascii: "\"") {
            repeat {
                guard let byte = try peek() else { throw HistoryExport.BadFile(place: "", why: "it is not JSON (at byte \(offset)): it ends too soon") }
                position += 1
                if inString {
                    if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                } else if byte == UInt8(ascii: "\"") {
                    inString = true
                } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                    depth += 1
                } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                    depth -= 1
                }
                if position - start > limit { throw HistoryExport.BadFile(place: place, why: "larger than \(ByteSize.describe(limit)), more than albums reads at once") }
            } while inString || depth > 0
        } else {
            while let byte = try peek(), !",}] \t\r\n".utf8.contains(byte) {
                position += 1
                if position - start > limit { throw HistoryExport.BadFile(place: place, why: "larger than \(ByteSize.describe(limit)), more than albums reads at once") }
            }
        }
        return Array(buffer[start..<position])
    }
}
