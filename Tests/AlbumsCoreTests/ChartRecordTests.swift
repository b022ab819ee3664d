@testable import AlbumsCore
import Testing

/// A chart over its kept editions as a fan reads it (`ChartRecord`), from
/// hand-made stores' charts whose numbers are worked out in the comments:
/// a debut, a re-entry after a gap, a tie at the peak, and an album in 171 stores.
@Suite struct ChartRecordTests {
    static let day = ChartHistoryTests.day, nov13 = ChartHistoryTests.nov13

    /// Two stores, three albums a day (points 3, 2, 1), 13–16 November:
    ///   13: us A B C, gb B A D → A 5, B 5 (tie: by name), C 1, D 1      world A B C D
    ///   14: us A C B, gb A B C → A 6, B 3, C 3 (tie: by name)           world A B C
    ///   15: us B C E, gb B C E → B 6, C 4, E 2 (A away)                 world B C E
    ///   16: us A B F, gb A B F → A 6, B 4, F 2 (A back, F new)          world A B F
    static let days: [(us: String, gb: String)] = [("A B C", "B A D"), ("A C B", "A B C"), ("B C E", "B C E"), ("A B F", "A B F")]

    static func stores() -> (world: ChartHistory, stores: [String: ChartHistory]) {
        var us = ChartHistory(chart: "standard us"), gb = ChartHistory(chart: "standard gb"), world = ChartHistory(chart: "world gb,us")
        for (index, day) in days.enumerated() {
            let updated = nov13 + Int64(index) * Self.day
            us.record(updated: updated, albums: ChartHistoryTests.albums(day.us))
            gb.record(updated: updated, albums: ChartHistoryTests.albums(day.gb))
            world.record(updated: updated, albums: WorldwideChart([("us", ChartHistoryTests.albums(day.us)), ("gb", ChartHistoryTests.albums(day.gb))]).albums)
        }
        return (world, ["us": us, "gb": gb])
    }

    @Test func theWorldwideChartsNewestEditionWithEveryNumber() throws {
        let (world, stores) = Self.stores()
        let record = ChartRecord(world, stores: stores, limit: 10)
        try #require(record.editions.count == 4)
        #expect(record.editions.map(\.rows).map { $0.map(\.album.id) } == [["A", "B", "C", "D"], ["A", "B", "C"], ["B", "C", "E"], ["A", "B", "F"]])
        let newest = try #require(record.editions.last)
        #expect(newest.storesCounted == 2 && newest.length == 3)
        let a = try #require(newest.rows.first), b = try #require(newest.rows.element(1)), f = try #require(newest.rows.last)
        // A: back after the gap of the 15th; on the chart 3 days, #1 each time (3 times at its peak); 6 points, as on the 14th
        // (its previous edition on the chart); 5 + 6 + 6 = 17 in all; #1 in both stores.
        #expect(a.album.history?.movement == .reentry && a.album.history?.previousRank == nil)
        #expect(a.run?.days == 3 && a.run?.peak == 1 && a.run?.timesAtPeak == 3 && a.run?.peakOn == Self.nov13 && a.run?.debut == Self.nov13)
        #expect(a.points == 6 && a.pointsChange == 0 && a.totalPoints == 17)
        #expect(a.positions == ["us": 1, "gb": 1] && a.stores == 2 && a.numberOnes == 2 && a.best == 1 && a.bestIn == ["us", "gb"])
        // B: #1 on the 15th, #2 now (▼1); four days, its peak once, on the 15th; 4 points, 2 fewer than on the 15th; 5 + 3 + 6 + 4 = 18.
        #expect(b.album.history?.movement == .down(1) && b.run?.days == 4 && b.run?.peak == 1 && b.run?.timesAtPeak == 1 && b.run?.peakOn == Self.nov13 + 2 * Self.day)
        #expect(b.points == 4 && b.pointsChange == -2 && b.totalPoints == 18 && b.positions == ["us": 2, "gb": 2] && b.numberOnes == 0)
        // F: a debut: one day, its rank its peak, no change to say, 2 points.
        #expect(f.album.history?.movement == .new && f.run?.days == 1 && f.run?.peak == 3 && f.pointsChange == nil && f.totalPoints == 2)
    }

    /// Each worldwide edition is worked out from each store's edition of its day (its newest on or before it),
    /// not each store's newest: a store's edition of a later day counts for no earlier worldwide edition.
    @Test func eachStoresEditionAsOfTheWorldwideEdition() throws {
        var (world, stores) = Self.stores()
        // A fifth day for the US alone (G at the top), after the newest worldwide edition.
        stores["us"]?.record(updated: Self.nov13 + 4 * Self.day, albums: ChartHistoryTests.albums("G A B"))
        let record = ChartRecord(world, stores: stores, limit: 10)
        let newest = try #require(record.editions.last)
        #expect(newest.updated == Self.nov13 + 3 * Self.day)
        #expect(newest.rows.first { $0.album.id == "A" }?.points == 6, "the 16th's stores: 3 + 3, not the US's 17th (2)")
        #expect(newest.rows.first { $0.album.id == "A" }?.positions == ["us": 1, "gb": 1])
        #expect(!newest.rows.contains { $0.positions["us"] == nil && $0.album.id == "F" }, "F is #3 in the US on the 16th")
        world.record(updated: Self.nov13 + 4 * Self.day, albums: ChartHistoryTests.albums("A G B"))
        let later = try #require(ChartRecord(world, stores: stores, limit: 10).editions.last)
        #expect(later.rows.first { $0.album.id == "G" }?.positions == ["us": 1], "the 17th: the US's 17th, GB's 16th")
        #expect(later.rows.first { $0.album.id == "A" }?.points == 2 + 3)
    }

    /// Every album ever on the chart, by its points over every kept edition: B 18, A 17, C 1 + 3 + 4 = 8, then E and F 2
    /// (tied in points, peak and days: by name), D 1.
    @Test func totalsOverEveryKeptEdition() {
        let (world, stores) = Self.stores()
        let totals = ChartRecord(world, stores: stores, limit: 0) { _ in false }.totals
        #expect(totals.map(\.id) == ["B", "A", "C", "E", "F", "D"])
        #expect(totals.map(\.totalPoints) == [18, 17, 8, 2, 2, 1])
        #expect(totals.map(\.run.days) == [4, 3, 3, 1, 1, 1])
        #expect(totals.map(\.run.daysAtNumberOne) == [1, 3, 0, 0, 0, 0])
    }

    /// `limit` rows get every number; the editions kept are the ones `keeping` takes, the totals over all of them.
    @Test func onlyTheRowsAndEditionsAskedFor() {
        let (world, stores) = Self.stores()
        let record = ChartRecord(world, stores: stores, limit: 2) { $0 == 3 }
        #expect(record.editions.count == 1 && record.editions.first?.updated == Self.nov13 + 3 * Self.day)
        #expect(record.editions.first?.rows.map(\.album.id) == ["A", "B"])
        #expect(record.totals.count == 6)
    }

    /// A store's chart is its own one store: its points N+1−rank, as `albums top` counts them.
    @Test func aStoresChartIsItsOwnStore() throws {
        let (_, stores) = Self.stores()
        let us = try #require(stores["us"])
        let newest = try #require(ChartRecord(us, stores: ["us": us], limit: 10).editions.last)
        #expect(newest.rows.map(\.points) == [3, 2, 1])
        let topPoints = PeriodChart.albums(us, from: 0, to: .max).map(\.points)
        let totals = ChartRecord(us, stores: ["us": us], limit: 0) { _ in false }.totals
        #expect(totals.map(\.totalPoints) == topPoints, "the same points as albums top over every edition")
    }

    /// An id a chart's edition lists twice (a feed of one's own may) is one row, at its first place, one day on.
    @Test func anAlbumListedTwiceIsOneRow() throws {
        let chart = ChartHistoryTests.history(["B A B", "A B"])
        let record = ChartRecord(chart, stores: [:], limit: 10)
        let first = try #require(record.editions.first)
        #expect(first.rows.map(\.album.id) == ["B", "A"] && first.rows.map(\.album.rank) == [1, 2])
        let newest = try #require(record.editions.last)
        #expect(newest.rows.map(\.album.id) == ["A", "B"])
        #expect(newest.rows.map { $0.run?.days } == [2, 2], "B's two places on the 13th are one day")
    }

    /// No store of the day kept (a worldwide chart whose stores' charts aren't found): the ranks, days and peaks, no points.
    @Test func withoutItsStoresOnlyTheRanks() throws {
        let (world, _) = Self.stores()
        let newest = try #require(ChartRecord(world, stores: [:], limit: 10).editions.last)
        #expect(newest.storesCounted == 0)
        #expect(newest.rows.map { $0.totalPoints } == [nil, nil, nil] && newest.rows.map(\.pointsChange) == [nil, nil, nil])
        #expect(newest.rows.map { $0.run?.days } == [3, 4, 1])
    }

    /// An album at #1 in every one of the 171 stores: 171 points, 171 stores, 171 #1s, best in the biggest markets first.
    @Test func anAlbumInEveryStore() throws {
        var world = ChartHistory(chart: "world")
        var stores: [String: ChartHistory] = [:]
        for code in AppleMusicStores.codes {
            var store = ChartHistory(chart: "standard " + code)
            store.record(updated: Self.nov13, albums: ChartHistoryTests.albums("Z"))
            stores[code] = store
        }
        world.record(updated: Self.nov13, albums: ChartHistoryTests.albums("Z"))
        let row = try #require(ChartRecord(world, stores: stores, limit: 1).editions.first?.rows.first)
        #expect(row.points == 171 && row.stores == 171 && row.numberOnes == 171 && row.positions.count == 171 && row.totalPoints == 171)
        #expect(row.bestIn.prefix(3) == ["us", "jp", "gb"] && row.bestIn.count == 171)
    }

    /// The edition before the first is no edition: the first edition's albums are all new, none of them "from #0".
    @Test func theFirstEditionIsAllNew() throws {
        let (world, stores) = Self.stores()
        let first = try #require(ChartRecord(world, stores: stores, limit: 10).editions.first)
        #expect(first.rows.allSatisfy { $0.album.history?.movement == .new && $0.album.history?.previousRank == nil })
    }
}

/// The ranks found at once for every album (`RankIndex`, the site's) are `ranks(of:)`'s, album by album; runs
/// through an edition count it.
@Suite struct RankIndexTests {
    @Test func theIndexsRanksAreEachAlbumsRanks() throws {
        let (world, stores) = ChartRecordTests.stores()
        for history in [world] + stores.values {
            let index = history.rankIndex()
            for position in 0..<history.catalog.count {
                let id = history.catalog[position].id
                let (found, one) = (index.ranks(of: id), history.ranks(of: id))
                #expect(found.map(\.updated) == one.map(\.updated) && found.map(\.rank) == one.map(\.rank), "\(history.chart) \(id)")
            }
            #expect(index.ranks(of: "never listed").isEmpty)
        }
    }

    /// An id an edition lists twice (Apple has done it) counts one day there, at its first place.
    @Test func anAlbumListedTwiceInAnEditionCountsOnce() throws {
        let history = ChartHistoryTests.history(["B A B", "A B"])
        let position = try #require(history.position(of: "B"))
        let run = ChartRun.runs(of: history)[Int(position)]
        #expect(run.days == 2 && run.peak == 1 && run.timesAtPeak == 1 && run.debutRank == 1 && run.lastRank == 2)
    }

    @Test func runsThroughAnEditionCountIt() throws {
        let (world, _) = ChartRecordTests.stores()
        let position = try #require(world.position(of: "A"))
        #expect(ChartRun.runs(of: world, through: 0)[Int(position)].days == 1, "the 13th only")
        #expect(ChartRun.runs(of: world, through: 1)[Int(position)].days == 2, "the 13th and the 14th")
        #expect(ChartRun.runs(of: world)[Int(position)].days == 3)
    }
}
