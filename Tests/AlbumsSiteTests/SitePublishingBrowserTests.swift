@testable import AlbumsCore
@testable import AlbumsSite
import AlbumsTestSupport
import Foundation
import Testing

/// A site people can publish, in chromium: a phone shows what matters of the
/// worldwide table, the keyboard reaches every sortable header with its focus
/// ring showing, the header stays while a long table scrolls, and a page
/// built without --remote-covers asks no host but its own for anything.
@Suite(.onTestThreads, .enabled(if: WebDriver.isAvailable, "chromium and chromedriver are needed (apt-get install chromium chromium-driver)"))
struct SitePublishingBrowserTests {
    /// The 15 biggest markets' charts (the worldwide table's every column) and their worldwide chart, three days each, 40 albums.
    static func marketsSite() throws -> String {
        let markets = Array(AppleMusicStores.biggestMarkets.prefix(15))
        var histories: [ChartHistory] = []
        var world = ChartHistory(chart: "stub world " + markets.sorted().joined(separator: ","))
        for day in 0..<3 {
            var charts: [(String, [Album])] = []
            for (index, code) in markets.enumerated() {
                let ids = (0..<40).map { String(1_000 + ($0 * 7 + index + day) % 40) }
                charts.append((code, ids.enumerated().map { SiteFixtures.album($1, rank: $0 + 1, name: "An album with a long name \($1)", artist: "Its artist \($1)") }))
            }
            let updated = SiteFixtures.nov18 + Int64(day) * SiteFixtures.day
            for (code, albums) in charts {
                if let at = histories.firstIndex(where: { $0.chart == "stub standard " + code }) {
                    histories[at].record(updated: updated, albums: albums)
                } else {
                    var history = ChartHistory(chart: "stub standard " + code)
                    history.record(updated: updated, albums: albums)
                    histories.append(history)
                }
            }
            world.record(updated: updated, albums: WorldwideChart(charts).albums)
        }
        histories.append(world)
        let folder = Paths.temporaryFolder() + "/site"
        let pages = SiteBuilder.pages(SiteData(histories: histories, main: "stub standard us", limit: 100))
        _ = try SiteWriter.write(pages.map { (path: $0.path, data: Data($0.html.utf8)) }, into: folder, fingerprint: "phone")
        return folder
    }

    /// At 390 × 844: the first row's rank, album, artist and points are in view without scrolling; the page doesn't
    /// scroll sideways, the table does (in its own box), and it shows that it does.
    @Test func aPhoneShowsTheRankAlbumArtistAndPoints() throws {
        let folder = try Self.marketsSite()
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let browser = try WebDriver(width: 390, height: 844)
        defer { browser.quit() }
        try browser.open("file://" + folder + "/index.html")
        let places = try browser.run("""
            const row = document.querySelector('table.fan tbody tr'), cell = i => row.cells[i].getBoundingClientRect();
            const artist = row.cells[2].querySelector('.by a').getBoundingClientRect();
            return [cell(0), row.cells[2].querySelector('a').getBoundingClientRect(), artist, cell(3)].map(r => [r.left, r.right, r.top, r.bottom])
                .concat([[window.innerWidth, window.innerHeight, document.documentElement.scrollWidth, 0]]);
            """) as? [[Double]] ?? []
        try #require(places.count == 5, "\(places)")
        let (width, height, pageWidth) = (places[4][0], places[4][1], places[4][2])
        for (name, place) in zip(["rank", "album", "artist", "points"], places.prefix(4)) {
            #expect(place[0] >= 0 && place[1] <= width && place[2] >= 0 && place[3] <= height, "\(name) at \(place), the window \(width)×\(height)")
        }
        #expect(pageWidth <= width, "the page doesn't scroll sideways: \(pageWidth) for \(width)")
        let box = try browser.run("const box = document.querySelector('table.fan').closest('.scroll'); return [box.scrollWidth, box.clientWidth]") as? [Int] ?? []
        try #require(box.count == 2, "\(box)")
        #expect(box[0] > box[1], "the table scrolls in its box: \(box)")
        // Scrolled sideways, the rank, movement and album stay put; the columns after them (Days on) scroll.
        let lefts = "return [0, 1, 2, 3].map(i => document.querySelector('table.fan tbody tr').cells[i].getBoundingClientRect().left)"
        let before = try browser.run(lefts) as? [Double] ?? []
        _ = try browser.run("document.querySelector('table.fan').closest('.scroll').scrollLeft = 400")
        let after = try browser.run(lefts) as? [Double] ?? []
        try #require(before.count == 4, "\(before)")
        try #require(after.count == 4, "\(after)")
        #expect(before.prefix(3) == after.prefix(3), "the first three columns stick: \(before) then \(after)")
        #expect(after[3] < before[3] - 100, "the fourth scrolls: \(before[3]) then \(after[3])")
        let shadow = try browser.run("return getComputedStyle(document.querySelector('table.fan').closest('.scroll')).backgroundImage") as? String ?? ""
        #expect(shadow.contains("gradient"), "the box's edges shade where there is more to scroll to")
    }

    /// Tab reaches the first sortable header, whose focus ring shows; the header stays in view while the table scrolls.
    @Test func theKeyboardReachesAHeaderAndTheHeaderSticks() throws {
        let folder = try Self.marketsSite()
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let browser = try WebDriver(width: 1000, height: 700)
        defer { browser.quit() }
        try browser.open("file://" + folder + "/index.html")
        var focused = ""
        for _ in 0..<40 {
            try browser.press([WebDriver.tab])
            focused = try browser.run("const e = document.activeElement; return e.tagName + (e.closest('th') ? ' in th' : '')") as? String ?? ""
            if focused == "BUTTON in th" { break }
        }
        #expect(focused == "BUTTON in th", "Tab reaches a sortable header")
        let ring = try browser.run("const s = getComputedStyle(document.activeElement); return [s.outlineStyle, s.outlineWidth, s.boxShadow]") as? [String] ?? []
        try #require(ring.count == 3, "\(ring)")
        #expect(((ring[0] != "none" && ring[1] != "0px") || ring[2] != "none"), "a visible focus ring: \(ring)")
        // Space sorts by it (as a click does), said in aria-sort.
        try browser.press([" "])
        #expect(try browser.run("return document.activeElement.closest('th').getAttribute('aria-sort')") as? String != nil)
        // The header stays at the top of the table's box while its rows scroll under it.
        let top = try browser.run("""
            const box = document.querySelector('table.fan').closest('.scroll'); box.scrollTop = 600;
            return [box.getBoundingClientRect().top, document.querySelector('table.fan thead th').getBoundingClientRect().top, box.scrollTop];
            """) as? [Double] ?? []
        try #require(top.count == 3, "\(top)")
        #expect(top[2] > 0 && abs(top[1] - top[0]) <= 2, "the header sticks at the box's top: \(top)")
    }

    /// The stub's site, made as a user makes it (covers copied by default): opened in chromium, every resource the
    /// index and an album's page load is a file of the site's own.
    @Test func aSiteWithoutRemoteCoversAsksNoOtherHost() async throws {
        let folder = try await SiteTidyTests.site()
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let browser = try WebDriver(width: 1000, height: 800)
        defer { browser.quit() }
        for page in ["index.html", SitePaths.album("1707632255")] {
            _ = try browser.requests()
            try browser.open("file://" + folder + "/" + page)
            _ = try browser.run("window.scrollTo(0, document.body.scrollHeight)")
            // The browser's own pages (its new tab's chrome:// and data: parts) aren't the site's.
            let loaded = try browser.requests().filter { !$0.hasPrefix("chrome://") && !$0.hasPrefix("data:") }
            let own = loaded.filter { $0.hasPrefix("file://" + folder + "/") }
            #expect(own.count >= 3, "\(page): the page, its style and its pictures: \(own)")
            #expect(own.count == loaded.count, "\(page) asked another host: \(loaded.filter { !$0.hasPrefix("file://" + folder + "/") })")
            let images = try browser.run("return Array.from(document.images).map(i => [i.currentSrc, i.naturalWidth])") as? [[Any]] ?? []
            #expect(images.allSatisfy { ($0.last as? Int ?? 0) > 0 }, "\(page): every image loaded: \(images)")
        }
    }

    /// The same page made with --remote-covers asks Apple's artwork host (the counterpart: the check above can see a request
    /// leave the folder). No request is answered: the machine has no network, and only the asking is looked at.
    @Test func aSiteWithRemoteCoversAsksApplesArtworkHost() async throws {
        let folder = try await SiteTidyTests.site(["--remote-covers"])
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let browser = try WebDriver(width: 1000, height: 800)
        defer { browser.quit() }
        _ = try browser.requests()
        try browser.open("file://" + folder + "/" + SitePaths.album("1707632255"))
        let asked = try browser.requests().filter { $0.hasPrefix("https://") }
        #expect(!asked.isEmpty && asked.allSatisfy { URL(string: $0)?.host?.hasSuffix(".mzstatic.com") == true }, "\(asked)")
    }

    /// A numeric column's empty cells (a store that doesn't chart the album) go last, whichever way it sorts; and at a
    /// desktop's width a table that fits its box doesn't scroll in it.
    @Test func emptyCellsSortLastAndATableThatFitsDoesntScroll() throws {
        // The worldwide #1 (A: 3 points in the US) isn't in GB's chart, whose one album (C) is third: GB's column
        // begins with an empty cell, so that sorting must move it.
        let us = SiteFixtures.history("stub standard us", [["A", "B", "C"]]), gb = SiteFixtures.history("stub standard gb", [["C"]])
        try #require(us.editions.count == 1 && gb.editions.count == 1)
        var world = ChartHistory(chart: "stub world gb,us")
        let charts = [("us", us.albums(of: us.editions[0])), ("gb", gb.albums(of: gb.editions[0]))].map { code, entries in
            (code, entries.enumerated().map { Album(kept: $1.id, name: $1.name, artist: $1.artist, rank: $0 + 1) })
        }
        world.record(updated: SiteFixtures.nov18, albums: WorldwideChart(charts).albums)
        let folder = Paths.temporaryFolder() + "/site"
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let pages = SiteBuilder.pages(SiteData(histories: [us, gb, world], main: "stub standard us", limit: 100))
        _ = try SiteWriter.write(pages.map { (path: $0.path, data: Data($0.html.utf8)) }, into: folder, fingerprint: "empty")
        let browser = try WebDriver(width: 1600, height: 900)
        defer { browser.quit() }
        try browser.open("file://" + folder + "/index.html")
        for market in ["GB"] {
            try browser.open("file://" + folder + "/index.html")
            let index = try browser.run("return Array.from(document.querySelectorAll('table.fan thead th')).findIndex(th => th.textContent === arguments[0])", [market]) as? Int ?? -1
            try #require(index > 0, "a \(market) column")
            let column = { try browser.run("return Array.from(document.querySelector('table.fan').tBodies[0].rows).map(r => r.cells[\(index)].textContent)") as? [String] ?? [] }
            let before = try column()
            try #require(before == ["", "1", ""], "\(market): \(before)")
            for order in ["descending", "ascending"] {
                try browser.click("table.fan th:nth-child(\(index + 1)) button")
                let values = try column()
                let filled = values.filter { !$0.isEmpty }
                #expect(values == filled + Array(repeating: "", count: values.count - filled.count), "\(market), \(order): \(values)")
                let ranks: [Int] = filled.compactMap { Int($0) }
                let sorted: [Int] = order == "ascending" ? ranks.sorted() : ranks.sorted().reversed()
                #expect(ranks == sorted, "\(market), \(order): \(filled)")
            }
        }
        let boxes = try browser.run("return Array.from(document.querySelectorAll('.scroll')).map(b => [b.scrollWidth, b.clientWidth])") as? [[Int]] ?? []
        #expect(!boxes.isEmpty && boxes.allSatisfy { $0.count == 2 && $0[0] <= $0[1] }, "\(boxes)")
    }
}
