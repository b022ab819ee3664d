import AlbumsTestSupport
import Foundation
import Testing

/// What anyone who can write into a site's folder could plant, and what
/// happens to a run stopped or doubled: the built binary never writes or
/// deletes through a symbolic link (a page, a folder, a dangling one, a
/// manifest naming a path through one), two runs into one folder take turns,
/// and a run stopped by a signal leaves the site as it was and nothing behind.
@Suite(.onTestThreads) struct SiteGuardsEndToEndTests {
    /// A home with the stub's world kept (five stores), a site made of it, and a folder outside the site.
    static func made() throws -> (process: AlbumsProcess, site: String, outside: String) {
        let process = AlbumsProcess(world: "device")
        #expect(try process.run("world", "--session", "stub", "--countries", "us,gb,jp,kr,de").status == 0)
        let site = process.home + "/site", outside = process.home + "/outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        #expect(try process.run("site", site, "--session", "stub").status == 0)
        return (process, site, outside)
    }

    static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    static func isFile(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    static func link(_ path: String, to target: String) throws {
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    }

    @Test func aPageThatIsALinkIsReplacedNotWrittenThrough() throws {
        let (process, site, outside) = try Self.made()
        let victim = outside + "/victim.txt"
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: victim))
        try Self.link(site + "/index.html", to: victim)
        let again = try process.run("site", site, "--session", "stub")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "mine\n", "the file outside as it was")
        #expect(Self.isFile(site + "/index.html") && !Self.isLink(site + "/index.html"))
    }

    @Test func aDanglingLinkWhereAPageGoesCreatesNothingWhereItPoints() throws {
        let (process, site, outside) = try Self.made()
        try Self.link(site + "/artists/index.html", to: outside + "/created.html")
        #expect(try process.run("site", site, "--session", "stub").status == 0)
        #expect(!FileManager.default.fileExists(atPath: outside + "/created.html"))
        #expect(Self.isFile(site + "/artists/index.html"))
    }

    @Test func aFolderThatIsALinkIsRefusedAndNothingIsWrittenThrough() throws {
        let (process, site, outside) = try Self.made()
        try FileManager.default.moveItem(atPath: site + "/albums", toPath: outside + "/albums")
        try Self.link(site + "/albums", to: outside + "/albums")
        let before = try FileManager.default.contentsOfDirectory(atPath: outside + "/albums").sorted()
        let modified = try FileManager.default.attributesOfItem(atPath: outside + "/albums/1707632255.html")[.modificationDate] as? Date
        // A new edition of a store: pages change, among them albums'.
        #expect(try process.run("world", "--session", "stub", "--countries", "us,gb").status == 0)
        let again = try process.run("site", site, "--session", "stub")
        #expect(again.status == 1)
        #expect(again.stderr.contains("\(site)/albums: it is a symbolic link where the site has a folder"), "\(again.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside + "/albums").sorted() == before)
        #expect(try FileManager.default.attributesOfItem(atPath: outside + "/albums/1707632255.html")[.modificationDate] as? Date == modified)
        #expect(!FileManager.default.fileExists(atPath: site + "/.albums-site-build"), "the run's own folder removed")
    }

    /// A manifest edited to list a page in a folder that is a link elsewhere: the page "went", and isn't deleted there.
    @Test func aPageListedThroughALinkedFolderIsNotDeleted() throws {
        let (process, site, outside) = try Self.made()
        let victim = outside + "/victim.html"
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: victim))
        try Self.link(site + "/old", to: outside)
        let manifest = site + "/.albums-site"
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        // "HASH SIZE PATH" a line: the index's line again, naming the victim.
        let line = try #require(text.split(separator: "\n").first { $0.hasSuffix(" index.html") })
        try (text + line.replacingOccurrences(of: " index.html", with: " old/victim.html") + "\n").write(toFile: manifest, atomically: true, encoding: .utf8)
        let again = try process.run("site", site, "--session", "stub")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(FileManager.default.fileExists(atPath: victim), "not deleted through the link")
    }

    /// A run that finds another writing the folder waits for it, then writes.
    @Test func aSecondRunWaitsForTheFirst() throws {
        let (process, site, _) = try Self.made()
        let held = open(site, O_RDONLY | O_DIRECTORY)
        try #require(held >= 0 && flock(held, LOCK_EX) == 0)
        #expect(try process.run("world", "--session", "stub", "--countries", "us,gb").status == 0)
        let waiting = try Spawned(Paths.albumsBinary, ["site", site, "--session", "stub"], environment: process.environment)
        Thread.sleep(forTimeInterval: 1)
        #expect(waiting.isRunning, "it waits while the folder is locked")
        let index = try String(contentsOfFile: site + "/index.html", encoding: .utf8)
        flock(held, LOCK_UN)
        close(held)
        #expect(waiting.wait(upTo: 60) == .exited(0))
        #expect(try String(contentsOfFile: site + "/index.html", encoding: .utf8) != index, "then writes")
    }

    /// SIGINT, SIGTERM or SIGHUP during a first build: exit by the signal, nothing in the folder but the lock's, and
    /// the next run makes the whole site.
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aFirstBuildStoppedLeavesNothingBehind(signal: Int32) throws {
        let process = AlbumsProcess(world: "device")
        #expect(try process.run("world", "--session", "stub").status == 0)
        let site = process.home + "/site"
        // The stub's site takes a moment to write: on a busy machine the build can finish between the test seeing it
        // begin and the signal. Then it is built again from nothing (five times at most) until the signal comes first.
        var ending: Spawned.Ending?
        for _ in 0..<5 {
            try? FileManager.default.removeItem(atPath: site)
            let building = try Spawned(Paths.albumsBinary, ["site", site, "--session", "stub"], environment: process.environment)
            let started = Wait.until(20) { FileManager.default.fileExists(atPath: site + "/.albums-site-build/charts") || building.wait(upTo: 0) != nil }
            try #require(started, "the build began writing, or ended first")
            _ = building.signal(signal)
            ending = building.wait(upTo: 20)
            if ending != .exited(0) { break }
        }
        #expect(ending == .signaled(signal) || ending == .exited(128 + signal), "\(String(describing: ending))")
        let left = try FileManager.default.contentsOfDirectory(atPath: site)
        #expect(left.isEmpty, "nothing left: \(left)")
        let again = try process.run("site", site, "--session", "stub")
        #expect(again.status == 0 && again.stderr.hasPrefix("wrote "), "\(again.stderr)")
    }

    /// SIGKILL leaves the run's own folder: the next run clears it first, and it is never published (a dot folder).
    @Test func whatAKilledRunLeftIsClearedByTheNext() throws {
        let (process, site, _) = try Self.made()
        try FileManager.default.createDirectory(atPath: site + "/.albums-site-build/charts", withIntermediateDirectories: true)
        try Data("half".utf8).write(to: URL(fileURLWithPath: site + "/.albums-site-build/charts/x.html"))
        let again = try process.run("site", site, "--session", "stub")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(!FileManager.default.fileExists(atPath: site + "/.albums-site-build"))
    }
}
