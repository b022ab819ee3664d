@testable import AlbumsCore
@testable import AlbumsSite
import AlbumsTestSupport
import Foundation
import Testing

/// The site in a real browser: chromium, headless, driven over WebDriver.
/// Where chromium or chromedriver is missing the test is skipped, saying so
/// (CI installs both: `.ci/install-test-tools`).
@Suite(.onTestThreads, .enabled(if: WebDriver.isAvailable, "chromium and chromedriver are needed (apt-get install chromium chromium-driver)"))
struct SiteBrowserTests {
    @Test func everyPageLoadsRunsNoFeedScriptFitsAPhoneFollowsDarkModeAndSorts() throws {
        let folder = Paths.temporaryFolder() + "/site"
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let pages = SiteBuilder.pages(SiteFixtures.data)
        _ = try SiteWriter.write(pages.map { (path: $0.path, data: Data($0.html.utf8)) }, into: folder, fingerprint: "browser")
        let browser = try WebDriver(width: 1200, height: 900)
        defer { browser.quit() }
        // (The 404 page is a server's: its links lead from the site's root, not from a file on disk.)
        let html = pages.filter { $0.path.hasSuffix(".html") && $0.path != "404.html" }.map(\.path)

        // Every page: loads with no console error, runs no script of a feed's, and shows the hostile name as the text it is.
        var shownHostile = 0
        for path in html {
            try browser.open("file://" + folder + "/" + path)
            let errors = try browser.consoleMessages().filter { $0.level == "SEVERE" }
            #expect(errors.isEmpty, "\(path): \(errors)")
            #expect(try browser.run("return typeof window.__hacked") as? String == "undefined", "\(path): a feed's name ran")
            if try browser.run("return document.body.innerText.indexOf(arguments[0]) >= 0", [#"<img src=x onerror="window.__hacked=1">"'\u{202E}evil"#]) as? Bool == true {
                shownHostile += 1
            }
            #expect(try browser.run("return document.querySelectorAll('img[onerror], [onclick], a[href^=\"javascript\"]').length") as? Int == 0, "\(path)")
        }
        #expect(shownHostile >= 3, "the hostile album is named, as text, on its page, its charts' and its artist's")

        // A table sorts by a click on its header: numbers as numbers, biggest first, the other way on a second click
        // (the order said in aria-sort); names as text. Points, their change and their total alike.
        try browser.open("file://" + folder + "/index.html")
        let column = { (index: Int) throws -> [String] in
            try browser.run("return Array.from(document.querySelector('table.fan').tBodies[0].rows).map(r => r.cells[\(index)].dataset.sort ?? r.cells[\(index)].textContent)") as? [String] ?? []
        }
        let sortOf = { (index: Int) throws -> String? in try browser.run("return document.querySelector('table.fan th:nth-child(\(index + 1))').getAttribute('aria-sort')") as? String }
        for (index, name) in [(3, "Pts"), (4, "Pts+"), (5, "TPts")] {
            let values = try column(index)
            try #require(values.count >= 3, "\(name): \(values)")
            try browser.click("table.fan th:nth-child(\(index + 1)) button")
            #expect(try column(index) == values.sorted { Int($0) ?? 0 > Int($1) ?? 0 }, "\(name): biggest first, as numbers")
            #expect(try sortOf(index) == "descending")
            try browser.click("table.fan th:nth-child(\(index + 1)) button")
            #expect(try column(index) == values.sorted { Int($0) ?? 0 < Int($1) ?? 0 }, "\(name): then smallest first")
            #expect(try sortOf(index) == "ascending")
        }
        try browser.click("table.fan th:nth-child(3) button")
        let names = try column(2)
        #expect(names == names.sorted { $0.localizedCompare($1) == .orderedAscending } || names == names.sorted(), "album names as text, A to Z: \(names)")

        // Dark mode changes the colours.
        let background = "return getComputedStyle(document.body).backgroundColor"
        let light = try browser.run(background) as? String
        try browser.prefersColorScheme("dark")
        let dark = try browser.run(background) as? String
        #expect(light == "rgb(255, 255, 255)" && dark == "rgb(22, 22, 23)", "\(light ?? "?") then \(dark ?? "?")")
        try browser.prefersColorScheme("light")

        // At 390 px no page scrolls sideways: wide tables scroll in their own box.
        try browser.resize(width: 390, height: 844)
        for path in html {
            try browser.open("file://" + folder + "/" + path)
            let widths = try browser.run("return [document.documentElement.scrollWidth, window.innerWidth]") as? [Int] ?? []
            try #require(widths.count == 2, "\(path): \(widths)")
            #expect(widths[0] <= widths[1], "\(path) is \(widths) wide at 390 px")
            // Each scroll box within its container's content, not out into its padding.
            let boxes = try browser.run("""
                return Array.from(document.querySelectorAll('.scroll')).map(b => { const p = b.parentElement, s = getComputedStyle(p);
                  return [b.getBoundingClientRect().width, p.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight)] })
                """) as? [[Double]] ?? []
            for box in boxes where box.count == 2 { #expect(box[0] <= box[1] + 0.5, "\(path): a scroll box \(box[0]) px wide in \(box[1])") }
        }
    }
}

/// The site's script groups a number as the reader's language does ("en" when the browser names none): only a cell
/// whose text is its `data-sort` written plainly, a whole number not below zero; any other cell keeps its text.
@Suite(.onTestThreads, .enabled(if: WebDriver.isAvailable, "chromium and chromedriver are needed (apt-get install chromium chromium-driver)"))
struct SiteNumbersBrowserTests {
    @Test func numbersAreGroupedInTheReadersLanguage() throws {
        let folder = Paths.temporaryFolder() + "/site"
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(SiteAssets.script.description.utf8).write(to: URL(fileURLWithPath: folder + "/sort.js"))
        // Each cell: its data-sort and its text as the site writes it.
        let cells = [("10000", "10,000"), ("2031", "2,031"), ("1000", "1000"), ("999", "999"), ("9998", "1 ×2"), ("-1000", "−1,000"), ("7", "7")]
        let rows = cells.map { "<td class=\"num\" data-sort=\"\($0.0)\">\($0.1)</td>" }.joined()
        for (language, expected) in [("de-DE", ["10.000", "2.031", "1.000", "999", "1 ×2", "−1,000", "7"]),
                                     ("en-US", ["10,000", "2,031", "1,000", "999", "1 ×2", "−1,000", "7"]),
                                     ("", ["10,000", "2,031", "1,000", "999", "1 ×2", "−1,000", "7"])] {
            let page = "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>t</title>"
                + "<script>Object.defineProperty(navigator, 'language', { value: '\(language)' });</script></head>"
                + "<body><table><tbody><tr>\(rows)</tr></tbody></table><script src=\"sort.js\"></script></body></html>"
            try Data(page.utf8).write(to: URL(fileURLWithPath: folder + "/numbers.html"))
            let browser = try WebDriver(width: 800, height: 600)
            defer { browser.quit() }
            try browser.open("file://" + folder + "/numbers.html")
            #expect(try browser.run("return navigator.language") as? String == language, "the page's own language")
            let shown = try browser.run("return Array.from(document.querySelectorAll('td')).map(c => c.textContent)") as? [String]
            #expect(shown == expected, "\(language.isEmpty ? "none" : language): \(shown ?? [])")
        }
    }
}

/// The pages a fan reads most, in chromium: the album page's graph at a phone's width, and the archive walked
/// from edition to edition by its links.
@Suite(.onTestThreads, .enabled(if: WebDriver.isAvailable, "chromium and chromedriver are needed (apt-get install chromium chromium-driver)"))
struct SiteFanPagesBrowserTests {
    static func site() throws -> (folder: String, pages: [SitePage]) {
        let folder = Paths.temporaryFolder() + "/site"
        let pages = SiteBuilder.pages(SiteFixtures.data)
        _ = try SiteWriter.write(pages.map { (path: $0.path, data: Data($0.html.utf8)) }, into: folder, fingerprint: "fan")
        return (folder, pages)
    }

    /// At 390 px: the worldwide line is drawn first (its legend first, labelled World), and every label at a line's end
    /// is no smaller on screen than the page's small print.
    @Test func theAlbumsGraphLeadsWithTheWorldAndReadsOnAPhone() throws {
        let (folder, _) = try Self.site()
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let browser = try WebDriver(width: 390, height: 844)
        defer { browser.quit() }
        try browser.open("file://" + folder + "/" + SitePaths.album("22"))
        #expect(try browser.run("return document.querySelector('ul.legend li strong').textContent") as? String == "World")
        #expect(try browser.run("return document.querySelector('svg.run polyline, svg.run circle').getAttribute('stroke') || document.querySelector('svg.run polyline, svg.run circle').getAttribute('fill')") as? String == "#0071e3",
                "the worldwide line drawn first")
        let sizes = try browser.run("""
            const svg = document.querySelector('svg.run'), scale = svg.getBoundingClientRect().width / 640;
            const small = parseFloat(getComputedStyle(document.querySelector('footer')).fontSize);
            return [small].concat(Array.from(svg.querySelectorAll('text')).map(t => parseFloat(getComputedStyle(t).fontSize) * scale));
            """) as? [Double] ?? []
        try #require(sizes.count > 2, "\(sizes)")
        let small = sizes[0]
        #expect(sizes.dropFirst().allSatisfy { $0 >= small }, "every label of the graph at least \(small) px: \(sizes.dropFirst())")
    }

    /// From the first kept edition of a chart, "next" walks every edition to the newest, and "previous" back again.
    @Test func theArchiveWalksEveryEditionAndBack() throws {
        let (folder, pages) = try Self.site()
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let slug = SitePaths.slug("stub standard us")
        let editions = pages.map(\.path).filter { $0.hasPrefix("charts/" + slug + "/20") }.sorted()
        try #require(editions.count == 3, "\(editions)")
        let browser = try WebDriver(width: 1000, height: 800)
        defer { browser.quit() }
        try browser.open("file://" + folder + "/" + (editions.first ?? ""))
        let here = { try browser.run("return location.pathname") as? String ?? "" }
        var walked = [try here()]
        while try browser.run("return document.querySelector('a[rel=next]') !== null") as? Bool == true, walked.count < 10 {
            try browser.click("a[rel=next]")
            walked.append(try here())
        }
        #expect(walked.map { String($0.split(separator: "/").suffix(3).joined(separator: "/")) } == editions, "next, edition by edition")
        var back = [try here()]
        while try browser.run("return document.querySelector('a[rel=prev]') !== null") as? Bool == true, back.count < 10 {
            try browser.click("a[rel=prev]")
            back.append(try here())
        }
        #expect(back == walked.reversed(), "and previous, all the way back")
    }
}
