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
        // Every file of the site new (its pages, stylesheet, script, icon, placeholder and covers), as --json says it.
        var isFolder: ObjCBool = false
        let files = (FileManager.default.enumerator(atPath: site)?.allObjects as? [String] ?? []).filter { path in
            !path.hasPrefix(".") && FileManager.default.fileExists(atPath: site + "/" + path, isDirectory: &isFolder) && !isFolder.boolValue
        }.count
        #expect(first.stderr.hasPrefix("wrote \(files) of \(files) pages (\(files) new, 0 changed), 0 removed, into \(site)\n"), "\(first.stderr) for \(files) files")
        let index = try String(contentsOfFile: site + "/index.html", encoding: .utf8)
        #expect(index.contains("<title>Top albums now: Worldwide · 171 stores (stub) · albums</title>"))
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

    /// A worldwide chart made from a feed of one's own (a loopback server, `{country}` in its URL) is the index,
    /// with its points worked out from the stores' charts kept under that feed's URLs; each store's chart is a store's.
    @Test func aWorldwideChartOfAFeedOfOnesOwnIsTheIndex() throws {
        let server = try LoopbackServer { request in
            let country = request.path.split(separator: "/").first.map(String.init) ?? ""
            let ids = ["us": ["1000000001", "1000000002"], "gb": ["1000000002", "1000000001"], "jp": ["1000000001", "1000000003"]][country] ?? []
            return .json(FeedText.v2(updated: "Fri, 20 Nov 2026 12:00:00 +0000", ids: ids))
        }
        defer { server.stop() }
        var process = AlbumsProcess(world: "device")
        process.environment["ALBUMS_FEED"] = server.url("/{country}/top-{limit}.json")
        #expect(try process.run("world", "--countries", "us,gb,jp").status == 0)
        let site = process.home + "/site"
        let result = try process.run("site", site)
        #expect(result.status == 0, "\(result.stderr)")
        let index = try String(contentsOfFile: site + "/index.html", encoding: .utf8)
        // 1000000001: 2 (us) + 1 (gb) + 2 (jp) = 5 points in 3 stores; 1000000002 3; 1000000003 1.
        #expect(index.contains("<title>Top albums now: Worldwide · 3 stores · albums</title>"), "the worldwide chart, not the chart kept last")
        #expect(!index.contains("No worldwide chart is kept yet"))
        #expect(index.contains(#"<td class="num">5</td>"#) && index.contains("over the 3 stores kept that day"), "its points, from the stores' charts")
        let album = try String(contentsOfFile: site + "/albums/1000000001.html", encoding: .utf8)
        #expect(album.contains("in 3 stores&#39; charts now"), "each store's chart of the feed counts as a store")
        #expect(album.contains("Japan · 127.0.0.1"), "a store's chart named by its store and the feed's host, not the URL")
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

    /// The limit setting is part of what a site is made from: the same run again is up to date, one with another
    /// limit makes it again, its tables that long.
    @Test func aChangeOfTheLimitIsAChangeOfTheSite() throws {
        let process = AlbumsProcess()
        #expect(try process.run("world", "--session", "stub", "--countries", "us,gb,jp").status == 0)
        let site = process.home + "/site"
        #expect(try process.run("site", site, "--session", "stub").status == 0)
        let again = try process.run("site", site, "--session", "stub", "--json")
        #expect(again.stdout.contains(#""upToDate": true"#), "\(again.stdout)")
        let shorter = try process.run("site", site, "--session", "stub", "--limit", "10", "--json")
        #expect(shorter.stdout.contains(#""upToDate": false"#) && !shorter.stdout.contains(#""changed": 0"#), "\(shorter.stdout)")
        let index = try String(contentsOfFile: site + "/index.html", encoding: .utf8)
        let body = index.components(separatedBy: "<tbody>").element(1)?.components(separatedBy: "</tbody>").first ?? ""
        #expect(body.components(separatedBy: "<tr>").count - 1 == 10)
    }
}
