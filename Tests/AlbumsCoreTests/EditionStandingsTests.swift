@testable import AlbumsCore
import AlbumsTestSupport
import Testing

/// The newest edition's standings, kept beside the history so that listing a
/// kept edition needn't read it: they must mark every album exactly as the
/// whole history does, and refuse whatever only the whole history can answer.
@Suite struct EditionStandingsTests {
    static let day: Int64 = 86_400
    static let nov13: Int64 = 1_794_571_200

    static func albums(_ ids: [String]) -> [Album] {
        ids.enumerated().map { offset, id in
            Album(rank: offset + 1, id: id, name: "Album \(id)", artist: "Artist \(id)", releaseDate: nil, genres: [], url: "", artworkURL: nil, explicit: false)
        }
    }

    /// 1 to 8 albums of a pool of 12, in a random order; an id with a tab or a backslash now and then.
    static func edition(_ random: inout SplitMix64) -> [String] {
        var pool = ["A", "B", "C", "D", "E", "F", "G", "H", "I\tJ", "K\\L", "M", "N"]
        var ids: [String] = []
        for _ in 0..<(1 + Int(random.next() % 8)) { ids.append(pool.remove(at: Int(random.next() % UInt64(pool.count)))) }
        return ids
    }

    /// What recording the feed in the whole history, then annotating what is shown, gives.
    static func wholeHistory(_ history: ChartHistory, feed: [Album], updated: Int64, shown: [Album]) -> (edition: Int64, albums: [Album], changed: Bool) {
        var history = history
        let filed = history.record(updated: updated, albums: feed)
        let edition = filed?.updated ?? updated
        return (edition, history.annotate(shown, at: edition), filed?.changed ?? false)
    }

    /// 300 random histories, each met by a feed that is the newest edition again
    /// (whole or shorter), re-stamped, changed, older or longer. Whenever the
    /// standings answer, they answer as the whole history does; they answer
    /// for a kept edition, and for no other.
    @Test func theStandingsMarkAsTheWholeHistoryDoes() throws {
        var random = SplitMix64(seed: 25)
        var answered = 0
        for trial in 0..<300 {
            var history = ChartHistory(chart: "c")
            var updated = Self.nov13
            var newest: [String] = []
            for _ in 0..<(1 + Int(random.next() % 12)) {
                // Now and then the same list again, which Apple re-stamps: it is not kept twice.
                if newest.isEmpty || random.next() % 4 != 0 { newest = Self.edition(&random) }
                updated += Int64(1 + random.next() % 3) * Self.day
                history.record(updated: updated, albums: Self.albums(newest))
            }
            let standings = try #require(history.newestStandings)
            let last = try #require(history.editions.last)
            #expect(standings.updated == last.updated && standings.ids == last.albums.map { history.catalog[Int($0)].id })
            let kept = standings.ids
            let feeds: [(ids: [String], updated: Int64, kept: Bool)] = [
                (kept, last.updated, true),
                (Array(kept.prefix(max(1, kept.count - 1))), last.updated, true),
                (kept, last.updated + Self.day, true),
                (kept + ["Z"], last.updated, false),
                (kept + ["Z"], last.updated + Self.day, false),
                (["Z"] + kept.dropFirst(), last.updated + Self.day, false),
                (kept, last.updated - Self.day, false),
            ]
            for feed in feeds {
                let albums = Self.albums(feed.ids)
                let shown = Array(albums.prefix(1 + Int(random.next() % UInt64(albums.count))))
                let whole = Self.wholeHistory(history, feed: albums, updated: feed.updated, shown: shown)
                let marks = standings.marks(feed: albums, updated: feed.updated, shown: shown)
                #expect((marks != nil) == feed.kept, "trial \(trial): \(feed.ids) at \(feed.updated - last.updated)")
                guard let marks else { continue }
                answered += 1
                #expect(!whole.changed, "an edition the standings answer for is already kept")
                #expect(marks.edition == whole.edition, "trial \(trial)")
                #expect(marks.albums == whole.albums, "trial \(trial): \(feed.ids)")
            }
        }
        #expect(answered == 900)
    }

    /// An id listed twice (Apple has done it) has the first place's standing at both.
    @Test func anIDListedTwice() throws {
        var history = ChartHistoryTests.history(["A B C", "C A"])
        let feed = Self.albums(["B", "A", "B", "D"])
        try #require(feed.count == 4)
        history.record(updated: Self.nov13 + 2 * Self.day, albums: feed)
        let standings = try #require(history.newestStandings)
        try #require(standings.standings.count == 4)
        #expect(standings.standings[0] == standings.standings[2])
        for shown in [feed, [feed[2], feed[0]], Array(feed.suffix(2))] {
            let whole = Self.wholeHistory(history, feed: feed, updated: Self.nov13 + 3 * Self.day, shown: shown)
            let marks = try #require(standings.marks(feed: feed, updated: Self.nov13 + 3 * Self.day, shown: shown))
            #expect(marks.albums == whole.albums && marks.edition == whole.edition)
        }
    }

    @Test func anAlbumNotInTheKeptEditionIsLeftToTheWholeHistory() {
        let history = ChartHistoryTests.history(["A B C", "B C D"])
        let standings = history.newestStandings
        // The same day's copy, shorter, but naming A (in the history, not in this edition).
        #expect(standings?.marks(feed: Self.albums(["A", "B"]), updated: Self.nov13 + Self.day, shown: Self.albums(["A"])) == nil)
        #expect(standings?.marks(feed: [], updated: Self.nov13 + Self.day, shown: []) == nil)
    }

    @Test func theFileReadsBackAsWritten() throws {
        let history = ChartHistoryTests.history(["A B C", "B D", "", "D A B E"])
        let standings = try #require(history.newestStandings)
        #expect(standings.ids == ["D", "A", "B", "E"])
        #expect(standings.standings == [
            ChartHistory.Standing(previousRank: 2, peakRank: 2, editions: 1, debut: Self.nov13 + Self.day, debutRank: 2),
            ChartHistory.Standing(previousRank: nil, peakRank: 1, editions: 1, debut: Self.nov13, debutRank: 1),
            ChartHistory.Standing(previousRank: 1, peakRank: 1, editions: 2, debut: Self.nov13, debutRank: 2),
            ChartHistory.Standing(),
        ])
        let bytes = standings.encodedBytes(source: "1:2:3:4.5")
        #expect(String(decoding: bytes, as: UTF8.self) == """
            albums-standings 1
            source\t1:2:3:4.5
            edition\t\(Self.nov13 + 3 * Self.day)\t4
            D\t1\t2\t2\t\(Self.nov13 + Self.day)\t2
            A\t1\t-\t1\t\(Self.nov13)\t1
            B\t2\t1\t1\t\(Self.nov13)\t2
            E\t0\t-\t-\t-\t-

            """)
        let read = try #require(EditionStandings.decode(bytes))
        #expect(read.source == "1:2:3:4.5" && read.standings == standings)
        #expect(EditionStandings.decode(bytes, source: "1:2:3:4.5") == standings)
        #expect(EditionStandings.decode(bytes, source: "1:2:3:4.6") == nil, "worked out from the file as it was")
        #expect(EditionStandings.decode(bytes, source: "1:2:3:4.") == nil)
        let escaped = EditionStandings(updated: 5, ids: ["a\tb", "c\\d\ne"], standings: [ChartHistory.Standing(), ChartHistory.Standing()])
        #expect(EditionStandings.decode(escaped.encodedBytes(source: "x\ty"))?.standings == escaped)
        #expect(EditionStandings.decode(escaped.encodedBytes(source: "x\ty"))?.source == "x\ty")
    }

    @Test func numbersAreWrittenAsDigits() {
        for value: Int64 in [0, 7, 10, 400, 1_795_176_000, 999_999_999_999, .max] {
            var bytes: [UInt8] = [0x41]
            HistoryText.appendNumber(value, to: &bytes)
            #expect(bytes == [0x41] + Array(String(value).utf8))
        }
    }

    /// A file cut short anywhere, or with a line that isn't right, is passed over (nil), never half read.
    @Test func aFileThatIsNotWholeOrRightIsPassedOver() throws {
        let standings = try #require(ChartHistoryTests.history(["A B C", "B D", "", "D A B E"]).newestStandings)
        let bytes = standings.encodedBytes(source: "s")
        for cut in 0..<bytes.count { #expect(EditionStandings.decode(Array(bytes.prefix(cut))) == nil, "cut at \(cut)") }
        let text = String(decoding: bytes, as: UTF8.self)
        let wrong = [
            text.replacingOccurrences(of: "albums-standings 1", with: "albums-standings 2"),
            text.replacingOccurrences(of: "\t4\n", with: "\t5\n"),
            text.replacingOccurrences(of: "D\t1\t2\t2\t", with: "D\t1\t2\t0\t"),
            text.replacingOccurrences(of: "D\t1\t2\t2\t", with: "D\t1\t2\tx\t"),
            text.replacingOccurrences(of: "D\t1\t2\t2\t", with: "D\t1\t0\t2\t"),
            text.replacingOccurrences(of: "E\t0\t-\t-\t-\t-", with: "E\t0\t-\t3\t-\t-"),
            text.replacingOccurrences(of: "E\t0\t-\t-\t-\t-", with: "E\t0\t-\t-\t-"),
            text.replacingOccurrences(of: "A\t1\t-\t1\t", with: "A\t1\t-\t-\t"),
            text.replacingOccurrences(of: "E\t0", with: "\t0"),
        ]
        for variant in wrong {
            #expect(variant != text, "each variant changes the file")
            #expect(EditionStandings.decode(Array(variant.utf8)) == nil, "\(variant)")
        }
    }

    @Test func eachSourceNamesAFileOfItsOwn() {
        let token = EditionStandings.fileToken(source: "64769:1234:195560:1764049000.5")
        #expect(token.count == 8 && token.allSatisfy { $0.isHexDigit && !$0.isUppercase })
        #expect(token == EditionStandings.fileToken(source: "64769:1234:195560:1764049000.5"), "the same source, the same name")
        #expect(token != EditionStandings.fileToken(source: "64769:1234:195561:1764049000.5"), "a byte more")
        #expect(token != EditionStandings.fileToken(source: "64769:1234:195560:1764049000.6"), "modified since")
        #expect(EditionStandings.fileToken(source: "") == "811c9dc5", "FNV-1a's offset basis for nothing")
    }
}
