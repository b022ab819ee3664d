@testable import AlbumsCore
import Testing

/// The history file's text: written, read back, and refused when it isn't one.
@Suite struct HistoryTextTests {
    @Test func roundTripsEveryName() throws {
        var history = ChartHistory(chart: "stub standard us")
        var albums = ChartHistoryTests.albums("A B C")
        try #require(albums.count > 1, "long enough to index")
        albums[0].name = "Tab\there, new\nline, back\\slash and \r"
        albums[1].artist = "星野ミナ & فرقة النيل"
        history.record(updated: 1_794_571_200, albums: ChartHistoryTests.albums("C A"))
        history.record(updated: 1_795_176_000, albums: albums)
        let text = HistoryText.encode(history)
        #expect(text.hasPrefix("albums-history 2\nchart\tstub standard us\nalbum\tC\tAlbum C\tArtist C\nalbum\tA\tTab\\there, new\\nline, back\\\\slash and \\r\tArtist A\n"))
        // Three albums: one base-64 digit each.
        #expect(text.hasSuffix("edition\t1794571200\t01\nedition\t1795176000\t120\n"))
        #expect(try HistoryText.decode(Array(text.utf8)) == history)
    }

    /// A number in the file (a date, a record's length, a standing) is digits only, at most 18 of them: every such
    /// number fits in 64 bits, and 19 digits (which may not) are refused, never worked out.
    @Test func aNumberIsAtMost18Digits() {
        let digits = { (text: String) in HistoryText.number(Array(text.utf8)) }
        #expect(digits(String(repeating: "9", count: 17)) == 99_999_999_999_999_999)
        #expect(digits(String(repeating: "9", count: 18)) == 999_999_999_999_999_999)
        #expect(digits(String(repeating: "9", count: 19)) == nil)
        #expect(digits("1000000000000000000") == nil, "19 digits, though 10^18 would fit")
        #expect(digits("0") == 0)
        #expect(digits("") == nil)
        #expect(digits("12a") == nil && digits("-1") == nil && digits(" 1") == nil)
    }

    /// Each field is looked through for escapes to its very end: a name or artist whose one escape is its last
    /// character (or its first) reads back as written.
    @Test func aFieldsOnlyEscapeAtItsEndOrStart() throws {
        var history = ChartHistory(chart: "x")
        var albums = ChartHistoryTests.albums("A B C")
        try #require(albums.count == 3)
        albums[0].name = "Side A\t"
        albums[1].artist = "Artist B\\"
        albums[2].name = "\nC"
        history.record(updated: 1_795_176_000, albums: albums)
        let text = HistoryText.encode(history)
        #expect(text.contains("album\tA\tSide A\\t\tArtist A\n"))
        let decoded = try HistoryText.decode(Array(text.utf8))
        #expect(decoded == history)
        #expect(decoded.entry("A")?.name == "Side A\t" && decoded.entry("B")?.artist == "Artist B\\" && decoded.entry("C")?.name == "\nC")
    }

    /// Each of the four escapes alone, after text kept as it is, and again later, written and read back; an unknown
    /// escape keeps its character; the bytes beside them (0x08, 0x0B, 0x0C, 0x0E, 0x5B, 0x5D) are written as they are.
    @Test(arguments: [(0x09, 0x74), (0x0A, 0x6E), (0x0D, 0x72), (0x5C, 0x5C)] as [(UInt8, UInt8)])
    func eachEscapeAloneAndAfterPlainText(byte: UInt8, letter: UInt8) {
        func escaped(_ text: [UInt8]) -> [UInt8] {
            var bytes: [UInt8] = []
            HistoryText.appendEscaped(text[...], to: &bytes)
            return bytes
        }
        #expect(escaped([byte]) == [0x5C, letter])
        #expect(escaped([0x41, 0xC3, 0xB6, byte, 0x42, byte]) == [0x41, 0xC3, 0xB6, 0x5C, letter, 0x42, 0x5C, letter])
        #expect(Array(HistoryText.unescaped([0x41, 0xC3, 0xB6, 0x5C, letter, 0x42, 0x5C, letter][...])) == [0x41, 0xC3, 0xB6, byte, 0x42, byte])
        #expect(Array(HistoryText.unescaped([0x41, 0x5C, 0x71][...])) == [0x41, 0x71], "\\q is q")
        #expect(escaped([0x08, 0x0B, 0x0C, 0x0E, 0x5B, 0x5D]) == [0x08, 0x0B, 0x0C, 0x0E, 0x5B, 0x5D])
    }

    @Test(arguments: [
        ("", 1, "it does not start with \"albums-history 2\" (or \"albums-history 1\")"),
        ("albums-history 3\nchart\tx\n", 1, "it does not start with \"albums-history 2\" (or \"albums-history 1\")"),
        ("albums-history 2\nchart\tx\nalbum\tA\tn\ta\nedition\t5\t0\nappendix\n", 5, "not an album or an edition"),
        ("albums-history 1\n", 2, "the chart line is missing"),
        ("albums-history 1\nchart\tx\nalbum\tA\tn\n", 3, "an album line needs an id, a name and an artist"),
        ("albums-history 1\nchart\tx\nalbum\t\tn\ta\n", 3, "an album line needs an id, a name and an artist"),
        ("albums-history 1\nchart\tx\nalbum\tA\tn\ta\tb\n", 3, "an album line needs an id, a name and an artist"),
        ("albums-history 1\nchart\tx\nalbum\tA\tn\ta\nedition\t5\t1\n", 4, "album 1 is not in the catalog"),
        ("albums-history 1\nchart\tx\nalbum\tA\tn\ta\nedition\t5\t0\nalbum\tB\tn\ta\n", 5, "an album after the editions"),
        ("albums-history 1\nchart\tx\nalbum\tA\tn\ta\nedition\t5\t0\nedition\t5\t0\n", 5, "editions out of order"),
        ("albums-history 1\nchart\tx\nalbum\tA\tn\ta\nedition\t5\t0 0\n", 4, "\" \" is not a base-64 digit"),
        ("albums-history 1\nchart\tx\nalbum\tA\tn\ta\nedition\t5\t\n", 4, "an edition lists no album"),
        ("albums-history 1\nchart\tx\nalbum\tA\tn\ta\nedition\tsoon\t0\n", 4, "an edition needs its date in seconds"),
        ("albums-history 1\nchart\tx\n{\"not\": \"this\"}\n", 3, "not an album or an edition"),
    ] as [(String, Int, String)])
    func refusesWhatIsNotAHistory(text: String, line: Int, problem: String) {
        #expect(throws: HistoryText.FormatError(line: line, problem: problem)) { try HistoryText.decode(Array(text.utf8)) }
    }

    /// Reading keeps going past an edition it can't read, and says which.
    @Test func aBadEditionIsSkippedWithItsLine() throws {
        let text = "albums-history 1\nchart\tx\nalbum\tA\tn\ta\nedition\t5\t0\nedition\t-7\t0\nedition\t6\t9\nedition\t4\t0\nedition\t9\t0\n"
        let read = try Array(text.utf8).withUnsafeBufferPointer { bytes in try HistoryText.read(bytes) }
        #expect(read.history.editions.map(\.updated) == [5, 9])
        #expect(read.skipped == [
            HistoryText.FormatError(line: 5, problem: "an edition needs its date in seconds"),
            HistoryText.FormatError(line: 6, problem: "album 9 is not in the catalog"),
            HistoryText.FormatError(line: 7, problem: "editions out of order"),
        ])
    }

    /// A read of the whole file, every line of it right, is refused with the
    /// first line that isn't, not a later one.
    @Test func aWholeReadIsRefusedWithItsFirstBadLine() {
        let text = "albums-history 1\nchart\tx\nalbum\tA\tn\ta\nedition\t5\t0\nedition\t-7\t0\nedition\t6\t9\nedition\t4\t0\n"
        #expect(throws: HistoryText.FormatError(line: 5, problem: "an edition needs its date in seconds")) { try HistoryText.decode(Array(text.utf8)) }
    }

    /// Each edition read counts from its own first album, and one that is
    /// skipped leaves nothing of itself in the others.
    @Test func eachEditionReadCountsFromItsFirstAlbum() throws {
        let text = "albums-history 2\nchart\tx\nalbum\tA\tn\ta\nalbum\tB\tn\ta\nalbum\tC\tn\ta\n"
            + "edition\t5\t012\nedition\t6\t21!\nedition\t7\t09\nedition\t8\t20\nedition\t4\t1\nedition\t9\t1\n"
        let read = try Array(text.utf8).withUnsafeBufferPointer { bytes in try HistoryText.read(bytes) }
        #expect(read.skipped.map(\.line) == [7, 8, 10], "a bad digit, an album not in the catalog, out of order")
        #expect(read.history.editions.map(\.updated) == [5, 8, 9])
        #expect(read.history.editions.map(\.albums) == [[0, 1, 2], [2, 0], [1]])
        #expect(read.history.ranks(of: "A").map(\.rank) == [1, 2, nil])
        #expect(read.history.ranks(of: "C").map(\.rank) == [3, 1, nil])
        #expect(read.history.ranks(of: "B").map(\.rank) == [2, nil, 1])
    }

    /// A catalog of more than 64 albums takes two digits an album, and an edition
    /// cut mid-number is refused.
    @Test func widerNumbersForALargerCatalog() throws {
        var history = ChartHistory(chart: "c")
        let many = (0..<70).map { ChartHistoryTests.albums("X\($0)")[0] }.enumerated().map { offset, album in
            var album = album
            album.rank = offset + 1
            return album
        }
        history.record(updated: 5, albums: many)
        let text = HistoryText.encode(history)
        // Two base-64 digits each: 0 is "00", 63 is "0_", 64 is "10", 69 (1 × 64 + 5) is "15".
        let alphabet: [Character] = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_")
        var numbers = ""
        for position in 0..<70 {
            numbers.append(alphabet[position / 64])
            numbers.append(alphabet[position % 64])
        }
        #expect(numbers.hasPrefix("0001"))
        #expect(numbers.hasSuffix("0_101112131415"))
        #expect(text.hasSuffix("edition\t5\t" + numbers + "\n"))
        #expect(try HistoryText.decode(Array(text.utf8)) == history)
        let cut = Array(text.utf8.dropLast(2)) + [0x0A]
        #expect(throws: HistoryText.FormatError(line: 73, problem: "an edition's albums take 2 characters each, and these don't divide evenly")) {
            try HistoryText.decode(cut)
        }
    }

    /// A file cut short mid-line (a torn write) is refused or reads as a shorter, valid history: never a crash.
    @Test func everyCutOfAFileIsHandled() {
        let text = Array(HistoryText.encode(ChartHistoryTests.history(["A B C", "C B A", "B A"])).utf8)
        for length in 0..<text.count {
            if let history = try? HistoryText.decode(Array(text[0..<length])) {
                #expect(history.editions.count <= 3)
            }
        }
    }
}

/// Appending an edition as one record, and reading a file that ends in one cut short.
@Suite struct HistoryAppendTests {
    static let day: Int64 = 86_400
    static let start: Int64 = 1_794_571_200

    static func history(_ editions: [String]) -> ChartHistory {
        var history = ChartHistory(chart: "c")
        for (index, ids) in editions.enumerated() {
            history.record(updated: start + Int64(index) * day, albums: ChartHistoryTests.albums(ids))
        }
        return history
    }

    static func read(_ bytes: [UInt8]) throws -> HistoryText.Read {
        try bytes.withUnsafeBufferPointer { try HistoryText.read($0) }
    }

    @Test func aNewEditionIsItsNewAlbumsAndItsLineInOneRecord() throws {
        let before = Self.history(["A B", "B A"])
        var after = before
        after.record(updated: Self.start + 2 * Self.day, albums: ChartHistoryTests.albums("C A"))
        let record = try #require(HistoryText.appendRecord(from: before, to: after))
        let body = "album\tC\tAlbum C\tArtist C\nedition\t\(Self.start + 2 * Self.day)\t20\n"
        let sum = HistoryText.checksum(Array(body.utf8))
        #expect(String(decoding: record, as: UTF8.self) == "append\t\(body.utf8.count)\t\(String(format: "%08x", sum))\n" + body)
        let read = try Self.read(HistoryText.encodedBytes(before) + record)
        #expect(read.history == after)
        #expect(read.skipped.isEmpty)
        #expect(read.layout == HistoryText.Layout(version: 2, editions: 3, tornAt: nil))
    }

    /// The 65th album makes every number two digits wide from the edition that names it on.
    @Test func anAppendedEditionIsAsWideAsTheCatalogThen() throws {
        let before = Self.history([(0..<64).map { "X\($0)" }.joined(separator: " ")])
        var after = before
        after.record(updated: Self.start + Self.day, albums: ChartHistoryTests.albums("X63 NEW"))
        let record = try #require(HistoryText.appendRecord(from: before, to: after))
        #expect(String(decoding: record, as: UTF8.self).hasSuffix("\t0_10\n"), "63 and 64 in two digits each")
        #expect(try Self.read(HistoryText.encodedBytes(before) + record).history == after)
    }

    /// Only one newer edition is appended; anything else is written whole.
    @Test func whatCantBeAppended() throws {
        let before = Self.history(["A B", "B A"])
        var replaced = before
        replaced.record(updated: Self.start + Self.day, albums: ChartHistoryTests.albums("B A C"))
        var older = before
        older.record(updated: Self.start - Self.day, albums: ChartHistoryTests.albums("C"))
        var renamed = before
        var albums = ChartHistoryTests.albums("A B C")
        try #require(albums.count == 3)
        albums[0].name = "A new name"
        renamed.record(updated: Self.start + 2 * Self.day, albums: albums)
        var two = before
        two.record(updated: Self.start + 2 * Self.day, albums: ChartHistoryTests.albums("C"))
        two.record(updated: Self.start + 3 * Self.day, albums: ChartHistoryTests.albums("D"))
        for after in [replaced, older, renamed, two, before] {
            #expect(HistoryText.appendRecord(from: before, to: after) == nil)
        }
        var first = ChartHistory(chart: "c")
        first.record(updated: Self.start, albums: ChartHistoryTests.albums("A"))
        #expect(HistoryText.appendRecord(from: ChartHistory(chart: "c"), to: first) != nil, "the first edition of an empty file")
    }

    /// Cut anywhere, a record reads as if never written; so does a tail the disk filled with zeros.
    @Test func aRecordCutShortIsLeftOut() throws {
        let before = Self.history(["A B", "B A"])
        var after = before
        after.record(updated: Self.start + 2 * Self.day, albums: ChartHistoryTests.albums("C A"))
        let whole = HistoryText.encodedBytes(before)
        let record = try #require(HistoryText.appendRecord(from: before, to: after))
        var tails: [[UInt8]] = (1..<record.count).map { Array(record.prefix($0)) }
        tails.append([UInt8](repeating: 0, count: record.count))
        var flipped = record
        flipped[flipped.count - 3] ^= 0x01
        tails.append(flipped)
        for tail in tails {
            let read = try Self.read(whole + tail)
            #expect(read.history == before)
            #expect(read.layout.tornAt == 7, "the line after the header, the chart, two albums and two editions")
            #expect(!read.layout.takesAppends)
        }
        let twice = try #require(HistoryText.appendRecord(from: after, to: {
            var next = after
            next.record(updated: Self.start + 3 * Self.day, albums: ChartHistoryTests.albums("A"))
            return next
        }()))
        #expect(try Self.read(whole + flipped + twice).history == before, "nothing after a broken record counts")
    }

    @Test func aFirstVersionFileTakesNoAppends() throws {
        let read = try Self.read(Array("albums-history 1\nchart\tc\nalbum\tA\tn\ta\nedition\t5\t0\n".utf8))
        #expect(read.layout == HistoryText.Layout(version: 1, editions: 1, tornAt: nil))
        #expect(!read.layout.takesAppends)
    }
}
