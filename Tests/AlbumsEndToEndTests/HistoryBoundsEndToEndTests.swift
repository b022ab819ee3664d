@testable import AlbumsClients
import AlbumsTestSupport
import Foundation
import Testing

/// What albums keeps is bounded as a load bounds it, and an export of any
/// size imports back (the built binary).
@Suite(.onTestThreads) struct HistoryBoundsEndToEndTests {
    /// An export of `charts` charts of `editions` editions of `albums` albums each, written with indentation as albums writes it.
    /// Each edition lists the same albums in a new order (an edition the same as the one before isn't kept again).
    static func export(charts: Int, editions: Int, albums: Int) -> String {
        let ids = { (c: Int, e: Int, a: Int) in "\(1_000_000 + c * 10_000 + (a + e) % albums)" }
        var text = "{\n  \"format\": \"albums-history\",\n  \"version\": 1,\n  \"charts\": ["
        for c in 0..<charts {
            text += (c == 0 ? "\n" : ",\n") + "    {\n      \"chart\": \"feed https://charts.example/\(c)\",\n      \"editions\": ["
            for e in 0..<editions {
                let day = 1_795_176_000 - (editions - e) * 86_400
                let date = Date(timeIntervalSince1970: TimeInterval(day)).formatted(.iso8601)
                text += (e == 0 ? "\n" : ",\n") + "        {\"updated\": \"\(date)\", \"albums\": ["
                text += (0..<albums).map { a in "{\"id\": \"\(ids(c, e, a))\", \"name\": \"Album \(a)\", \"artist\": \"Artist \(a % 50)\"}" }.joined(separator: ", ")
                text += "]}"
            }
            text += "\n      ]\n    }"
        }
        return text + "\n  ]\n}\n"
    }

    /// An edition of 200 albums imports whole; one of 201 is refused, naming it, and nothing is kept.
    @Test(arguments: [199, 200, 201])
    func anEditionKeepsAtMost200(albums: Int) throws {
        let process = AlbumsProcess()
        let file = process.home + "/export.json"
        try Self.export(charts: 1, editions: 2, albums: albums).write(toFile: file, atomically: true, encoding: .utf8)
        let result = try process.run(["history", "import", file], timeout: 120)
        if albums <= 200 {
            #expect(result.status == 0, "\(result.stderr)")
            let kept = try process.run("history", "export")
            #expect(kept.stdout.components(separatedBy: "\"id\"").count - 1 == 2 * albums)
        } else {
            #expect(result.status == 1)
            #expect(result.stderr.contains("why: charts[0].editions[0].albums: 201 albums: an edition keeps at most 200, as a load does"), "\(result.stderr)")
            #expect(try process.run("history").stdout.isEmpty, "nothing kept")
        }
    }

    /// A feed of 1,000 albums: the list shows what --limit asks, and the edition kept is the first 200.
    @Test func aLoadKeepsTheFirst200() throws {
        let server = try LoopbackServer { _ in .json(FeedText.v2(updated: "Fri, 20 Nov 2026 12:00:00 +0000", ids: (0..<1000).map { String(1_000_000_000 + $0) })) }
        defer { server.stop() }
        let process = AlbumsProcess(world: "device")
        #expect(try process.run("--feed", server.url("/top.json"), "--limit", "100", "--cache", "none").status == 0)
        let kept = try process.run("history", "export")
        #expect(kept.stdout.components(separatedBy: "\"id\"").count - 1 == 200, "the first 200 kept")
        #expect(kept.stdout.contains("\"1000000199\"") && !kept.stdout.contains("\"1000000200\""))
    }

    /// The peak memory of importing an export of `charts` charts, from a file.
    static func importPeak(charts: Int) throws -> (peak: Int, size: Int, process: AlbumsProcess) {
        let process = AlbumsProcess()
        let file = process.home + "/export.json"
        try Self.export(charts: charts, editions: 30, albums: 100).write(toFile: file, atomically: true, encoding: .utf8)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int)
        let imported = try Program.run("/usr/bin/time", ["-f", "peak %M KB", Paths.albumsBinary, "history", "import", file], environment: process.environment, timeout: 120)
        #expect(imported.status == 0, "\(imported.stderr)")
        let peak = try #require(imported.stderr.firstMatch(of: /peak (\d+) KB/).flatMap { Int($0.1) })
        return (peak * 1024, size, process)
    }

    /// An export is read a piece at a time, a chart at a time: three times the charts take about the memory of one
    /// time (a gigabyte's export of a year of every store's chart imports so), from a file and from standard input,
    /// and exports back the same.
    @Test func anExportImportsInMemoryThatDoesntGrowWithIt() throws {
        let small = try Self.importPeak(charts: 15), large = try Self.importPeak(charts: 45)
        #expect(large.size > 3 * small.size - 1000)
        #expect(large.peak < small.peak + 3 << 20, "\(small.peak >> 20) MB for \(small.size >> 20) MB, \(large.peak >> 20) MB for \(large.size >> 20) MB")
        let back = large.process.home + "/back.json"
        #expect(try large.process.run("history", "export", back).status == 0)
        let other = AlbumsProcess()
        let piped = try Program.run("/bin/sh", ["-c", "'\(Paths.albumsBinary)' history import - < '\(back)'"], environment: other.environment, timeout: 120)
        #expect(piped.status == 0, "\(piped.stderr)")
        let again = other.home + "/again.json"
        #expect(try other.run("history", "export", again).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: again)) == Data(contentsOf: URL(fileURLWithPath: back)), "the same history, from standard input")
    }

    /// A chart of an export over 64 MB is refused, naming it, before anything is kept.
    @Test func aChartOver64MBIsRefused() throws {
        let process = AlbumsProcess()
        let file = process.home + "/export.json"
        let long = String(repeating: "x", count: 2_000_000)
        var text = "{\"format\": \"albums-history\", \"version\": 1, \"charts\": [{\"chart\": \"c\", \"editions\": ["
        text += (0..<34).map { e in "{\"updated\": \"2026-11-\(String(format: "%02d", e % 28 + 1))T12:00:00Z\", \"albums\": [{\"id\": \"\(e)\", \"name\": \"\(long)\", \"artist\": \"a\"}]}" }.joined(separator: ",")
        text += "]}]}"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try process.run(["history", "import", file], timeout: 120)
        #expect(result.status == 1)
        #expect(result.stderr.contains("why: charts[0]: larger than 64 MB, more than albums reads at once"), "\(result.stderr)")
    }

    /// The store's own warnings on the way (a chart's file that can't be read, set aside) are passed on by the import.
    @Test func theImportPassesOnTheStoresWarnings() throws {
        let process = AlbumsProcess()
        let file = process.home + "/export.json"
        try Self.export(charts: 1, editions: 2, albums: 3).write(toFile: file, atomically: true, encoding: .utf8)
        let folder = process.home + "/state/albums/history"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = HistoryStore.file(for: "feed https://charts.example/0", in: folder)
        try Data("not a history\n".utf8).write(to: URL(fileURLWithPath: path))
        let result = try process.run(["history", "import", file], timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: the chart history in \(path) could not be read"), "\(result.stderr)")
        #expect(result.stderr.contains("set aside as"))
        #expect((try FileManager.default.contentsOfDirectory(atPath: folder)).contains { $0.hasSuffix(".bad") }, "the old file kept aside")
    }
}
