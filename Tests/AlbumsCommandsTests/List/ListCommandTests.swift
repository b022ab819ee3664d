import AlbumsCommandsTestSupport
@testable import AlbumsClients
@testable import AlbumsCore
import AlbumsEssentials
@testable import AlbumsTerminal
import AlbumsTestSupport
import Foundation
import Testing

/// `albums list` end to end in the test world, in process.
@Suite struct ListCommandTests {
    @Test func listsTheChartAndTellsTheNotifier() async {
        let harness = TestHarness()
        let code = await harness.run("--limit", "3")
        #expect(code == .success)
        #expect(TabSeparated.column(2, of: harness.console.out) == ["Golden Rivers (Deluxe)", "Lights of Lonely Highways", "Summer Camp Soundtrack (Original Motion Picture Soundtrack)"])
        #expect(harness.console.err == "")
        #expect(harness.notifier.played == [.loaded])
        #expect(harness.notifier.modes == [.bell])
    }

    @Test func aTerminalGetsATableFittedToItsWidth() async {
        let harness = TestHarness(outIsTerminal: true, columns: 60)
        #expect(await harness.run("-n", "12") == .success)
        let lines = harness.console.out.withoutANSI.split(separator: "\n")
        #expect(lines.count == 13)
        // Rank, movement (as wide as "NEW"), explicit, album.
        #expect(lines.element(0)?.hasPrefix(" #          Album") == true)
        #expect(lines.element(7)?.hasPrefix(" 7  NEW     ") == true, "rank 7 is new since the seeded editions")
        #expect(lines.allSatisfy { DisplayWidth.of(String($0)) <= 60 })
    }

    @Test func columnsFromTheEnvironmentWin() async {
        let harness = TestHarness(environment: ["COLUMNS": "45"], outIsTerminal: true, columns: 200)
        #expect(await harness.run("-n", "5") == .success)
        #expect(harness.console.out.withoutANSI.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 45 })
    }

    @Test func storedSettingsApplyAndFlagsBeatThem() async {
        let harness = TestHarness(settings: ["sort": "name", "limit": "4"])
        #expect(await harness.run("--plain") == .success)
        let ranks = TabSeparated.column(0, of: harness.console.out)
        #expect(ranks == ["1", "2", "4", "3"], "the top four (Golden, Lights, Summer, Rivers), by name")
        let flagged = TestHarness(settings: ["sort": "name", "limit": "4"])
        #expect(await flagged.run("--sort", "rank") == .success)
        #expect(TabSeparated.column(0, of: flagged.console.out) == ["1", "2", "3", "4"])
    }

    @Test func anEmptyFeedIsNoDataAndExitsZero() async {
        let harness = TestHarness()
        #expect(await harness.run("--feed", "empty") == .success)
        #expect(harness.console.out == "")
        #expect(harness.console.err == "The chart is empty: the feed has no albums in it right now.\n")
        #expect(harness.notifier.played == [.empty])
    }

    @Test func aMalformedFeedFailsWithExitOne() async {
        let harness = TestHarness()
        #expect(await harness.run("--feed", "malformed") == .failure)
        #expect(harness.console.err.hasPrefix("error: couldn't load the top albums chart\n  why: the feed from fixtures.albums.invalid is not valid JSON"))
        #expect(harness.notifier.played == [.failed])
    }

    @Test func aCustomURLUnderStubHasNoFixture() async {
        let harness = TestHarness()
        #expect(await harness.run("--session", "stub", "--feed", "https://example.com/top.json") == .failure)
        #expect(harness.console.err.contains("why: the stub session has no fixture for https://example.com/top.json"))
    }

    @Test func unknownJSONFieldIsAUsageError() async {
        let harness = TestHarness()
        #expect(await harness.run("--json", "name,artst") == .usage)
        #expect(harness.console.err == """
            error: unknown JSON field "artst"
              did you mean artist?
              available fields: rank, id, name, artist, releaseDate, genres, url, artworkUrl, explicit, copyright, previousRank, peakRank, editions, movement, debut, days
            Run 'albums list --help' for usage.

            """)
        #expect(harness.console.out == "")
        #expect(harness.notifier.played.isEmpty)
    }

    @Test func aCorruptSettingsStoreStopsTheRunAndNamesTheFile() async {
        var harness = TestHarness()
        harness.world.settings = SettingsStore(
            location: "/x/settings.json",
            load: { () throws(SettingsFileError) in throw SettingsFileError(path: "/x/settings.json", problem: "it is not a JSON object of settings") },
            update: { _ throws(SettingsFileError) in Issue.record("must not write") }
        )
        #expect(await harness.run() == .failure)
        #expect(harness.console.err == """
            error: couldn't read the settings
              why: /x/settings.json: it is not a JSON object of settings
              try: fix the file or move it away; it was left as it is

            """)
    }
}

@Suite struct ChartLengthTests {
    /// Apple serves 10, 25, 50 or 100 albums; albums asks for the shortest that holds the limit.
    @Test(arguments: [(1, 10), (10, 10), (11, 25), (25, 25), (26, 50), (50, 50), (51, 100), (100, 100)])
    func asksForTheShortestFeedThatHoldsTheLimit(limit: Int, length: Int) async throws {
        var harness = TestHarness()
        let requested = RequestLog()
        harness.world.network = HTTPTransport { request in
            requested.append(request.url)
            return try await HTTPTransport.stub.send(request)
        }
        #expect(await harness.run("--limit", String(limit), "--country", "gb") == .success)
        #expect(requested.urls.map(\.absoluteString) == ["https://rss.applemarketingtools.com/api/v2/gb/music/most-played/\(length)/albums.json"])
        #expect(harness.console.out.split(separator: "\n").count == limit)
    }
}

@Suite struct OutputFailureTests {
    @Test func aFullDiskIsExitOneAndTheReason() async {
        var harness = TestHarness()
        harness.world.console = harness.console.console(outFails: "No space left on device")
        #expect(await harness.run("--json", "--limit", "2") == .failure)
        #expect(harness.console.err == "error: couldn't write the output\n  why: standard output: No space left on device\n  try: check where the output goes (a full disk, a closed descriptor)\n")
    }
}
