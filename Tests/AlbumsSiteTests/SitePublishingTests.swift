import AlbumsClients
@testable import AlbumsCore
@testable import AlbumsSite
import AlbumsCommandsTestSupport
import AlbumsTerminal
import AlbumsTestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// What publishing a site needs, read back as a crawler and a feed reader read
/// it: the sitemap lists every page once and each address leads to a file of
/// the site; the feed parses as Atom and each entry's link leads to an edition's
/// page; without --base-url no page names a host; every page has a title of
/// its own, a description and the date it was made; the stub's demo shows a
/// cover on every album's page of its chart.
@Suite(.onTestThreads) struct SitePublishingTests {
    static let base = "https://charts.example/music/"

    /// The stub's chart's album ids and a site made from it as the README makes one (world, then site) with `options`.
    /// `cached`: the only sizes of the stub's covers there are, each a picture marked with its size (others: 404).
    static func site(_ options: [String], sharp: Bool = false, cached: Set<Int>? = nil) async throws -> (folder: String, ids: [String]) {
        let folder = Paths.temporaryFolder() + "/site"
        var harness = TestHarness(tree: .commandsLayer(adding: [.init("site", SiteCommand.entry)]))
        if let cached {
            let stub = harness.world.fixtures
            harness.world.fixtures = HTTPTransport(servesFixtures: true) { request in
                guard let match = request.url.path.firstMatch(of: /\/(\d+)x\1bb\.jpg$/) else { return try await stub.send(request) }
                guard let size = Int(match.1), cached.contains(size) else { return HTTPResponse(url: request.url, status: 404) }
                var response = try await stub.send(request)
                response.body += Data("size \(size)".utf8)
                return response
            }
        }
        if sharp {
            // The stub's covers are one picture whatever the size asked; here a 320-pixel one is a picture of its own.
            let stub = harness.world.fixtures
            harness.world.fixtures = HTTPTransport(servesFixtures: true) { request in
                var response = try await stub.send(request)
                if request.url.path.hasSuffix("/320x320bb.jpg") { response.body += Data("sharper".utf8) }
                return response
            }
        }
        try #require(await harness.run(["--session", "stub", "--json"]) == .success)
        let chart = try JSONSerialization.jsonObject(with: harness.console.outData) as? [[String: Any]] ?? []
        try #require(await harness.run(["world", "--session", "stub", "--countries", "us,gb,jp,kr,de"]) == .success)
        try #require(await harness.run(["site", folder, "--session", "stub"] + options) == .success)
        return (folder, chart.compactMap { $0["id"] as? String })
    }

    static func remove(_ folder: String) { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }

    /// Every element of an XML document: its name, attributes and text, in document order (nil: it doesn't parse).
    final class Elements: NSObject, XMLParserDelegate {
        var all: [(name: String, attributes: [String: String], text: String)] = []
        var open: [Int] = []
        var namespace: String?

        static func parse(_ data: Data) -> Elements? {
            let parser = XMLParser(data: data), elements = Elements()
            parser.shouldProcessNamespaces = true
            parser.delegate = elements
            return parser.parse() ? elements : nil
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            if namespace == nil { namespace = namespaceURI }
            open.append(all.count)
            all.append((name, attributes, ""))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let last = open.last { all[last].text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) { _ = open.popLast() }

        func texts(_ name: String) -> [String] { all.filter { $0.name == name }.map(\.text) }
    }

    /// A file of the site at an address of the published site ("" is the index).
    static func file(_ address: String, in folder: String) -> String? {
        guard address.hasPrefix(base) else { return nil }
        let path = String(address.dropFirst(base.count))
        return folder + "/" + (path.isEmpty ? "index.html" : path)
    }

    @Test func theSitemapListsEveryPageOnceAndEachAddressLeadsToIt() async throws {
        let (folder, _) = try await Self.site(["--base-url", Self.base])
        defer { Self.remove(folder) }
        let sitemap = try #require(Elements.parse(try Data(contentsOf: URL(fileURLWithPath: folder + "/sitemap.xml"))), "sitemap.xml parses")
        #expect(sitemap.namespace == "http://www.sitemaps.org/schemas/sitemap/0.9" && sitemap.all.first?.name == "urlset")
        let addresses = sitemap.texts("loc")
        #expect(addresses.count == Set(addresses).count, "each page once")
        let files = addresses.compactMap { Self.file($0, in: folder) }
        #expect(files.count == addresses.count, "every address is the site's")
        #expect(files.allSatisfy { FileManager.default.fileExists(atPath: $0) }, "\(files.filter { !FileManager.default.fileExists(atPath: $0) }.prefix(3))")
        let pages = Set(SiteTidyTests.pages(folder).filter { $0 != "404.html" }.map { folder + "/" + $0 })
        #expect(Set(files) == pages, "missing: \(pages.subtracting(files).sorted().prefix(3))")
        #expect(Set(sitemap.texts("lastmod")).count == 1 && sitemap.texts("lastmod").first?.count == 10, "the newest edition's day")
    }

    /// On a terminal the progress bar moves at every 64th file written, and at the last, whose count is its total:
    /// every file of the site (its pages, covers, sitemap and feed), neither more nor less.
    @Test func theProgressBarMovesEvery64FilesAndEndsAtTheirCount() async throws {
        let folder = Paths.temporaryFolder() + "/site"
        defer { Self.remove(folder) }
        let harness = TestHarness(errIsTerminal: true, tree: .commandsLayer(adding: [.init("site", SiteCommand.entry)]))
        try #require(await harness.run(["--session", "stub", "--plain"]) == .success)
        try #require(await harness.run(["world", "--session", "stub", "--countries", "us,gb,jp"]) == .success)
        harness.console.clear()
        try #require(await harness.run(["site", folder, "--session", "stub", "--base-url", Self.base]) == .success)
        let frames = harness.console.err.components(separatedBy: "\r\u{1B}[2K").filter { $0.hasPrefix("Writing the pages") }
        let counts = frames.compactMap { $0.firstMatch(of: /\s(\d+)\/(\d+)$/).flatMap { match in Int(match.1).map { ($0, Int(match.2)) } } }
        try #require(counts.count == frames.count && !counts.isEmpty, "\(frames.prefix(3))")
        let written = try #require(FileManager.default.enumerator(atPath: folder)?.allObjects as? [String])
            .filter { path in var folderFlag: ObjCBool = false
                return FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &folderFlag) && !folderFlag.boolValue }
            .filter { $0 != SitePaths.manifest }.count
        #expect(written > 128, "more than two steps of 64: \(written)")
        #expect(counts.allSatisfy { $0.1 == written }, "the total is every file written")
        #expect(counts.map(\.0) == Array(stride(from: 64, to: written, by: 64)) + [written])
    }

    @Test func theFeedIsAtomAndEachEntryLeadsToAnEditionsPage() async throws {
        let (folder, _) = try await Self.site(["--base-url", Self.base])
        defer { Self.remove(folder) }
        let feed = try #require(Elements.parse(try Data(contentsOf: URL(fileURLWithPath: folder + "/feed.xml"))), "feed.xml parses")
        #expect(feed.namespace == "http://www.w3.org/2005/Atom" && feed.all.first?.name == "feed")
        // Atom (RFC 4287 §4.1.1): a feed's id, title and updated; an author; each entry's id, title, updated and link.
        let entries = feed.all.indices.filter { feed.all[$0].name == "entry" }
        let first = try #require(entries.first, "the stub's chart has debuts")
        let head = feed.all[..<first]
        for name in ["id", "title", "updated", "author"] { #expect(head.filter { $0.name == name }.count == 1, "the feed's \(name)") }
        #expect(head.contains { $0.name == "link" && $0.attributes["rel"] == "self" && $0.attributes["href"] == Self.base + "feed.xml" })
        let ids = feed.texts("id").dropFirst()
        #expect(ids.count == entries.count && Set(ids).count == ids.count, "an id each, none shared")
        for (number, start) in entries.enumerated() {
            let end = number + 1 < entries.count ? entries[number + 1] : feed.all.count
            let entry = feed.all[start..<end]
            let link = try #require(entry.first { $0.name == "link" }?.attributes["href"])
            let file = try #require(Self.file(link, in: folder), "\(link)")
            #expect(file.contains("/charts/") && FileManager.default.fileExists(atPath: file), "\(link) leads to an edition's page")
            let updated = entry.first { $0.name == "updated" }?.text ?? ""
            #expect(updated.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/) != nil, "an RFC 3339 date: \(updated)")
            #expect(entry.first { $0.name == "title" }.map { !$0.text.isEmpty } == true)
        }
        #expect(feed.texts("title").dropFirst().first?.hasPrefix("Worldwide") == true, "the worldwide chart first: \(feed.texts("title").prefix(3))")
    }

    /// A feed's names are a feed's: in the Atom feed they are text, read back as they were.
    @Test func aHostileNameInTheFeedIsTextNotMarkup() throws {
        let chart = try #require(SiteFixtures.data.charts.first)
        let news = PublishingPages.News(chart: chart, updated: SiteFixtures.nov18, day: "2026-11-18",
                                        numberOne: ("1", SiteFixtures.hostileName, "A & B"), debuts: [("2", "]]></summary><x>", "<b>", 2)])
        let xml = PublishingPages.feed([news], base: Self.base, updated: SiteFixtures.nov18).html
        let feed = try #require(Elements.parse(Data(xml.utf8)), "\(xml)")
        let names = Set(feed.all.map(\.name))
        #expect(names.isDisjoint(with: ["x", "img", "b"]), "\(names)")
        // As on every page: control characters and bidi overrides made visible (the one sanitiser's), the rest as it was.
        #expect(feed.texts("summary") == ["New #1: \(Sanitizer.line(SiteFixtures.hostileName)) by A & B. Debuts: #2 ]]></summary><x> by <b>."])
        #expect(Sanitizer.line(SiteFixtures.hostileName).hasSuffix(#"'\u{202E}evil"#))
    }

    @Test func withoutABaseURLNoPageNamesAHostAndNothingIsWrittenForCrawlers() async throws {
        let (folder, _) = try await Self.site([])
        defer { Self.remove(folder) }
        #expect(!FileManager.default.fileExists(atPath: folder + "/sitemap.xml") && !FileManager.default.fileExists(atPath: folder + "/feed.xml"))
        for page in SiteTidyTests.pages(folder) {
            let html = try String(contentsOfFile: folder + "/" + page, encoding: .utf8)
            #expect(!html.contains("rel=\"canonical\"") && !html.contains("og:"), "\(page)")
            // Its links are relative (Apple Music's pages aside): nothing of its own at an address with a host.
            let hosts = html.matches(of: /(?:href|src)="(https?:[^"]*)"/).map { String($0.1) }.filter { !$0.hasPrefix("https://music.apple.com/") }
            #expect(hosts.isEmpty, "\(page): \(hosts.prefix(3))")
        }
        let missing = try String(contentsOfFile: folder + "/404.html", encoding: .utf8)
        #expect(missing.contains("href=\"/index.html\"") && missing.contains("href=\"/style.css\""), "a 404's links lead from the root, wherever it is shown")
    }

    @Test func withABaseURLEveryPageSaysWhereItIs() async throws {
        let (folder, _) = try await Self.site(["--base-url", "https://charts.example/music"])
        defer { Self.remove(folder) }
        for page in SiteTidyTests.pages(folder) where page != "404.html" {
            let html = try String(contentsOfFile: folder + "/" + page, encoding: .utf8)
            let address = Self.base + (page == "index.html" ? "" : page)
            #expect(html.contains("<link rel=\"canonical\" href=\"\(address)\">") && html.contains("<meta property=\"og:url\" content=\"\(address)\">"), "\(page)")
            #expect(html.contains("<meta property=\"og:title\" content=\""), "\(page)")
        }
        let missing = try String(contentsOfFile: folder + "/404.html", encoding: .utf8)
        #expect(missing.contains("href=\"\(Self.base)index.html\""))
    }

    /// Every page: a title of its own, a description, the day its newest chart is from.
    @Test func everyPageHasATitleOfItsOwnADescriptionAndItsDate() async throws {
        let (folder, _) = try await Self.site([])
        defer { Self.remove(folder) }
        var titles: [String: [String]] = [:]
        for page in SiteTidyTests.pages(folder) {
            let html = try String(contentsOfFile: folder + "/" + page, encoding: .utf8)
            let title = html.firstMatch(of: /<title>([^<]*)<\/title>/).map { String($0.1) } ?? ""
            #expect(title.hasSuffix(" · albums") && title.count > " · albums".count, "\(page): \(title)")
            titles[title, default: []].append(page)
            let description = html.firstMatch(of: /<meta name="description" content="([^"]*)">/).map { String($0.1) } ?? ""
            #expect(description.count >= 20, "\(page): \(description)")
            if page != "404.html" { #expect(html.contains(#"<time datetime="2026-"#), "\(page): when it was made") }
        }
        #expect(titles.count > 100)
        #expect(titles.filter { $0.value.count > 1 }.isEmpty, "shared titles: \(titles.filter { $0.value.count > 1 }.prefix(3))")
        let album = try String(contentsOfFile: folder + "/" + SitePaths.album("1707632255"), encoding: .utf8)
        #expect(album.contains("<title>Golden Rivers (Deluxe) — Ivy Holloway · albums</title>"))
    }

    /// Every page has a link past the navigation to its content, and every table is named by a caption.
    @Test func everyPageSkipsToItsContentAndNamesItsTables() async throws {
        let (folder, _) = try await Self.site([])
        defer { Self.remove(folder) }
        for page in SiteTidyTests.pages(folder) where page != "404.html" {
            let html = try String(contentsOfFile: folder + "/" + page, encoding: .utf8)
            #expect(html.contains(##"<a class="skip" href="#main">Skip to the content</a>"##) && html.contains(#"<main id="main">"#), "\(page)")
            let tables = html.components(separatedBy: "<table").count - 1, captions = html.components(separatedBy: "<caption>").count - 1
            #expect(tables == captions, "\(page): \(tables) tables, \(captions) captions")
        }
    }

    /// `--covers`, the first round's flag, still works: the covers copied, every image path leading to a file.
    @Test func theOldCoversFlagStillWorks() async throws {
        let (folder, ids) = try await Self.site(["--covers"])
        defer { Self.remove(folder) }
        let first = try #require(ids.first)
        #expect(FileManager.default.fileExists(atPath: folder + "/covers/\(first).jpg"))
        #expect(SiteWriterTests.crawl(folder).broken.isEmpty, "\(SiteWriterTests.crawl(folder).broken.prefix(3))")
    }

    /// The README's demo: every album of the stub's chart shows its cover, copied into the site (the stub's pictures
    /// are one size each: no sharper copy).
    @Test func theStubsDemoShowsEveryAlbumsCover() async throws {
        let (folder, ids) = try await Self.site([])
        defer { Self.remove(folder) }
        #expect(ids.count == 100)
        for id in ids {
            let html = try String(contentsOfFile: folder + "/" + SitePaths.album(id), encoding: .utf8)
            #expect(html.contains(#"<img class="cover" src="../covers/\#(id).jpg" alt="The cover of "#), "\(id): \(html.firstMatch(of: /<img[^>]*>/).map { String($0.0) } ?? "no image")")
            let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/covers/\(id).jpg"))
            #expect(data.prefix(3) == Data([0xFF, 0xD8, 0xFF]), "\(id)'s cover is a JPEG")
            #expect(!FileManager.default.fileExists(atPath: folder + "/covers/\(id)@2x.jpg"))
        }
    }

    /// The cover shown is the smallest cached of 160, 200, 300 and 600 pixels (the browser scales a larger one
    /// down), the sharp one of 320 and 600, when it isn't the same picture; with none of them, no cover is copied.
    @Test(arguments: [
        ([160], "size 160", nil), ([160, 320], "size 160", "size 320"), ([200, 600], "size 200", "size 600"),
        ([300], "size 300", nil), ([600], "size 600", nil), ([159, 161, 199, 201, 299, 301, 319, 321, 599, 601], nil, nil),
    ] as [([Int], String?, String?)])
    func theCoverIsTheSmallestCachedSizeShownAndTwiceThat(cached: [Int], shown: String?, sharp: String?) async throws {
        let (folder, ids) = try await Self.site([], cached: Set(cached))
        defer { Self.remove(folder) }
        let id = try #require(ids.first)
        func mark(_ file: String) -> String? {
            (try? Data(contentsOf: URL(fileURLWithPath: folder + "/covers/" + file))).map { String(decoding: $0.suffix(8), as: UTF8.self) }
        }
        #expect(mark("\(id).jpg") == shown, "\(cached)")
        #expect(mark("\(id)@2x.jpg") == sharp, "\(cached)")
    }

    /// Where the cache has a picture twice the size shown, it is copied in beside it for sharp screens (srcset).
    @Test func aSharperCoverIsCopiedForSharpScreens() async throws {
        let (folder, ids) = try await Self.site([], sharp: true)
        defer { Self.remove(folder) }
        let id = try #require(ids.first)
        let html = try String(contentsOfFile: folder + "/" + SitePaths.album(id), encoding: .utf8)
        #expect(html.contains(#"<img class="cover" src="../covers/\#(id).jpg" srcset="../covers/\#(id).jpg 1x, ../covers/\#(id)@2x.jpg 2x" alt="The cover of "#))
        let (shown, sharp) = (try Data(contentsOf: URL(fileURLWithPath: folder + "/covers/\(id).jpg")), try Data(contentsOf: URL(fileURLWithPath: folder + "/covers/\(id)@2x.jpg")))
        #expect(sharp.suffix(7) == Data("sharper".utf8) && shown.suffix(7) != sharp.suffix(7), "the 320-pixel picture for 2x, the 160 for 1x")
    }
}

/// The sitemap's limit: 50,000 addresses in one file; past it, an index of files of at most 50,000 each.
@Suite struct SitemapLimitTests {
    static func paths(_ count: Int) -> [String] { (0..<count).map { "albums/\($0).html" } }

    @Test(arguments: [49_999, 50_000])
    func upToTheLimitOneFile(count: Int) throws {
        let maps = PublishingPages.sitemaps(Self.paths(count), base: "https://a.example/", updated: nil)
        #expect(maps.map(\.path) == ["sitemap.xml"])
        #expect(maps.first?.html.components(separatedBy: "<url>").count == count + 1)
    }

    @Test func oneOverTheLimitAnIndexOfTwo() throws {
        let maps = PublishingPages.sitemaps(Self.paths(50_001), base: "https://a.example/", updated: nil)
        #expect(maps.map(\.path) == ["sitemap.xml", "sitemap-1.xml", "sitemap-2.xml"])
        #expect(maps.first?.html.contains("<sitemapindex") == true)
        #expect(maps.first?.html.contains("<loc>https://a.example/sitemap-2.xml</loc>") == true)
        #expect(maps.dropFirst().map { $0.html.components(separatedBy: "<url>").count - 1 } == [50_000, 1])
    }

    /// How many files a sitemap is, said ahead for the progress bar, is how many `sitemaps` makes: at each limit, one
    /// under and one over (one file; an index and two; an index and three).
    @Test(arguments: [1, 49_999, 50_000, 50_001, 99_999, 100_000, 100_001])
    func theSitemapsFilesAreCountedAhead(count: Int) {
        let made = PublishingPages.sitemaps(Self.paths(count), base: "https://a.example/", updated: nil).count
        #expect(PublishingPages.sitemapFiles(count) == made)
        #expect(made == (count <= 50_000 ? 1 : count <= 100_000 ? 3 : 4), "worked out by hand")
    }

    /// The sitemap lists pages by path, whatever order the workers made them in: the same site is the same sitemap,
    /// which is then not written again.
    @Test func theSitemapIsInPathOrderWhateverTheOrderMade() {
        let paths = ["index.html", "charts/b/index.html", "albums/2.html", "albums/10.html", "artists/a.html"]
        let locs = { (paths: [String]) in
            (PublishingPages.sitemaps(paths, base: "https://a.example/", updated: nil).first?.html ?? "")
                .matches(of: /<loc>https:\/\/a\.example\/([^<]*)<\/loc>/).map { String($0.1) }
        }
        let expected = ["albums/10.html", "albums/2.html", "artists/a.html", "charts/b/index.html", ""]
        #expect(locs(paths) == expected)
        #expect(locs(paths.reversed()) == expected)
    }

    @Test func theIndexAnd404AreListedRightly() {
        let html = PublishingPages.sitemaps(["index.html", "404.html", "style.css", "albums/1.html"], base: "https://a.example/", updated: nil).first?.html ?? ""
        #expect(html.contains("<loc>https://a.example/</loc>") && html.contains("<loc>https://a.example/albums/1.html</loc>"))
        #expect(!html.contains("404") && !html.contains("style.css"))
    }
}

/// --base-url: an http(s) address with a host and nothing after its path; anything else a usage error.
@Suite struct SiteBaseURLTests {
    @Test(arguments: [("https://charts.example", "https://charts.example/"), ("http://127.0.0.1:8080/a/", "http://127.0.0.1:8080/a/"),
                      (" https://x.example/charts ", "https://x.example/charts/")])
    func anAddressEndsWithASlash(given: String, expected: String) throws {
        #expect(try SiteCommand.checkedBase(given) == expected)
    }

    @Test(arguments: ["ftp://charts.example/", "javascript:alert(1)", "https://", "charts.example", "https://a.example/?x=1", "https://a.example/#top",
                      "https://user@a.example/", "https://a.example/\"onload=x", "https://a.example/<b>", "https://a.example/a b", "file:///tmp/site/"])
    func anythingElseIsRefused(given: String) async {
        #expect(throws: UsageError.self) { try SiteCommand.checkedBase(given) }
        let harness = TestHarness(tree: .commandsLayer(adding: [.init("site", SiteCommand.entry)]))
        #expect(await harness.run(["site", Paths.temporaryFolder() + "/site", "--session", "stub", "--base-url", given]) == .usage)
        #expect(harness.console.err.contains("--base-url must be an http or https address"))
    }
}
