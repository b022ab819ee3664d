@testable import AlbumsCore
import AlbumsEssentials
import Foundation
import Testing

/// The worldwide chart by points, period charts, an artist's record and the
/// history's export, from hand-made charts whose results are worked out in
/// the comments.
@Suite struct WorldwideChartTests {
    static func chart(_ ids: String) -> [Album] { ChartHistoryTests.albums(ids) }

    /// us (6): A 6, B 5, C 4, D 3, E 2, F 1. gb (2) and jp (2): G 2, E 1.
    /// Points: A 6, B 5, E 4 in 3 stores, G 4 in 2, C 4 in 1, D 3, F 1.
    static let charts: [(country: String, albums: [Album])] = [
        ("us", chart("A B C D E F")), ("gb", chart("G E")), ("jp", chart("G E")),
    ]

    @Test func pointsThenStoresThenBestRank() throws {
        let world = WorldwideChart(Self.charts)
        #expect(world.countries == ["us", "gb", "jp"])
        #expect(world.rows.map(\.album.id) == ["A", "B", "E", "G", "C", "D", "F"])
        #expect(world.rows.map(\.points) == [6, 5, 4, 4, 4, 3, 1])
        #expect(world.rows.map(\.stores) == [1, 1, 3, 2, 1, 1, 1])
        #expect(world.rows.map(\.album.rank) == [1, 2, 3, 4, 5, 6, 7])
        let e = try #require(world.rows.first { $0.album.id == "E" })
        #expect(e.numberOnes == 0 && e.best == 2 && e.bestIn == ["jp", "gb"], "the bigger market first, not the first given")
        let g = try #require(world.rows.first { $0.album.id == "G" })
        #expect(g.numberOnes == 2 && g.best == 1 && g.bestIn == ["jp", "gb"])
        #expect(world.albums.map(\.id) == world.rows.map(\.album.id), "the history keeps the points order")
    }

    /// Other orders show the same rows, each with its worldwide rank.
    @Test func otherOrdersKeepTheWorldwideRank() {
        let world = WorldwideChart(Self.charts)
        // Stores: E (3), G (2), then the one-store albums by points.
        #expect(world.rows(by: .stores).map(\.album.id) == ["E", "G", "A", "B", "C", "D", "F"])
        #expect(world.rows(by: .stores).map(\.album.rank) == [3, 4, 1, 2, 5, 6, 7])
        // Best: #1 A (6 points) and G (4); #2 B (5) and E (4); C #3; D #4; F #6.
        #expect(world.rows(by: .best).map(\.album.id) == ["A", "G", "B", "E", "C", "D", "F"])
        #expect(world.rows(by: .points) == world.rows)
    }

    /// A chart shorter than its ranks (a feed's rank 7 in a list of 3) still gives its albums a point.
    @Test func aRankPastTheChartsLengthStillCounts() throws {
        var albums = Self.chart("A B C")
        try #require(albums.count == 3)
        albums[2].rank = 7
        #expect(WorldwideChart([("us", albums)]).rows.map(\.points) == [3, 2, 1])
    }

    /// Every store is a real ISO 3166 alpha-2 code (the list Foundation knows), once.
    @Test func theStoresAreValidCodesOnce() {
        let codes = AppleMusicStores.codes
        let known = Set(Locale.Region.isoRegions.map { $0.identifier.lowercased() }.filter { $0.count == 2 })
        #expect(known.count > 200, "Foundation's list of regions")
        #expect(codes.filter { !known.contains($0) } == [])
        #expect(codes.allSatisfy { $0.count == 2 && $0 == $0.lowercased() })
        #expect(Set(codes).count == codes.count, "no code twice")
        #expect(codes.count >= 150)
        #expect(["us", "gb", "jp", "kr", "de", "br", "in", "ng"].allSatisfy(codes.contains))
        #expect(codes == codes.sorted())
    }
}

/// Period charts and an artist's record from a hand-made history.
@Suite struct PeriodChartTests {
    static let day = ChartHistoryTests.day
    static let nov13 = ChartHistoryTests.nov13
    static let artists = ["A": "Ivy", "B": "Bob", "C": "ÍVY", "D": "Dee", "X": "Xan"]

    static func albums(_ ids: String) -> [Album] {
        ChartHistoryTests.albums(ids).map { album in
            var album = album
            album.artist = artists[album.id] ?? album.artist
            return album
        }
    }

    /// e0 (13 Nov) A B C; e1 (14 Nov) B A; e2 (15 Nov) C A B D.
    static func history(_ chart: String = "standard us") -> ChartHistory {
        var history = ChartHistory(chart: chart)
        for (index, ids) in ["A B C", "B A", "C A B D"].enumerated() {
            history.record(updated: nov13 + Int64(index) * day, albums: albums(ids))
        }
        return history
    }

    /// A 3+1+3 = 7, B 2+2+2 = 6, C 1+4 = 5, D 1.
    @Test func everyEditionsPointsAdded() {
        let rows = PeriodChart.albums(Self.history(), from: 0, to: .max)
        #expect(rows.map(\.id) == ["A", "B", "C", "D"])
        #expect(rows.map(\.points) == [7, 6, 5, 1])
        #expect(rows.map(\.editions) == [3, 3, 2, 1])
        #expect(rows.map(\.peak) == [1, 1, 1, 4])
        #expect(rows.map(\.peakOn) == [Self.nov13, Self.nov13 + Self.day, Self.nov13 + 2 * Self.day, Self.nov13 + 2 * Self.day])
        #expect(rows.map(\.days) == rows.map(\.editions), "days on the chart are the editions that list it")
        #expect(rows.map(\.rank) == [1, 2, 3, 4])
    }

    /// A at #1 in the first and last of three editions: its peak is dated the first.
    @Test func thePeakIsDatedItsFirstEdition() {
        var history = ChartHistory(chart: "standard us")
        for (index, ids) in ["A B", "B A", "A B"].enumerated() { history.record(updated: Self.nov13 + Int64(index) * Self.day, albums: Self.albums(ids)) }
        let rows = PeriodChart.albums(history, from: 0, to: .max)
        #expect(rows.map(\.id) == ["A", "B"])
        #expect(rows.map(\.peakOn) == [Self.nov13, Self.nov13 + Self.day])
    }

    /// Months as their first and last second, September (into October) and December (into the next year) too.
    @Test func monthsEndWhereTheNextBegins() throws {
        let september = try #require(PeriodChart.month("2026-09"))
        #expect(september.from == FeedDate.startOfDay("2026-09-01") && september.to == (FeedDate.startOfDay("2026-10-01") ?? 0) - 1)
        let december = try #require(PeriodChart.month("2026-12"))
        #expect(december.from == FeedDate.startOfDay("2026-12-01") && december.to == (FeedDate.startOfDay("2027-01-01") ?? 0) - 1)
        let january = try #require(PeriodChart.month("2027-01"))
        #expect(january.to == (FeedDate.startOfDay("2027-02-01") ?? 0) - 1)
        #expect(PeriodChart.month("2026-13") == nil && PeriodChart.month("2026-9") == nil && PeriodChart.month("2026-00") == nil)
        // One dash between the year and the month, nothing around them.
        for malformed in ["2026--11", "-2026-11", "2026-11-", "2026-11-01", "202611"] {
            #expect(PeriodChart.month(malformed) == nil, "\(malformed)")
        }
        let year = try #require(PeriodChart.year("2026"))
        #expect(year.from == FeedDate.startOfDay("2026-01-01") && year.to == (FeedDate.startOfDay("2027-01-01") ?? 0) - 1)
    }

    /// 14–15 Nov: A 1+3, B 2+2, C 4 tie at 4: B and C peaked at #1 (B in two
    /// editions, C in one), A at #2.
    @Test func aPeriodCountsOnlyItsEditions() {
        let rows = PeriodChart.albums(Self.history(), from: Self.nov13 + Self.day, to: Self.nov13 + 2 * Self.day)
        #expect(rows.map(\.id) == ["B", "C", "A", "D"])
        #expect(rows.map(\.points) == [4, 4, 4, 1])
        #expect(PeriodChart.albums(Self.history(), from: Self.nov13 + 3 * Self.day, to: .max) == [])
    }

    /// Ivy (A and C, "ÍVY" folded as follow folds it) 7 + 5 = 12 in all three editions; Bob 6; Dee 1.
    @Test func artistsByTheirAlbumsPoints() {
        let rows = PeriodChart.artists(Self.history(), from: 0, to: .max)
        #expect(rows.map(\.artist) == ["Ivy", "Bob", "Dee"])
        #expect(rows.map(\.points) == [12, 6, 1])
        #expect(rows.map(\.albums) == [2, 1, 1])
        #expect(rows.map(\.editions) == [3, 3, 1])
        #expect(rows.map(\.peak) == [1, 1, 4])
    }

    /// us as above; gb has one edition (14 Nov): C X. Ivy's A is in us only
    /// (now #2, peak #1 on 13 Nov); C is #1 in gb on 14 Nov, before its us peak
    /// on 15 Nov, and listed now by both stores.
    @Test func anArtistsAlbumsOverEveryChart() throws {
        var gb = ChartHistory(chart: "standard gb")
        gb.record(updated: Self.nov13 + Self.day, albums: Self.albums("C X"))
        let lives = ArtistRecord.lives(for: " ivy ", in: [gb, Self.history()], main: "standard us") { $0.hasPrefix("standard ") }
        #expect(lives.map(\.id) == ["A", "C"])
        let a = try #require(lives.first), c = try #require(lives.last)
        #expect(a.now == 2 && a.peak == 1 && a.peakIn == "standard us" && a.peakOn == Self.nov13 && a.stores == 1 && a.days == 3, "in all three us editions")
        #expect(c.now == 1 && c.peak == 1 && c.peakIn == "standard gb" && c.peakOn == Self.nov13 + Self.day && c.stores == 2)
        #expect(c.debut == Self.nov13 && c.last == Self.nov13 + 2 * Self.day && c.charts.map(\.chart) == ["standard gb", "standard us"])
        #expect(ArtistRecord.lives(for: "Iv", in: [Self.history()], main: "standard us") { _ in true } == [], "the whole name, not a part")
    }
}
