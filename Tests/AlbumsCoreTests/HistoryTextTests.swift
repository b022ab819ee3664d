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
        #expect(text.hasPrefix("albums-history 1\nchart\tstub standard us\nalbum\tC\tAlbum C\tArtist C\nalbum\tA\tTab\\there, new\\nline, back\\\\slash and \\r\tArtist A\n"))
        // Three albums: one base-64 digit each.
        #expect(text.hasSuffix("edition\t1794571200\t01\nedition\t1795176000\t120\n"))
        #expect(try HistoryText.decode(Array(text.utf8)) == history)
    }

    @Test(arguments: [
        ("", 1, "it does not start with \"albums-history 1\""),
        ("albums-history 2\nchart\tx\n", 1, "it does not start with \"albums-history 1\""),
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
