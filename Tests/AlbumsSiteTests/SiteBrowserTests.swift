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
        let html = pages.filter { $0.path.hasSuffix(".html") }.map(\.path)

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
        }
    }
}
