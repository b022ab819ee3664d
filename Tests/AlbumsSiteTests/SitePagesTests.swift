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
        let pages = SiteBuilder.pages(SiteFixtures.data)
        let html = pages.filter { $0.path.hasSuffix(".html") }.map(\.html).joined()
        #expect(!html.contains("<img src=x") && !html.contains("<script>window") && !html.contains("onerror=\""))
        #expect(html.contains("&lt;img src=x onerror=&quot;window.__hacked=1&quot;&gt;&quot;&#39;\\u{202E}evil"), "shown as the characters it is")
        #expect(!html.contains("javascript:"), "an artwork URL that isn't Apple's is never written")
        // The only script is the site's own, by reference.
        #expect(html.components(separatedBy: "<script").count - 1 == pages.filter { $0.path.hasSuffix(".html") }.count)
        #expect(!SiteAssets.script.description.contains("__hacked") && !SiteAssets.stylesheet.description.contains("evil"))
    }

    /// The worldwide table, row by row: rank, movement, album, artist, points, stores, #1s, best and where.
    @Test func theWorldTableIsWorldsRows() {
        var album = Album(kept: "22", name: "Beta & Co", artist: "Bob", rank: 1)
        album.history = AlbumHistory(previousRank: 3, peakRank: 1, editions: 2, movement: .up(2), debut: 0, debutRank: 3, days: 1)
        let row = WorldwideChart.Row(album: album, points: 5, stores: 2, numberOnes: 1, best: 1, bestIn: ["us", "gb"])
        #expect(IndexPage.worldTable([row], depth: 0, names: SiteFixtures.data.names).markup == """
            <div class="scroll"><table class="sortable"><thead><tr>\
            <th scope="col" data-type="num"><button type="button">#</button></th><th scope="col" data-type="num"><button type="button">Move</button></th>\
            <th scope="col" data-type="text"><button type="button">Album</button></th><th scope="col" data-type="text"><button type="button">Artist</button></th>\
            <th scope="col" data-type="num"><button type="button">Points</button></th><th scope="col" data-type="num"><button type="button">Stores</button></th>\
            <th scope="col" data-type="num"><button type="button">#1s</button></th><th scope="col" data-type="num"><button type="button">Best</button></th>\
            </tr></thead><tbody><tr>\
            <td class="num">1</td><td class="num" data-sort="2"><span class="up">▲2</span></td>\
            <td class="name"><a href="albums/22.html">Beta &amp; Co</a></td><td class="name"><a href="\(SitePaths.artist("Bob"))">Bob</a></td>\
            <td class="num">5</td><td class="num">2</td><td class="num">1</td><td class="num" data-sort="1">1 US +1</td>\
            </tr></tbody></table></div>
            """)
    }

    /// Two editions, ranks 1 then 10: the line from the top left to the bottom right of the plot
    /// (x 36…628 for 640 wide, 36 and 12 aside; y 10…216 for 240 high, 10 and 24 aside; #5 at 10 + 206 × 4/9).
    @Test func theRunIsALineFromRankToRank() {
        let svg = RunGraph.svg([RunGraph.Series(title: "US", ranks: [(SiteFixtures.nov18, 1), (SiteFixtures.nov18 + SiteFixtures.day, 10)])])
        #expect(svg.markup.contains(##"<polyline fill="none" stroke="#0071e3" stroke-width="2" points="36,10 628,216"/>"##), "\(svg.markup)")
        #expect(svg.markup.contains(##"<line class="grid" x1="36" x2="628" y1="102" y2="102"/><text x="32" y="106" text-anchor="end">#5</text>"##))
        #expect(svg.markup.contains(">2026-11-18</text>") && svg.markup.contains(">2026-11-19</text>"))
        // A rank alone (off the chart around it) is a dot; nothing at all, no graph.
        let dot = RunGraph.svg([RunGraph.Series(title: "GB", ranks: [(SiteFixtures.nov18, nil), (SiteFixtures.nov18 + 60, 4), (SiteFixtures.nov18 + 120, nil)])])
        #expect(dot.markup.contains("<circle") && !dot.markup.contains("<polyline"))
        #expect(RunGraph.svg([RunGraph.Series(title: "JP", ranks: [(SiteFixtures.nov18, nil)])]).isEmpty)
        // Series are equal when their titles, dates and ranks are.
        let series = RunGraph.Series(title: "US", ranks: [(SiteFixtures.nov18, 1), (SiteFixtures.nov18 + 60, nil)])
        #expect(series == RunGraph.Series(title: "US", ranks: [(SiteFixtures.nov18, 1), (SiteFixtures.nov18 + 60, nil)]))
        #expect(series != RunGraph.Series(title: "US", ranks: [(SiteFixtures.nov18, 2), (SiteFixtures.nov18 + 60, nil)]))
        #expect(series != RunGraph.Series(title: "US", ranks: [(SiteFixtures.nov18, 1), (SiteFixtures.nov18 + 61, nil)]))
        #expect(series != RunGraph.Series(title: "GB", ranks: [(SiteFixtures.nov18, 1), (SiteFixtures.nov18 + 60, nil)]))
    }

    /// Every page is a whole HTML5 document with the site's own stylesheet and script, linked relatively.
    @Test func everyPageIsADocumentOfItsOwn() throws {
        let pages = SiteBuilder.pages(SiteFixtures.data).filter { $0.path.hasSuffix(".html") }
        for page in pages {
            #expect(page.html.hasPrefix("<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"), "\(page.path)")
            let up = String(repeating: "../", count: page.depth)
            #expect(page.html.contains("<link rel=\"stylesheet\" href=\"\(up)style.css\">") && page.html.contains("<script src=\"\(up)sort.js\"></script>"), "\(page.path)")
            #expect(!page.html.contains("http://") || page.html.contains("http://www.w3.org"), "\(page.path): nothing fetched from elsewhere")
        }
        let paths = Set(pages.map(\.path))
        #expect(paths.isSuperset(of: ["index.html", "artists/index.html", "charts/" + SitePaths.slug("stub standard us") + ".html", "albums/22.html", "periods/2026.html", "periods/2026-11.html"]))
    }

    /// The index is the worldwide chart over the most stores; without one, the chart kept most recently.
    @Test func theIndexIsTheWorldwideChartElseTheNewestChart() {
        guard case .world(let chart, let rows, let updated) = SiteFixtures.data.home else {
            Issue.record("no worldwide chart")
            return
        }
        #expect(chart.key == "stub world gb,us" && updated == SiteFixtures.nov18 + 2 * SiteFixtures.day)
        // 20 Nov: us 22 33 66, gb 11 22 33 (N+1−rank points in a chart of 3): 22 has 3 + 2 = 5, 33 has 2 + 1 = 3 in two
        // stores, 11 has 3 in one (fewer stores: after 33), 66 has 1.
        #expect(rows.map(\.album.id) == ["22", "33", "11", "66"] && rows.map(\.points) == [5, 3, 3, 1])
        #expect(rows.map(\.stores) == [2, 2, 1, 1] && rows.map(\.numberOnes) == [1, 0, 1, 0])
        let stores = SiteData(histories: SiteFixtures.histories.filter { !$0.chart.contains("world") }, main: "stub standard us", limit: 100)
        guard case .chart(let latest) = stores.home else {
            Issue.record("no chart")
            return
        }
        #expect(latest.key == "stub standard gb", "the newest edition, then the last key among equals")
    }
}
