import AlbumsTestSupport
import Foundation
import Testing

/// albums' own files in odd states: a FIFO, a huge file, a file where a folder
/// should be, a folder where a lock file should be. Each run has a time bound
/// (a hang fails the test with TimedOut); none may hang, lose a file, or blame
/// the wrong path.
@Suite(.onTestThreads) struct OwnFilesEndToEndTests {
    static func fifo(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(mkfifo(path, 0o644) == 0)
    }

    static func isFIFO(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
    }

    @Test func aFIFOAsTheSettingsFileIsAnErrorNotAHang() throws {
        let process = AlbumsProcess()
        try Self.fifo(process.settingsFile)
        let result = try process.run(["--limit", "1"], timeout: 10)
        #expect(result.status == 1)
        #expect(result.stderr.contains("why: \(process.settingsFile): it is not a regular file (a device, a pipe or a socket)"))
        #expect(Self.isFIFO(process.settingsFile), "left as it is")
    }

    @Test func aFIFOAsTheRecentSearchesIsIgnoredWithAWarningThenSetAside() throws {
        let process = AlbumsProcess()
        let path = process.home + "/state/albums/recent-searches.json"
        try Self.fifo(path)
        let listed = try process.run(["search", "--recent"], timeout: 10)
        #expect(listed.status == 0)
        #expect(listed.stderr.hasPrefix("warning: ignoring \(path): it is not a regular file (a device, a pipe or a socket)\n"))
        let searched = try process.run(["search", "midnight"], timeout: 10)
        #expect(searched.status == 0)
        #expect(Self.isFIFO(path + ".bad"), "set aside, not lost")
        #expect(try process.run(["search", "--recent"], timeout: 10).stdout.contains("midnight"))
    }

    /// Every entry of both caches replaced by a FIFO: each is a miss, then replaced by a real entry.
    @Test func fifosInTheCachesAreMissesNotHangs() throws {
        let server = try LoopbackServer { request in
            request.path == "/feed.json" ? .json(FeedText.v2(updated: nil, ids: ["1000000101"])) : .respond(status: 404)
        }
        defer { server.stop() }
        var process = AlbumsProcess(world: "device")
        process.environment["ALBUMS_FEED"] = server.url("/feed.json")
        process.environment["ALBUMS_TRANSPORT"] = nil
        #expect(try process.run(["show", "1"], timeout: 10).status == 0)
        var replaced = 0
        for folder in ["http"].map({ process.home + "/cache/albums/" + $0 }) {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !name.hasPrefix(".") {
                unlink(folder + "/" + name)
                try Self.fifo(folder + "/" + name)
                replaced += 1
            }
        }
        #expect(replaced >= 1)
        let shown = try process.run(["show", "1"], timeout: 10)
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(server.requests.filter { $0.path == "/feed.json" }.count == 2, "the FIFO was a miss")
        #expect(try process.run(["show", "1", "--offline"], timeout: 10).status == 0, "and was replaced by a real entry")
    }

    @Test func fifosInTheArtworkCacheAreMissesNotHangs() throws {
        let process = AlbumsProcess()
        #expect(try process.run(["art", "1"], timeout: 10).status == 0)
        let folder = process.home + "/cache/albums/artwork"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }
        #expect(!names.isEmpty)
        for name in names {
            unlink(folder + "/" + name)
            try Self.fifo(folder + "/" + name)
        }
        let art = try process.run(["art", "1"], timeout: 10)
        #expect(art.status == 0)
        #expect(art.stdoutData.starts(with: [0xFF, 0xD8]))
        #expect(names.allSatisfy { !Self.isFIFO(folder + "/" + $0) }, "each FIFO replaced by the cover")
    }

    @Test func aHistoryFIFOWarnsAndIsSetAside() throws {
        let process = AlbumsProcess()
        #expect(try process.run(["--limit", "1"], timeout: 10).status == 0)
        let folder = process.home + "/state/albums/history"
        let name = try #require(((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).first { $0.hasSuffix(".history") })
        unlink(folder + "/" + name)
        try Self.fifo(folder + "/" + name)
        let result = try process.run(["--limit", "1"], timeout: 10)
        #expect(result.status == 0)
        #expect(result.stderr.contains("could not be read (it is not a regular file (a device, a pipe or a socket)); it was set aside as \(folder)/\(name).bad"))
        #expect(Self.isFIFO(folder + "/" + name + ".bad"))
    }

    /// Over 1 MB of settings is refused unread: a real file is a few hundred bytes.
    @Test func aHugeSettingsFileIsRefusedWithoutReadingIt() throws {
        let process = AlbumsProcess()
        try FileManager.default.createDirectory(atPath: process.home + "/config/albums", withIntermediateDirectories: true)
        let huge = Data("{\"sort\": \"".utf8) + Data(repeating: 0x61, count: 2 << 20) + Data("\"}".utf8)
        _ = FileManager.default.createFile(atPath: process.settingsFile, contents: huge)
        let result = try process.run(["settings", "list"], timeout: 10)
        #expect(result.status == 1)
        #expect(result.stderr.contains("why: \(process.settingsFile): it is larger than 1 MB, so it was not read"))
        #expect(FileManager.default.contents(atPath: process.settingsFile)?.count == huge.count, "left as it is")
    }

    /// The path that is wrong is the one named: the file standing where a folder should be, the folder where the lock goes.
    @Test func theWrongPathIsTheOneNamed() throws {
        var process = AlbumsProcess()
        let file = process.home + "/not-a-folder"
        _ = FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
        process.environment["XDG_CONFIG_HOME"] = file
        let read = try process.run(["settings", "list"], timeout: 10)
        #expect(read.status == 1)
        #expect(read.stderr.contains("why: \(file)/albums/settings.json: \(file) is a file, where a folder should be"))

        let other = AlbumsProcess()
        try FileManager.default.createDirectory(atPath: other.settingsFile + ".lock", withIntermediateDirectories: true)
        let saved = try other.run(["settings", "set", "sort", "name"], timeout: 10)
        #expect(saved.status == 1)
        #expect(saved.stderr.contains("why: \(other.settingsFile).lock: it is a folder, where albums keeps a lock file, so \(other.settingsFile) can't be written"))
    }

    /// Image bytes never reach a terminal, whatever path leads there.
    @Test(.enabled(if: PseudoTerminal.isAvailable), arguments: ["-", "/dev/stdout", "/dev/tty", "/proc/self/fd/1"])
    func artRefusesAnyOutputThatIsATerminal(path: String) throws {
        let result = try PseudoTerminal.run(["art", "1", "--output", path], process: AlbumsProcess(), timeout: 10)
        #expect(result.status == 2)
        #expect(result.screen.contains("not writing image bytes to a terminal\n"))
        #expect(!result.screen.contains("JFIF") && !result.screen.contains("\u{FFFD}"), "no image byte reached the terminal")
    }

    /// A settings file shared with a group (0664) or everyone (0666) keeps its
    /// mode when albums saves over it, whatever umask albums runs with.
    @Test(arguments: [("077", 0o664), ("022", 0o666), ("000", 0o640)] as [(String, mode_t)])
    func savingOverTheSettingsKeepsTheirModeWhateverTheUmask(umask: String, mode: mode_t) throws {
        let process = AlbumsProcess()
        try #require(try process.run("settings", "set", "sort", "name").status == 0)
        chmod(process.settingsFile, mode)
        let result = try Program.run("/bin/sh", ["-c", "umask \(umask); exec \"$0\" settings set sort artist", Paths.albumsBinary], environment: process.environment)
        #expect(result.status == 0, "\(result.stderr)")
        var info = stat()
        #expect(stat(process.settingsFile, &info) == 0 && info.st_mode & 0o7777 == mode)
        #expect(try process.run("settings", "get", "sort").stdout == "artist\n")
    }
}
