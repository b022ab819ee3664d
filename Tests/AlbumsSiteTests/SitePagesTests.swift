@testable import AlbumsCore
@testable import AlbumsSite
import Foundation
import Testing

/// The site's render halves: pure functions of the kept charts, compared exactly.
@Suite struct SitePagesTests {
    @Test func feedTextIsEscapedForItsContext() {
        #expect(HTML.escaped(#"<b>"A" & 'B'</b>"#) == "&lt;b&gt;&quot;A&quot; &amp; &#39;B&#39;&lt;/b&gt;")
        // The one sanitiser first: a bidi override and a control character show as what they are.
        #expect(HTML.escaped("\u{202E}evil\u{1B}[2J") == "\\u{202E}evil\\x1B[2J")
        #expect(HTML.escaped(#"" onmouseover="x"#) == "&quot; onmouseover=&quot;x")
    }

    /// Each of the five alone, after text kept as it is (a name's first letters, one not ASCII), and again later;
    /// the bytes beside them in ASCII (%, ', =, ?, !, #, (, ;) are text.
    @Test(arguments: [("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("\"", "&quot;"), ("'", "&#39;")])
    func eachCharacterOfMarkupIsEscapedWhereverItIs(character: String, entity: String) {
        #expect(HTML.escaped(character) == entity)
        #expect(HTML.escaped("Björk \(character) Ö\(character)") == "Björk \(entity) Ö\(entity)")
        #expect(HTML.escaped("%=?!#(;") == "%=?!#(;")
    }

    @Test(arguments: [
        ("https://music.apple.com/us/album/x/123", true), ("http://itunes.apple.com/album/123", true),
        ("javascript:alert(1)", false), ("JAVASCRIPT:alert(1)", false), ("https://evil.example/album/1", false),
        ("https://music.apple.com.evil.example/", false), ("https://user@music.apple.com/x", false),
        ("https://music.apple.com/x\"onclick=\"alert(1)", false), ("data:text/html,<script>", false), ("//music.apple.com/x", false),
    ])
    func onlyApplesPagesAreLinks(url: String, linked: Bool) {
        #expect((HTML.appleLink(url) != nil) == linked, "\(url)")
    }

    @Test func onlyApplesImageHostsAreImages() {
        #expect(HTML.artwork("https://is1-ssl.mzstatic.com/image/thumb/a/100x100bb.jpg") != nil)
        #expect(HTML.artwork("http://is1-ssl.mzstatic.com/a.jpg") == nil, "https only")
        #expect(HTML.artwork("https://evil.example/a.jpg") == nil && HTML.artwork("javascript:alert(1)") == nil && HTML.artwork(nil) == nil)
    }

    /// A hostile name on every page it reaches is text: no markup of it, no link of it, nothing of it in a script.
    @Test func hostileNamesStayText() {
        let pages = SiteBuilder.pages(SiteFixtures.data).filter { $0.path != "404.html" }
        let html = pages.filter { $0.path.hasSuffix(".html") }.map(\.html).joined()
        #expect(!html.contains("<img src=x") && !html.contains("<script>window") && !html.contains("onerror=\""))
        #expect(html.contains("&lt;img src=x onerror=&quot;window.__hacked=1&quot;&gt;&quot;&#39;\\u{202E}evil"), "shown as the characters it is")
        #expect(!html.contains("javascript:"), "an artwork URL that isn't Apple's is never written")
        // The only script is the site's own, by reference.
        #expect(html.components(separatedBy: "<script").count - 1 == pages.filter { $0.path.hasSuffix(".html") }.count)
        #expect(!SiteAssets.script.description.contains("__hacked") && !SiteAssets.stylesheet.description.contains("evil"))
    }

    /// The fan's table, row by row: position, movement, album with its artist, points, their change and total, days,
    /// peak (×N), and each market's rank (#1 and the top 10 marked).
    @Test func theFanTableIsTheRecordsRows() {
        var album = Album(kept: "22", name: "Beta & Co", artist: "Bob", rank: 1)
        album.history = AlbumHistory(previousRank: 3, peakRank: 1, editions: 2, movement: .up(2), debut: 0, debutRank: 3, days: 2)
        var run = ChartRun()
        run.count(rank: 1, on: 0)
        run.count(rank: 1, on: 86_400)
        var row = WorldwideChart.Row(album: album, points: 1_205, stores: 2, numberOnes: 1, best: 1, bestIn: ["us", "gb"])
        (row.run, row.pointsChange, row.totalPoints, row.positions) = (run, -3, 2_410, ["us": 1, "gb": 7])
        let names = SiteFixtures.data.names
        #expect(FanTable.table([row], markets: ["us", "gb", "jp"], points: true, depth: 0, cells: SiteText.Cells(names), caption: "Caption").markup == """
            <div class="scroll"><table class="sortable fan"><caption>Caption</caption><thead><tr>\
            <th scope="col" data-type="num"><button type="button">#</button></th>\
            <th scope="col" data-type="num"><button type="button"><abbr title="Movement since the edition before">±</abbr></button></th>\
            <th scope="col" data-type="text"><button type="button">Album</button></th>\
            <th scope="col" data-type="num"><button type="button"><abbr title="Points: N+1−rank in each store's chart of N">Pts</abbr></button></th>\
            <th scope="col" data-type="num"><button type="button"><abbr title="Points change since its previous edition on the chart">Pts+</abbr></button></th>\
            <th scope="col" data-type="num"><button type="button"><abbr title="Total points over every kept edition">TPts</abbr></button></th>\
            <th scope="col" data-type="num"><button type="button"><abbr title="Days on the chart: the editions that list it">Days</abbr></button></th>\
            <th scope="col" data-type="num"><button type="button"><abbr title="Peak, and how many times there">Pk</abbr></button></th>\
            <th scope="col" data-type="num"><button type="button"><abbr title="United States">US</abbr></button></th>\
            <th scope="col" data-type="num"><button type="button"><abbr title="United Kingdom">GB</abbr></button></th>\
            <th scope="col" data-type="num"><button type="button"><abbr title="Japan">JP</abbr></button></th>\
            </tr></thead><tbody><tr>\
            <td class="num">1</td><td class="num" data-sort="2"><span class="up">▲2</span></td>\
            <td class="name album"><a href="albums/22.html">Beta &amp; Co</a><span class="by"><a href="\(names.artistPath("Bob"))">Bob</a></span></td>\
            <td class="num" data-sort="1205">1,205</td><td class="num" data-sort="-3"><span class="down">−3</span></td><td class="num" data-sort="2410">2,410</td>\
            <td class="num">2</td><td class="num" data-sort="9998">1 <span class="times">×2</span></td>\
            <td class="num" data-sort="1"><strong class="top1">1</strong></td><td class="num" data-sort="7"><span class="top10">7</span></td><td class="num"></td>\
            </tr></tbody></table></div>
            """)
        // Without points (no store's chart of the day kept): the ranks, days and peaks only.
        #expect(!FanTable.table([row], markets: [], points: false, depth: 0, cells: SiteText.Cells(names), caption: "C").markup.contains("Pts"))
    }

    /// Grouped by thousands as English writes numbers (the script regroups them as the reader's language does).
    @Test(arguments: [(0, "0"), (999, "999"), (1_000, "1,000"), (12_345, "12,345"), (1_234_567, "1,234,567"), (-4_321, "−4,321")])
    func numbersAreGroupedByThousands(value: Int, shown: String) {
        #expect(SiteText.number(value) == shown)
    }

    /// A count's cell: grouped from a thousand either way (with the value it sorts by, as the text no longer is
    /// one), as it is below; empty when not known.
    @Test(arguments: [
        (999, #"<td class="num">999</td>"#), (1_000, #"<td class="num" data-sort="1000">1,000</td>"#),
        (1_001, #"<td class="num" data-sort="1001">1,001</td>"#), (-999, #"<td class="num">-999</td>"#),
        (-1_000, #"<td class="num" data-sort="-1000">−1,000</td>"#), (-1_001, #"<td class="num" data-sort="-1001">−1,001</td>"#),
        (nil, #"<td class="num"></td>"#),
    ] as [(Int?, String)])
    func aCountIsGroupedFromAThousandEitherWay(value: Int?, cell: String) {
        #expect(SiteText.count(value).html.markup == cell)
    }

    /// Points against the edition before: a gain green with its sign, a loss red with a minus sign, no change "=",
    /// a debut "new" (sorted above any change), else nothing: at −1, 0 and +1, and past a thousand.
    @Test(arguments: [
        (1, false, #"<td class="num" data-sort="1"><span class="up">+1</span></td>"#),
        (0, false, #"<td class="num" data-sort="0">=</td>"#),
        (-1, false, #"<td class="num" data-sort="-1"><span class="down">−1</span></td>"#),
        (-1_200, false, #"<td class="num" data-sort="-1200"><span class="down">−1,200</span></td>"#),
        (nil, true, #"<td class="num" data-sort="4611686018427387903"><span class="new">new</span></td>"#),
        (nil, false, #"<td class="num"></td>"#),
    ] as [(Int?, Bool, String)])
    func aPointsChangeSaysItsWay(change: Int?, debut: Bool, cell: String) {
        #expect(SiteText.pointsChange(change, debut: debut).html.markup == cell)
    }

    /// The peak's cell: ×N only when the album was there more than once (at 1, 2 and 3 times), sorted by the peak
    /// then the most times; nothing for an album never on the chart.
    @Test(arguments: [
        ([3, 1, 2], #"<td class="num" data-sort="9999">1</td>"#),
        ([1, 2, 1], #"<td class="num" data-sort="9998">1 <span class="times">×2</span></td>"#),
        ([4, 4, 5, 4], #"<td class="num" data-sort="39997">4 <span class="times">×3</span></td>"#),
        ([], #"<td class="num"></td>"#),
    ] as [([Int], String)])
    func thePeaksCellSaysTheTimesThereOnlyPastOne(ranks: [Int], cell: String) {
        var run = ChartRun()
        for (day, rank) in ranks.enumerated() { run.count(rank: rank, on: Int64(day) * 86_400) }
        #expect(SiteText.peak(run).html.markup == cell)
    }

    /// A number's cell is the same whether it is one of those made once (0 to 1,023) or not: at the edge, one
    /// under and one over, and below zero.
    @Test(arguments: [0, 1, 1_022, 1_023, 1_024, 1_025, -1, -2])
    func aNumbersCellIsItsNumberInAndPastTheMemo(value: Int) {
        #expect(HTML.Cell.number(value).html.markup == "<td class=\"num\">\(value)</td>")
    }

    /// Two editions, ranks 1 then 10: the line from the top left to the bottom right of the plot
    /// (x 44…576 for 640 wide, 44 and 64 aside; y 12…232 for 260 high, 12 and 28 aside; #5 at 12 + 220 × 4/9).
    @Test func theRunIsALineFromRankToRank() {
        let svg = RunGraph.svg([RunGraph.Series(title: "Worldwide", label: "World", ranks: [(SiteFixtures.nov18, 1), (SiteFixtures.nov18 + SiteFixtures.day, 10)])]).markup
        #expect(svg.contains(##"<polyline fill="none" stroke="#0071e3" stroke-width="4" points="44,12 576,232"/>"##), "\(svg)")
        #expect(svg.contains(##"<line class="grid" x1="44" x2="576" y1="110" y2="110"/><text x="38" y="115" text-anchor="end">#5</text>"##))
        #expect(svg.contains(">2026-11-18</text>") && svg.contains(">2026-11-19</text>"))
        #expect(svg.contains(##"<text class="end" x="582" y="237">World</text>"##), "labelled at its end")
        // A rank alone (off the chart around it) is a dot; nothing at all, no graph.
        let dot = RunGraph.svg([RunGraph.Series(title: "GB", ranks: [(SiteFixtures.nov18, nil), (SiteFixtures.nov18 + 60, 4), (SiteFixtures.nov18 + 120, nil)])]).markup
        #expect(dot.contains("<circle") && !dot.contains("<polyline"))
        #expect(RunGraph.svg([RunGraph.Series(title: "JP", ranks: [(SiteFixtures.nov18, nil)])]).isEmpty)
        // One edition: its dot in the middle (44 + 532 / 2), #4 at 12 + 220 × 3/9 (73.3), and one date.
        let one = RunGraph.svg([RunGraph.Series(title: "GB", ranks: [(SiteFixtures.nov18, 4)])]).markup
        #expect(one.contains(##"<circle cx="310" cy="85" r="5" fill="#0071e3"/>"##), "\(one)")
        #expect(one.components(separatedBy: "<text x=").count - 1 == 4, "#1, #5, #10 and one date")
        // Series are equal when their titles, labels, dates and ranks are.
        let series = RunGraph.Series(title: "US", ranks: [(SiteFixtures.nov18, 1), (SiteFixtures.nov18 + 60, nil)])
        #expect(series == RunGraph.Series(title: "US", ranks: [(SiteFixtures.nov18, 1), (SiteFixtures.nov18 + 60, nil)]))
        #expect(series != RunGraph.Series(title: "US", ranks: [(SiteFixtures.nov18, 2), (SiteFixtures.nov18 + 60, nil)]))
        #expect(series != RunGraph.Series(title: "US", ranks: [(SiteFixtures.nov18, 1), (SiteFixtures.nov18 + 61, nil)]))
        #expect(series != RunGraph.Series(title: "GB", ranks: [(SiteFixtures.nov18, 1), (SiteFixtures.nov18 + 60, nil)]))
        #expect(series != RunGraph.Series(title: "US", label: "U", ranks: [(SiteFixtures.nov18, 1), (SiteFixtures.nov18 + 60, nil)]))
    }

    /// Lines told apart without colour: each its own dash pattern, the same in the legend; a gap breaks a line;
    /// the bottom is the worst rank drawn, rounded up to ten (never below the plot); labels that would meet are moved apart.
    @Test func linesDifferWithoutColourAndGapsBreakThem() throws {
        let days = (0..<4).map { SiteFixtures.nov18 + Int64($0) * SiteFixtures.day }
        try #require(days.count == 4)
        let svg = RunGraph.svg([
            RunGraph.Series(title: "Worldwide", label: "World", ranks: [(days[0], 1), (days[1], 2), (days[2], nil), (days[3], 3)]),
            RunGraph.Series(title: "United States", label: "US", ranks: [(days[0], 3), (days[1], 3), (days[2], 3), (days[3], 3)]),
            RunGraph.Series(title: "Japan", label: "JP", ranks: [(days[0], 13), (days[1], 12), (days[2], 11), (days[3], 21)]),
        ]).markup
        #expect(svg.components(separatedBy: "<polyline").count - 1 == 3, "World's run broken by its gap (a line, then a dot), US's and JP's whole")
        #expect(svg.contains("<circle"), "World alone on the 21st")
        #expect(svg.contains(#"stroke-dasharray="9 5""#) && svg.contains(#"stroke-dasharray="2 4""#), "US and JP dashed, each its own way")
        #expect(svg.contains(#">#30</text>"#) && !svg.contains(">#40<"), "the worst rank, 21, rounded up to 30")
        #expect(svg.contains(#"<text class="end" x="582" y="#) && svg.contains(">World</text>") && svg.contains(">US</text>"))
        let ends = svg.matches(of: /<text class="end" x="582" y="(\d+)">/).compactMap { Int($0.1) }
        #expect(ends.count == 3 && zip(ends, ends.dropFirst()).allSatisfy { $1 - $0 >= 18 }, "World and US both end at #3: moved apart, \(ends)")
        // Worked out by hand (bottom #30): #3 at 12 + 220 × 2/29 (15.2) = 27, its label 5 lower; US's at #3 too, 18 below
        // World's (drawn first, labelled first); JP's #21 at 12 + 220 × 20/29 (151.7) = 164.
        #expect(svg.contains(##"<text class="end" x="582" y="32">World</text><text class="end" x="582" y="50">US</text><text class="end" x="582" y="169">JP</text>"##))
        #expect(svg.components(separatedBy: "<svg class=\"sample\"").count - 1 == 3, "the legend draws each line's own pattern")
    }

    /// Every page is a whole HTML5 document with the site's own stylesheet and script, linked relatively.
    /// The progress bar's total is the number of pages made (without a base URL: no sitemap or feed), for a site
    /// with a worldwide chart and for one of a single store's chart.
    @Test func theCountOfPagesIsThePagesMade() {
        let data = SiteFixtures.data
        #expect(SiteBuilder.count(data) == SiteBuilder.pages(data).count)
        let one = SiteData(histories: SiteFixtures.histories.filter { $0.chart == "stub standard us" }, main: "stub standard us", limit: 100)
        #expect(SiteBuilder.count(one) == SiteBuilder.pages(one).count)
        #expect(SiteBuilder.count(one) < SiteBuilder.count(data))
        // With a base URL: the sitemap and the feed too.
        let base = "https://charts.example/"
        #expect(SiteBuilder.count(data, baseURL: base) == SiteBuilder.pages(data, baseURL: base).count)
        #expect(SiteBuilder.count(data, baseURL: base) == SiteBuilder.count(data) + 2)
    }

    @Test func everyPageIsADocumentOfItsOwn() throws {
        // (The 404 page is a server's, shown at any address: its links lead from the site's root. PublishingTests.)
        let pages = SiteBuilder.pages(SiteFixtures.data).filter { $0.path.hasSuffix(".html") && $0.path != "404.html" }
        for page in pages {
            #expect(page.html.hasPrefix("<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"), "\(page.path)")
            let up = String(repeating: "../", count: page.depth)
            #expect(page.html.contains("<link rel=\"stylesheet\" href=\"\(up)style.css\">") && page.html.contains("<script src=\"\(up)sort.js\"></script>"), "\(page.path)")
            #expect(!page.html.contains("http://") || page.html.contains("http://www.w3.org"), "\(page.path): nothing fetched from elsewhere")
        }
        let paths = Set(pages.map(\.path))
        #expect(paths.isSuperset(of: ["index.html", "artists/index.html", "charts/" + SitePaths.slug("stub standard us") + ".html", "albums/22.html", "periods/2026.html", "periods/2026-11.html"]))
    }

    /// The index is the worldwide chart over the most stores, its rows worked out from the stores' editions of its day.
    @Test func theIndexIsTheWorldwideChartElseTheNewestChart() throws {
        let data = SiteFixtures.data
        guard case .world(let chart) = data.home else {
            Issue.record("no worldwide chart")
            return
        }
        #expect(chart.key == "stub world gb,us" && chart.newest == SiteFixtures.nov18 + 2 * SiteFixtures.day)
        // 20 Nov: us 22 33 66, gb 11 22 33 (N+1−rank points in a chart of 3): 22 has 3 + 2 = 5, 33 has 2 + 1 = 3 in two
        // stores, 11 has 3 in one (fewer stores: after 33), 66 has 1.
        let rows = try #require(data.record(chart) { _ in true }.editions.last?.rows)
        #expect(rows.map(\.album.id) == ["22", "33", "11", "66"] && rows.map(\.points) == [5, 3, 3, 1])
        #expect(rows.map(\.stores) == [2, 2, 1, 1] && rows.map(\.numberOnes) == [1, 0, 1, 0])
        let stores = SiteData(histories: SiteFixtures.histories.filter { !$0.chart.contains("world") }, main: "stub standard us", limit: 100)
        guard case .chart(let latest) = stores.home else {
            Issue.record("no chart")
            return
        }
        #expect(latest.key == "stub standard us", "the newest edition; of equals, the first listed (the Americas first)")
    }

    /// Two worldwide charts: the one over the most stores is the index's, though the other is newer.
    @Test func theIndexPicksTheWorldwideChartOverTheMostStores() throws {
        var histories = SiteFixtures.histories
        var small = ChartHistory(chart: "stub world us")
        small.record(updated: SiteFixtures.nov18 + 5 * SiteFixtures.day, albums: [SiteFixtures.album("22", rank: 1)])
        histories.append(small)
        let data = SiteData(histories: histories, main: "stub standard us", limit: 100)
        guard case .world(let chart) = data.home else {
            Issue.record("no worldwide chart")
            return
        }
        #expect(chart.key == "stub world gb,us", "two stores beat one, though one store's is newer")
        #expect(data.charts.prefix(2).map(\.key) == ["stub world gb,us", "stub world us"], "the charts list puts worldwide charts first")
    }
}
