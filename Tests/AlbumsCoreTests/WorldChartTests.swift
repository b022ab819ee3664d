@testable import AlbumsCore
import Testing

/// Several stores' charts as one grid, from hand-made charts.
@Suite struct WorldChartTests {
    static func chart(_ ids: String) -> [Album] { ChartHistoryTests.albums(ids) }

    static let charts: [(country: String, albums: [Album])] = [
        ("us", chart("A B C D")), ("gb", chart("B A E")), ("jp", chart("E C A F")),
    ]

    @Test func oneRowPerAlbumWithItsRankInEachCountry() {
        let grid = WorldChart(Self.charts)
        #expect(grid.countries == ["us", "gb", "jp"])
        // A in 3 (best 1), B in 2 (best 1), C in 2 (best 2), E in 2 (best 1), then D and F in 1.
        #expect(grid.rows.map(\.id) == ["A", "B", "E", "C", "D", "F"])
        #expect(grid.rows.map(\.ranks) == [[1, 2, 3], [2, 1, nil], [nil, 3, 1], [3, nil, 2], [4, nil, nil], [nil, nil, 4]])
        #expect(grid.rows.map(\.countries) == [3, 2, 2, 2, 1, 1])
        #expect(grid.rows.first?.name == "Album A")
    }

    @Test func sortOrders() {
        #expect(WorldChart(Self.charts, order: .best).rows.map(\.id) == ["A", "B", "E", "C", "D", "F"])
        // Means: A 2, B 1.5, C 2.5, D 4, E 2, F 4.
        #expect(WorldChart(Self.charts, order: .average).rows.map(\.id) == ["B", "A", "E", "C", "D", "F"])
        // Japan's order, then the albums absent there by reach.
        #expect(WorldChart(Self.charts, order: .country("jp")).rows.map(\.id) == ["E", "C", "A", "F", "B", "D"])
        #expect(WorldChart.Order("JP", countries: ["us", "jp"]) == .country("jp"))
        #expect(WorldChart.Order("countries", countries: ["us"]) == .reach)
        #expect(WorldChart.Order("fr", countries: ["us", "jp"]) == nil, "only a country compared")
    }

    @Test func anAlbumListedTwiceInOneChartKeepsItsBetterRank() {
        let grid = WorldChart([("us", Self.chart("A B A")), ("gb", Self.chart("A"))])
        #expect(grid.rows.map(\.ranks) == [[1, 1], [2, nil]])
    }
}

/// The feed setting as a template for every store.
@Suite struct FeedTemplateTests {
    @Test func placeholdersAreFilledEscapedAndTheLimitIsAppleLength() throws {
        let choice = try #require(FeedChoice(setting: "https://Example.test/{country}/top-{limit}.json"))
        #expect(choice == .template("https://Example.test/{country}/top-{limit}.json"), "kept as written, not lowercased")
        #expect(choice.url(country: "gb", limit: 20).absoluteString == "https://Example.test/gb/top-25.json")
        #expect(choice.url(country: "jp", limit: 100).absoluteString == "https://Example.test/jp/top-100.json")
        #expect(choice.setting == "https://Example.test/{country}/top-{limit}.json")
        #expect(FeedChoice.fill("https://x.test/{country}", country: "a/b c?d", limit: 1) == "https://x.test/a%2Fb%20c%3Fd")
        #expect(FeedChoice(setting: "ftp://x.test/{country}.json") == nil, "http(s) only")
        #expect(FeedChoice(setting: "{country}") == nil, "a URL once filled in")
    }

    @Test func theHistoryKeepsEachStoresChartApart() {
        let template = FeedChoice.template("https://x.test/{country}.json")
        #expect(template.url(country: "us", limit: 10) != template.url(country: "gb", limit: 10))
    }
}
