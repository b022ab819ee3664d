import AlbumsTestSupport
import Foundation
import Testing

/// `albums site` from the built binary, as a user runs it: on the stub
/// session, against a loopback server, and into folders it must refuse.
@Suite(.onTestThreads) struct SiteEndToEndTests {
    @Test func theStubsWorldAsASiteThenNothingNew() throws {
        let process = AlbumsProcess()
        let site = process.home + "/site"
        #expect(try process.run(["world", "--limit", "3"], timeout: 120).status == 0)
        let first = try process.run(["site", site], timeout: 120)
        #expect(first.status == 0, "\(first.stderr)")
        let pages = (FileManager.default.enumerator(atPath: site)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".html") }
        #expect(first.stderr.hasPrefix("wrote \(pages.count + 2) pages, \(pages.count + 2) changed, 0 removed, into \(site)\n"), "\(first.stderr) for \(pages.count) pages")
        let index = try String(contentsOfFile: site + "/index.html", encoding: .utf8)
        #expect(index.contains("<title>Worldwide · 171 stores (stub) · albums</title>"))
        let again = try process.run(["site", site, "--json"])
        #expect(again.status == 0 && again.stdout.contains(#""upToDate": true"#) && again.stdout.contains(#""changed": 0"#), "\(again.stdout)")
    }

    @Test func aChartFromALoopbackServerAsASite() throws {
        let server = try LoopbackServer { _ in .json(FeedText.v2(updated: "Fri, 20 Nov 2026 12:00:00 +0000", ids: ["1000000001", "1000000002"])) }
        defer { server.stop() }
        var process = AlbumsProcess(world: "device")
        process.environment["ALBUMS_FEED"] = server.url("/{country}.json")
        #expect(try process.run("--plain").status == 0)
        let site = process.home + "/site"
        let result = try process.run("site", site)
        #expect(result.status == 0, "\(result.stderr)")
        let index = try String(contentsOfFile: site + "/index.html", encoding: .utf8)
        #expect(index.contains("No worldwide chart is kept yet") && index.contains("<a href=\"albums/1000000001.html\">Album 1000000001</a>"))
        #expect(FileManager.default.fileExists(atPath: site + "/albums/1000000002.html"))
        #expect(server.requests.count == 1, "the site fetched nothing: the chart as it was kept")
    }

    @Test func aFolderThatIsntASitesIsRefused() throws {
        let process = AlbumsProcess()
        let folder = process.home + "/notes"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/todo.txt"))
        let result = try process.run("site", folder)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: \(folder) is not empty and is not a site albums made (it holds \"todo.txt\" and no .albums-site)\n"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["todo.txt"])
        #expect(try process.run("site").status == 2, "no folder given")
    }
}
