import AlbumsCommandsTestSupport
@testable import AlbumsClients
@testable import AlbumsCore
import AlbumsEssentials
import AlbumsTestSupport
import Foundation
import Testing

@Suite struct SearchCommandTests {
    @Test func groupsResultsByArtist() async {
        let harness = TestHarness()
        #expect(await harness.run("search", "neon", "--limit", "3") == .success)
        #expect(harness.console.out == """
            Vera Holloway
              Neon Horizons (Deluxe)  2026  Soundtrack  1792882808
            Mara Moreau
              Neon Hours (Deluxe)     2026  Latin       1554569064
            Zuri Petrov
              Neon Tides              2024  Latin       1523428610

            """)
        #expect(harness.console.err == "")
        #expect(harness.world.recentSearches.load().terms == ["neon"])
    }

    @Test func songsShowTheirAlbum() async {
        let harness = TestHarness()
        #expect(await harness.run("search", "--entity", "song", "NEON", "-n", "2") == .success)
        #expect(harness.console.out == """
            Vera Holloway
              Northern Lights  Neon Horizons (Deluxe)  2026  Soundtrack  1792882809
              Tidal            Neon Horizons (Deluxe)  2026  Soundtrack  1792882810

            """)
    }

    @Test func noResultsIsFriendlyExitsZeroAndIsNotRemembered() async {
        let harness = TestHarness()
        #expect(await harness.run("search", "zzz", "top") == .success)
        #expect(harness.console.out == "")
        // The test world answers with the stub's fixtures: their terms are named (a real catalog's answer: SearchLoopbackTests).
        #expect(harness.console.err.hasPrefix("No albums found for \"zzz top\". The stub session's search knows only "))
        #expect(harness.world.recentSearches.load().terms.isEmpty)
    }

    /// The stub session's search knows a few terms: a term it doesn't know is answered with them, not a spelling to try.
    @Test func theStubsSearchNamesTheTermsItKnows() async {
        let harness = TestHarness()
        #expect(await harness.run("search", "zzz", "--session", "stub") == .success)
        #expect(harness.console.err == "No albums found for \"zzz\". The stub session's search knows only \"midnight\", \"neon\", \"東京\"; or search Apple's catalog with --session shared.\n")
    }

    /// Each term the stub names finds albums, songs and music videos, and the stub's search fixtures are of those terms only.
    @Test func theStubsTermsAreItsFixtures() async throws {
        for term in Fixtures.searchTerms {
            for entity in ["album", "song", "music-video"] {
                let harness = TestHarness()
                #expect(await harness.run("search", term, "--session", "stub", "--entity", entity, "--json", "name") == .success)
                let found = try JSONSerialization.jsonObject(with: harness.console.outData) as? [[String: Any]] ?? []
                #expect(!found.isEmpty, "\(term), \(entity)")
            }
        }
        let files = Set(Fixtures.paths.filter { $0.hasPrefix("search/") }.map { String($0.dropFirst("search/".count).split(separator: "-", maxSplits: 1).last ?? "") })
        #expect(files == Set(Fixtures.searchTerms.map { StubRoutes.slug($0) + ".json" }), "\(files)")
        // As generate.py's search_slug (Python's strip()): the ends' spaces and line breaks go, the rest is hex.
        #expect(StubRoutes.slug(" Ivy Holloway\n") == "ivy20holloway" && StubRoutes.slug("Ivy\nX") == "ivy0ax")
    }

    @Test func noConnectionIsDistinctFromAServerErrorAndABadAnswer() async {
        let cases: [(HTTPTransport, String)] = [
            (HTTPTransport { _ in throw TransportError.offline("Could not resolve host") }, "why: no internet connection (itunes.apple.com: Could not resolve host)\n  try: check your connection; the built-in answers work offline"),
            (HTTPTransport { HTTPResponse(url: $0.url, status: 503) }, "why: itunes.apple.com answered HTTP 503 Service Unavailable"),
            (HTTPTransport { HTTPResponse(url: $0.url, status: 200, body: Data("<html>".utf8)) }, "why: the answer from itunes.apple.com is not an answer from the iTunes catalog"),
            (HTTPTransport { HTTPResponse(url: $0.url, status: 200, body: Data("{\"x\": 1}".utf8)) }, "why: the answer from itunes.apple.com is JSON, but not an answer of the iTunes Search or Lookup API"),
        ]
        for (transport, message) in cases {
            var harness = TestHarness()
            harness.world.network = transport
            #expect(await harness.run("search", "neon") == .failure)
            #expect(harness.console.err.hasPrefix("error: couldn't load search results for \"neon\"\n"))
            #expect(harness.console.err.contains(message), "\(harness.console.err)")
            #expect(harness.world.recentSearches.load().terms.isEmpty)
        }
    }

    @Test func recentSearchesAreListedAndRunAgain() async {
        var harness = TestHarness()
        harness.world.recentSearches = .memory(["midnight", "neon"])
        #expect(await harness.run("search") == .success)
        #expect(harness.console.out == "  1  midnight\n  2  neon\n")
        #expect(harness.console.err == "Run one again with: albums search --recent N\n")
        let again = TestHarness()
        var world = again.world
        world.recentSearches = harness.world.recentSearches
        #expect(await TestHarness.run(["search", "--recent", "2", "--json", "name", "-n", "1"], in: world) == .success)
        #expect(again.console.out == "[\n  {\n    \"name\": \"Neon Horizons (Deluxe)\"\n  }\n]\n")
        #expect(harness.world.recentSearches.load().terms == ["neon", "midnight"], "run again, it moves to the top")
    }

    @Test func noHistoryAndClearRecent() async {
        var harness = TestHarness()
        harness.world.recentSearches = .memory(["midnight"])
        #expect(await harness.run("search", "neon", "--no-history") == .success)
        #expect(harness.world.recentSearches.load().terms == ["midnight"])
        #expect(await harness.run("search", "--clear-recent") == .success)
        #expect(harness.console.err == "Forgot 1 recent search.\n")
        #expect(harness.world.recentSearches.load().terms.isEmpty)
    }

    @Test func badRecentNumbersAndMixedArgumentsAreUsageErrors() async {
        let harness = TestHarness()
        #expect(await harness.run("search", "--recent", "3") == .usage)
        #expect(harness.console.err.hasPrefix("error: no recent search number 3\n  there are no recent searches yet"))
        let mixed = TestHarness()
        #expect(await mixed.run("search", "neon", "--recent") == .usage)
        let word = TestHarness()
        #expect(await word.run("search", "--recent", "abc") == .usage)
        #expect(word.console.err.hasPrefix("error: --recent takes the number of a recent search, not \"abc\"\n  e.g. albums search --recent 2; albums search --recent lists them\n"))
        let both = TestHarness()
        #expect(await both.run("search", "neon", "lights", "--recent") == .usage)
        #expect(both.console.err.hasPrefix("error: give either search terms or --recent, not both\n"))
        let entity = TestHarness()
        #expect(await entity.run("search", "--entity", "video", "x") == .usage)
        #expect(entity.console.err.contains("it must be one of album, song, music-video"))
    }
}
