@testable import AlbumsClients
@testable import AlbumsCore
import AlbumsEssentials
@testable import AlbumsSite
import Foundation
import Testing

/// Where pages go and what charts are called; what each column of the site's tables holds.
@Suite struct SitePathsTests {
    static func hash(_ text: String) -> String { String(SHA256.hex(text).prefix(20)) }

    @Test func namesBecomeSafeFileNames() {
        #expect(SitePaths.slug("Ivy Holloway!") == "ivy-holloway-" + Self.hash("Ivy Holloway!"))
        #expect(SitePaths.slug("東京") == Self.hash("東京"), "nothing of it is a letter a file name keeps")
        #expect(SitePaths.chart("stub standard us") == "charts/stub-standard-us-" + Self.hash("stub standard us") + ".html")
        #expect(SitePaths.album(String(repeating: "1", count: 24)) == "albums/" + String(repeating: "1", count: 24) + ".html", "an id of digits is itself")
        let long = String(repeating: "1", count: 25)
        #expect(SitePaths.album(long) == "albums/" + long + "-" + Self.hash(long) + ".html", "too long: a slug, with its hash")
        #expect(SitePaths.album("../../etc") == "albums/etc-" + Self.hash("../../etc") + ".html")
        #expect(SitePaths.artist("ÍVY") == SitePaths.artist("ivy"), "an artist folded as albums artist folds names")
    }

    @Test func chartsAreCalledWhatTheyAre() {
        #expect(SitePaths.title(of: "stub standard us", stores: nil) == "United States (stub)")
        #expect(SitePaths.title(of: "standard jp", stores: nil) == "Japan")
        #expect(SitePaths.title(of: "standard cg", stores: nil) == "Republic of the Congo", "a store by its English name, not its code")
        #expect(SitePaths.title(of: "world gb,us", stores: 2) == "Worldwide · 2 stores")
        #expect(SitePaths.title(of: "https://example.com/feed.json?key=1", stores: nil) == "example.com/feed.json", "a feed by its host and path, not its URL")
        #expect(SitePaths.title(of: "http://127.0.0.1:8080/jp/top-100.json", stores: nil, store: "jp") == "Japan · 127.0.0.1:8080",
                "a store's chart of a feed of one's own: the store, and the feed's host")
        #expect(SitePaths.worldStores("stub world gb,us") == ["gb", "us"] && SitePaths.worldStores("world")?.count == AppleMusicStores.codes.count)
        #expect(SitePaths.worldStores("standard us") == nil && SitePaths.worldStores("world gb,zz") == nil)
        // As albums names a worldwide chart: each store once, in order; else it is a chart of another name.
        #expect(SitePaths.worldStores("world us,us,us,us,us") == nil, "one store five times is no worldwide chart of five")
        #expect(SitePaths.worldStores("world us,gb") == nil && SitePaths.worldStores("world gb,,us") == nil && SitePaths.worldStores("world GB,US") == nil)
        #expect(SitePaths.worldStores("world gb,jp,us") == ["gb", "jp", "us"])
        // A chart whose first word is as long as "world" is no worldwide chart: only "world" is.
        #expect(SitePaths.worldStores("clean us") == nil && SitePaths.worldStores("stub clean gb,us") == nil && SitePaths.worldStores("worlds us") == nil)
    }

    /// Every column of every table of the site sorts as what it holds: numbers as numbers, names and dates as text.
    @Test func everyColumnSortsAsWhatItHolds() {
        let numeric: [String: Bool] = [
            "#": true, "±": true, "Pts": true, "Pts+": true, "TPts": true, "Points": true, "Stores": true, "#1 stores": true, "Best": true, "Peak": true,
            "Pk": true, "Days": true, "Editions": true, "Now": true, "Albums": true, "New": true, "Days at #1": true, "World peak": true, "World days": true,
            "US": true, "GB": true,
            "Album": false, "Artist": false, "Chart": false, "First": false, "Newest": false, "Number one now": false, "In": false, "On": false,
            "Debut": false, "Edition": false, "Number one": false,
        ]
        var seen: Set<String> = []
        for page in SiteBuilder.pages(SiteFixtures.data) where page.path.hasSuffix(".html") {
            for header in page.html.matches(of: /<th scope="col" data-type="(num|text)"><button type="button">(.*?)<\/button><\/th>/) {
                let name = String(header.2).replacing(/<[^>]*>/, with: "")
                seen.insert(name)
                #expect(numeric[name] == (header.1 == "num"), "\(page.path): \(name) is \(header.1)")
            }
        }
        #expect(seen == Set(numeric.keys), "every kind of column is on some page")
    }

    /// A chart's page is its newest edition; with --remote-covers, the album's cover, where its artwork is known, is Apple's at
    /// 320 pixels (twice the 160 shown); an album without one shows the site's own placeholder.
    @Test func aChartsPageIsItsNewestEditionAndCoversAreApplesArtwork() throws {
        let pages = Dictionary(SiteBuilder.pages(SiteFixtures.data, covers: SiteArtwork.remote(SiteFixtures.data)).map { ($0.path, $0.html) }) { first, _ in first }
        let us = try #require(pages[SitePaths.chart("stub standard us")])
        let newest = us.components(separatedBy: "<tbody>")[1].matches(of: /albums\/(\d+)\.html/).map { String($0.1) }
        #expect(newest == ["22", "33", "66"], "20 November's order, not 18 November's")
        let album = try #require(pages[SitePaths.album("22")])
        #expect(album.contains(#"<img class="cover" src="https://is1-ssl.mzstatic.com/image/thumb/x/22/320x320bb.jpg" alt="The cover of Album 22" width="160""#))
        #expect((pages[SitePaths.album("66")] ?? "").contains(#"<img class="cover" src="../cover.svg" alt="No cover of"#), "javascript: is no artwork: the placeholder")
        #expect(!(pages[SitePaths.album("66")] ?? "").contains("javascript"))
    }

    /// A feed's "HTTPS://" is Apple's artwork as "https://" is: an absolute image, not a path of the site's.
    @Test func anUpperCaseSchemeIsStillApplesArtwork() throws {
        var data = SiteFixtures.data
        data.artwork["22"] = "HTTPS://is1-ssl.mzstatic.com/image/thumb/x/22/100x100bb.jpg"
        let pages = Dictionary(SiteBuilder.pages(data, covers: SiteArtwork.remote(data)).map { ($0.path, $0.html) }) { first, _ in first }
        let album = try #require(pages[SitePaths.album("22")])
        #expect(album.contains(#"<img class="cover" src="https://is1-ssl.mzstatic.com/image/thumb/x/22/320x320bb.jpg""#), "\(album.firstMatch(of: /<img[^>]*>/).map { String($0.0) } ?? "")")
        #expect(HTML.artwork("HtTpS://a1.mzstatic.com/x.jpg") == "https://a1.mzstatic.com/x.jpg")
        #expect(HTML.artwork("HTTP://a1.mzstatic.com/x.jpg") == nil, "http is no artwork")
    }
}
