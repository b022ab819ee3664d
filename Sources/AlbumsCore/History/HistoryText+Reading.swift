import AlbumsEssentials
/// Reading a history file: one pass, byte by byte.
extension HistoryText {
    /// A history as read, and the editions that were left out.
    public struct Read: Equatable, Sendable {
        public var history: ChartHistory
        /// Each edition line that couldn't be read (a bad date, an album not in
        /// the catalog, out of order), and why; the rest of the file still counts.
        public var skipped: [FormatError]
        public var layout: Layout
    }

    /// What a writer needs to know of the file it read, beyond the history.
    public struct Layout: Equatable, Sendable {
        /// 1 for a file from before appends: a record can't be appended to it.
        public var version: Int
        /// The editions in the file, those older than the kept 400 included.
        public var editions: Int
        /// The line where a record cut short starts (it and all after it were
        /// left out), or nil when the file is whole.
        public var tornAt: Int?

        public init(version: Int, editions: Int, tornAt: Int?) {
            self.version = version
            self.editions = editions
            self.tornAt = tornAt
        }

        /// Whether a record can go at the end of this file as it is.
        public var takesAppends: Bool { version >= 2 && tornAt == nil }
    }

    /// The whole file, every line of it right, or the first thing wrong.
    public static func decode(_ bytes: [UInt8]) throws(FormatError) -> ChartHistory {
        try bytes.withUnsafeBufferPointer { buffer throws(FormatError) in try decode(buffer) }
    }

    public static func decode(_ bytes: UnsafeBufferPointer<UInt8>) throws(FormatError) -> ChartHistory {
        let read = try read(bytes)
        if let problem = read.skipped.first { throw problem }
        return read.history
    }

    /// The history in `bytes`, which it doesn't keep: the catalog copies out
    /// just its ids and names (unescaped), one after another. One edition that
    /// can't be read is skipped, not the whole history: only a file that isn't
    /// a history at all (its header, its chart or its catalog) is refused.
    public static func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(FormatError) -> Read {
        let read = try scan(bytes)
        var storage = read.storage
        var offsets = read.offsets
        // A field with an escape (rare) gets its plain bytes at the end.
        for field in read.escaped {
            let plain = unescaped(storage[Int(offsets[field])..<Int(offsets[field + 1])])
            offsets[field] = Int32(storage.count)
            storage.append(contentsOf: plain)
            offsets[field + 1] = Int32(storage.count)
        }
        let history = ChartHistory(chart: String(decoding: unescaped(ArraySlice(bytes[read.chart])), as: UTF8.self),
                                   catalog: HistoryCatalog(storage: storage, offsets: offsets),
                                   editions: read.editions.count > ChartHistory.capacity ? Array(read.editions.suffix(ChartHistory.capacity)) : read.editions)
        return Read(history: history, skipped: read.skipped, layout: Layout(version: read.version, editions: read.editions.count, tornAt: read.tornAt))
    }

    /// Where each field is, and every edition.
    struct Scanned {
        var version: Int
        var chart: Range<Int>
        var tornAt: Int?
        /// The album lines' fields, copied out one line after another (the lines
        /// of an appended record sit between editions; a copy of the whole span
        /// would copy the editions too).
        var storage: [UInt8] = []
        /// Six per album: where its id, name and artist start and end in `storage`.
        var offsets: [Int32] = []
        /// Which offsets start a field with an escape in it.
        var escaped: [Int] = []
        var editions: [ChartHistory.Edition] = []
        var skipped: [FormatError] = []
        var albums: Int { offsets.count / 6 }

        mutating func add(_ start: Int, _ end: Int, escaped: Bool) {
            if escaped { self.escaped.append(offsets.count) }
            offsets.append(Int32(start))
            offsets.append(Int32(end))
        }
    }

    typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) throws(FormatError) -> Scanned {
        var lines = Lines(bytes)
        let version: Int
        switch lines.next().map({ String(decoding: $0, as: UTF8.self) }) {
        case header: version = 2
        case firstHeader: version = 1
        default: throw FormatError(line: 1, problem: "it does not start with \"\(header)\" (or \"\(firstHeader)\")")
        }
        guard let chartLine = lines.next(), starts(chartLine, with: "chart\t") else {
            throw FormatError(line: 2, problem: "the chart line is missing")
        }
        var read = Scanned(version: version, chart: (chartLine.startIndex + 6)..<chartLine.endIndex)
        read.editions.reserveCapacity(ChartHistory.capacity + 1)
        // Room for the offsets of an album every 32 bytes, and for half the file's
        // bytes, more than any history's catalog takes: no regrowing (and pages
        // not written are never touched).
        read.offsets.reserveCapacity(bytes.count / 32 * 6)
        read.storage.reserveCapacity(bytes.count / 2)
        while let line = lines.next() {
            if line.isEmpty { continue }
            // A last line with no newline was cut short too: every line albums writes ends in one.
            if version >= 2, starts(line, with: "append\t") || line.allSatisfy({ $0 == 0 }) || line.endIndex == bytes.count {
                // A whole record reads on as lines; from one cut short on, nothing counts.
                guard isWhole(record: line, in: bytes) else {
                    read.tornAt = lines.number
                    break
                }
                continue
            }
            if starts(line, with: "edition\t") {
                // As many digits as the albums named so far need: an appended edition can be wider.
                let width = self.width(forCatalog: read.albums)
                do throws(FormatError) {
                    let edition = try self.edition(line[(line.startIndex + 8)...], width: width, catalog: read.albums, line: lines.number)
                    if let last = read.editions.last, last.updated >= edition.updated {
                        throw FormatError(line: lines.number, problem: "editions out of order")
                    }
                    read.editions.append(edition)
                } catch {
                    read.skipped.append(error)
                }
            } else if starts(line, with: "album\t") {
                guard read.editions.isEmpty || version >= 2 else { throw FormatError(line: lines.number, problem: "an album after the editions") }
                try album(line[(line.startIndex + 6)...], into: &read, line: lines.number)
            } else {
                throw FormatError(line: lines.number, problem: "not an album or an edition")
            }
        }
        return read
    }

    /// Whether the record that `line` ("append<TAB>count<TAB>checksum") starts
    /// is all there: as many bytes as it says, ending a line, with its checksum.
    private static func isWhole(record line: Bytes, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // "append<TAB>" is 7 bytes; then the count, a tab, and 8 hex digits.
        guard line.count > 7 + 9, line[line.endIndex - 9] == 0x09,
              let count = number(line[(line.startIndex + 7)..<(line.endIndex - 9)]), count > 0 else { return false }
        let start = line.endIndex + 1
        guard count <= bytes.count - start else { return false }
        let body = bytes[start..<(start + Int(count))]
        return body.last == 0x0A && hex(checksum(body)).elementsEqual(line[(line.endIndex - 8)...])
    }

    /// "id<TAB>name<TAB>artist": where each field is, and whether it has an escape.
    private static func album(_ fields: Bytes, into read: inout Scanned, line: Int) throws(FormatError) {
        let start = fields.startIndex, end = fields.endIndex
        guard let base = fields.base.baseAddress,
              let first = ByteSearch.first(0x09, in: base + start, count: end - start).map({ start + $0 }),
              let second = ByteSearch.first(0x09, in: base + first + 1, count: end - first - 1).map({ first + 1 + $0 }),
              ByteSearch.first(0x09, in: base + second + 1, count: end - second - 1) == nil, first > start else {
            throw FormatError(line: line, problem: "an album line needs an id, a name and an artist")
        }
        // The line's fields copied out; the offsets then count in the copy.
        let shift = read.storage.count - start
        read.storage.append(contentsOf: UnsafeBufferPointer(start: base + start, count: end - start))
        if ByteSearch.first(0x5C, in: base + start, count: end - start) != nil {
            read.add(start + shift, first + shift, escaped: ByteSearch.first(0x5C, in: base + start, count: first - start) != nil)
            read.add(first + 1 + shift, second + shift, escaped: ByteSearch.first(0x5C, in: base + first + 1, count: second - first - 1) != nil)
            read.add(second + 1 + shift, end + shift, escaped: ByteSearch.first(0x5C, in: base + second + 1, count: end - second - 1) != nil)
        } else {
            // The usual album, with no escape: its six offsets in one go.
            read.offsets.append(Int32(start + shift))
            read.offsets.append(Int32(first + shift))
            read.offsets.append(Int32(first + 1 + shift))
            read.offsets.append(Int32(second + shift))
            read.offsets.append(Int32(second + 1 + shift))
            read.offsets.append(Int32(end + shift))
        }
    }

    /// "1795176000<TAB>0102…": the date in seconds, then `width` base-64 digits per album.
    private static func edition(_ bytes: Bytes, width: Int, catalog: Int, line: Int) throws(FormatError) -> ChartHistory.Edition {
        guard let tab = bytes.firstIndex(of: 0x09), let updated = number(bytes[bytes.startIndex..<tab]),
              ChartHistory.storableDates.contains(updated) else {
            throw FormatError(line: line, problem: "an edition needs its date in seconds")
        }
        let numbers = UnsafeBufferPointer(rebasing: bytes[(tab + 1)...])
        guard !numbers.isEmpty else { throw FormatError(line: line, problem: "an edition lists no album") }
        guard numbers.count % width == 0 else {
            throw FormatError(line: line, problem: "an edition's albums take \(width) characters each, and these don't divide evenly")
        }
        // Every number at once, checked after: a digit that isn't one reads as 255,
        // so one OR over the digits and the largest number find every fault.
        let count = numbers.count / width
        var digits: UInt8 = 0
        var largest: Int32 = 0
        let albums = values.withUnsafeBufferPointer { values in
            [Int32](unsafeUninitializedCapacity: count) { output, initialized in
                initialized = 0
                guard let table = values.baseAddress, let input = numbers.baseAddress, let out = output.baseAddress else { return }
                // Two digits (a catalog of 65 to 4,096 albums: every long history) unrolled.
                switch width {
                case 2:
                    for album in 0..<count {
                        let high = table[Int(input[2 * album])], low = table[Int(input[2 * album + 1])]
                        digits |= high | low
                        let value = Int32(high) << 6 | Int32(low)
                        out[album] = value
                        largest = max(largest, value)
                    }
                default:
                    for album in 0..<count {
                        var value: Int32 = 0
                        for place in 0..<width {
                            let digit = table[Int(input[album * width + place])]
                            digits |= digit
                            value = value << 6 | Int32(digit & 63)
                        }
                        out[album] = value
                        largest = max(largest, value)
                    }
                }
                initialized = count
            }
        }
        if digits >= 64 {
            // Rare: say which byte isn't a digit.
            let bad = numbers.first { Self.values[Int($0)] >= 64 } ?? 0x20
            throw FormatError(line: line, problem: "\"\(String(decoding: [bad], as: UTF8.self))\" is not a base-64 digit")
        }
        if largest >= catalog {
            throw FormatError(line: line, problem: "album \(albums.first { $0 >= catalog } ?? largest) is not in the catalog")
        }
        return ChartHistory.Edition(updated: updated, albums: albums)
    }

    private static func starts(_ line: Bytes, with prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard line.count >= count else { return false }
        return SameBytes.equal(UnsafeBufferPointer(rebasing: line.prefix(count)), UnsafeBufferPointer(start: prefix.utf8Start, count: count))
    }
}
