@testable import AlbumsCore
import Testing

/// The history file's text: written, read back, and refused when it isn't one.
@Suite struct HistoryTextTests {
    @Test func roundTripsEveryName() throws {
        var history = ChartHistory(chart: "stub standard us")
        var albums = ChartHistoryTests.albums("A B C")
        albums[0].name = "Tab\there, new\nline, back\\slash and \r"
        albums[1].artist = "星野ミナ & فرقة النيل"
        history.record(updated: 1_794_571_200, albums: ChartHistoryTests.albums("C A"))
        history.record(updated: 1_795_176_000, albums: albums)
        let text = HistoryText.encode(history)
        #expect(text.hasPrefix("albums-history 1\nchart\tstub standard us\nalbum\tC\tAlbum C\tArtist C\nalbum\tA\tTab\\there, new\\nline, back\\\\slash and \\r\tArtist A\n"))
        #expect(text.hasSuffix("edition\t1794571200\t0 1\nedition\t1795176000\t1 2 0\n"))
        #expect(try HistoryText.decode(Array(text.utf8)) == history)
    }

    @Test(arguments: [
        ("", 1, "it does not start with \"albums-history 1\""),
        ("albums-history 2\nchart\tx\n", 1, "it does not start with \"albums-history 1\""),
        ("albums-history 1\n", 2, "the chart line is missing"),
        ("albums-history 1\nchart\tx\nalbum\tA\tn\n", 3, "an album line needs an id, a name and an artist"),
        ("albums-history 1\nchart\tx\nalbum\tA\tn\ta\nedition\t5\t1\n", 4, "album 1 is not in the catalog"),
        ("albums-history 1\nchart\tx\nalbum\tA\tn\ta\nedition\t5\t0\nalbum\tB\tn\ta\n", 5, "an album after the editions"),
        ("albums-history 1\nchart\tx\nalbum\tA\tn\ta\nedition\t5\t0\nedition\t5\t0\n", 5, "editions out of order"),
        ("albums-history 1\nchart\tx\nalbum\tA\tn\ta\nedition\t5\t0  0\n", 4, "two spaces in a row"),
        ("albums-history 1\nchart\tx\nalbum\tA\tn\ta\nedition\t5\t\n", 4, "an edition lists no album"),
        ("albums-history 1\nchart\tx\nalbum\tA\tn\ta\nedition\tsoon\t0\n", 4, "an edition needs its date in seconds"),
        ("albums-history 1\nchart\tx\nalbum\tA\tn\ta\nedition\t5\t0,1\n", 4, "an edition lists album numbers separated by spaces"),
        ("albums-history 1\nchart\tx\n{\"not\": \"this\"}\n", 3, "not an album or an edition"),
    ] as [(String, Int, String)])
    func refusesWhatIsNotAHistory(text: String, line: Int, problem: String) {
        #expect(throws: HistoryText.FormatError(line: line, problem: problem)) { try HistoryText.decode(Array(text.utf8)) }
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
