import AlbumsCommandsTestSupport
@testable import AlbumsClients
@testable import AlbumsCommands
@testable import AlbumsCore
import AlbumsTestSupport
import Foundation
import Synchronization
import Testing

/// `albums world`, `albums top` and `albums artist` in the test world: each
/// store answers a fixed chart (CompareCommandTests.harness), the history is
/// memory filled by hand, and the outputs are worked out in the comments.
@Suite struct WorldCommandTests {
    /// us: 1 2 3; gb: 2 1; jp: 4 1; fr answers 404.
    /// Points: 1 = 3+1+1 = 5 (3 stores, #1 in us); 2 = 2+2 = 4 (#1 in gb);
    /// 4 = 2 (#1 in jp); 3 = 1 (#3 in us).
    static let charts = ["us": ["1000000001", "1000000002", "1000000003"], "gb": ["1000000002", "1000000001"], "jp": ["1000000004", "1000000001"]]
    static let feed = ["--feed", "https://{country}.test/top-{limit}.json", "--cache", "none"]

    /// Without history: the movement, days, peak, times at peak, points change and total points are empty (nothing is kept).
    @Test func piped() async {
        let harness = CompareCommandTests.harness(Self.charts)
        #expect(await harness.run(["world", "--countries", "us,gb,jp", "--no-history"] + Self.feed) == .success)
        #expect(harness.console.out == """
            1\t1000000001\tAlbum 1000000001\tArtist 1000000001\t5\t3\t1\t1\tus\t\t\t\t\t\t
            2\t1000000002\tAlbum 1000000002\tArtist 1000000002\t4\t2\t1\t1\tgb\t\t\t\t\t\t
            3\t1000000004\tAlbum 1000000004\tArtist 1000000004\t2\t1\t1\t1\tjp\t\t\t\t\t\t
            4\t1000000003\tAlbum 1000000003\tArtist 1000000003\t1\t1\t0\t3\tus\t\t\t\t\t\t

            """)
        #expect(harness.console.err == "")
    }

    /// A store that fails is named, with how many; the chart is made from the others; exit 1.
    @Test func aFailingStoreIsNamedAndTheRestCount() async {
        let harness = CompareCommandTests.harness(Self.charts)
        #expect(await harness.run(["world", "--countries", "us,fr,gb,jp", "--no-history", "--limit", "2"] + Self.feed) == .failure)
        #expect(harness.console.out == """
            1\t1000000001\tAlbum 1000000001\tArtist 1000000001\t5\t3\t1\t1\tus\t\t\t\t\t\t
            2\t1000000002\tAlbum 1000000002\tArtist 1000000002\t4\t2\t1\t1\tgb\t\t\t\t\t\t

            """)
        #expect(harness.console.err.hasPrefix("warning: 1 of 4 stores couldn't be loaded: fr ("), "\(harness.console.err)")
    }

    @Test func everyStoreFailingIsAnError() async {
        let harness = CompareCommandTests.harness([:])
        #expect(await harness.run(["world", "--countries", "fr,de", "--no-history"] + Self.feed) == .failure)
        #expect(harness.console.out == "")
        #expect(harness.console.err.hasPrefix("error: "), "\(harness.console.err)")
    }

    /// With every store failing, the error is the first store's, in the order
    /// asked: fr answers 404, de a web page where JSON should be.
    @Test(arguments: [(["fr", "de"], true), (["de", "fr"], false)])
    func everyStoreFailingIsTheFirstStoresError(countries: [String], says404: Bool) async {
        var harness = TestHarness()
        harness.world.network = HTTPTransport { request in
            request.url.host?.hasPrefix("fr.") == true
                ? HTTPResponse(url: request.url, status: 404, body: Data())
                : HTTPResponse(url: request.url, status: 200, headers: ["Content-Type": "text/html"], body: Data("<html>portal</html>".utf8))
        }
        #expect(await harness.run(["world", "--countries", countries.joined(separator: ","), "--no-history"] + Self.feed) == .failure)
        let err = harness.console.err
        #expect(err.hasPrefix("error: "), "\(err)")
        #expect(err.contains("why: fr.test answered HTTP 404") == says404 && err.contains("why: the answer from de.test is not a feed") != says404, "\(err)")
    }

    @Test func onATerminal() async {
        let harness = CompareCommandTests.harness(Self.charts, outIsTerminal: true, columns: 80)
        #expect(await harness.run(["world", "--countries", "us,gb,jp", "--no-history", "--no-color", "--sort", "stores"] + Self.feed) == .success)
        // By stores: 1 (3), 2 (2), then 4 and 3 (1 each) by points; each keeps its worldwide rank.
        #expect(harness.console.out == """
            Worldwide chart · 3 stores · by stores
            #  Album             Artist             Points  Stores  #1s  Best
            1  Album 1000000001  Artist 1000000001       5       3    1  #1 in US
            2  Album 1000000002  Artist 1000000002       4       2    1  #1 in GB
            3  Album 1000000004  Artist 1000000004       2       1    1  #1 in JP
            4  Album 1000000003  Artist 1000000003       1       1    0  #3 in US

            """)
    }

    @Test func json() async {
        let harness = CompareCommandTests.harness(Self.charts)
        #expect(await harness.run(["world", "--countries", "us,gb,jp", "--no-history", "--json", "id,points,bestIn", "--limit", "1"] + Self.feed) == .success)
        #expect(harness.console.out == """
            [
              {
                "id": "1000000001",
                "points": 5,
                "bestIn": [
                  "us"
                ]
              }
            ]

            """)
    }

    /// The second run moves against the worldwide chart the first kept.
    /// 20 Nov: us 1 2 3, gb 2 1: 1 and 2 have 4 points each (1 first by name), 3 has 1.
    /// 21 Nov: us 2 1 5, gb 2 1: 2 has 5 (▲1), 1 has 3 (▼1), 5 has 1 (new); 3 is gone.
    /// Over both editions: 2 on the chart 2 days, peak #1 (21 Nov), points 4 then 5 (+1, 9 in all);
    /// 1 two days, peak #1 (20 Nov), 4 then 3 (−1, 7); 5 a debut (1 day, #3, new, 1).
    @Test func movementAgainstTheLastKeptWorldwideChart() async throws {
        let day = Mutex("Fri, 20 Nov 2026 12:00:00 +0000")
        let charts = Mutex(["us": ["1000000001", "1000000002", "1000000003"], "gb": ["1000000002", "1000000001"]])
        var harness = TestHarness(outIsTerminal: true, columns: 120)
        harness.world.network = HTTPTransport { request in
            let country = String(request.url.host?.split(separator: ".").first ?? "")
            guard let ids = charts.withLock({ $0[country] }) else { return HTTPResponse(url: request.url, status: 404, body: Data()) }
            return HTTPResponse(url: request.url, status: 200, headers: ["Content-Type": "application/json"],
                                body: Data(FeedText.v2(updated: day.withLock { $0 }, ids: ids).utf8))
        }
        #expect(await harness.run(["world", "--countries", "us,gb", "--no-color"] + Self.feed) == .success)
        day.withLock { $0 = "Sat, 21 Nov 2026 12:00:00 +0000" }
        charts.withLock { $0["us"] = ["1000000002", "1000000001", "1000000005"] }
        harness.console.clear()
        #expect(await harness.run(["world", "--countries", "us,gb", "--no-color"] + Self.feed) == .success)
        #expect(harness.console.out == """
            Worldwide chart · 2 stores · by points
            #       Album             Artist             Days  Pk  Points  Pts+  TPts  Stores  #1s  Best
            1  ▲1   Album 1000000002  Artist 1000000002     2   1       5    +1     9       2    2  #1 in US, GB
            2  ▼1   Album 1000000001  Artist 1000000001     2   1       3    −1     7       2    0  #2 in US, GB
            3  NEW  Album 1000000005  Artist 1000000005     1   3       1   new     1       1    0  #3 in US

            """)
        harness.console.clear()
        #expect(await harness.run(["world", "--countries", "us,gb", "--json", "id,previousRank,movement"] + Self.feed) == .success)
        #expect(harness.console.out == """
            [
              {
                "id": "1000000002",
                "previousRank": 2,
                "movement": "+1"
              },
              {
                "id": "1000000001",
                "previousRank": 1,
                "movement": "-1"
              },
              {
                "id": "1000000005",
                "previousRank": null,
                "movement": "new"
              }
            ]

            """, "the same edition loaded again: still its movement against the one before")
        harness.console.clear()
        #expect(await harness.run(["world", "--countries", "us,gb", "--json", "id,days,peak,timesAtPeak,pointsChange,totalPoints,positions"] + Self.feed) == .success)
        let rows = try #require(JSONSerialization.jsonObject(with: Data(harness.console.out.utf8)) as? [[String: Any]])
        try #require(rows.count == 3)
        let numbers = rows.map { row in
            [row["days"], row["peak"], row["timesAtPeak"], row["pointsChange"], row["totalPoints"]].map { ($0 as? Int).map(String.init) ?? "null" }
        }
        #expect(numbers == [["2", "1", "1", "1", "9"], ["2", "1", "1", "-1", "7"], ["1", "3", "1", "null", "1"]])
        #expect(rows.map { ($0["positions"] as? [String: Int]) ?? [:] } == [["us": 1, "gb": 1], ["us": 2, "gb": 2], ["us": 3]])
    }

    /// Kept as its own chart, ranked by points whatever --sort shows; the next
    /// run's movement comes from it, and `changes --world` reads it.
    @Test func keptByPointsWhateverTheOrderShown() async throws {
        let harness = CompareCommandTests.harness(Self.charts)
        #expect(await harness.run(["world", "--countries", "us,gb,jp", "--sort", "best"] + Self.feed) == .success)
        let kept = harness.world.history.load("world gb,jp,us").history
        let newest = try #require(kept.editions.last)
        #expect(kept.albums(of: newest).map(\.id) == ["1000000001", "1000000002", "1000000004", "1000000003"])
        #expect(newest.updated == 1_795_176_000, "the stores' edition, 20 Nov 2026 12:00 UTC")
    }
}

@Suite struct TopCommandTests {
    /// The chart's key in the test world, with Kept's three editions
    /// (13–15 Nov: A B C; B A; C A B D) kept under it.
    static func harness(outIsTerminal: Bool = false, columns: Int? = nil) async throws -> (TestHarness, String) {
        let harness = TestHarness(outIsTerminal: outIsTerminal, columns: columns)
        let chart = ChartKeeper.key(try await harness.world.context(["top"]))
        _ = try harness.world.history.update(chart) { history in
            history = Kept.history(chart)
            return true
        }
        return (harness, chart)
    }

    @Test func albumsPiped() async throws {
        let (harness, _) = try await Self.harness()
        #expect(await harness.run("top") == .success)
        #expect(harness.console.out == """
            1\tA\tAlbum A\tIvy\t7\t3\t1\t2026-11-13T12:00:00Z\t3
            2\tB\tAlbum B\tBob\t6\t3\t1\t2026-11-14T12:00:00Z\t3
            3\tC\tAlbum C\tÍVY\t5\t2\t1\t2026-11-15T12:00:00Z\t2
            4\tD\tAlbum D\tDee\t1\t1\t4\t2026-11-15T12:00:00Z\t1

            """)
    }

    /// 14 Nov on: A 1+3, B 2+2, C 4 (see Kept); --limit cuts the rows. The
    /// artist is named as their best-placed album names them (C, ÍVY).
    @Test func artistsOfAPeriodOnATerminal() async throws {
        let (harness, chart) = try await Self.harness(outIsTerminal: true, columns: 80)
        #expect(await harness.run("top", "--since", "2026-11-14", "--by", "artist", "--no-color", "--limit", "2") == .success)
        #expect(harness.console.out == """
            Top of \(chart) · since 2026-11-14 · 2 editions
            #  Artist  Points  Albums  Editions  Peak
            1  ÍVY          8       2         2    #1
            2  Bob          4       1         2    #1

            """)
    }

    @Test func aMonthAsJSON() async throws {
        let (harness, _) = try await Self.harness()
        #expect(await harness.run("top", "--month", "2026-11", "--json", "--limit", "1") == .success)
        #expect(harness.console.out == """
            [
              {
                "rank": 1,
                "id": "A",
                "name": "Album A",
                "artist": "Ivy",
                "points": 7,
                "editions": 3,
                "peak": 1,
                "peakOn": "2026-11-13T12:00:00Z",
                "first": "2026-11-13T12:00:00Z",
                "last": "2026-11-15T12:00:00Z",
                "days": 3
              }
            ]

            """)
    }

    /// --until DAY takes in that day's editions (published at noon): up to the 14th is two.
    @Test func untilTakesInItsDay() async throws {
        let (harness, chart) = try await Self.harness(outIsTerminal: true, columns: 80)
        #expect(await harness.run("top", "--until", "2026-11-14", "--no-color") == .success)
        #expect(harness.console.out.hasPrefix("Top of \(chart) · up to 2026-11-14 · 2 editions\n"), "\(harness.console.out)")
        harness.console.clear()
        #expect(await harness.run("top", "--since", "2026-11-14", "--until", "2026-11-14", "--no-color") == .success)
        #expect(harness.console.out.hasPrefix("Top of \(chart) · 2026-11-14 to 2026-11-14 · 1 edition\n"), "\(harness.console.out)")
    }

    /// A period with no edition says which there are, and exits 0 with nothing on stdout.
    @Test func anEmptyPeriodSaysWhatIsKept() async throws {
        let (harness, chart) = try await Self.harness()
        #expect(await harness.run("top", "--year", "2025") == .success)
        #expect(harness.console.out == "")
        #expect(harness.console.err == "warning: no kept edition of the \(chart) chart dates in 2025: 3 are kept, from 2026-11-13 to 2026-11-15\n")
        harness.console.clear()
        #expect(await harness.run("top", "--since", "2028-02-29") == .success)
        #expect(harness.console.err == "warning: no kept edition of the \(chart) chart dates from 2028-02-29 on: 3 are kept, from 2026-11-13 to 2026-11-15\n")
    }

    @Test(arguments: [
        (["top", "--year", "26"], "error: invalid year \"26\" for --year"),
        (["top", "--month", "2026-13"], "error: invalid month \"2026-13\" for --month"),
        (["top", "--since", "2026-11-20", "--until", "2026-11-01"], "error: --since comes after --until"),
        (["top", "--year", "2026", "--since", "2026-01-01"], "error: give one period: --year, --month, or --since and --until"),
        (["top", "--until", "1969-12-31"], "error: --until 1969-12-31 is before any day albums keeps\n  charts are kept from 1970-01-01 on"),
    ])
    func badPeriodsAreUsageErrors(arguments: [String], said: String) async throws {
        let (harness, _) = try await Self.harness()
        #expect(await harness.run(arguments) == .usage)
        #expect(harness.console.err.hasPrefix(said + "\n"), "\(harness.console.err)")
    }
}

@Suite struct ArtistCommandTests {
    /// The chart (Kept's editions) and gb (14 Nov: C X).
    static func harness(outIsTerminal: Bool = false, columns: Int? = nil) async throws -> TestHarness {
        let (harness, chart) = try await TopCommandTests.harness(outIsTerminal: outIsTerminal, columns: columns)
        #expect(chart == "stub standard us", "the test world's chart, a store's (so it counts as one)")
        _ = try harness.world.history.update("stub standard gb") { history in
            history.record(updated: Kept.nov13 + 86_400, albums: Kept.albums("C X"))
            return true
        }
        return harness
    }

    @Test func piped() async throws {
        let harness = try await Self.harness()
        #expect(await harness.run("artist", "ivy") == .success)
        #expect(harness.console.out == """
            A\tAlbum A\tIvy\t2\t1\tstub standard us\t2026-11-13T12:00:00Z\t2026-11-13T12:00:00Z\t3\t1
            C\tAlbum C\tÍVY\t1\t1\tstub standard gb\t2026-11-14T12:00:00Z\t2026-11-13T12:00:00Z\t2\t2

            """)
    }

    @Test func onATerminal() async throws {
        let harness = try await Self.harness(outIsTerminal: true, columns: 80)
        #expect(await harness.run("artist", "IVY", "--no-color") == .success)
        #expect(harness.console.out == """
            Ivy · 2 albums · now: stub standard us
            Album    Now  Peak  In  On          Debut       Days  Stores
            Album A    2    #1  US  2026-11-13  2026-11-13     3       1
            Album C    1    #1  GB  2026-11-14  2026-11-13     2       2

            """)
    }

    /// No match: which charts were searched, an empty result, exit 0.
    @Test func noMatchSaysWhereItLooked() async throws {
        let harness = try await Self.harness()
        #expect(await harness.run("artist", "Nobody", "--json") == .success)
        #expect(harness.console.out == "[]\n")
        #expect(harness.console.err == "warning: no album by Nobody in the kept charts (searched 2 kept charts: stub standard gb, stub standard us)\n")
        // A name of 100,000 characters is clipped in the warning.
        harness.console.clear()
        #expect(await harness.run("artist", String(repeating: "x", count: 100_000)) == .success)
        #expect(harness.console.err.count < 300, "\(harness.console.err.count) characters")
    }

    /// No artist called so, but kept artists whose names hold every word given: suggested, each as a command to run.
    @Test func namesHoldingTheWordsAreSuggested() async throws {
        let harness = try await Self.harness()
        #expect(await harness.run("artist", "A", "X") == .success)
        #expect(harness.console.out == "")
        #expect(harness.console.err == """
            warning: no album by A X in the kept charts (searched 2 kept charts: stub standard gb, stub standard us)
              did you mean: albums artist 'Xan'

            """, "\(harness.console.err.debugDescription)")
        harness.console.clear()
        #expect(await harness.run("artist", "x", "b") == .success, "every word, not any")
        #expect(!harness.console.err.contains("did you mean"))
    }
}

/// Three editions by hand: 13 Nov A B C; 14 Nov B A; 15 Nov C A B D (as
/// AlbumsCoreTests' PeriodChartTests), by Ivy (A), Bob (B), ÍVY (C), Dee (D), Xan (X).
enum Kept {
    static let nov13: Int64 = 1_794_571_200
    static let artists = ["A": "Ivy", "B": "Bob", "C": "ÍVY", "D": "Dee", "X": "Xan"]

    static func albums(_ ids: String) -> [Album] {
        ids.split(separator: " ").enumerated().map { offset, id in
            Album(rank: offset + 1, id: String(id), name: "Album \(id)", artist: artists[String(id)] ?? "", releaseDate: nil, genres: [],
                  url: "", artworkURL: nil, explicit: false)
        }
    }

    static func history(_ chart: String) -> ChartHistory {
        var history = ChartHistory(chart: chart)
        for (index, ids) in ["A B C", "B A", "C A B D"].enumerated() { history.record(updated: nov13 + Int64(index) * 86_400, albums: albums(ids)) }
        return history
    }
}

/// The worldwide chart's rows carry its movement against the kept history even when this edition can't be kept
/// (the history can't be written): the kept albums' marks are copied into the rows.
@Suite struct WorldMovementTests {
    @Test func theRowsCarryTheKeptChartsMovementWhenTheEditionCantBeKept() async throws {
        var harness = TestHarness()
        let day = Mutex(0)
        // Day 1: both stores 1, 2, 3. Day 2: US 3, 1, 2 and GB 2, 3, 1: points 3: 3+2, 2: 1+3, 1: 2+1, so the
        // worldwide chart is 3 (▲2), 2 (=), 1 (▼2), where each store's own movement differs (2 fell in the US).
        harness.world.network = HTTPTransport { request in
            let second = day.withLock { $0 } == 1
            let us = request.url.pathComponents[1] == "us"
            let ids = !second ? ["1000000001", "1000000002", "1000000003"]
                : us ? ["1000000003", "1000000001", "1000000002"] : ["1000000002", "1000000003", "1000000001"]
            let body = FeedText.v2(updated: second ? "Sat, 21 Nov 2026 12:00:00 +0000" : "Fri, 20 Nov 2026 12:00:00 +0000", ids: ids)
            return HTTPResponse(url: request.url, status: 200, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
        }
        let feed = ["--feed", "https://stores.test/{country}/top-{limit}.json", "--cache", "none", "--countries", "us,gb", "--plain"]
        #expect(await harness.run(["world"] + feed) == .success)
        day.withLock { $0 = 1 }
        // The history can't be written now: the edition isn't kept, and the rows say how the albums moved all the same.
        struct ReadOnly: Error {}
        let stored = harness.world.history
        harness.world.history.updating = { chart, flush, change in
            if chart.contains("world") { throw ReadOnly() }
            return try stored.updating(chart, flush, change)
        }
        harness.console.clear()
        #expect(await harness.run(["world"] + feed) == .success)
        let movement = harness.console.out.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
            .map { ($0[1], $0.count > 9 ? $0[9] : "") }
        #expect(movement.map(\.0) == ["1000000003", "1000000002", "1000000001"], "\(harness.console.out)")
        #expect(movement.map(\.1) == ["+2", "=", "-2"], "the worldwide chart's movement, not a store's: \(harness.console.out)\n\(harness.console.err)")
        #expect(harness.console.err.contains("couldn't keep"), "\(harness.console.err)")
    }
}
