import AlbumsCommandsTestSupport
@testable import AlbumsClients
@testable import AlbumsCore
import AlbumsTestSupport
import Foundation
import Testing

/// `albums compare` in the test world, with fixed answers per store.
@Suite struct CompareCommandTests {
    /// Each store's chart by id, at `{country}.test`; a store missing here answers 404.
    static func harness(_ charts: [String: [String]], outIsTerminal: Bool = false, columns: Int? = nil) -> TestHarness {
        var harness = TestHarness(outIsTerminal: outIsTerminal, columns: columns)
        harness.world.network = HTTPTransport { request in
            let country = String(request.url.host?.split(separator: ".").first ?? "")
            guard let ids = charts[country] else { return HTTPResponse(url: request.url, status: 404, body: Data()) }
            return HTTPResponse(url: request.url, status: 200, headers: ["Content-Type": "application/json"],
                                body: Data(FeedText.v2(updated: "Fri, 20 Nov 2026 12:00:00 +0000", ids: ids).utf8))
        }
        return harness
    }

    /// Every URL `harness` asks for from now on, in a log; the answers are as before.
    static func logRequests(_ harness: inout TestHarness) -> RequestLog {
        let requested = RequestLog()
        let network = harness.world.network
        harness.world.network = HTTPTransport { request in
            requested.append(request.url)
            return try await network.send(request)
        }
        return requested
    }

    static let feed = ["--feed", "https://{country}.test/top-{limit}.json", "--cache", "none", "--no-history"]
    static let charts = ["us": ["1000000001", "1000000002", "1000000003"], "gb": ["1000000002", "1000000001"], "jp": ["1000000004", "1000000001"]]

    @Test func theGridPiped() async {
        let harness = Self.harness(Self.charts)
        #expect(await harness.run(["compare", "us", "gb", "jp"] + Self.feed) == .success)
        #expect(harness.console.out == """
            1000000001\tAlbum 1000000001\tArtist 1000000001\t1\t2\t2
            1000000002\tAlbum 1000000002\tArtist 1000000002\t2\t1\t
            1000000004\tAlbum 1000000004\tArtist 1000000004\t\t\t1
            1000000003\tAlbum 1000000003\tArtist 1000000003\t3\t\t

            """)
        #expect(harness.console.err == "")
    }

    @Test func theGridOnATerminal() async {
        let harness = Self.harness(Self.charts, outIsTerminal: true, columns: 60)
        #expect(await harness.run(["compare", "us", "gb", "jp", "--no-color"] + Self.feed) == .success)
        #expect(harness.console.out == """
            Album             Artist             US  GB  JP
            Album 1000000001  Artist 1000000001   1   2   2
            Album 1000000002  Artist 1000000002   2   1   –
            Album 1000000004  Artist 1000000004   –   –   1
            Album 1000000003  Artist 1000000003   3   –   –

            """)
    }

    @Test func theGridAsJSON() async {
        let harness = Self.harness(Self.charts)
        #expect(await harness.run(["compare", "us", "jp", "--json", "id,ranks,best,countries", "--sort", "jp"] + Self.feed) == .success)
        #expect(harness.console.out == """
            [
              {
                "id": "1000000004",
                "ranks": {
                  "us": null,
                  "jp": 1
                },
                "best": 1,
                "countries": 1
              },
              {
                "id": "1000000001",
                "ranks": {
                  "us": 1,
                  "jp": 2
                },
                "best": 1,
                "countries": 2
              },
              {
                "id": "1000000002",
                "ranks": {
                  "us": 2,
                  "jp": null
                },
                "best": 2,
                "countries": 1
              },
              {
                "id": "1000000003",
                "ranks": {
                  "us": 3,
                  "jp": null
                },
                "best": 3,
                "countries": 1
              }
            ]

            """)
    }

    /// A store that fails is named, the others are shown, and the exit code is 1; all failing is the usual error.
    @Test func aFailingStoreIsAWarning() async {
        let harness = Self.harness(Self.charts)
        #expect(await harness.run(["compare", "us", "kr"] + Self.feed) == .failure)
        #expect(harness.console.out.split(separator: "\n").count == 3)
        #expect(harness.console.err == "warning: couldn't load the kr chart: kr.test answered HTTP 404 Not Found\n")
        let none = Self.harness([:])
        #expect(await none.run(["compare", "fr", "kr"] + Self.feed) == .failure)
        #expect(none.console.err.hasPrefix("error: couldn't load the top albums chart\n  why: fr.test answered HTTP 404 Not Found\n"))
        #expect(none.console.out == "")
    }

    @Test func theCountriesSettingAndTheLimitPerStore() async {
        var harness = Self.harness(Self.charts)
        let requested = Self.logRequests(&harness)
        #expect(await harness.run(["compare", "--countries", "jp,gb", "--limit", "1"] + Self.feed) == .success)
        #expect(Set(requested.urls.map(\.absoluteString)) == ["https://jp.test/top-10.json", "https://gb.test/top-10.json"])
        // Both in one store at number one: the tie goes by id, whatever order the stores answered in.
        #expect(harness.console.out == "1000000002\tAlbum 1000000002\tArtist 1000000002\t\t1\n1000000004\tAlbum 1000000004\tArtist 1000000004\t1\t\n")
    }

    /// `albums world` counts each store's whole chart, whatever `--limit`
    /// shows: every store is asked for its 100, and the rows shown are cut to the limit.
    @Test func theWorldAsksEachStoreForItsWholeChart() async {
        var harness = Self.harness(Self.charts)
        let requested = Self.logRequests(&harness)
        #expect(await harness.run(["world", "--countries", "jp,gb", "--limit", "1"] + Self.feed) == .success)
        #expect(Set(requested.urls.map(\.absoluteString)) == ["https://jp.test/top-100.json", "https://gb.test/top-100.json"])
        #expect(harness.console.out.split(separator: "\n").count == 1, "\(harness.console.out)")
        // Two stores of 100 albums each: the 100th counts too.
        let hundred = (1...100).map { String(1_000_000_000 + $0) }
        let whole = Self.harness(["jp": hundred, "gb": hundred])
        #expect(await whole.run(["world", "--countries", "jp,gb", "--limit", "100"] + Self.feed) == .success)
        let rows = whole.console.out.split(separator: "\n")
        #expect(rows.count == 100 && rows.last?.contains("1000000100") == true, "\(rows.last ?? "")")
    }

    @Test func badCountriesAndOrdersAreUsageErrors() async {
        let harness = Self.harness(Self.charts)
        #expect(await harness.run(["compare", "us", "uk"] + Self.feed) == .usage)
        #expect(harness.console.err.hasPrefix("error: \"uk\" is not a store country\n  did you mean gb?\n"))
        let one = Self.harness(Self.charts)
        #expect(await one.run(["compare", "us"] + Self.feed) == .usage)
        #expect(one.console.err.hasPrefix("error: compare takes 2 to 20 different countries\n"))
        let order = Self.harness(Self.charts)
        #expect(await order.run(["compare", "us", "gb", "--sort", "fr"] + Self.feed) == .usage)
        #expect(order.console.err.hasPrefix("error: invalid value \"fr\" for --sort\n  it must be countries, best, average, or one of the countries compared: us, gb\n"))
        // A store named twice is one store: two words, one country, refused.
        let twice = Self.harness(Self.charts)
        #expect(await twice.run(["compare", "us", "US"] + Self.feed) == .usage)
        #expect(twice.console.err.hasPrefix("error: compare takes 2 to 20 different countries\n"))
    }

    /// Exactly 20 stores are compared; 21 are refused before any is asked.
    @Test func twentyStoresAtMost() async {
        let stores = Array(AppleMusicStores.codes.prefix(21))
        let twenty = Self.harness(Self.charts)
        #expect(await twenty.run(["compare"] + stores.prefix(20) + Self.feed) != .usage)
        #expect(twenty.console.err.contains("couldn't load the"), "asked, and those the harness lacks failed")
        let many = Self.harness(Self.charts)
        #expect(await many.run(["compare"] + stores + Self.feed) == .usage)
        #expect(many.console.err.hasPrefix("error: compare takes 2 to 20 different countries\n"))
    }

    /// world --countries counts a store named twice once.
    @Test func worldCountsAStoreNamedTwiceOnce() async {
        let harness = Self.harness(Self.charts, outIsTerminal: true, columns: 80)
        #expect(await harness.run(["world", "--countries", "us,gb,US", "--no-color"] + Self.feed) == .success)
        #expect(harness.console.out.hasPrefix("Worldwide chart · 2 stores · by points\n"), "\(harness.console.out)")
    }

    /// The stub session's stores differ (each is made from the US chart), so the grid shows offline.
    @Test func theStubStoresDiffer() async {
        let harness = TestHarness()
        #expect(await harness.run("compare", "us", "gb", "jp", "--limit", "10", "--json", "countries") == .success)
        let counts = harness.console.out.components(separatedBy: "\"countries\": ").dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
        #expect(counts.count > 10, "some albums chart in one store's top 10 and not another's")
        #expect(counts.contains(3) && counts.contains { $0 < 3 })
    }

    /// A feed URL without {country} would send every store the same URL: refused, with the form to use.
    @Test(arguments: ["https://feeds.test/top.json", "https://feeds.test/top-{limit}.json", "https://feeds.test/%7Bcountry%7D/top.json"])
    func aFeedWithoutTheCountryPlaceholderIsRefused(feed: String) async {
        let harness = Self.harness(Self.charts)
        #expect(await harness.run(["compare", "us", "gb", "--feed", feed, "--cache", "none"]) == .usage)
        #expect(harness.console.err.hasPrefix("error: the feed URL has no {country} in it, so every store would get the same chart\n"))
        #expect(harness.console.err.contains("https://example.com/{country}/top-{limit}.json"))
        #expect(harness.console.err.contains("did you mean {country}") == feed.contains("%7B"), "a near miss is named")
        #expect(harness.console.out == "")
    }

    /// A store whose feed says it is another store's chart: warned, by name.
    @Test func aFeedThatSaysItIsAnotherStoreIsWarnedAbout() async {
        var harness = TestHarness()
        harness.world.network = HTTPTransport { request in
            HTTPResponse(url: request.url, status: 200, headers: ["Content-Type": "application/json"],
                         body: Data(FeedText.v2(updated: "Fri, 20 Nov 2026 12:00:00 +0000", ids: ["1000000001"], country: "us").utf8))
        }
        #expect(await harness.run(["compare", "us", "gb"] + Self.feed) == .success)
        #expect(harness.console.err == "warning: gb: the feed says it is the US chart, not the GB chart asked for\n")
    }
}
