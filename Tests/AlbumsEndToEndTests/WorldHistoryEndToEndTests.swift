import AlbumsTestSupport
import Foundation
import Testing

/// `albums world`, `top`, `artist` and the history's export and import, from
/// the built binary: on the stub session (every store offline) and against a
/// loopback server standing in for each store through the feed template.
@Suite(.onTestThreads) struct WorldHistoryEndToEndTests {
    static func json(_ text: String) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    /// The stub session serves every store, so the worldwide chart is made of all of them, offline.
    @Test func theStubSessionServesEveryStore() throws {
        let process = AlbumsProcess()
        let result = try process.run("--session", "stub", "world", "--limit", "3", "--json", "rank,stores,points")
        #expect(result.status == 0, "\(result.stderr)")
        let rows = try #require(Self.json(result.stdout) as? [[String: Any]])
        #expect(rows.map { $0["rank"] as? Int } == [1, 2, 3])
        #expect(rows.allSatisfy { ($0["stores"] as? Int ?? 0) > 150 }, "every store's chart counted")
        let points = rows.compactMap { $0["points"] as? Int }
        #expect(points == points.sorted(by: >) && points.count == 3)
        // Kept as a chart: history --world finds the number one in it.
        let history = try process.run("--session", "stub", "history", "--world", "1", "--plain")
        #expect(history.status == 0 && history.stdout == "2026-11-20T12:00:00Z\t1\n", "\(history.stderr)")
    }

    /// A worldwide chart of some stores is kept as its own, whatever order they
    /// were given in; --world LIST reads it, --world alone the every-store one.
    @Test func aWorldOfSomeStoresIsReadWithItsList() throws {
        let process = AlbumsProcess()
        let none = try process.run("--session", "stub", "history", "--world", "1")
        #expect(none.status == 1)
        #expect(none.stderr == "error: no history for album 1\n  why: no edition of the worldwide chart is kept yet\n  try: albums world keeps one each time it runs\n")
        #expect(try process.run("--session", "stub", "world", "--countries", "us,gb", "--limit", "1").status == 0)
        let history = try process.run("--session", "stub", "history", "--world", "GB,us", "1", "--plain")
        #expect(history.status == 0 && history.stdout == "2026-11-20T12:00:00Z\t1\n", "\(history.stderr)")
        let top = try process.run("--session", "stub", "top", "--world", "gb,us", "--limit", "1", "--json")
        let rows = try #require(Self.json(top.stdout) as? [[String: Any]])
        #expect(rows.first?["points"] as? Int == 100 && rows.first?["editions"] as? Int == 1, "#1 of the one kept edition, of 100 albums")
        let changes = try process.run("--session", "stub", "changes", "--world")
        #expect(changes.stderr.contains("no edition of the worldwide chart is kept yet"), "every store's: none kept")
    }

    /// Stores that fail are named in a warning with their count; the chart comes from the rest; exit 1.
    @Test func failingStoresAreNamedAndTheChartIsMadeOfTheRest() throws {
        let server = try LoopbackServer { request in
            let country = request.path.split(separator: "/").first.map(String.init) ?? ""
            switch country {
            case "us": return .json(FeedText.v2(updated: "Fri, 20 Nov 2026 12:00:00 +0000", ids: ["1000000001", "1000000002"]))
            case "gb": return .json(FeedText.v2(updated: "Fri, 20 Nov 2026 12:00:00 +0000", ids: ["1000000002", "1000000001"]))
            default: return .respond(status: 500)
            }
        }
        defer { server.stop() }
        let process = AlbumsProcess(world: "device")
        let result = try process.run(["world", "--countries", "us,jp,gb,kr", "--feed", server.url("/{country}/top-{limit}.json"), "--cache", "none", "--plain"])
        #expect(result.status == 1)
        // 1: 2 + 1 = 3 points; 2: 1 + 2 = 3; tied in points and stores, both best #1: by name. The first kept edition:
        // each a debut (1 day, its rank the peak, once), no points change, 3 points in all.
        #expect(result.stdout == "1\t1000000001\tAlbum 1000000001\tArtist 1000000001\t3\t2\t1\t1\tus\tnew\t1\t1\t1\t\t3\n"
            + "2\t1000000002\tAlbum 1000000002\tArtist 1000000002\t3\t2\t1\t1\tgb\tnew\t1\t2\t1\t\t3\n")
        #expect(result.stderr.contains("warning: 2 of 4 stores couldn't be loaded: jp ("), "\(result.stderr)")
        #expect(result.stderr.contains("; kr ("), "\(result.stderr)")
        #expect(Set(server.requests.map(\.path)) == ["/us/top-100.json", "/jp/top-100.json", "/gb/top-100.json", "/kr/top-100.json"],
                "each store's whole chart, whatever --limit shows")
    }

    /// A period with no kept edition: which there are, exit 0, nothing on stdout.
    @Test func anEmptyPeriodSaysWhichEditionsThereAre() throws {
        let process = AlbumsProcess()
        let fresh = try process.run("--session", "stub", "top")
        #expect(fresh.status == 0 && fresh.stdout == "")
        #expect(fresh.stderr == "warning: no edition of the stub standard us chart is kept yet (history on keeps one each time the chart loads)\n")
        #expect(try process.run("--session", "stub", "--limit", "1").status == 0, "the stub chart loads, with its seeded editions")
        let result = try process.run("--session", "stub", "top", "--year", "2020")
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == "warning: no kept edition of the stub standard us chart dates in 2020: 3 are kept, from 2026-11-06 to 2026-11-20\n")
    }

    /// Export, import into an empty state (the same history comes back), import
    /// again (nothing added), and a bad file (nothing changed, and where it is bad).
    @Test func exportAndImportRoundTrip() throws {
        let source = AlbumsProcess()
        #expect(try source.run("--session", "stub", "world", "--countries", "us,gb,jp").status == 0)
        let file = source.home + "/history.json"
        let exported = try source.run("history", "--export", file)
        #expect(exported.status == 0 && exported.stdout == "")
        #expect(exported.stderr == "Exported 6 editions of 4 charts to \(file).\n", "us (3 seeded), gb, jp, and the worldwide chart of the three")
        let written = try #require(Self.json(try String(contentsOfFile: file, encoding: .utf8)) as? [String: Any])
        let editions = try #require(written["charts"] as? [[String: Any]]).flatMap { ($0["editions"] as? [[String: Any]]) ?? [] }
        let albums = editions.reduce(0) { $0 + (($1["albums"] as? [Any])?.count ?? 0) }
        #expect(editions.count == 6 && albums >= 600)
        let csv = try source.run("history", "--export", "--format", "csv")
        #expect(csv.stdout.hasPrefix("chart,updated,rank,id,name,artist\r\nstub standard gb,2026-11-20T12:00:00Z,1,"), "\(csv.stdout.prefix(200))")
        #expect(csv.stdout.split(separator: "\r\n").count == 1 + albums, "a header, and a row per album per edition")

        let target = AlbumsProcess()
        let first = try target.run("history", "--import", file)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.hasSuffix("Read 6 editions of 4 charts from \(file): 6 added.\n"), "\(first.stderr)")
        let again = try target.run("history", "--export")
        #expect(again.stdout == (try String(contentsOfFile: file, encoding: .utf8)), "the same history, edition for edition")

        let twice = try target.run("history", "--import", file)
        #expect(twice.status == 0)
        #expect(twice.stderr == "Nothing to add from \(file): all 6 editions are kept already.\n")
        #expect(try target.run("history", "--export").stdout == again.stdout)

        // A file bad in its last edition: nothing of it is kept, and the message says where.
        var object = try #require(Self.json(again.stdout) as? [String: Any])
        var charts = try #require(object["charts"] as? [[String: Any]])
        try #require(charts.count == 4)
        charts[3]["editions"] = [["updated": "2026-11-21T06:00:00Z", "albums": [["id": "1", "name": "n"]]]]
        charts[0]["editions"] = [["updated": "2026-11-21T06:00:00Z", "albums": [["id": "1", "name": "n", "artist": "a"]]]]
        object["charts"] = charts
        let bad = target.home + "/bad.json"
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: bad))
        let refused = try target.run("history", "--import", bad)
        #expect(refused.status == 1)
        #expect(refused.stderr.hasPrefix("error: nothing imported: \(bad) is not a history albums can merge\n  why: charts[3].editions[0].albums[0]: its name and artist must both be strings\n"),
                "\(refused.stderr)")
        #expect(try target.run("history", "--export").stdout == again.stdout, "not even the first chart's good edition")
    }

    /// An artist found in every kept chart by the built binary; a name nobody has says where it looked.
    @Test func anArtistsRecord() throws {
        let process = AlbumsProcess()
        #expect(try process.run("--session", "stub", "world", "--countries", "us,gb").status == 0)
        let found = try process.run("--session", "stub", "artist", "IVY", "holloway", "--json")
        #expect(found.status == 0)
        let albums = try #require(Self.json(found.stdout) as? [[String: Any]])
        #expect(albums.map { $0["name"] as? String } == ["Golden Rivers (Deluxe)"])
        #expect(albums.first?["stores"] as? Int == 2)
        #expect((albums.first?["charts"] as? [Any])?.count == 3, "us, gb, and the worldwide chart of the two")
        let none = try process.run("--session", "stub", "artist", "Nobody", "Here")
        #expect(none.status == 0 && none.stdout == "")
        #expect(none.stderr.hasPrefix("warning: no album by Nobody Here in the kept charts (searched 3 kept charts: stub standard gb, stub standard us, stub world gb,us)"),
                "\(none.stderr)")
    }

    /// Every store hangs: the host is given up on once the first six have timed
    /// out, so --timeout 2 ends in about 2 s (not ⌈171/6⌉ × 2 s), and the stores
    /// never asked are named.
    @Test func hangingStoresEndWithinTheBound() throws {
        let server = try LoopbackServer { _ in .hang }
        defer { server.stop() }
        let process = AlbumsProcess(world: "device")
        let started = Date()
        let result = try process.run(["world", "--timeout", "2", "--feed", server.url("/{country}/top-{limit}.json"), "--cache", "none"])
        let elapsed = Date().timeIntervalSince(started)
        #expect(elapsed < 10, "took \(elapsed) s")
        #expect(result.status == 1)
        #expect(server.requests.count == 6, "the six asked at once, none after")
        let line = try #require(result.stderr.split(separator: "\n").first { $0.hasPrefix("warning: 165 stores not asked, as 127.0.0.1 stopped answering: ") })
        #expect(line.split(separator: ":").last?.split(separator: ",").count == 165)
        #expect(result.stderr.contains("error: couldn't load the top albums chart\n  why: 127.0.0.1 did not answer within 2 s"))
    }

    /// The stores whose codes begin with b, m or s hang (about one in four): those that answer make the chart, the whole run
    /// ends within the deadline (at least 10 s), and what failed or was not asked is named.
    @Test func someHangingStoresStillEndInTime() throws {
        let server = try LoopbackServer { request in
            let country = request.path.split(separator: "/").first.map(String.init) ?? ""
            return ["b", "m", "s"].contains(country.first) ? .hang : .json(FeedText.v2(updated: "Fri, 20 Nov 2026 12:00:00 +0000", ids: ["1000000001"]))
        }
        defer { server.stop() }
        let process = AlbumsProcess(world: "device")
        let started = Date()
        let result = try process.run(["world", "--timeout", "1", "--feed", server.url("/{country}/top-{limit}.json"), "--cache", "none", "--plain"])
        let elapsed = Date().timeIntervalSince(started)
        #expect(elapsed < 20, "took \(elapsed) s")
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("1\t1000000001\t"))
        #expect(result.stderr.contains("stores couldn't be loaded: "))
    }
}
