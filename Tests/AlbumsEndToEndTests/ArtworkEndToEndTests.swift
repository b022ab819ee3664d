import AlbumsTestSupport
import Foundation
import Synchronization
import Testing

@Suite(.onTestThreads) struct ArtworkEndToEndTests {
    static let covers = (1...12).map { Paths.stubFixture(String(format: "artwork/cover-%02d.jpg", $0)) }

    @Test func artSavesTheCoverToAFile() throws {
        let process = AlbumsProcess()
        let file = process.home + "/cover.jpg"
        let result = try process.run("art", "13", "--output", file)
        #expect(result.status == 0)
        #expect(result.stderr == "Saved the cover of Golden Mirrors (JPEG, 64.0 KB) to \(file)\n")
        #expect(FileManager.default.contents(atPath: file) == Self.covers.element(0), "rank 13 has cover 1")
    }

    @Test func artPipesTheBytes() throws {
        let result = try AlbumsProcess().run("art", "2", "--size", "100")
        #expect(result.status == 0)
        #expect(result.stdoutData == Self.covers.element(1), "rank 2 has cover 2, whatever the size asked")
    }

    @Test func artChecksItsOptions() throws {
        let process = AlbumsProcess()
        #expect(try process.run("art", "1", "--size", "0").status == 2)
        #expect(try process.run("art", "1", "--size", "3001").stderr.contains("it must be a whole number from 1 to 3000"))
        let unwritable = try process.run("art", "1", "--output", "/nonexistent/folder/c.jpg")
        #expect(unwritable.status == 1)
        #expect(unwritable.stderr.hasPrefix("error: couldn't save the cover\n"))
    }

    @Test func prefetchFillsTheCacheAndTheSecondRunNeedsNothing() throws {
        let process = AlbumsProcess()
        let first = try process.run("prefetch", "--size", "120", "--jobs", "8")
        #expect(first.status == 0)
        #expect(first.stderr == "Prefetched 100 covers at 120×120: 100 downloaded, 0 from the cache, 0 failed\n")
        let second = try process.run("prefetch", "--size", "120", "--json")
        #expect(second.stdout == "{\n  \"size\": 120,\n  \"total\": 100,\n  \"downloaded\": 0,\n  \"shared\": 0,\n  \"fromCache\": 100,\n  \"failed\": 0,\n  \"failures\": []\n}\n")
        let stats = try process.run("cache", "stats", "--json", "artwork")
        #expect(stats.stdout.contains("\"entries\": 100,"))
        #expect(stats.stdout.contains("\"limit\": 104857600,"))
    }

    /// Twenty albums with one cover between them: one request, one download,
    /// and the summary says the other nineteen share it (not "20 downloaded").
    @Test func albumsThatShareACoverAreOneDownload() throws {
        let base = Mutex("")
        let server = try LoopbackServer { request in
            guard request.path == "/feed.json" else { return .data(Self.covers[0], type: "image/jpeg") }
            let feed = FeedText.v2(updated: "Fri, 20 Nov 2026 12:00:00 +0000", ids: (1...20).map { String(1_000_000_000 + $0) })
            return .json(feed.replacingOccurrences(of: #"https://is1-ssl.mzstatic.com/image/thumb/x/\d+/100x100bb.jpg"#, with: base.withLock { $0 } + "/one/100x100bb.jpg", options: .regularExpression))
        }
        defer { server.stop() }
        base.withLock { $0 = server.baseURL }
        let result = try AlbumsProcess(world: "device").run("prefetch", "--feed", server.url("/feed.json"), "--size", "100", "--json", "downloaded,shared,failed")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "{\n  \"downloaded\": 1,\n  \"shared\": 19,\n  \"failed\": 0\n}\n")
        #expect(server.requests.filter { $0.path != "/feed.json" }.count == 1, "one request for the twenty")
    }

    @Test func theCacheSizeLimitHoldsAfterEveryCommand() throws {
        let process = AlbumsProcess()
        try process.run("settings", "set", "cache-size", "1MB")
        #expect(try process.run("prefetch").status == 0)
        let folder = process.home + "/cache/albums/artwork"
        let total = try FileManager.default.contentsOfDirectory(atPath: folder)
            .reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: folder + "/" + $1)[.size] as? Int) ?? 0) }
        #expect(total <= 1 << 20)
        #expect(total > 900_000, "evicted only down to the limit")
    }

    @Test func cacheClearAndPath() throws {
        let process = AlbumsProcess()
        try process.run("prefetch", "--limit", "10")
        #expect(try process.run("cache", "path").stdout == process.home + "/cache/albums\n")
        let clear = try process.run("cache", "clear")
        #expect(clear.stderr.hasPrefix("Removed 10 covers ("))
        #expect(try process.run("cache", "stats", "--json", "artwork").stdout.contains("\"entries\": 0,"))
    }

    @Test func twoProcessesFillingOneCacheLeaveOnlyWholeImages() throws {
        let process = AlbumsProcess()
        let runs = try (0..<2).map { _ in try Spawned(Paths.albumsBinary, ["prefetch", "--jobs", "16"], environment: process.environment) }
        #expect(try runs.allSatisfy { try $0.finish(within: 60) == .exited(0) })
        let folder = process.home + "/cache/albums/artwork"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(names.count == 100)
        for name in names {
            #expect(name.count == 64 && !name.hasPrefix("."), "no temporary file is left: \(name)")
            let data = try #require(FileManager.default.contents(atPath: folder + "/" + name))
            #expect(Self.covers.contains(data), "\(name) is a whole cover")
        }
    }
}

/// `art --output` and `settings set` write through links and into devices and pipes; they replace only files.
@Suite(.onTestThreads) struct OutputTargetsEndToEndTests {
    static func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    @Test func artWritesThroughALinkAndIntoADeviceAndRefusesAFolder() throws {
        let folder = Paths.temporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder + "/cover.jpg", withDestinationPath: "real.jpg")
        let process = AlbumsProcess()
        #expect(try process.run("art", "1", "--output", folder + "/cover.jpg").status == 0)
        #expect(Self.kind(folder + "/cover.jpg") == S_IFLNK)
        #expect(FileManager.default.contents(atPath: folder + "/real.jpg")?.starts(with: [0xFF, 0xD8]) == true)
        let refused = try process.run("art", "1", "--output", folder)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("why: \(folder): it is a folder"))
        if getuid() == 0, mknod(folder + "/null", S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0 {
            #expect(try process.run("art", "1", "--output", folder + "/null").status == 0)
            #expect(Self.kind(folder + "/null") == S_IFCHR, "the device is still a device")
        }
    }

    /// A link to /proc/self/fd/1 is no path at all (`pipe:[…]`): it is opened and written through.
    @Test func aLinkToStandardOutputIsWrittenThrough() throws {
        let folder = Paths.temporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder + "/out", withDestinationPath: "/proc/self/fd/1")
        let result = try AlbumsProcess().run("art", "1", "--output", folder + "/out")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutData.starts(with: [0xFF, 0xD8]), "the cover came out on stdout")
        #expect(Self.kind(folder + "/out") == S_IFLNK)
    }

    @Test func aSymlinkedSettingsFileStaysALinkAndKeepsItsMode() throws {
        let process = AlbumsProcess()
        let dotfiles = process.home + "/dotfiles"
        try FileManager.default.createDirectory(atPath: dotfiles, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: process.home + "/config/albums", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: dotfiles + "/albums.json", contents: Data("{\"sort\": \"name\"}\n".utf8), attributes: [.posixPermissions: 0o600])
        try FileManager.default.createSymbolicLink(atPath: process.settingsFile, withDestinationPath: dotfiles + "/albums.json")
        #expect(try process.run("settings", "set", "country", "gb").status == 0)
        #expect(Self.kind(process.settingsFile) == S_IFLNK)
        var info = stat()
        #expect(stat(dotfiles + "/albums.json", &info) == 0 && info.st_mode & 0o7777 == 0o600)
        #expect(try process.run("settings", "get", "sort").stdout == "name\n")
        #expect(try process.run("settings", "get", "country").stdout == "gb\n")
    }
}

@Suite(.onTestThreads) struct PrefetchHonestyEndToEndTests {
    /// With the cover cache's folder taken by a file, nothing can be stored: nothing is reported as downloaded.
    @Test func aCoverThatCouldNotBeStoredCountsAsFailedWithItsReasonOnce() throws {
        let process = AlbumsProcess()
        try FileManager.default.createDirectory(atPath: process.home + "/cache/albums", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: process.home + "/cache/albums/artwork", contents: Data("in the way".utf8))
        let result = try process.run("prefetch", "--limit", "10", "--size", "100")
        #expect(result.status == 1)
        #expect(result.stderr == """
            Prefetched 10 covers at 100×100: 0 downloaded, 0 from the cache, 10 failed
              failed: 10 covers (#1, #2, #3, …): it couldn't be stored in the cache: \(process.home)/cache/albums/artwork is a file, where a folder should be

            """)
    }

    /// A feed of 100 albums whose covers are on a host that never answers.
    static func deadArtworkHost() throws -> LoopbackServer {
        try LoopbackServer { request in
            guard request.path == "/feed.json" else { return .hang }
            let host = request.headers["host"] ?? "127.0.0.1"
            let entries = (1...100).map { n in
                #"{"id": "\#(n)", "name": "A\#(n)", "artistName": "B", "url": "https://x.test/\#(n)", "artworkUrl100": "http://\#(host)/\#(n)/100x100bb.jpg"}"#
            }
            return .json(#"{"feed": {"results": ["# + entries.joined(separator: ",") + "]}}")
        }
    }

    /// The list with covers gives up on the host as prefetch does: the first
    /// downloads time out, the rest are not tried, and the rows come without them.
    @Test(.enabled(if: PseudoTerminal.isAvailable))
    func theListWithCoversGivesUpOnADeadHost() throws {
        let server = try Self.deadArtworkHost()
        defer { server.stop() }
        let process = AlbumsProcess(world: "device")
        // One cover per timeout, six at a time, would take 17 s; the bound fails the test first.
        let result = try PseudoTerminal.run(["--feed", server.url("/feed.json"), "--timeout", "1", "--cache", "none", "--art", "blocks"],
                                            process: process, columns: 100, timeout: 12)
        #expect(result.status == 0)
        let covers = server.requests.filter { $0.path != "/feed.json" }.count
        #expect(covers <= 12, "\(covers) covers asked for")
        #expect(result.screen.contains("A100"), "every row is drawn")
    }

    /// A host that stops answering costs a timeout or two, not one per cover.
    @Test func aHostThatStopsAnsweringIsGivenUpOn() throws {
        let server = try Self.deadArtworkHost()
        defer { server.stop() }
        let start = Date()
        let result = try AlbumsProcess(world: "device").run("prefetch", "--feed", server.url("/feed.json"), "--timeout", "1", "--cache", "none")
        let elapsed = Date().timeIntervalSince(start)
        #expect(result.status == 1)
        let covers = server.requests.filter { $0.path != "/feed.json" }.count
        #expect(covers <= 12, "\(covers) covers asked for")
        #expect(elapsed < 10, "took \(elapsed) s; 100 covers at 1 s each would take 17 s with 6 at once")
        let skipped = 100 - covers
        #expect(result.stderr.hasSuffix("  artwork host not answering: \(skipped) covers skipped (127.0.0.1)\n"), "\(result.stderr)")
        #expect(result.stderr.contains("did not answer within 1 s"))
    }
}
