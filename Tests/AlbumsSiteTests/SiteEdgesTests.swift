import AlbumsClients
@testable import AlbumsCore
@testable import AlbumsSite
import AlbumsCommandsTestSupport
import AlbumsTestSupport
import Foundation
import Synchronization
import Testing

/// The site's guards and edges, each a bug a test of the main path never
/// reaches: look-alike hosts, a tampered manifest, a page changed at the same
/// size or cut short, a setting's change, a failed write, the sort of a fall,
/// the archive's and the charts' order, a period's limit, the home chart.
@Suite struct SiteEdgesTests {
    /// Only Apple's listed hosts are links, only its artwork hosts images: a host merely ending in their names is not.
    @Test(arguments: ["https://notapple.com/album/1", "https://apple.com/album/1", "https://www.apple.com/music/", "https://fakemusic.apple.com.example/x",
                      "https://music.apple.co/x", "https://music-apple.com/x"])
    func aLookAlikeHostIsNoLink(url: String) {
        #expect(HTML.appleLink(url) == nil, "\(url)")
    }

    @Test(arguments: ["https://evilmzstatic.com/a.jpg", "https://mzstatic.com/a.jpg", "https://a.mzstatic.com.evil.example/a.jpg", "https://mzstatic.co/a.jpg"])
    func aLookAlikeImageHostIsNoImage(url: String) {
        #expect(HTML.artwork(url) == nil, "\(url)")
    }

    /// A manifest naming a path with `..`, an absolute one or a hidden one is no manifest: the folder is refused, untouched.
    @Test(arguments: ["../outside.html", "albums/../../x.html", "/etc/passwd", ".hidden", "a//b.html"])
    func aTamperedManifestIsRefused(path: String) throws {
        #expect(SiteWriter.Manifest("albums-site 1 f\n0000000000000000 4 \(path)\n") == nil)
        #expect(SiteWriter.Manifest("albums-site 1 f\n0000000000000000 4 index.html\n") != nil, "the same manifest with a path of the site's")
        let folder = Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("albums-site 1 f\n0000000000000000 4 \(path)\n".utf8).write(to: URL(fileURLWithPath: folder + "/" + SitePaths.manifest))
        #expect(throws: UsageError.self) { try SiteWriter.write([(path: "index.html", data: Data("x".utf8))], into: folder, fingerprint: "g") }
        #expect(!FileManager.default.fileExists(atPath: folder + "/index.html"))
    }

    /// A manifest's line is a hash, a size of zero or more, and a path: anything else makes it no manifest, as does
    /// a first line of another kind.
    @Test(arguments: ["0000000000000000 -1 index.html", "0000000000000000 4", "0000000000000000 four index.html", "0000000000000000 4x index.html"])
    func aManifestLineOfAnotherShapeIsNoManifest(line: String) {
        #expect(SiteWriter.Manifest("albums-site 1 f\n\(line)\n") == nil, "\(line)")
        #expect(SiteWriter.Manifest("albums-site 1 f\n0000000000000000 0 index.html\n")?.pages["index.html"]?.size == 0, "an empty page is one")
        #expect(SiteWriter.Manifest("albums-site 2 f\n") == nil && SiteWriter.Manifest("") == nil && SiteWriter.Manifest("albums-site 1 f\n")?.fingerprint == "f")
    }

    /// A folder that isn't a site is refused naming what it holds: three things by name, a fourth as "…".
    @Test(arguments: [(["c.txt", "a.txt", "b.txt"], #"(it holds "a.txt", "b.txt", "c.txt" and no .albums-site)"#),
                      (["d.txt", "c.txt", "a.txt", "b.txt"], #"(it holds "a.txt", "b.txt", "c.txt", … and no .albums-site)"#)])
    func aForeignFolderIsNamedByWhatItHolds(files: [String], said: String) throws {
        let folder = Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for file in files { try Data("keep".utf8).write(to: URL(fileURLWithPath: folder + "/" + file)) }
        do {
            _ = try SiteWriter.manifest(in: folder)
            Issue.record("a folder that isn't a site was taken for one")
        } catch {
            #expect(error.message.hasSuffix(said), "\(error.message)")
        }
    }

    /// A manifest that is a link (to a manifest, even) is not read: the folder is refused, untouched.
    @Test func aManifestThatIsALinkIsRefused() throws {
        let folder = Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/site", withIntermediateDirectories: true)
        try Data("albums-site 1 f\n".utf8).write(to: URL(fileURLWithPath: folder + "/elsewhere"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/site/" + SitePaths.manifest, withDestinationPath: folder + "/elsewhere")
        #expect(throws: UsageError.self) { try SiteWriter.manifest(in: folder + "/site") }
        try FileManager.default.removeItem(atPath: folder + "/site/" + SitePaths.manifest)
        try FileManager.default.copyItem(atPath: folder + "/elsewhere", toPath: folder + "/site/" + SitePaths.manifest)
        #expect(try SiteWriter.manifest(in: folder + "/site")?.fingerprint == "f", "the same manifest as a file is read")
    }

    /// A manifest is read up to 64 MiB (some two million pages); one byte more and the folder is refused.
    @Test func aManifestAtItsLimitAndOneByteOver() throws {
        let folder = Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let line = "0000000000000000 4 index.html\n", head = "albums-site 1 ", limit = 64 << 20
        for size in [limit, limit + 1] {
            // A fingerprint long enough to make up `size` (a long list of pages reads alike, only slower).
            let text = head + String(repeating: "f", count: size - head.utf8.count - 1 - line.utf8.count) + "\n" + line
            try #require(text.utf8.count == size)
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + SitePaths.manifest))
            if size == limit {
                #expect(try SiteWriter.manifest(in: folder)?.pages.count == 1)
            } else {
                #expect(throws: UsageError.self) { try SiteWriter.manifest(in: folder) }
            }
        }
    }

    /// Up to date: the same fingerprint, no run's work left behind, and every page there as a file of its size; a
    /// page of another size, a page that is a link, or a staging folder left over is not.
    @Test func upToDateOnlyWhenEveryPageIsThereWhole() throws {
        let folder = Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("page".utf8).write(to: URL(fileURLWithPath: folder + "/index.html"))
        let manifest = SiteWriter.Manifest(fingerprint: "f", pages: ["index.html": (hash: "0", size: 4)])
        #expect(SiteWriter.isUpToDate(manifest, fingerprint: "f", in: folder))
        #expect(!SiteWriter.isUpToDate(manifest, fingerprint: "g", in: folder), "another fingerprint")
        #expect(!SiteWriter.isUpToDate(nil, fingerprint: "f", in: folder), "no manifest")
        #expect(!SiteWriter.isUpToDate(SiteWriter.Manifest(fingerprint: "f", pages: ["index.html": (hash: "0", size: 5)]), fingerprint: "f", in: folder), "another size")
        try FileManager.default.createDirectory(atPath: folder + "/" + SiteWriter.staging, withIntermediateDirectories: true)
        #expect(!SiteWriter.isUpToDate(manifest, fingerprint: "f", in: folder), "a run's work left behind")
        try FileManager.default.removeItem(atPath: folder + "/" + SiteWriter.staging)
        // A link whose own size (its target's name, "real") is the page's.
        try FileManager.default.moveItem(atPath: folder + "/index.html", toPath: folder + "/real")
        try FileManager.default.createSymbolicLink(atPath: folder + "/index.html", withDestinationPath: "real")
        #expect(!SiteWriter.isUpToDate(manifest, fingerprint: "f", in: folder), "a page that is a link")
    }

    /// A page changed at the same size is rewritten (its hash differs); a page cut short on disk is noticed (its size).
    @Test func aPageChangedAtTheSameSizeOrCutShortIsRewritten() throws {
        let folder = Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let page = { (text: String) in [(path: "index.html", data: Data(text.utf8)), (path: "a.html", data: Data("same".utf8))] }
        _ = try SiteWriter.write(page("aaaa"), into: folder, fingerprint: "1")
        let changed = try SiteWriter.write(page("bbbb"), into: folder, fingerprint: "2")
        #expect((changed.new, changed.changed) == (0, 1))
        #expect(try String(contentsOfFile: folder + "/index.html", encoding: .utf8) == "bbbb")
        // Cut short on disk: the same bytes again are written again, and the site isn't up to date until they are.
        try Data("bb".utf8).write(to: URL(fileURLWithPath: folder + "/index.html"))
        #expect(!SiteWriter.isUpToDate(try SiteWriter.manifest(in: folder), fingerprint: "2", in: folder))
        let mended = try SiteWriter.write(page("bbbb"), into: folder, fingerprint: "2")
        #expect((mended.new, mended.changed) == (0, 1))
        #expect(try String(contentsOfFile: folder + "/index.html", encoding: .utf8) == "bbbb")
        #expect(SiteWriter.isUpToDate(try SiteWriter.manifest(in: folder), fingerprint: "2", in: folder))
    }

    /// However many workers take the jobs, one, two, or more than there are jobs, each page is made once, as
    /// `pages` makes it (with a base URL: the sitemap and feed after them).
    @Test(arguments: [1, 2, 500])
    func everyPageOnceWhateverTheWorkers(cores: Int) async throws {
        let base = "https://charts.example/"
        let made = Mutex<[String: String]>([:])
        let twice = Mutex(0)
        try await SiteBuilder.make(SiteFixtures.data, baseURL: base, cores: cores) { page in
            made.withLock { if $0.updateValue(page.html, forKey: page.path) != nil { twice.withLock { $0 += 1 } } }
        }
        let expected = Dictionary(SiteBuilder.pages(SiteFixtures.data, baseURL: base).map { ($0.path, $0.html) }) { first, _ in first }
        #expect(twice.withLock { $0 } == 0)
        #expect(made.withLock { $0 } == expected)
    }

    /// Albums and artists are handed out a hundred to a job: at a hundred, one over, two hundred and one over, each
    /// album's page and each artist's is made once, and none is missing.
    @Test(arguments: [99, 100, 101, 200, 201])
    func albumsAndArtistsAHundredToAJob(count: Int) async throws {
        // Two editions of up to 200 albums each: albums 1 to `count`, each by an artist of its own.
        let ids = (1...count).map { String(1000 + $0) }
        let data = SiteData(histories: [SiteFixtures.history("stub standard us", [Array(ids.prefix(200)), Array(ids.dropFirst(200))])],
                            main: "stub standard us", limit: 100)
        let made = Mutex<[String: Int]>([:])
        try await SiteBuilder.make(data, cores: 2) { page in made.withLock { $0[page.path, default: 0] += 1 } }
        let counts = made.withLock { $0 }
        let albums = counts.filter { $0.key.hasPrefix("albums/") }, artists = counts.filter { $0.key.hasPrefix("artists/") && $0.key != SitePaths.artists }
        #expect(Set(albums.keys) == Set(ids.map(SitePaths.album)))
        #expect(Set(artists.keys) == Set(ids.map { SitePaths.artist("Artist \($0)") }))
        #expect(albums.values.allSatisfy { $0 == 1 } && artists.values.allSatisfy { $0 == 1 }, "each made once")
    }

    /// The feed's entries come in the charts list's order (the worldwide charts first), whatever order the workers
    /// made the charts' pages in.
    @Test func theFeedFollowsTheChartsList() async throws {
        let feed = Mutex("")
        try await SiteBuilder.make(SiteFixtures.data, baseURL: "https://charts.example/", cores: 8) { page in
            if page.path == "feed.xml" { feed.withLock { $0 = page.html } }
        }
        let slugs = feed.withLock { $0 }.matches(of: /<entry>.*?<link rel="alternate" type="text\/html" href="https:\/\/charts\.example\/charts\/([^\/"]+)\//.dotMatchesNewlines())
            .map { String($0.1) }
        let listed = SiteFixtures.data.charts.map(\.slug)
        let places = slugs.compactMap { listed.firstIndex(of: $0) }
        #expect(places.count == slugs.count && slugs.count >= 2, "\(slugs)")
        #expect(places == places.sorted() && Set(places).count == places.count, "\(slugs)")
        #expect(SiteFixtures.data.charts.first?.isWorld == true && places.first == 0, "the worldwide chart's entry first")
    }

    /// A page that fails to be written stops the work: no page after it is handed on as if all were well.
    @Test func aFailedWriteStopsTheWork() async {
        struct Full: Error {}
        let taken = Mutex(0)
        await #expect(throws: Full.self) {
            try await SiteBuilder.make(SiteFixtures.data, cores: 1) { _ in
                if taken.withLock({ $0 += 1; return $0 }) == 3 { throw Full() }
            }
        }
        #expect(taken.withLock { $0 } == 3, "nothing after the third")
    }

    /// A fall sorts below the same place, which sorts below a climb; a debut and a re-entry above every climb.
    @Test func aFallSortsBelowAClimb() {
        let value = { (movement: Movement) in Int(SiteText.movement(movement).html.markup.firstMatch(of: /data-sort="(-?\d+)"/)?.1 ?? "") ?? Int.min }
        let order: [Movement] = [.down(12), .down(1), .same, .up(1), .up(40), .reentry, .new]
        #expect(order.map(value) == order.map(value).sorted() && Set(order.map(value)).count == order.count, "\(order.map(value))")
    }

    /// A movement's cell is the same made once (within an edition's 200 places) as past them: at the edge, one under
    /// and one over.
    @Test(arguments: [1, 199, 200, 201, 1_000])
    func aMovementsCellIsTheSameInAndPastTheMemo(places: Int) {
        #expect(SiteText.movement(.up(places)).html.markup == "<td class=\"num\" data-sort=\"\(places)\"><span class=\"up\">▲\(places)</span></td>")
        #expect(SiteText.movement(.down(places)).html.markup == "<td class=\"num\" data-sort=\"-\(places)\"><span class=\"down\">▼\(places)</span></td>")
    }

    /// A chart's page lists its editions newest first; the index lists the worldwide charts first.
    @Test func theArchiveIsNewestFirstAndWorldwideChartsComeFirst() throws {
        let pages = Dictionary(SiteBuilder.pages(SiteFixtures.data).map { ($0.path, $0.html) }) { first, _ in first }
        let us = try #require(pages[SitePaths.chart("stub standard us")])
        let archive = try #require(us.components(separatedBy: "id=\"editions\"").last)
        let days = archive.matches(of: />(2026-11-\d\d)<\/a>/).map { String($0.1) }
        #expect(days == ["2026-11-20", "2026-11-19", "2026-11-18"])
        let index = try #require(pages["index.html"])
        let charts = try #require(index.components(separatedBy: "id=\"charts\"").last)
        let groups = charts.matches(of: /<h3>([^<]+)<\/h3>/).map { String($0.1) }
        #expect(groups.first == "Worldwide" && groups.count >= 2, "\(groups)")
    }

    /// A period's page shows the first `limit` albums and artists.
    @Test(arguments: [1, 2, 100])
    func aPeriodIsCutToTheLimit(limit: Int) throws {
        let data = SiteData(histories: SiteFixtures.histories, main: "stub standard us", limit: limit)
        let chart = try #require(data.homeChart)
        let page = try #require(PeriodPages.page("2026-11", chart: chart, limit: limit, names: data.names, site: SiteFrame(updated: nil)))
        let tables = page.html.components(separatedBy: "<tbody>").dropFirst().map { $0.components(separatedBy: "</tbody>")[0].components(separatedBy: "<tr>").count - 1 }
        #expect(tables == [min(limit, 4), min(limit, 4)], "the world chart's four albums and four artists, cut to \(limit): \(tables)")
    }

    /// A period's page is dated by the newest edition within it (the 20th of the three, 18 to 20 November), not the
    /// oldest, nor the site's newest (a December edition elsewhere).
    @Test func aPeriodIsDatedByItsNewestEdition() throws {
        let data = SiteData(histories: SiteFixtures.histories, main: "stub standard us", limit: 100)
        let chart = try #require(data.homeChart)
        let december = SiteFixtures.nov18 + 20 * SiteFixtures.day
        let page = try #require(PeriodPages.page("2026-11", chart: chart, limit: 100, names: data.names, site: SiteFrame(updated: december)))
        #expect(page.html.contains("the newest edition on this page is of <time datetime=\"2026-11-20T12:00:00Z\">2026-11-20</time>"))
    }

    /// The worldwide chart's matrix is its newest edition's (the 20th: 22 with 5 points, #1 in the US and #2 in GB;
    /// 33 and 11 with 3, 33 ahead in two stores; 66 with 1), every store a column, the bigger market first.
    @Test func theMatrixIsTheNewestEditionsEveryStoreARow() throws {
        let data = SiteFixtures.data
        let chart = try #require(data.charts.first { $0.isWorld })
        let pages = ChartPages.pages(chart, data, site: SiteFrame(updated: nil)).pages
        let page = try #require(pages.first { $0.path == SitePaths.matrix(chart.slug) })
        #expect(page.html.contains("2026-11-20: each album's rank in each of 2 stores"))
        let body = try #require(page.html.components(separatedBy: "<tbody>").element(1)?.components(separatedBy: "</tbody>").first)
        let rows = SiteNumbersTests.table(page.html)
        #expect(rows.map { $0.count } == [5, 5, 5, 5], "#, album, points, US, GB")
        #expect(rows.map { [$0.element(0), $0.element(2), $0.element(3), $0.element(4)] }
                == [["1", "5", "1", "2"], ["2", "3", "2", "3"], ["3", "3", "", "1"], ["4", "1", "3", ""]], "\(rows)")
        let albums = body.components(separatedBy: "<tr").dropFirst().map { row in ["22", "33", "11", "66"].filter { row.contains(SitePaths.album($0)) } }
        #expect(albums == [["22"], ["33"], ["11"], ["66"]], "each row links its album's page")
    }

    /// A worldwide chart kept without any of its stores' charts: its matrix has no points to show (empty cells, not 0),
    /// and no store's column.
    @Test func aMatrixWithoutItsStoresChartsShowsNoPoints() throws {
        let data = SiteData(histories: SiteFixtures.histories.filter { $0.chart.contains("world") }, main: "stub world gb,us", limit: 100)
        let chart = try #require(data.charts.first { $0.isWorld })
        let page = try #require(ChartPages.pages(chart, data, site: SiteFrame(updated: nil)).pages.first { $0.path == SitePaths.matrix(chart.slug) })
        let rows = SiteNumbersTests.table(page.html)
        #expect(!rows.isEmpty && rows.allSatisfy { $0.count == 3 && $0.element(2) == "" }, "\(rows)")
    }

    /// The index's chart is the worldwide chart over the most stores, even when one of fewer stores is newer.
    @Test func theHomeIsTheWorldwideChartOverTheMostStores() throws {
        var histories = SiteFixtures.histories
        let newer = SiteFixtures.history("stub world us", [["22"], ["33"], ["66"], ["11"]])
        histories.append(newer)
        let data = SiteData(histories: histories, main: "stub standard us", limit: 100)
        #expect(data.homeChart?.key == "stub world gb,us", "two stores over one, though the one's is newer")
    }

    /// Nothing kept yet: the index says so where its charts and periods would be, and has no table.
    @Test func anIndexOfNothingSaysSo() throws {
        let data = SiteData(histories: [], main: "stub standard us", limit: 100)
        let index = try #require(SiteBuilder.pages(data).first { $0.path == "index.html" }).html
        #expect(index.contains("<h2 id=\"charts\">Charts</h2><p>None yet.</p>"), "\(index)")
        #expect(index.contains("<h2 id=\"periods\">Periods</h2><p>None yet.</p>"))
        #expect(!index.contains("<table"))
    }

    /// Of charts equal by those rules, the index's is the first the charts list shows: of two worldwide charts over two
    /// stores each, equally new (alike in the list's order too), the first read, whichever that is; of stores' charts
    /// equally new, the biggest market's (the Americas first).
    @Test func ofEqualChartsTheHomeIsTheFirstListed() throws {
        let editions = [["22"], ["33"], ["66"]]
        let stores = ["stub standard jp", "stub standard gb", "stub standard us"].map { SiteFixtures.history($0, editions) }
        for worlds in [["stub world gb,us", "stub world jp,us"], ["stub world jp,us", "stub world gb,us"]] {
            let both = SiteData(histories: worlds.map { SiteFixtures.history($0, editions) } + stores, main: "stub standard us", limit: 100)
            #expect(both.charts.map(\.key) == worlds + ["stub standard us", "stub standard gb", "stub standard jp"])
            #expect(both.homeChart?.key == worlds.first)
        }
        let onlyStores = SiteData(histories: stores, main: "stub standard jp", limit: 100)
        #expect(onlyStores.homeChart?.key == "stub standard us")
    }

    /// The folder's lock: another run holding it past the patience is a clear
    /// error (its descriptor closed, so a later run can take the lock); a free
    /// lock is taken at once, with no patience at all; a file where the
    /// folder should be is a usage error, never written over.
    @Test func aLockHeldPastThePatienceIsAClearErrorAndAFileIsNoFolder() throws {
        let folder = try Paths.temporaryFolder(required: "site-lock")
        let held = open(folder, O_RDONLY | O_DIRECTORY)
        try #require(held >= 0 && flock(held, LOCK_EX) == 0)
        #expect(throws: FileError(path: folder, reason: "another albums site is writing this folder, and still was after 0 s")) {
            try SiteWriter.locked(folder, waiting: .milliseconds(50)) {}
        }
        flock(held, LOCK_UN)
        close(held)
        #expect(try SiteWriter.locked(folder, waiting: .zero) { "taken" } == "taken", "one try, even with no patience")
        #expect(try SiteWriter.locked(folder, waiting: .zero) { "again" } == "again", "the lock was given back")
        let file = folder + "/page.html"
        #expect(FileManager.default.createFile(atPath: file, contents: Data("mine".utf8)))
        #expect(throws: UsageError("\(file) is not a folder", hints: ["give a new folder, an empty one, or a site albums made"])) {
            try SiteWriter.locked(file, waiting: .zero) {}
        }
        #expect(FileManager.default.contents(atPath: file) == Data("mine".utf8))
    }

    /// A held lock is tried every 10 ms of the patience, with a pause between
    /// two tries and none after the last: 50 ms is 5 tries and 4 pauses, 10 ms
    /// (and none) one try and no pause; the error comes at once after the last try.
    @Test func aHeldLockIsTriedEveryTenMillisecondsOfThePatienceAndNotWaitedForAfterTheLast() throws {
        let folder = try Paths.temporaryFolder(required: "site-lock-tries")
        let held = open(folder, O_RDONLY | O_DIRECTORY)
        try #require(held >= 0 && flock(held, LOCK_EX) == 0)
        defer { flock(held, LOCK_UN); close(held) }
        for (patience, pauses) in [(Duration.milliseconds(50), 4), (.milliseconds(20), 1), (.milliseconds(10), 0), (.zero, 0)] {
            var paused = 0
            #expect(throws: FileError.self) { try SiteWriter.lock(folder, waiting: patience, pause: { paused += 1 }) }
            #expect(paused == pauses, "\(patience)")
        }
    }

    /// A signal's stop lets no write start after it, and waits for those under
    /// way: it pauses until the last one leaves, not at all when none is, and
    /// gives up after 1,000 pauses (about 10 s) on one that never ends.
    @Test func aStopRefusesNewWritesAndWaitsForThoseUnderWay() {
        let idle = SiteWriter.Run.Writers()
        var paused = 0
        idle.stop(pause: { paused += 1 })
        #expect(paused == 0, "none under way: no pause")
        #expect(idle.enter() == false, "stopped: no write starts")

        let busy = SiteWriter.Run.Writers()
        #expect(busy.enter() && busy.enter(), "two writes under way")
        paused = 0
        busy.stop(pause: {
            paused += 1
            if paused == 3 || paused == 5 { busy.leave() } // the first ends after 3 pauses, the second after 5
        })
        #expect(paused == 5, "until the last one left")
        #expect(busy.enter() == false)

        let stuck = SiteWriter.Run.Writers()
        #expect(stuck.enter())
        paused = 0
        stuck.stop(pause: { paused += 1 })
        #expect(paused == 1_000, "one that never ends: 1,000 pauses, then the cleanup goes on")
    }

    /// A page is written only as a new file of the run's own, never through a
    /// link: where a link stands, the write fails with the system's reason for it,
    /// and what the link points at is untouched.
    @Test func aPageIsNeverWrittenThroughALink() throws {
        let folder = try Paths.temporaryFolder(required: "site-write-link")
        let target = folder + "/target.txt", link = folder + "/page.html"
        try Data("kept".utf8).write(to: URL(fileURLWithPath: target))
        try #require(symlink(target, link) == 0)
        let bytes = Array("<p>page</p>".utf8)
        let error = #expect(throws: FileError.self) { try bytes.withUnsafeBytes { try SiteWriter.Run.writeFile($0, link) } }
        #expect(error == FileError(path: link, reason: String(cString: strerror(ELOOP))))
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "kept")
        try bytes.withUnsafeBytes { try SiteWriter.Run.writeFile($0, folder + "/new.html") }
        #expect(try String(contentsOfFile: folder + "/new.html", encoding: .utf8) == "<p>page</p>", "a new file is written")
    }
}
