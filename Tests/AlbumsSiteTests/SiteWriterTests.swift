@testable import AlbumsClients
@testable import AlbumsCore
@testable import AlbumsSite
import AlbumsTestSupport
import Foundation
import Synchronization
import Testing

/// Writing the site: only what changed, atomically, never into a folder
/// that isn't a site's, and readable at every moment.
@Suite struct SiteWriterTests {
    static func files(_ data: SiteData) -> [(path: String, data: Data)] {
        SiteBuilder.pages(data).map { (path: $0.path, data: Data($0.html.utf8)) }
    }

    static func modified(_ path: String) -> Double? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)?.timeIntervalSince1970
    }

    /// Every page the index reaches, by following relative links; each link that points at nothing.
    static func crawl(_ folder: String) -> (reached: Set<String>, broken: [String]) {
        var reached: Set<String> = [], broken: [String] = [], queue = ["index.html"]
        while let path = queue.popLast(), reached.count < 100_000 {
            guard !reached.contains(path) else { continue }
            reached.insert(path)
            guard path.hasSuffix(".html"), let html = try? String(contentsOfFile: folder + "/" + path, encoding: .utf8) else { continue }
            let base = URL(fileURLWithPath: folder + "/" + path)
            for match in html.matches(of: /(?:href|src)="([^"#:]+)(?:#[^"]*)?"/) {
                let target = URL(fileURLWithPath: String(match.1), relativeTo: base).standardizedFileURL.path
                guard target.hasPrefix(folder + "/") else { broken.append("\(path) → \(match.1) leaves the site"); continue }
                let relative = String(target.dropFirst(folder.count + 1))
                if FileManager.default.fileExists(atPath: target) { queue.append(relative) } else { broken.append("\(path) → \(match.1)") }
            }
        }
        return (reached, broken)
    }

    /// A page's hash, in the manifest, is the same from one version of albums
    /// to the next: a hash changed would make every page of a site look changed,
    /// and be written (and published) again. The values are those of
    /// Tests/Tools/content-hash.py, the hash written again from its description:
    /// empty, a byte (no whole 8), 8 bytes (no byte left), 9, and a page's start.
    @Test func thePageHashIsTheSameFromVersionToVersion() {
        let expected = [("", "9e3779b9e17d05ac"), ("a", "22c04b33695131fc"), ("abcdefgh", "b3449f070fbeaba2"), ("abcdefghi", "996a0c2686b5328b"),
                        ("<!doctype html>\n<title>albums</title>\n", "1e8b3bbb6506f302")]
        for (text, hash) in expected {
            #expect(SiteWriter.contentHash(Data(text.utf8)) == hash, "\(text)")
        }
    }

    @Test func aSecondRunWithNothingNewTouchesNothing() throws {
        let folder = Paths.temporaryFolder() + "/site"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try SiteWriter.write(Self.files(SiteFixtures.data), into: folder, fingerprint: "a")
        #expect(first.new == first.pages && first.changed == 0 && first.removed == 0)
        let index = folder + "/index.html", manifest = folder + "/" + SitePaths.manifest
        let (before, manifestBefore) = (Self.modified(index), Self.modified(manifest))
        Thread.sleep(forTimeInterval: 0.05)
        let second = try SiteWriter.write(Self.files(SiteFixtures.data), into: folder, fingerprint: "a")
        #expect(second.new == 0 && second.changed == 0 && second.removed == 0 && second.pages == first.pages)
        #expect(Self.modified(index) == before && Self.modified(manifest) == manifestBefore, "same bytes, same times")
        #expect(Self.crawl(folder).broken.isEmpty)
    }

    /// A new edition: the pages whose content changed are written, the others aren't, and a page no longer in the site goes.
    @Test func aNewEditionWritesWhatChangedAndRemovesWhatWent() throws {
        let folder = Paths.temporaryFolder() + "/site"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var histories = SiteFixtures.histories
        histories.removeAll { $0.chart.contains("world") }
        try #require(histories.count > 1 && histories.first?.chart == "stub standard us", "the US chart first, GB beside it")
        _ = try SiteWriter.write(Self.files(SiteData(histories: histories, main: "stub standard us", limit: 100)), into: folder, fingerprint: "a")
        let gbPage = folder + "/" + SitePaths.chart("stub standard gb"), gone = folder + "/" + SitePaths.album("66")
        #expect(FileManager.default.fileExists(atPath: gone))
        let gbBefore = Self.modified(gbPage)
        // US drops 66 from every edition it ever had: a new history without it.
        histories[0] = SiteFixtures.history("stub standard us", [["11", "22", "33"], ["22", "11", "33"], ["22", "33", "11"]])
        let summary = try SiteWriter.write(Self.files(SiteData(histories: histories, main: "stub standard us", limit: 100)), into: folder, fingerprint: "b")
        #expect(summary.removed >= 2, "66's album and artist pages")
        #expect(!FileManager.default.fileExists(atPath: gone))
        #expect(summary.changed > 0 && summary.changed < summary.pages)
        #expect(Self.modified(gbPage) == gbBefore, "GB's chart didn't change")
        #expect(Self.crawl(folder).broken.isEmpty)
    }

    /// Stopped part way (here: the 10th page of 20 fails, among those that changed), the folder is a readable site: no page links to a missing one.
    @Test func aRunStoppedPartWayLeavesAReadableSite() throws {
        let folder = Paths.temporaryFolder() + "/site"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var histories = SiteFixtures.histories
        let early = histories.map { history in SiteFixtures.history(history.chart, history.editions.prefix(1).map { edition in history.albums(of: edition).map(\.id) }) }
        _ = try SiteWriter.write(Self.files(SiteData(histories: early, main: "stub standard us", limit: 100)), into: folder, fingerprint: "a")
        #expect(Self.crawl(folder).broken.isEmpty)
        histories.append(SiteFixtures.history("stub standard jp", [["77", "11"], ["88", "77"]]))
        let written = Mutex(0)
        struct Stopped: Error {}
        #expect(throws: Stopped.self) {
            try SiteWriter.write(Self.files(SiteData(histories: histories, main: "stub standard us", limit: 100)), into: folder, fingerprint: "b", store: { data, path in
                if written.withLock({ count in count += 1; return count }) == 10 { throw Stopped() }
                try AtomicFile.write(Data(data), to: path, durable: false)
            })
        }
        let crawl = Self.crawl(folder)
        #expect(crawl.broken.isEmpty, "\(crawl.broken.prefix(5))")
        #expect(crawl.reached.count > 10)
        // Run again: whole, and still nothing broken.
        _ = try SiteWriter.write(Self.files(SiteData(histories: histories, main: "stub standard us", limit: 100)), into: folder, fingerprint: "b")
        #expect(Self.crawl(folder).broken.isEmpty && FileManager.default.fileExists(atPath: folder + "/" + SitePaths.chart("stub standard jp")))
    }

    @Test func aFolderThatIsNotASitesIsRefusedAndLeftAsItIs() throws {
        let folder = Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
        #expect(throws: UsageError.self) { try SiteWriter.write(Self.files(SiteFixtures.data), into: folder, fingerprint: "a") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["notes.txt"])
        #expect(throws: UsageError.self) { try SiteWriter.write(Self.files(SiteFixtures.data), into: folder + "/notes.txt", fingerprint: "a") }
        // A manifest that lists a path outside the site is not a site's.
        let site = folder + "/site"
        try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: true)
        try Data("albums-site 1 a\nabc 3 ../notes.txt\n".utf8).write(to: URL(fileURLWithPath: site + "/" + SitePaths.manifest))
        #expect(throws: UsageError.self) { try SiteWriter.write(Self.files(SiteFixtures.data), into: site, fingerprint: "a") }
        #expect(FileManager.default.fileExists(atPath: folder + "/notes.txt"))
    }

    /// A long path is named whole: the user must be able to see which folder was refused.
    @Test func aRefusedFolderIsNamedWhole() throws {
        let folder = Paths.temporaryFolder() + "/" + String(repeating: "deep/", count: 30) + "notes"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: folder + "/todo.txt"))
        do {
            _ = try SiteWriter.write(Self.files(SiteFixtures.data), into: folder, fingerprint: "a")
            Issue.record("a folder that isn't a site was written into")
        } catch let error as UsageError {
            #expect(error.message.hasPrefix(folder + " is not empty and is not a site albums made"), "\(error.message)")
        }
    }
}

/// A path a manifest may name: relative, in the site's own folders, no way up, nothing hidden, printable ASCII.
@Suite struct SiteOwnPathTests {
    @Test(arguments: ["index.html", "albums/1.html", "charts/stub-standard-us-1a2b3c4d/2026-11-20.html", "covers/1@2x.jpg", "style.css"])
    func ownPaths(path: String) {
        #expect(SiteWriter.isOwnPath(path))
    }

    @Test(arguments: ["", "/etc/passwd", "../outside.html", "albums/../../outside.html", "albums/..", "a/./b.html", "./index.html", ".",
                      "a//b.html", "albums/", "/", ".albums-site", "albums/.hidden.html", ".git/config", "a b.html", "caf\u{E9}.html", "a\u{7F}.html", "a\tb"])
    func notOwnPaths(path: String) {
        #expect(!SiteWriter.isOwnPath(path))
    }
}
