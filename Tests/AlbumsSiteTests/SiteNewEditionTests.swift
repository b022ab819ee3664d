@testable import AlbumsCore
@testable import AlbumsSite
import AlbumsTestSupport
import Foundation
import Testing

/// A store's new edition rewrites the pages it changes and no other: that
/// store's chart, its new edition and the one before it (whose "next" now
/// leads somewhere), its totals, the albums it lists or no longer lists and
/// their artists, and the lists that count them. Each page's footer says the
/// newest edition on that page, not the site's: else every page would change.
@Suite struct SiteNewEditionTests {
    /// The fixtures' site, and the same with a fourth edition of GB's chart (21 November: 11, 33 and the debut 44).
    static func before() -> [String: String] {
        Dictionary(SiteBuilder.pages(SiteFixtures.data).map { ($0.path, $0.html) }) { first, _ in first }
    }

    static func after() -> [String: String] {
        var histories = SiteFixtures.histories
        let index = histories.firstIndex { $0.chart == "stub standard gb" } ?? 0
        histories[index].record(updated: SiteFixtures.nov18 + 3 * SiteFixtures.day,
                                albums: ["11", "33", "44"].enumerated().map { SiteFixtures.album($1, rank: $0 + 1) })
        let data = SiteData(histories: histories, main: "stub standard us", limit: 100,
                            artwork: ["22": "https://is1-ssl.mzstatic.com/image/thumb/x/22/100x100bb.jpg", "66": "javascript:alert(1)"])
        return Dictionary(SiteBuilder.pages(data).map { ($0.path, $0.html) }) { first, _ in first }
    }

    @Test func onlyThePagesItChangesChange() {
        let (before, after) = (Self.before(), Self.after())
        let gb = SitePaths.slug("stub standard gb")
        let new = Set(after.keys).subtracting(before.keys)
        let changed = Set(before.keys).intersection(after.keys).filter { before[$0] != after[$0] }
        #expect(Set(before.keys).subtracting(after.keys).isEmpty, "nothing goes")
        #expect(new == ["charts/\(gb)/2026-11-21.html", SitePaths.album("44"), SitePaths.artist("Artist 44")])
        #expect(changed == [
            "index.html",  // GB's chart is listed with its newest edition's day
            SitePaths.chartPage(gb), "charts/\(gb)/2026-11-20.html", SitePaths.totals(gb),
            SitePaths.album("11"), SitePaths.album("22"), SitePaths.album("33"),  // in GB's new edition, or no longer
            SitePaths.artist("Artist 11"), SitePaths.artist("Artist 22"), SitePaths.artist("Artist 33"), SitePaths.artists,
        ], "\(changed.sorted())")
        // The worldwide chart's pages, the US chart's, the periods' and the assets are as they were.
        #expect(before.count > 30)
    }

    @Test func eachPagesFooterSaysItsOwnNewestEdition() {
        let after = Self.after()
        let gb = SitePaths.slug("stub standard gb")
        #expect(after[SitePaths.chartPage(gb)]?.contains(#"<time datetime="2026-11-21T12:00:00Z">2026-11-21</time>"#) == true)
        #expect(after["charts/\(gb)/2026-11-19.html"]?.contains(#"<time datetime="2026-11-19T12:00:00Z">2026-11-19</time>"#) == true)
        #expect(after[SitePaths.chart("stub standard us")]?.contains(#"<time datetime="2026-11-20T12:00:00Z">"#) == true)
        #expect(after[SitePaths.album("66")]?.contains(#"<time datetime="2026-11-20T12:00:00Z">"#) == true, "66 is last listed on the 20th")
        #expect(after["index.html"]?.contains(#"<time datetime="2026-11-21T12:00:00Z">"#) == true, "the index: the site's newest")
    }

    /// Written: the new pages and the changed ones, and no other file touched.
    @Test func theWriterWritesOnlyThose() throws {
        let folder = Paths.temporaryFolder() + "/site"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = { (pages: [String: String]) in pages.map { (path: $0.key, data: Data($0.value.utf8)) } }
        _ = try SiteWriter.write(files(Self.before()), into: folder, fingerprint: "a")
        let untouched = folder + "/" + SitePaths.chart("stub standard us")
        let time = SiteWriterTests.modified(untouched)
        Thread.sleep(forTimeInterval: 0.05)
        let summary = try SiteWriter.write(files(Self.after()), into: folder, fingerprint: "b")
        #expect((summary.new, summary.changed, summary.removed) == (3, 11, 0))
        #expect(SiteWriterTests.modified(untouched) == time)
    }
}
