import AlbumsCommandsTestSupport
@testable import AlbumsClients
@testable import AlbumsCommands
@testable import AlbumsCore
import AlbumsEssentials
import AlbumsTestSupport
import Foundation
import Testing

/// Chart history through the test world: each request for the chart gets the
/// next of a list of feeds (then the last again), each with its own `updated`.
@Suite struct HistoryCommandTests {
    static let nov06 = "Fri, 06 Nov 2026 12:00:00 +0000"
    static let nov13 = "Fri, 13 Nov 2026 12:00:00 +0000"
    static let nov20 = "Fri, 20 Nov 2026 12:00:00 +0000"

    /// A: 1→2→1, B: 2→1→3, C: 3→3→2, D: 4→off→4 (back), E: 5→off→off, F and G: new on the 13th and gone, H: new on the 20th.
    static let editions = [
        FeedText.v2(updated: nov06, ids: ["A", "B", "C", "D", "E"]),
        FeedText.v2(updated: nov13, ids: ["B", "A", "C", "F", "G"]),
        FeedText.v2(updated: nov20, ids: ["A", "C", "B", "D", "H"]),
    ]

    static func harness(_ feeds: [String], settings: [String: String] = [:], environment: [String: String] = [:],
                        outIsTerminal: Bool = false, errIsTerminal: Bool = false, columns: Int? = nil) -> TestHarness {
        var harness = TestHarness(settings: settings, environment: environment, outIsTerminal: outIsTerminal, errIsTerminal: errIsTerminal, columns: columns)
        let served = Counter()
        harness.world.network = HTTPTransport { request in
            guard request.url.host == "rss.applemarketingtools.com" else { return try await HTTPTransport.stub.send(request) }
            let index = min(served.next(), feeds.count) - 1
            return HTTPResponse(url: request.url, status: 200, headers: ["Content-Type": "application/json"], body: Data(feeds[index].utf8))
        }
        return harness
    }

    /// The test world keeps no answers (cache none), so each run asks again.
    static func loadAll(_ harness: TestHarness, _ count: Int) async {
        for _ in 0..<count { _ = await harness.run("--cache", "none", "--plain") }
        harness.console.clear()
    }

    /// A feed's own date is kept when it is believable (2000 to a day ahead);
    /// otherwise, and when there is none, the edition is the day it was fetched.
    @Test func anEditionIsDatedByTheFeedOnlyWhenTheDateIsBelievable() {
        let now: Int64 = 1_795_176_000 + 3_600  // 20 November 2026, 13:00 UTC
        let today: Int64 = 1_795_132_800
        #expect(ChartKeeper.editionDate(1_795_176_000, now: now) == (1_795_176_000, nil))
        #expect(ChartKeeper.editionDate(now + 86_000, now: now) == (now + 86_000, nil))
        #expect(ChartKeeper.editionDate(nil, now: now) == (today, "the feed doesn't say when it was updated; this edition is kept as today's (2026-11-20)"),
                "no date: today's, and said")
        #expect(ChartKeeper.editionDate(946_684_799, now: now)
            == (today, "the feed says it was updated on 1999-12-31, which can't be right; this edition is kept as today's (2026-11-20)"))
        #expect(ChartKeeper.editionDate(now + 90_000, now: now)
            == (today, "the feed says it was updated on 2026-11-21, which can't be right; this edition is kept as today's (2026-11-20)"))
        #expect(ChartKeeper.editionDate(-62_135_596_800, now: now).0 == today)
    }

    @Test func movementAgainstThePreviousEdition() async {
        let harness = Self.harness(Self.editions)
        await Self.loadAll(harness, 2)
        #expect(await harness.run("--cache", "none", "--plain") == .success)
        #expect(TabSeparated.column(1, of: harness.console.out) == ["A", "C", "B", "D", "H"])
        #expect(TabSeparated.column(7, of: harness.console.out) == ["+1", "+1", "-2", "re", "new"])
        harness.console.clear()
        #expect(await harness.run("--cache", "none", "--json", "id,previousRank,peakRank,editions,movement") == .success)
        let albums = (try? JSONSerialization.jsonObject(with: Data(harness.console.out.utf8)) as? [[String: Any]]) ?? []
        #expect(albums.map { $0["previousRank"] as? Int } == [2, 3, 1, nil, nil])
        #expect(albums.map { $0["peakRank"] as? Int } == [1, 2, 1, 4, 5])
        #expect(albums.map { $0["editions"] as? Int } == [3, 3, 3, 2, 1])
        #expect(albums.map { $0["movement"] as? String } == ["up", "up", "down", "reentry", "new"])
        #expect(harness.world.history.load("standard us").history.editions.count == 3, "loading the 20th again kept nothing new")
    }

    /// Listing an edition already kept marks it from the standings kept beside
    /// the history, without reading the history, and exactly as the history
    /// would; a command that shows the history itself still reads it.
    @Test func aKeptEditionIsMarkedWithoutReadingTheHistory() async {
        var harness = Self.harness(Self.editions)
        await Self.loadAll(harness, 3)
        let memory = harness.world.history
        let loads = Counter()
        harness.world.history.load = { chart in
            _ = loads.next()
            return memory.load(chart)
        }
        let fields = ["--cache", "none", "--json", "id,previousRank,peakRank,editions,movement,debut,days"]
        #expect(await harness.run(fields) == .success)
        let marked = harness.console.out
        #expect(loads.next() == 1, "the history was not read")
        #expect(marked.contains("\"movement\": \"reentry\""))
        harness.console.clear()
        #expect(await harness.run("changes", "--cache", "none", "--plain") == .success)
        #expect(loads.next() == 3, "changes read it")
        // The same run with no standings to go by reads the whole history, and says the same.
        harness.world.history.standings = { _ in nil }
        harness.console.clear()
        #expect(await harness.run(fields) == .success)
        #expect(loads.next() == 5)
        #expect(harness.console.out == marked)
    }

    @Test func theFirstEditionIsAllNew() async {
        let harness = Self.harness(Self.editions)
        #expect(await harness.run("--plain") == .success)
        #expect(TabSeparated.column(7, of: harness.console.out) == ["new", "new", "new", "new", "new"])
    }

    @Test func sortByMovement() async {
        let harness = Self.harness(Self.editions)
        await Self.loadAll(harness, 2)
        #expect(await harness.run("--cache", "none", "--plain", "--sort", "movement") == .success)
        #expect(TabSeparated.column(1, of: harness.console.out) == ["A", "C", "H", "D", "B"])
    }

    @Test func theTableHasAColouredMovementColumnKeptOverTheGenre() async {
        let harness = Self.harness(Self.editions, outIsTerminal: true, columns: 80)
        await Self.loadAll(harness, 2)
        #expect(await harness.run("--cache", "none", "--color", "always") == .success)
        let lines = harness.console.out.split(separator: "\n").map(String.init)
        #expect(lines.element(1)?.hasPrefix("1  \u{1B}[32m▲1 \u{1B}[0m  ") == true)
        #expect(lines.element(3)?.hasPrefix("3  \u{1B}[31m▼2 \u{1B}[0m  ") == true)
        #expect(lines.element(4)?.hasPrefix("4  RE   ") == true)
        #expect(lines.element(5)?.hasPrefix("5  NEW  ") == true)
        // 42 columns can't hold every column (46 wide: "NEW" takes 3 and a gap): the genre goes first, the
        // movement (what the chart is read for) last of all. No album here is explicit, so that column is empty.
        let narrow = Self.harness(Self.editions, outIsTerminal: true, columns: 42)
        #expect(await narrow.run("--no-color") == .success)
        let narrowLines = narrow.console.out.split(separator: "\n").map(String.init)
        #expect(narrowLines.first?.hasSuffix("Released") == true && narrowLines.first?.contains("Genre") == false, "\(narrowLines.first ?? "")")
        #expect(narrowLines.element(5)?.hasPrefix("5  NEW  ") == true, "the movement stays")
        #expect(narrowLines.allSatisfy { $0.count <= 42 })
    }

    @Test func changesSinceThePreviousEdition() async {
        let harness = Self.harness(Self.editions)
        await Self.loadAll(harness, 2)
        #expect(await harness.run("changes", "--cache", "none", "--json") == .success)
        #expect(harness.console.out == """
            {
              "from": "2026-11-13T12:00:00Z",
              "to": "2026-11-20T12:00:00Z",
              "entered": [
                {
                  "id": "H",
                  "name": "Album H",
                  "artist": "Artist H",
                  "previousRank": null,
                  "rank": 5
                }
              ],
              "reentered": [
                {
                  "id": "D",
                  "name": "Album D",
                  "artist": "Artist D",
                  "previousRank": null,
                  "rank": 4
                }
              ],
              "left": [
                {
                  "id": "F",
                  "name": "Album F",
                  "artist": "Artist F",
                  "previousRank": 4,
                  "rank": null
                },
                {
                  "id": "G",
                  "name": "Album G",
                  "artist": "Artist G",
                  "previousRank": 5,
                  "rank": null
                }
              ],
              "climbed": [
                {
                  "id": "A",
                  "name": "Album A",
                  "artist": "Artist A",
                  "previousRank": 2,
                  "rank": 1
                },
                {
                  "id": "C",
                  "name": "Album C",
                  "artist": "Artist C",
                  "previousRank": 3,
                  "rank": 2
                }
              ],
              "fell": [
                {
                  "id": "B",
                  "name": "Album B",
                  "artist": "Artist B",
                  "previousRank": 1,
                  "rank": 3
                }
              ],
              "highestDebut": {
                "id": "H",
                "name": "Album H",
                "artist": "Artist H",
                "previousRank": null,
                "rank": 5
              }
            }

            """)
        #expect(harness.console.err == "")
    }

    /// On a terminal: a summary, then one table per kind of change, in the JSON's order, their columns lined up.
    @Test func changesOnATerminal() async {
        let harness = Self.harness(Self.editions, outIsTerminal: true, columns: 80)
        await Self.loadAll(harness, 2)
        #expect(await harness.run("changes", "--cache", "none", "--no-color") == .success)
        #expect(harness.console.out == """
            Changes since 2026-11-13 12:00 UTC (this edition: 2026-11-20 12:00 UTC; standard us)
            1 new · 1 back · 2 left · 2 up · 1 down
            Highest debut: #5 Album H — Artist H

            New entries
            #  Was       Album    Artist
            5    —  NEW  Album H  Artist H

            Back on the chart
            #  Was       Album    Artist
            4    —  RE   Album D  Artist D

            Left the chart
            #  Was       Album    Artist
            —    4  OUT  Album F  Artist F
            —    5  OUT  Album G  Artist G

            Climbed
            #  Was       Album    Artist
            1    2  ▲1   Album A  Artist A
            2    3  ▲1   Album C  Artist C

            Fell
            #  Was       Album    Artist
            3    1  ▼2   Album B  Artist B

            """)
    }

    @Test func changesSinceADayAndAsLines() async {
        let harness = Self.harness(Self.editions)
        await Self.loadAll(harness, 2)
        // The latest edition on or before 10 November is the 6th: D and A are where they were, E left, H is new.
        #expect(await harness.run("changes", "--cache", "none", "--since", "2026-11-10") == .success)
        #expect(harness.console.out == """
            new\t5\t\tH\tAlbum H\tArtist H
            left\t\t5\tE\tAlbum E\tArtist E
            up\t2\t3\tC\tAlbum C\tArtist C
            down\t3\t2\tB\tAlbum B\tArtist B

            """)
    }

    @Test func nothingToCompareIsSaidAndExitsZero() async {
        let harness = Self.harness([Self.editions[0]])
        #expect(await harness.run("changes") == .success)
        #expect(harness.console.out == "")
        #expect(harness.console.err == "Nothing to compare: no earlier edition of this chart is kept yet (this one is from 2026-11-06 12:00 UTC); run albums again once the chart has changed.\n")
        harness.console.clear()
        #expect(await harness.run("changes", "--json", "from,to,left") == .success)
        #expect(harness.console.out == "{\n  \"from\": null,\n  \"to\": \"2026-11-06T12:00:00Z\",\n  \"left\": []\n}\n")
        harness.console.clear()
        #expect(await harness.run("changes", "--since", "2026-11-01") == .success)
        #expect(harness.console.err == "Nothing to compare: no kept edition of this chart is from 2026-11-01 or before (the oldest is from 2026-11-06 12:00 UTC).\n")
        harness.console.clear()
        #expect(await harness.run("changes", "--since", "2026-13-01") == .usage)
        #expect(harness.console.err == "error: there is no day 2026-13-01 for --since: a year has 12 months\nRun 'albums changes --help' for usage.\n")
    }

    @Test func oneAlbumsHistory() async {
        let harness = Self.harness(Self.editions)
        await Self.loadAll(harness, 2)
        #expect(await harness.run("history", "4", "--cache", "none", "--json") == .success)
        #expect(harness.console.out == """
            [
              {
                "updated": "2026-11-06T12:00:00Z",
                "rank": 4
              },
              {
                "updated": "2026-11-13T12:00:00Z",
                "rank": null
              },
              {
                "updated": "2026-11-20T12:00:00Z",
                "rank": 4
              }
            ]

            """)
        harness.console.clear()
        // By id, an album that has left the chart: its ranks, off the chart today.
        #expect(await harness.run("history", "E", "--cache", "none", "--plain") == .success)
        #expect(harness.console.out == "2026-11-06T12:00:00Z\t5\n2026-11-13T12:00:00Z\t\n2026-11-20T12:00:00Z\t\n")
    }

    @Test func historyOnATerminal() async {
        let harness = Self.harness(Self.editions, outIsTerminal: true, columns: 40)
        await Self.loadAll(harness, 2)
        #expect(await harness.run("history", "B", "--cache", "none", "--no-color") == .success)
        // Ranks 2, 1, 3 in four rows of eighths, three columns each: #1 (the best) fills
        // all 32 eighths, #2 sixteen, #3 (the worst) a one-eighth sliver.
        #expect(harness.console.out == """
            Album B
            by Artist B
            #3 now · peak #1 · 3 editions on the chart

            #1 ┤    ███
               │    ███
               │ ██████
            #3 ┤ ██████▁▁▁

            Edition               Rank
            2026-11-06 12:00 UTC     2  NEW
            2026-11-13 12:00 UTC     1  ▲1
            2026-11-20 12:00 UTC     3  ▼2

            """)
        // --plain on the terminal: the lines a pipe gets, one edition a line.
        harness.console.clear()
        #expect(await harness.run("history", "B", "--cache", "none", "--plain") == .success)
        #expect(harness.console.out == "2026-11-06T12:00:00Z\t2\n2026-11-13T12:00:00Z\t1\n2026-11-20T12:00:00Z\t3\n")
    }

    /// An id the feed lists twice (Apple has done it): now is its first place, and an edition counts once.
    @Test func anAlbumListedTwiceIsNowAtItsFirstPlace() async {
        let feeds = [FeedText.v2(updated: Self.nov13, ids: ["B", "A"]), FeedText.v2(updated: Self.nov20, ids: ["A", "B", "C", "B"])]
        let harness = Self.harness(feeds, outIsTerminal: true, columns: 60)
        await Self.loadAll(harness, 2)
        #expect(await harness.run("history", "B", "--cache", "none", "--no-color") == .success)
        #expect(harness.console.out.contains("\n#2 now · peak #1 · 2 editions on the chart\n"), "\(harness.console.out)")
    }

    @Test func historyNeedsAnAlbumOrClear() async {
        let harness = Self.harness(Self.editions)
        #expect(await harness.run("history") == .usage)
        #expect(harness.console.err.hasPrefix("error: which album? give its rank or id\n"))
        harness.console.clear()
        #expect(await harness.run("history", "1", "--clear") == .usage)
        harness.console.clear()
        #expect(await harness.run("history", "Q") == .usage)
        #expect(harness.console.err.hasPrefix("error: no album with id \"Q\" in the chart\n"))
    }

    @Test func clearSaysHowManyEditionsGo() async {
        let harness = Self.harness(Self.editions)
        await Self.loadAll(harness, 3)
        #expect(await harness.run("history", "clear", "--yes") == .success)
        #expect(harness.console.err == "Removed 3 editions of 1 chart from the history.\n")
        #expect(harness.world.history.stats().editions == 0)
        harness.console.clear()
        #expect(await harness.run("history", "--clear", "--yes") == .success, "the old spelling")
        #expect(harness.console.err == "The chart history is already empty.\n")
    }

    /// Without a terminal to ask on, nothing goes unless --yes says so; on one, only a yes clears.
    @Test func clearAsksOnATerminalAndElseNeedsYes() async {
        // Nothing kept: nothing to ask about, terminal or not.
        let empty = Self.harness(Self.editions)
        #expect(await empty.run("history", "clear") == .success)
        #expect(!empty.console.err.contains("without asking") && !empty.console.err.contains("[y/N]"), "\(empty.console.err)")
        var harness = Self.harness(Self.editions)
        await Self.loadAll(harness, 3)
        harness.console.clear()
        #expect(await harness.run("history", "clear") == .usage)
        #expect(harness.console.err.hasPrefix("error: not clearing 3 editions of 1 chart without asking\n  there is no terminal to ask on: give --yes"))
        #expect(harness.world.history.stats().editions == 3, "nothing removed")
        // A terminal: the question on stderr, the answer read as a line.
        for (answer, left) in [("n", 3), ("", 3), ("yes", 0)] {
            harness = Self.harness(Self.editions, errIsTerminal: true)
            await Self.loadAll(harness, 3)
            harness.world.keyboard = Keyboard(isTerminal: true, line: { answer }, open: { _ in nil })
            harness.console.clear()
            #expect(await harness.run("history", "clear") == .success)
            #expect(harness.console.err.hasPrefix("Remove 3 editions of 1 chart from the history? [y/N] "), "\(harness.console.err)")
            #expect(harness.world.history.stats().editions == left, "answered \(answer.debugDescription)")
        }
    }

    /// The question is asked only where it can be seen and answered: stderr and stdin both terminals. Either alone:
    /// refused as with neither, nothing removed.
    @Test(arguments: [(true, false), (false, true)])
    func clearAsksOnlyWhereItCanBeSeenAndAnswered(errIsTerminal: Bool, keyboardIsTerminal: Bool) async {
        var harness = Self.harness(Self.editions, errIsTerminal: errIsTerminal)
        await Self.loadAll(harness, 3)
        harness.world.keyboard = Keyboard(isTerminal: keyboardIsTerminal, line: { "yes" }, open: { _ in nil })
        harness.console.clear()
        #expect(await harness.run("history", "clear") == .usage)
        #expect(harness.console.err.contains("not clearing 3 editions of 1 chart without asking\n"), "\(harness.console.err)")
        #expect(!harness.console.err.contains("[y/N]"))
        #expect(harness.world.history.stats().editions == 3, "nothing removed")
    }

    @Test(arguments: [(["--no-history"], [:], [:]), ([], ["history": "off"], [:]), ([], [:], ["ALBUMS_HISTORY": "off"])]
          as [([String], [String: String], [String: String])])
    func historyOffKeepsNothingAndShowsNoMovement(flags: [String], settings: [String: String], environment: [String: String]) async {
        let harness = Self.harness(Self.editions, settings: settings, environment: environment)
        #expect(await harness.run(["--cache", "none", "--plain"] + flags) == .success)
        #expect(await harness.run(["--cache", "none", "--plain"] + flags) == .success)
        #expect(harness.world.history.stats().editions == 0, "the store is untouched")
        #expect(TabSeparated.column(7, of: harness.console.out).allSatisfy { $0.isEmpty })
        harness.console.clear()
        #expect(await harness.run(["--cache", "none", "--json", "movement,previousRank", "--limit", "1"] + flags) == .success)
        #expect(harness.console.out == "[\n  {\n    \"movement\": null,\n    \"previousRank\": null\n  }\n]\n")
    }

    /// With history off, `changes` still compares the chart with what was kept before, and keeps nothing.
    @Test func changesReadsTheHistoryEvenWhenOff() async {
        let harness = Self.harness(Self.editions)
        await Self.loadAll(harness, 2)
        #expect(await harness.run("changes", "--cache", "none", "--no-history", "--json", "entered") == .success)
        #expect(harness.console.out.contains("\"id\": \"H\""))
        #expect(harness.world.history.stats().editions == 2)
    }

    /// Legacy and v1 feeds date their editions too; a feed without a date is the day it was fetched.
    @Test func legacyAndV1Dates() async {
        let legacy = Self.harness([
            FeedText.legacy(updated: "2021-09-05T13:57:56-07:00", ids: ["A", "B"]),
            FeedText.legacy(updated: "2021-09-06T13:57:56-07:00", ids: ["B", "A"]),
        ])
        await Self.loadAll(legacy, 1)
        #expect(await legacy.run("--cache", "none", "--plain") == .success)
        #expect(TabSeparated.column(7, of: legacy.console.out) == ["+1", "-1"])
        #expect(legacy.world.history.load("standard us").history.editions.map(\.updated) == [1_630_875_476, 1_630_961_876])
        let v1 = Self.harness([
            FeedText.v1(updated: "2019-05-17T01:42:26.000-07:00", ids: ["A", "B"]),
            FeedText.v1(updated: "2019-05-10T01:42:26.000-07:00", ids: ["B", "A"]),
        ])
        await Self.loadAll(v1, 1)
        // An older edition fetched later (a stale copy) goes before the newer one; the chart shown is compared with what came before it.
        #expect(await v1.run("--cache", "none", "--plain") == .success)
        #expect(TabSeparated.column(7, of: v1.console.out) == ["new", "new"])
        #expect(v1.world.history.load("standard us").history.editions.map(\.updated) == [1_557_477_746, 1_558_082_546])
        let undated = Self.harness([FeedText.v2(updated: nil, ids: ["A"]), FeedText.v2(updated: nil, ids: ["B"])])
        await Self.loadAll(undated, 2)
        // The test world's clock stands at 20 November 2026, 12:00 UTC: both loads are that day's edition.
        #expect(undated.world.history.load("standard us").history.editions.map(\.updated) == [1_795_132_800])
    }

    @Test func aStoreThatCantBeWrittenWarnsAndStillShowsMovement() async {
        var harness = Self.harness(Self.editions)
        let memory = HistoryStore.memory()
        _ = try? memory.update("standard us") { $0.record(updated: 1_793_534_400, albums: [Album(rank: 1, id: "B", name: "", artist: "", releaseDate: nil, genres: [], url: "", artworkURL: nil, explicit: false)]) != nil }
        harness.world.history = HistoryStore(location: "/h", load: memory.load, update: { _, _, _ in throw FileError(path: "/h/x.history", reason: "Read-only file system") },
                                             stats: memory.stats, clear: memory.clear)
        #expect(await harness.run("--plain", "--limit", "2") == .success)
        #expect(harness.console.err == "warning: couldn't keep this edition of the chart in its history: /h/x.history: Read-only file system\n")
        #expect(TabSeparated.column(7, of: harness.console.out) == ["new", "-1"])
    }

    @Test func cacheStatsCountsTheHistoryAndCacheClearLeavesIt() async {
        let harness = Self.harness(Self.editions)
        await Self.loadAll(harness, 3)
        #expect(await harness.run("cache", "stats", "--json", "history") == .success)
        #expect(harness.console.out == """
            {
              "history": {
                "charts": 1,
                "editions": 3,
                "bytes": 0,
                "oldest": "2026-11-06T12:00:00Z",
                "newest": "2026-11-20T12:00:00Z"
              }
            }

            """)
        #expect(await harness.run("cache", "clear") == .success)
        #expect(harness.world.history.stats().editions == 3)
    }
}
