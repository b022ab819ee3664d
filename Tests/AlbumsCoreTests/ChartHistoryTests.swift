@testable import AlbumsCore
import Testing

/// Editions, movement, peaks and changes, from hand-made editions.
@Suite struct ChartHistoryTests {
    static let day: Int64 = 86_400
    static let nov13: Int64 = 1_794_571_200  // Fri 13 Nov 2026 12:00 UTC

    /// Albums "A", "B", … at ranks 1, 2, …
    static func albums(_ ids: String) -> [Album] {
        ids.split(separator: " ").enumerated().map { offset, id in
            Album(rank: offset + 1, id: String(id), name: "Album \(id)", artist: "Artist \(id)", releaseDate: nil, genres: [], url: "", artworkURL: nil, explicit: false)
        }
    }

    /// `chart`'s editions, one a day from the 13th: each a list of ids in rank order, each album as `album` makes it.
    static func history(_ editions: [String], chart: String = "test", album: (Album) -> Album = { $0 }) -> ChartHistory {
        var history = ChartHistory(chart: chart)
        for (index, ids) in editions.enumerated() { history.record(updated: nov13 + Int64(index) * day, albums: albums(ids).map(album)) }
        return history
    }

    /// The movement of each album of the last edition, by id.
    static func movements(_ editions: [String]) -> [String: Movement] {
        let history = history(editions)
        let last = nov13 + Int64(editions.count - 1) * day
        return Dictionary(uniqueKeysWithValues: history.annotate(albums(editions[editions.count - 1]), at: last).map { ($0.id, $0.history?.movement ?? .same) })
    }

    /// Days on the chart (the editions that list it: a debut is day 1, time away counts nothing) and the debut.
    @Test func debutAndDaysOnTheChart() {
        // Day 0: A B C; day 1: B D; day 3: D A B E (C away, A back after a gap).
        let history = Self.history(["A B C", "B D", "", "D A B E"])
        let last = Self.nov13 + 3 * Self.day
        let shown = history.annotate(Self.albums("D A B E"), at: last)
        let byID = Dictionary(uniqueKeysWithValues: shown.map { ($0.id, $0.history) })
        #expect(byID["A"]??.debut == Self.nov13 && byID["A"]??.debutRank == 1 && byID["A"]??.days == 2, "days 0 and 3: the gap counts nothing")
        #expect(byID["B"]??.debutRank == 2 && byID["B"]??.days == 3, "days 0, 1 and 3")
        #expect(byID["D"]??.debut == Self.nov13 + Self.day && byID["D"]??.debutRank == 2 && byID["D"]??.days == 2)
        #expect(byID["E"]??.debut == last && byID["E"]??.debutRank == 4 && byID["E"]??.days == 1, "new: a debut is day 1")
        #expect(SortOrder.days.sorted(shown).map(\.id) == ["B", "D", "A", "E"], "longest on the chart first, ties by rank")
    }

    /// An edition keeps its first 200 albums: 199 and 200 whole, 201 cut to 200.
    @Test(arguments: [(199, 199), (200, 200), (201, 200)])
    func anEditionKeepsTwoHundredAlbumsAtMost(listed: Int, kept: Int) throws {
        var history = ChartHistory(chart: "test")
        try #require(history.record(updated: Self.nov13, albums: Self.albums((1...listed).map { "X\($0)" }.joined(separator: " "))) != nil)
        #expect(history.editions.map(\.albums.count) == [kept])
        #expect(history.ranks(of: "X\(kept)").map(\.rank) == [kept] && history.ranks(of: "X\(kept + 1)").isEmpty)
    }

    /// What the file can't hold is never kept: a date before 1970 or past 12 digits.
    @Test func anEditionTheFileCouldNotHoldIsNotKept() {
        var history = Self.history(["A B"])
        #expect(history.record(updated: -2_208_988_800, albums: Self.albums("B A")) == nil)
        #expect(history.record(updated: 1_000_000_000_000, albums: Self.albums("B A")) == nil)
        #expect(history.editions.count == 1)
        let text = Array(HistoryText.encode(history).utf8)
        #expect(throws: Never.self) { try HistoryText.decode(text) }
    }

    @Test func theFirstEditionIsAllNew() {
        let history = Self.history(["A B C"])
        let annotated = history.annotate(Self.albums("A B C"), at: Self.nov13)
        #expect(annotated.map(\.history) == [
            AlbumHistory(previousRank: nil, peakRank: 1, editions: 1, movement: .new, debut: Self.nov13, debutRank: 1, days: 1),
            AlbumHistory(previousRank: nil, peakRank: 2, editions: 1, movement: .new, debut: Self.nov13, debutRank: 2, days: 1),
            AlbumHistory(previousRank: nil, peakRank: 3, editions: 1, movement: .new, debut: Self.nov13, debutRank: 3, days: 1),
        ])
    }

    @Test func upDownSameNewAndReentry() {
        // Day 1: A B C D E; day 2: B A C F (D, E left); day 3: A F C B D G.
        let moves = Self.movements(["A B C D E", "B A C F", "A F C B D G"])
        #expect(moves["A"] == .up(1))
        #expect(moves["F"] == .up(2))
        #expect(moves["C"] == .same)
        #expect(moves["B"] == .down(3))
        #expect(moves["D"] == .reentry, "in day 1, not in day 2")
        #expect(moves["G"] == .new)
    }

    @Test func previousRankPeakAndEditionsCount() {
        let history = Self.history(["C B A", "B A C", "A C B", "D E F"])
        let third = history.annotate(Self.albums("A C B"), at: Self.nov13 + 2 * Self.day)
        #expect(third.map(\.history?.previousRank) == [2, 3, 1])
        #expect(third.map(\.history?.peakRank) == [1, 1, 1], "A peaks today; C and B were number one before")
        #expect(third.map(\.history?.editions) == [3, 3, 3])
        // Peak counts editions up to the one shown, not later ones.
        let first = history.annotate(Self.albums("C B A"), at: Self.nov13)
        #expect(first.map(\.history?.peakRank) == [1, 2, 3])
        #expect(first.map(\.history?.editions) == [1, 1, 1])
    }

    @Test func theSameEditionTwiceRecordsNothingAndALongerCopyReplaces() throws {
        var history = ChartHistory(chart: "test")
        #expect(history.record(updated: Self.nov13, albums: Self.albums("A B")) == .init(updated: Self.nov13, changed: true))
        let once = history
        #expect(history.record(updated: Self.nov13, albums: Self.albums("A B")) == .init(updated: Self.nov13, changed: false))
        #expect(history.record(updated: Self.nov13, albums: Self.albums("A")) == .init(updated: Self.nov13, changed: false))
        #expect(history == once)
        #expect(history.record(updated: Self.nov13, albums: Self.albums("A B C")) == .init(updated: Self.nov13, changed: true))
        try #require(history.editions.count == 1)
        #expect(history.editions[0].albums.count == 3)
    }

    /// Apple re-stamps an unchanged feed: the edition before stands for it, and
    /// the albums are compared with the edition before that.
    @Test func anUnchangedFeedWithANewDateIsNotKeptTwice() {
        var history = Self.history(["B A", "A B"])
        let filed = history.record(updated: Self.nov13 + 2 * Self.day, albums: Self.albums("A B"))
        #expect(filed == .init(updated: Self.nov13 + Self.day, changed: false))
        #expect(history.editions.count == 2)
        let annotated = history.annotate(Self.albums("A B"), at: Self.nov13 + Self.day)
        #expect(annotated.map(\.history?.movement) == [.up(1), .down(1)])
    }

    @Test func anEmptyEditionIsNotKept() {
        var history = Self.history(["A"])
        #expect(history.record(updated: Self.nov13 + Self.day, albums: []) == nil)
        #expect(history.editions.count == 1)
    }

    @Test func anOlderEditionGoesInItsPlace() {
        var history = Self.history(["A B"])
        history.record(updated: Self.nov13 - Self.day, albums: Self.albums("B A"))
        #expect(history.editions.map(\.updated) == [Self.nov13 - Self.day, Self.nov13])
        #expect(history.annotate(Self.albums("A B"), at: Self.nov13).map(\.history?.movement) == [.up(1), .down(1)])
    }

    @Test func atMostFourHundredEditionsTheOldestGoFirst() {
        var history = ChartHistory(chart: "test")
        // "Z" is only in the first five editions; each edition differs from the one before.
        for index in 0..<405 {
            let ids = index < 5 ? "Z A\(index)" : "A\(index) B"
            history.record(updated: Self.nov13 + Int64(index) * Self.day, albums: Self.albums(ids))
        }
        #expect(history.editions.count == ChartHistory.capacity)
        #expect(history.editions.first?.updated == Self.nov13 + 5 * Self.day)
        #expect(history.catalog.count == 407, "every album keeps its number until the catalog is compacted")
        history.compact()
        #expect(history.entry("Z") == nil, "an album no kept edition lists leaves the catalog")
        #expect(history.catalog.count == 401, "A5…A404 and B")
        #expect(history.ranks(of: "B").count == 400)
        // Full, an edition older than every kept one is not kept.
        #expect(history.record(updated: Self.nov13, albums: Self.albums("Q")) == nil)
        #expect(history.editions.count == ChartHistory.capacity)
    }

    @Test func oneAlbumsRanksFromItsFirstEdition() {
        let history = Self.history(["A B", "B C", "A C", "C B"])
        #expect(history.ranks(of: "C").map(\.rank) == [2, 2, 1])
        #expect(history.ranks(of: "A").map(\.rank) == [1, nil, 1, nil])
        #expect(history.ranks(of: "A").map(\.updated) == (0..<4).map { Self.nov13 + Int64($0) * Self.day })
        #expect(history.ranks(of: "Q").isEmpty)
    }

    @Test func theNewestNamesWin() throws {
        var history = Self.history(["A"])
        var renamed = Self.albums("A")
        try #require(renamed.count > 0, "long enough to index")
        renamed[0].name = "Album A (Deluxe)"
        history.record(updated: Self.nov13 + Self.day, albums: renamed + Self.albums("B").map { var album = $0; album.rank = 2; return album })
        #expect(history.entry("A")?.name == "Album A (Deluxe)")
        history.record(updated: Self.nov13 - Self.day, albums: Self.albums("A"))
        #expect(history.entry("A")?.name == "Album A (Deluxe)", "an older edition doesn't rename")
    }

    @Test func aKeptAlbumsNamesAreComparedByteForByte() {
        var catalog = HistoryCatalog()
        catalog.append(ChartHistory.Entry(id: "1", name: "東京ナイトドライブ", artist: "星野ミナ"))
        catalog.append(ChartHistory.Entry(id: "2", name: "", artist: "Ada"))
        #expect(catalog.names(0, are: "東京ナイトドライブ", by: "星野ミナ"))
        #expect(!catalog.names(0, are: "東京ナイトドライ", by: "星野ミナ"), "a name cut short")
        #expect(!catalog.names(0, are: "東京ナイトドライブ!", by: "星野ミナ"), "a longer name")
        #expect(!catalog.names(0, are: "東京ナイトドライブ", by: "星野ミ"), "another artist")
        #expect(!catalog.names(0, are: "東京ナイトドライボ", by: "星野ミナ"), "one character changed")
        #expect(catalog.names(1, are: "", by: "Ada"), "an empty name")
        #expect(!catalog.names(1, are: "A", by: "Ada"))
        #expect(!catalog.names(1, are: "", by: ""))
    }

    @Test func changesSortedAndLeftOnlyWithinTheNewEditionsLength() {
        // Day 1: A B C D E F G H; day 2: C A B J D E. Of F, G and H only F was
        // ranked within the new edition's six albums. An earlier edition (day 0) had I.
        var history = Self.history(["A B C D E F G H", "C A B J D E"])
        history.record(updated: Self.nov13 - Self.day, albums: Self.albums("I"))
        let from = history.edition(at: Self.nov13) ?? -1, to = history.edition(at: Self.nov13 + Self.day) ?? -1
        var changes = history.changes(from: from, to: to)
        #expect(changes.from == Self.nov13)
        #expect(changes.to == Self.nov13 + Self.day)
        #expect(changes.entered.map(\.id) == ["J"])
        #expect(changes.entered.first == .init(id: "J", name: "Album J", artist: "Artist J", previousRank: nil, rank: 4))
        #expect(changes.reentered.isEmpty)
        #expect(changes.left.map(\.id) == ["F"], "G and H were below the new edition's six albums")
        #expect(changes.left.first?.previousRank == 6)
        #expect(changes.left.first?.rank == nil)
        #expect(changes.climbed.map(\.id) == ["C"])
        #expect(changes.fell.map(\.id) == ["A", "B", "D", "E"], "equal falls: the better rank first")
        #expect(changes.fell.map(\.previousRank) == [1, 2, 4, 5])
        // I was in the day-0 edition: recorded again on day 2 it would be back.
        history.record(updated: Self.nov13 + 2 * Self.day, albums: Self.albums("I C A"))
        changes = history.changes(from: to, to: history.edition(at: Self.nov13 + 2 * Self.day) ?? -1)
        #expect(changes.reentered.map(\.id) == ["I"])
        #expect(changes.entered.isEmpty)
    }

    @Test func biggestClimbFirst() {
        let history = Self.history(["A B C D E F", "F C A B D E"])
        let changes = history.changes(from: 0, to: 1)
        #expect(changes.climbed.map(\.id) == ["F", "C"])
        #expect(changes.fell.map(\.id) == ["A", "B", "D", "E"], "falls of two, then of one; the better rank first")
    }
}

@Suite struct MovementSortTests {
    @Test func climbersThenNewThenReentriesThenSameThenDroppers() {
        let moves: [Movement] = [.down(5), .same, .up(2), .reentry, .new, .up(7), .down(1), .down(1)]
        let albums = moves.enumerated().map { offset, movement in
            Album(rank: offset + 1, id: "\(offset)", name: "", artist: "", releaseDate: nil, genres: [], url: "", artworkURL: nil, explicit: false,
                  history: AlbumHistory(previousRank: nil, peakRank: 1, editions: 1, movement: movement, debut: 0, debutRank: 1, days: 0))
        }
        #expect(SortOrder.movement.sorted(albums).map(\.rank) == [6, 3, 5, 4, 2, 7, 8, 1])
    }

    @Test func withoutHistoryItIsTheChartsOrder() {
        let albums = ChartHistoryTests.albums("C A B").reversed().map { $0 }
        #expect(SortOrder.movement.sorted(albums).map(\.id) == ["C", "A", "B"])
    }

    @Test func symbolsForTheTableAndThePlainField() {
        let all: [Movement] = [.up(3), .down(12), .same, .new, .reentry]
        #expect(all.map(\.symbol) == ["▲3", "▼12", "=", "NEW", "RE"])
        #expect(all.map(\.plain) == ["+3", "-12", "=", "new", "re"])
        #expect(all.map(\.name) == ["up", "down", "same", "new", "reentry"])
    }
}
