@testable import AlbumsCore
import Testing

/// `ArtistRecord`: an artist's rows and lives over every kept chart.
@Suite struct ArtistRecordTests {
    /// Every album of one name and artist: two albums told apart by their ids only.
    static func sameName(_ album: Album) -> Album {
        var album = album
        (album.name, album.artist) = ("Same Name", "Same Artist")
        return album
    }

    /// The stores an album is in now are those whose newest edition lists it: a store it has left doesn't count.
    @Test func storesNowAreThoseWhoseNewestEditionListsIt() throws {
        let histories = [
            ChartHistoryTests.history(["A", "B"], chart: "standard us"),        // A listed first, gone from the newest
            ChartHistoryTests.history(["A", "B A"], chart: "standard gb"),      // A in both
        ]
        let rows = ArtistRecord.rows(in: histories, isStore: { _ in true }, artists: { $0 == "Artist A" })
        #expect(rows.map(\.chart) == ["standard gb", "standard us"])
        #expect(rows.map(\.stores) == [1, 1], "gb only")
        #expect(rows.map(\.now) == [2, nil])
        #expect(ArtistRecord.rows(in: histories, isStore: { $0 == "standard us" }, artists: { $0 == "Artist A" }).map(\.stores) == [0, 0],
                "only stores count")
    }

    /// An album only the editions gone past the 400 kept listed stays in the catalog (so that the others keep their
    /// numbers) but has no day in the record: it is no row.
    @Test func anAlbumOnlyOfEditionsGoneIsNoRow() throws {
        let history = ChartHistoryTests.history(["X Y"] + (0..<ChartHistory.capacity).map { $0 % 2 == 0 ? "Y Z" : "Z Y" })
        try #require(history.editions.count == ChartHistory.capacity && history.entry("X") != nil, "X gone from every edition, not the catalog")
        #expect(ArtistRecord.rows(in: [history], isStore: { _ in true }, artists: { _ in true }).map(\.id).sorted() == ["Y", "Z"])
    }

    /// Rows: by chart, then peak, debut and name, then id: two albums of one name that both reached #1 from the same
    /// first day come in the order of their ids, not of the catalog (F was listed first).
    @Test func rowsOfOneNameAreOrderedByID() {
        let history = ChartHistoryTests.history(["F E", "E F"], chart: "standard us", album: Self.sameName)
        let rows = ArtistRecord.rows(in: [history], isStore: { _ in true }, artists: { _ in true })
        #expect(rows.map(\.id) == ["E", "F"] && rows.map(\.peak) == [1, 1])
    }

    /// A life's peak is its best rank over every chart, the earliest day it was reached there; reached on one day in two
    /// charts, the first chart's (by key), as its rows come.
    @Test func aLifesPeakIsTheBestThenTheEarliestThenTheFirstChart() throws {
        func peak(_ histories: [ChartHistory]) throws -> (String, Int, Int64) {
            let life = try #require(ArtistRecord.lives(of: ArtistRecord.rows(in: histories, isStore: { _ in true }, artists: { $0 == "Artist A" }),
                                                       main: "standard us").first)
            return (life.peakIn, life.peak, life.peakOn)
        }
        let day = ChartHistoryTests.nov13 + ChartHistoryTests.day
        // #1 in gb on the 14th, #1 in us on the 14th too: gb's (first by key).
        #expect(try peak([ChartHistoryTests.history(["B A", "A B"], chart: "standard us"), ChartHistoryTests.history(["B A", "A B"], chart: "standard gb")])
                == ("standard gb", 1, day))
        // #1 in us on the 13th, in gb on the 14th: the earlier, us's.
        #expect(try peak([ChartHistoryTests.history(["A", "A"], chart: "standard us"), ChartHistoryTests.history(["B A", "A B"], chart: "standard gb")])
                == ("standard us", 1, ChartHistoryTests.nov13))
        // #2 in gb on the 13th, #1 in us on the 14th: the better rank, however late.
        #expect(try peak([ChartHistoryTests.history(["B A", "A B"], chart: "standard us"), ChartHistoryTests.history(["B A"], chart: "standard gb")])
                == ("standard us", 1, day))
    }

    /// Lives: best peak first, then the earliest debut, then the name.
    @Test func livesByPeakThenDebutThenName() {
        let histories = [ChartHistoryTests.history(["C A", "D C A", "B D C A"], chart: "standard us")]
        let lives = ArtistRecord.lives(of: ArtistRecord.rows(in: histories, isStore: { _ in true }, artists: { _ in true }), main: "standard us")
        // C, D and B each reached #1 (C first to debut, then D, then B); A only #2.
        #expect(lives.map(\.id) == ["C", "D", "B", "A"])
        // Two albums of one name, peak and debut: by id, whichever order their rows come in.
        let twins = ChartHistoryTests.history(["F E"], chart: "standard us", album: Self.sameName)
        let rows = ArtistRecord.rows(in: [twins], isStore: { _ in true }, artists: { _ in true })
        #expect(ArtistRecord.lives(of: rows, main: "standard us").map(\.id) == ["F", "E"], "peak first")
        let tied = rows.map { row in
            var row = row
            row.run.peak = 1
            return row
        }
        #expect(ArtistRecord.lives(of: tied, main: "standard us").map(\.id) == ["E", "F"])
        #expect(ArtistRecord.lives(of: tied.reversed(), main: "standard us").map(\.id) == ["E", "F"])
    }
}
