@testable import AlbumsCore
@testable import AlbumsSite
import Foundation
import Testing

/// What the site says in words of the numbers: an album's summary line, an
/// artist's totals, what is new in an edition, the charts' groups.
@Suite struct SiteFanTests {
    /// A chart's all-time totals, numbered from 1 in points order: the US chart's three editions (11 22 33, 22 11 33,
    /// 22 33 66) give 22 8 points, 11 5, 33 4 and 66 1; its artists the same.
    @Test func theTotalsAreNumberedFromOneInPointsOrder() throws {
        let data = SiteFixtures.data
        let chart = try #require(data.charts.first { $0.key == "stub standard us" })
        let page = TotalsPage.page(chart, data.record(chart, keeping: { _ in true }), cells: SiteText.Cells(data.names), data, site: SiteFrame(updated: nil))
        let albums = SiteNumbersTests.table(page.html, 0), artists = SiteNumbersTests.table(page.html, 1)
        #expect(albums.map { [$0.element(0), $0.element(2)] } == [["1", "8"], ["2", "5"], ["3", "4"], ["4", "1"]])
        #expect(albums.prefix(3).map { $0.element(1) } == ["Album 22Artist 22", "Album 11Artist 11", "Album 33Artist 33"])
        #expect(artists.map(\.first) == ["1", "2", "3", "4"] && artists.map { $0.element(2) } == ["8", "5", "4", "1"])
    }

    /// A worldwide chart's table shows the 15 biggest markets kept, biggest first: of 20 (given in another order), the
    /// first 15; of fewer, all.
    @Test func theFanTableShowsTheFifteenBiggestMarkets() {
        let twenty = ["ie", "be", "at", "no", "dk", "ch", "pl", "ru", "cn", "in", "se", "nl", "es", "it", "mx", "kr", "br", "au", "ca", "fr"]
        #expect(FanTable.markets(Set(twenty + ["de", "gb", "jp", "us"])) == ["us", "jp", "gb", "de", "fr", "ca", "au", "br", "kr", "mx", "it", "es", "nl", "se", "in"])
        #expect(FanTable.markets(["gb", "us", "zz"]) == ["us", "gb"])
    }

    /// A store's rank: #1 in bold, 2 to 10 marked as the top 10, 11 and on plain (the ranks made once, to 200, and
    /// those past them alike); no rank, an empty cell.
    @Test func aRankIsMarkedAsNumberOneOrTopTen() {
        func shown(_ rank: Int?) -> String { FanTable.position(rank).html.markup }
        #expect(shown(1) == #"<td class="num" data-sort="1"><strong class="top1">1</strong></td>"#)
        #expect(shown(2) == #"<td class="num" data-sort="2"><span class="top10">2</span></td>"#)
        #expect(shown(10) == #"<td class="num" data-sort="10"><span class="top10">10</span></td>"#)
        #expect(shown(11) == #"<td class="num">11</td>"#)
        #expect(shown(200) == #"<td class="num">200</td>"# && shown(201) == #"<td class="num">201</td>"#)
        #expect(shown(nil) == #"<td class="num"></td>"#)
    }

    /// 22 in the worldwide chart (us of 3: 3, 2, 1 points; gb of 2 on the 18th: 2, 1, then of 3):
    ///   18th: us #2 (2), not in gb: 2 points, #3 (11 has 4, 33 3);  19th: us #1 (3) + gb #2 (2) = 5, #1;  20th: the same, #1.
    /// So: #1 worldwide two days running, 3 days on the chart, 2 + 5 + 5 = 12 points; #1 in the US only (gb #2 at best),
    /// in both stores' charts now.
    @Test func anAlbumsSummaryLine() throws {
        let data = SiteFixtures.data
        let life = try #require(data.lives.first { $0.id == "22" })
        let text = AlbumPages.summary(life, charts: AlbumPages.ordered(life.charts, data), data)
        #expect(text == "#1 worldwide for 2 days · #1 in United States · 3 days on the chart · in 2 stores' charts now · 12 points")
        // The worldwide chart first, then the US (the bigger market) before GB.
        #expect(AlbumPages.ordered(life.charts, data).map(\.chart) == ["stub world gb,us", "stub standard us", "stub standard gb"])
    }

    /// Charts of no store (feeds of one's own) after the rest, by the album's best rank in each; two where it peaked alike
    /// stay in the order of their charts' keys (as `ArtistRecord` lists an album's rows), whichever order they were read in.
    @Test func anAlbumsOtherChartsByBestRankThenByKey() throws {
        let feeds = [("feed alpha", [["33", "22"]]), ("feed beta", [["22"]]), ("feed delta", [["11", "22"]]), ("feed gamma", [["66", "22"]])]
        for keys in [feeds, feeds.reversed()] {
            let data = SiteData(histories: keys.map { SiteFixtures.history($0.0, $0.1) }, main: "feed alpha", limit: 100)
            let life = try #require(data.lives.first { $0.id == "22" })
            #expect(AlbumPages.ordered(life.charts, data).map(\.chart) == ["feed beta", "feed alpha", "feed delta", "feed gamma"], "#1 first, then the #2s")
        }
    }

    /// The album's graph draws the worldwide line, then its five biggest markets in market order (US, JP, GB, DE,
    /// FR of seven stores), never another worldwide chart nor a smaller market.
    @Test func theGraphDrawsTheWorldThenTheFiveBiggestMarkets() throws {
        var histories = SiteFixtures.histories
        for code in ["ae", "kr", "fr", "de", "jp"] {
            histories.append(SiteFixtures.history("stub standard " + code, [["22"]]))
        }
        histories.append(SiteFixtures.history("stub world us", [["22"]]))
        let data = SiteData(histories: histories, main: "stub standard us", limit: 100)
        // As the site makes it (each chart's ranks found once, for the charts a graph may draw).
        let page = try #require(SiteBuilder.pages(data).first { $0.path == SitePaths.album("22") }).html
        let legend = try #require(page.components(separatedBy: "<ul class=\"legend\">").element(1)?.components(separatedBy: "</ul>").first)
        #expect(legend.matches(of: /<strong>([^<]*)<\/strong>/).map { String($0.1) } == ["World", "US", "JP", "GB", "DE", "FR"], "\(legend)")
    }

    /// 22's points each day, as in the summary: 2, 5, 5: 12 in all, over 3 days.
    @Test func theWorldsTotalsAreItsEditionsAddedUp() throws {
        let total = try #require(SiteFixtures.data.worldTotals["22"])
        #expect(total.totalPoints == 12 && total.run.days == 3)
    }

    @Test func anArtistsTotalsAddTheirAlbumsUp() {
        let totals: [ChartRecord.Total] = [
            .init(id: "1", name: "One", artist: "Ivy", run: Self.run([1, 1, 2]), totalPoints: 30),
            .init(id: "2", name: "Two", artist: "Bob", run: Self.run([3]), totalPoints: 50),
            .init(id: "3", name: "Three", artist: "ÍVY", run: Self.run([1]), totalPoints: 25),
            .init(id: "4", name: "Four", artist: "Bob", run: Self.run([4, 2]), totalPoints: 4),
            .init(id: "5", name: "Five", artist: "Cy", run: Self.run([2]), totalPoints: 3),
            .init(id: "6", name: "Six", artist: "Cy", run: Self.run([5]), totalPoints: 1),
        ]
        let artists = TotalsPage.artists(totals, days: ["ivy": 4, "bob": 1])
        #expect(artists.map(\.name) == ["Ivy", "Bob", "Cy"], "Ivy's 55 points before Bob's 54; ÍVY is Ivy")
        #expect(artists.first == TotalsPage.Artist(name: "Ivy", points: 55, albums: 2, days: 4, peak: 1, numberOneDays: 3))
        // Each artist's peak is their albums' best: Bob's #3 then #2 is #2, Cy's #2 then #5 is #2.
        #expect(artists.map(\.peak) == [1, 2, 2] && artists.map(\.albums) == [2, 2, 2] && artists.map(\.days) == [4, 1, 0])
    }

    /// An artist's totals on their page, from the fixtures' three days (worldwide: 11 had 4, 3 and 3 points, #1 on the
    /// 18th only; 33 had 3, 4 and 3, never #1): the stores where one of their albums reached #1 (11: the US on the 18th,
    /// GB on the 20th; 33: GB only, #2 at best in the US), days on the worldwide chart, its #1 days and best rank.
    @Test func anArtistPagesTotalsCountTheStoresWhereTheyReachedNumberOne() {
        let data = SiteFixtures.data
        func totals(_ artist: String) -> ArtistPages.Totals { ArtistPages.totals(data.lives.filter { $0.artist == artist }, data) }
        #expect(totals("Artist 11") == ArtistPages.Totals(points: 10, numberOneStores: 2, days: 3, numberOneDays: 1, best: 1))
        #expect(totals("Artist 33") == ArtistPages.Totals(points: 10, numberOneStores: 1, days: 3, numberOneDays: 0, best: 2))
    }

    /// The page says those totals in a line when the index's chart is a worldwide one, with its four worldwide columns;
    /// with only stores' charts, neither.
    @Test func anArtistsPageSaysTheirWorldwideTotalsOnlyWithAWorldwideChart() throws {
        func page(_ data: SiteData) throws -> String {
            try #require(SiteBuilder.pages(data).first { $0.path == SitePaths.artist("Artist 11") }).html
        }
        let world = try page(SiteFixtures.data)
        #expect(world.contains("<p class=\"summary\">10 points worldwide · #1 in 2 stores · 3 days on the worldwide chart · 1 day at #1 worldwide</p>"))
        #expect(world.contains(">World peak<") && world.contains(">#1 stores<"))
        // Each row a cell for each column: eight, and the four worldwide ones.
        func cells(_ page: String) throws -> [Int] {
            let body = try #require(page.components(separatedBy: "<tbody>").element(1)?.components(separatedBy: "</tbody>").first)
            return body.components(separatedBy: "<tr>").dropFirst().map { $0.components(separatedBy: "<td").count - 1 }
        }
        #expect(try cells(world) == [12], "Artist 11 has one album")
        let stores = try page(SiteData(histories: SiteFixtures.histories.filter { !$0.chart.contains("world") }, main: "stub standard us", limit: 100))
        #expect(!stores.contains("class=\"summary\"") && !stores.contains("points worldwide") && !stores.contains(">World peak<"))
        #expect(stores.contains(">Album<") && stores.contains(">Stores<"), "the page is there, with its own columns")
        #expect(try cells(stores) == [8])
    }

    static func run(_ ranks: [Int]) -> ChartRun {
        var run = ChartRun()
        for (day, rank) in ranks.enumerated() { run.count(rank: rank, on: Int64(day) * 86_400) }
        return run
    }

    /// The new #1 (not #1 the edition before), up to five debuts, and the five biggest climbers.
    @Test func whatIsNewInAnEdition() {
        func row(_ id: String, _ rank: Int, _ movement: Movement, previous: Int?) -> WorldwideChart.Row {
            var album = Album(kept: id, name: "Album \(id)", artist: "Artist \(id)", rank: rank)
            album.history = AlbumHistory(previousRank: previous, peakRank: rank, editions: 1, movement: movement, debut: 0, debutRank: rank, days: 1)
            return WorldwideChart.Row(album: album, points: 1, stores: 1, numberOnes: 0, best: rank, bestIn: [])
        }
        let rows = [row("A", 1, .up(3), previous: 4), row("B", 2, .down(1), previous: 1), row("C", 3, .new, previous: nil), row("D", 4, .up(10), previous: 14)]
        let news = FanTable.news(rows, depth: 0, names: SiteFixtures.data.names).markup
        let sections = news.components(separatedBy: "<section>").dropFirst().map { String($0) }
        #expect(sections.count == 3)
        #expect(sections.first?.contains("Album A") == true && sections.first?.contains("Album B") == false, "A is the new #1")
        #expect(sections.element(1)?.contains("Album C") == true && sections.element(1)?.contains("Album A") == false, "C debuts")
        let climbers = sections.element(2) ?? ""
        #expect(climbers.contains("▲10") && climbers.contains("▲3"), "\(climbers)")
        #expect((climbers.range(of: "Album D")?.lowerBound ?? climbers.endIndex) < (climbers.range(of: "Album A")?.lowerBound ?? climbers.startIndex), "the biggest climb first")
        // Equal climbs: the higher place first; five at most.
        let moves: [(String, Int)] = [("A", 3), ("B", 7), ("C", 3), ("D", 7), ("E", 1), ("F", 3), ("G", 2)]
        let tied = FanTable.news(moves.enumerated().map { row($0.element.0, $0.offset + 1, .up($0.element.1), previous: $0.offset + 1 + $0.element.1) },
                                 depth: 0, names: SiteFixtures.data.names).markup
        let listed = (tied.components(separatedBy: "Biggest climbers").last ?? "").matches(of: /Album ([A-G])</).map { String($0.1) }
        #expect(listed == ["B", "D", "A", "C", "F"], "\(listed)")
        // The same #1 as the edition before: no new #1.
        let same = FanTable.news([row("B", 1, .same, previous: 1)], depth: 0, names: SiteFixtures.data.names).markup
        #expect(same.contains("<h3>New #1</h3><p>None this edition.</p>"))
        // A new #1 that debuts there says so; one that climbed there doesn't.
        #expect(sections.first?.contains("debut</span>") == false, "A climbed to #1")
        let debut = FanTable.news([row("N", 1, .new, previous: nil)], depth: 0, names: SiteFixtures.data.names).markup
        let first = debut.components(separatedBy: "<section>").dropFirst().first ?? ""
        #expect(first.contains("Album N") && first.contains("<span class=\"new\">debut</span>"), "\(first)")
    }

    /// The feed's news of an edition: its new #1 and its debuts only (not the climbers, not those that stayed);
    /// an edition with neither has no news.
    @Test func anEditionsNewsIsItsNewNumberOneAndItsDebuts() throws {
        func row(_ id: String, _ rank: Int, _ movement: Movement, previous: Int?) -> WorldwideChart.Row {
            var album = Album(kept: id, name: "Album \(id)", artist: "Artist \(id)", rank: rank)
            album.history = AlbumHistory(previousRank: previous, peakRank: rank, editions: 1, movement: movement, debut: 0, debutRank: rank, days: 1)
            return WorldwideChart.Row(album: album, points: 1, stores: 1, numberOnes: 0, best: rank, bestIn: [])
        }
        let chart = try #require(SiteFixtures.data.charts.first)
        func edition(_ rows: [WorldwideChart.Row]) -> ChartRecord.Edition {
            ChartRecord.Edition(updated: SiteFixtures.nov18, rows: rows, length: rows.count, storesCounted: 1)
        }
        let rows = [row("A", 1, .up(3), previous: 4), row("B", 2, .new, previous: nil), row("C", 3, .same, previous: 3),
                    row("D", 4, .down(2), previous: 2), row("E", 5, .new, previous: nil)]
        let news = try #require(PublishingPages.news(chart, edition(rows), day: "2026-11-18"))
        #expect(news.numberOne?.id == "A")
        #expect(news.debuts.map(\.id) == ["B", "E"] && news.debuts.map(\.rank) == [2, 5])
        // The same #1, one debut: news; the same #1 and no debut: none.
        let kept = try #require(PublishingPages.news(chart, edition([row("A", 1, .same, previous: 1), row("B", 2, .new, previous: nil)]), day: "2026-11-18"))
        #expect(kept.numberOne == nil && kept.debuts.map(\.id) == ["B"])
        #expect(PublishingPages.news(chart, edition([row("A", 1, .same, previous: 1), row("C", 2, .up(1), previous: 3)]), day: "2026-11-18") == nil)
        // Ten debuts at most, the highest placed: 9 and 10 all, 11 the first ten.
        for count in [9, 10, 11] {
            let debuts = (1...count).map { row("N\($0)", $0 + 1, .new, previous: nil) }
            let many = try #require(PublishingPages.news(chart, edition([row("A", 1, .same, previous: 1)] + debuts), day: "2026-11-18"))
            #expect(many.debuts.map(\.rank) == Array(2...(min(count, 10) + 1)), "\(count) debuts")
        }
    }

    /// The index lists the worldwide charts first, then each region's stores, the biggest markets first.
    @Test func chartsAreGroupedByRegion() {
        var histories = SiteFixtures.histories
        for (code, day) in [("jp", 0), ("de", 1), ("ae", 2)] {
            var store = ChartHistory(chart: "stub standard " + code)
            store.record(updated: SiteFixtures.nov18 + Int64(day) * SiteFixtures.day, albums: [SiteFixtures.album("11", rank: 1)])
            histories.append(store)
        }
        let data = SiteData(histories: histories, main: "stub standard us", limit: 100)
        #expect(data.charts.map(\.key) == ["stub world gb,us", "stub standard us", "stub standard gb", "stub standard de", "stub standard jp", "stub standard ae"])
        let list = IndexPage.chartList(data).markup
        let headings = list.matches(of: /<h3>([^<]*)<\/h3>/).map { String($0.1) }
        #expect(headings == ["Worldwide", "Americas", "Europe", "Asia-Pacific", "Africa and the Middle East"])
    }

    /// A chart linked from a page any number of folders down leads to the chart's page: the links made once a run
    /// (0, 1 and 2 folders down) and those worked out past them alike.
    @Test func aChartsLinkLeadsToItsPageFromAnyDepth() {
        let names = SiteFixtures.data.names
        let path = SitePaths.chart("stub standard us")
        for depth in 0...4 {
            let up = String(repeating: "../", count: depth)
            #expect(names.chartLink("stub standard us", depth: depth).markup == "<a href=\"\(up)\(path)\">United States (stub)</a>", "\(depth) down")
        }
    }

    /// A chart's row in the list: its editions, the day of its first and of its newest, and its number one now
    /// (the US: three editions, 18 to 20 November, 22 at #1 on the 20th; 11 was #1 on the 18th).
    @Test func aChartsRowSaysItsFirstAndNewestEditions() throws {
        let list = IndexPage.chartList(SiteFixtures.data).markup
        let row = try #require(list.components(separatedBy: "<tr").first { $0.contains("United States") })
        let cells = row.matches(of: /<td[^>]*>(.*?)<\/td>/).map { String($0.1).replacing(/<[^>]*>/, with: "") }
        #expect(cells == ["United States (stub)", "3", "2026-11-18", "2026-11-20", "Album 22"], "\(row)")
    }
}
