import AlbumsTestSupport
import Foundation
import Synchronization
import Testing

/// Chart history from the built binary: the stub chart's seeded editions, a
/// loopback server publishing three editions, processes recording at once, and
/// a history file that isn't one.
@Suite(.onTestThreads) struct HistoryEndToEndTests {
    /// Ids as long as Apple's, so that none reads as a rank.
    static let editions = [
        FeedText.v2(updated: "Fri, 06 Nov 2026 12:00:00 +0000", ids: ["1000000101", "1000000102", "1000000103", "1000000104", "1000000105"]),
        FeedText.v2(updated: "Fri, 13 Nov 2026 12:00:00 +0000", ids: ["1000000102", "1000000101", "1000000103", "1000000106", "1000000107"]),
        FeedText.v2(updated: "Fri, 20 Nov 2026 12:00:00 +0000", ids: ["1000000101", "1000000103", "1000000102", "1000000104", "1000000108"]),
    ]

    static func historyFiles(_ process: AlbumsProcess) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: process.home + "/state/albums/history")) ?? []).sorted()
    }

    /// The history's chart files (`.history`), without its other files.
    static func chartFiles(_ process: AlbumsProcess) -> [String] {
        historyFiles(process).filter { $0.hasSuffix(".history") }
    }

    static func json(_ text: String) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    /// Fixtures/generate.py makes ranks 7, 48, 88 and 95 new, 23 and 71 re-entries, and six albums of 13 November leave.
    @Test func theStubChartShowsMovementFromItsFirstRun() throws {
        let process = AlbumsProcess()
        let changes = try process.run("--session", "stub", "changes", "--json")
        #expect(changes.status == 0)
        let object = try #require(Self.json(changes.stdout) as? [String: Any])
        let ranks = { (key: String) in ((object[key] as? [[String: Any]]) ?? []).map { $0["rank"] as? Int } }
        #expect(object["from"] as? String == "2026-11-13T12:00:00Z")
        #expect(object["to"] as? String == "2026-11-20T12:00:00Z")
        #expect(ranks("entered") == [7, 48, 88, 95])
        #expect(ranks("reentered") == [23, 71])
        #expect(ranks("left").count == 6)
        #expect(ranks("left").allSatisfy { $0 == nil })
        #expect(ranks("climbed").count + ranks("fell").count < 94, "some albums held their place")
        let history = try process.run("--session", "stub", "history", "23", "--json")
        let ranks23 = try #require(Self.json(history.stdout) as? [[String: Any]])
        try #require(ranks23.count > 2, "long enough to index")
        #expect(ranks23.map { $0["updated"] as? String } == ["2026-11-06T12:00:00Z", "2026-11-13T12:00:00Z", "2026-11-20T12:00:00Z"])
        #expect(ranks23[1]["rank"] is NSNull, "away on 13 November")
        #expect(ranks23[2]["rank"] as? Int == 23)
        #expect(Self.chartFiles(process).count == 1)
    }

    /// Listing an edition already kept goes by the standings kept beside the
    /// history; without them (removed, or the history changed since), the
    /// whole history says the same, and they are kept again.
    @Test func aKeptEditionListsTheSameWithOrWithoutItsStandings() throws {
        let process = AlbumsProcess()
        let arguments = ["--session", "stub", "--json", "rank,id,movement,previousRank,peakRank,editions,debut,days"]
        let first = try process.run(arguments)
        #expect(first.status == 0)
        #expect(first.stdout.contains("\"reentry\"") && first.stdout.contains("\"new\""))
        let folder = process.home + "/state/albums/history/"
        let standings = try #require(Self.historyFiles(process).first { $0.hasSuffix(".standings") }, "written with the edition")
        let kept = try process.run(arguments)
        #expect(kept.stdout == first.stdout && kept.stderr == "")
        try FileManager.default.removeItem(atPath: folder + standings)
        let whole = try process.run(arguments)
        #expect(whole.stdout == first.stdout && whole.stderr == "")
        #expect(FileManager.default.fileExists(atPath: folder + standings), "kept again")
        // Another writer's history: the standings beside it are of the file as it was, and pass.
        let history = try #require(Self.chartFiles(process).first)
        let handle = try #require(FileHandle(forWritingAtPath: folder + history))
        handle.seekToEndOfFile()
        handle.write(Data("\n".utf8))
        handle.closeFile()
        let changed = try process.run(arguments)
        #expect(changed.stdout == first.stdout && changed.stderr == "")
    }

    @Test func aLoopbackServerPublishingThreeEditions() throws {
        let served = Counter()
        let server = try LoopbackServer { _ in .json(Self.editions[min(served.next(), 3) - 1]) }
        defer { server.stop() }
        let process = AlbumsProcess(world: "device")
        let feed = server.url("/top.json")
        for _ in 0..<2 { #expect(try process.run("--feed", feed, "--cache", "none").status == 0) }
        let third = try process.run("--feed", feed, "--cache", "none")
        #expect(third.status == 0)
        #expect(TabSeparated.column(7, of: third.stdout) == ["+1", "+1", "-2", "re", "new"])
        let changes = try process.run("changes", "--feed", feed, "--cache", "none")
        #expect(changes.stdout == "new\t5\t\t1000000108\tAlbum 1000000108\tArtist 1000000108\nre\t4\t\t1000000104\tAlbum 1000000104\tArtist 1000000104\n"
            + "left\t\t4\t1000000106\tAlbum 1000000106\tArtist 1000000106\nleft\t\t5\t1000000107\tAlbum 1000000107\tArtist 1000000107\n"
            + "up\t1\t2\t1000000101\tAlbum 1000000101\tArtist 1000000101\nup\t2\t3\t1000000103\tAlbum 1000000103\tArtist 1000000103\ndown\t3\t1\t1000000102\tAlbum 1000000102\tArtist 1000000102\n")
        let history = try process.run("history", "1000000102", "--feed", feed, "--cache", "none")
        #expect(history.stdout == "2026-11-06T12:00:00Z\t2\n2026-11-13T12:00:00Z\t1\n2026-11-20T12:00:00Z\t3\n")
        let stats = try process.run("cache", "stats", "--json", "history")
        let kept = try #require((Self.json(stats.stdout) as? [String: Any])?["history"] as? [String: Any])
        #expect(kept["editions"] as? Int == 3)
        #expect(kept["charts"] as? Int == 1)
        #expect(server.requests.count == 5)
    }

    /// Eight processes at once, each loading its own edition: every edition kept, the file whole.
    @Test func processesRecordingAtOnceLoseNothing() throws {
        let served = Counter()
        let server = try LoopbackServer { _ in
            let day = served.next()
            return .json(FeedText.v2(updated: "Sun, \(String(format: "%02d", day)) Nov 2026 12:00:00 +0000", ids: ["\(1_000_000_000 + day)", "1000000200"]))
        }
        defer { server.stop() }
        let process = AlbumsProcess(world: "device")
        let codes = Mutex<[Int32]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let status = (try? process.run("--feed", server.url("/top.json"), "--cache", "none").status) ?? -1
            codes.withLock { $0.append(status) }
        }
        #expect(codes.withLock { $0 } == Array(repeating: 0, count: 8))
        let history = try process.run("history", "1000000200", "--feed", server.url("/top.json"), "--cache", "none", "--no-history")
        #expect(history.stderr == "")
        #expect(history.stdout.split(separator: "\n").count == 9, "eight editions kept, and a ninth shown but not kept")
        #expect(!Self.historyFiles(process).contains { $0.hasSuffix(".bad") })
    }

    @Test func aCorruptHistoryIsSetAsideWithAWarning() throws {
        let process = AlbumsProcess()
        #expect(try process.run("--session", "stub", "--limit", "1").status == 0)
        let name = try #require(Self.chartFiles(process).first)
        let path = process.home + "/state/albums/history/" + name
        try Data("albums-history 1\nchart\tstub standard us\nalbum\t1\n".utf8).write(to: URL(fileURLWithPath: path))
        let result = try process.run("--session", "stub", "--limit", "1")
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("\t=\n"), "a new history, seeded again: number one held its place")
        #expect(result.stderr == "warning: the chart history in \(path) could not be read (it is not a chart history (line 3: an album line needs an id, a name and an artist)); it was set aside as \(path).bad and a new one started\n")
        #expect(FileManager.default.contents(atPath: path + ".bad").map { String(decoding: $0, as: UTF8.self) }?.hasPrefix("albums-history 1\nchart\tstub standard us\nalbum\t1\n") == true)
        #expect(try process.run("--session", "stub", "--limit", "1").stderr == "", "said once")
    }

    /// Feeds dated 1900, year 1 and year 10000 after three real editions: each
    /// is kept as the day it was fetched, with a warning for the two it can
    /// read; the real editions all stay, and nothing is set aside.
    @Test func oddFeedDatesNeverCostTheHistory() throws {
        let odd = ["Mon, 01 Jan 1900 00:00:00 +0000", "0001-01-01T00:00:00Z", "Sat, 01 Jan 10000 00:00:00 +0000"]
        let served = Counter()
        let server = try LoopbackServer { _ in
            let index = served.next() - 1
            if index < 3 { return .json(Self.editions[index]) }
            return .json(FeedText.v2(updated: odd[min(index - 3, 2)], ids: ["100000020\(index)", "1000000101"]))
        }
        defer { server.stop() }
        let process = AlbumsProcess(world: "device")
        let feed = server.url("/top.json")
        for _ in 0..<3 { #expect(try process.run("--feed", feed, "--cache", "none").status == 0) }
        let today = String(ISO8601DateFormatter().string(from: Date()).prefix(10))
        for (index, stated) in ["1900-01-01", "0001-01-01", nil].enumerated() {
            let result = try process.run("--feed", feed, "--cache", "none")
            #expect(result.status == 0)
            // The third can't be read as a date at all: said as no date.
            let warning = stated.map { "warning: the feed says it was updated on \($0), which can't be right; this edition is kept as today's (\(today))\n" }
                ?? "warning: the feed doesn't say when it was updated; this edition is kept as today's (\(today))\n"
            #expect(result.stderr == warning, "odd date \(index + 1)")
        }
        let history = try process.run("history", "1000000101", "--feed", feed, "--cache", "none", "--no-history")
        #expect(history.stdout.split(separator: "\n").map { String($0.prefix(10)) } == ["2026-11-06", "2026-11-13", "2026-11-20", today])
        #expect(!Self.historyFiles(process).contains { $0.contains(".bad") })
    }

    @Test func noHistoryLeavesTheStateFolderAlone() throws {
        let process = AlbumsProcess()
        #expect(try process.run("--session", "stub", "--no-history").status == 0)
        #expect(try process.run("--session", "stub", "show", "1", "--no-history").status == 0)
        var env = process
        env.environment["ALBUMS_HISTORY"] = "off"
        #expect(try env.run("--session", "stub").status == 0)
        #expect(!FileManager.default.fileExists(atPath: process.home + "/state/albums/history"))
    }

    @Test func cacheClearLeavesTheHistoryAndHistoryClearSaysWhatGoes() throws {
        let process = AlbumsProcess()
        #expect(try process.run("--session", "stub").status == 0)
        #expect(try process.run("cache", "clear").status == 0)
        let stats = try process.run("cache", "stats", "--json", "history")
        #expect(((Self.json(stats.stdout) as? [String: Any])?["history"] as? [String: Any])?["editions"] as? Int == 3)
        let cleared = try process.run("history", "clear", "--yes")
        #expect(cleared.status == 0)
        #expect(cleared.stderr.hasPrefix("Removed 3 editions of 1 chart from the history ("))
        #expect(Self.chartFiles(process).isEmpty)
    }

    /// `history clear` on a real terminal (tmux, an interactive shell) asks,
    /// and takes the line typed there: "n" then Enter keeps the history, "y"
    /// then Enter removes it (the line read without its line break).
    @Test(.enabled(if: TerminalSession.isAvailable))
    func clearOnATerminalTakesTheLineTypedThere() throws {
        let process = AlbumsProcess()
        #expect(try process.run("--session", "stub").status == 0)
        try #require(!Self.chartFiles(process).isEmpty)
        let folder = try Paths.temporaryFolder(required: "clear-answer")
        let terminal = try TerminalSession("/bin/sh -i", environment: process.environment)
        defer { terminal.stop() }
        for (round, answer) in ["n", "y"].enumerated() {
            try terminal.send("'\(Paths.albumsBinary)' history clear; echo $? > \(folder)/\(answer)", "Enter")
            try #require(Wait.until(30) { ((try? terminal.screen()) ?? "").components(separatedBy: "[y/N]").count == round + 2 }, "asked \(round + 1) times")
            try terminal.send(answer, "Enter")
            try #require(Wait.until(30) { FileManager.default.fileExists(atPath: "\(folder)/\(answer)") }, "\(answer): albums ended")
            let left = Self.chartFiles(process)
            #expect(answer == "n" ? !left.isEmpty : left.isEmpty, "\(answer): \(left)")
        }
        #expect((try? String(contentsOfFile: folder + "/y", encoding: .utf8)) == "0\n")
    }

    /// A feed whose names carry escape sequences (an OSC 52 clipboard write,
    /// a clear-screen, a C1 CSI, a bidi override), kept in the history: on a
    /// terminal (a pseudo-terminal) the export is refused and writes nothing;
    /// `--json` there escapes C0, C1 and bidi controls; a CSV cell that would
    /// be a formula gets a quote first.
    @Test func nothingFromAFeedReachesATerminalRaw() throws {
        let hostile = #"=HYPERLINK(\"x\")\u001b]52;c;aGk=\u0007\u001b[2J\u009b31m\u202e"#
        let feed = #"{"feed": {"title": "Top Albums", "updated": "Fri, 20 Nov 2026 12:00:00 +0000", "results": [{"artistName": "\#(hostile)", "id": "1000000001", "name": "\#(hostile)", "releaseDate": "2026-01-01", "kind": "albums", "genres": [], "url": "https://music.apple.com/us/album/x/1000000001"}]}}"#
        let server = try LoopbackServer { _ in .json(feed) }
        defer { server.stop() }
        let process = AlbumsProcess(world: "device")
        #expect(try process.run("--feed", server.url("/feed.json"), "--cache", "none", "--plain").status == 0)
        let export = try PseudoTerminal.run(["history", "export"], process: process)
        #expect(export.status == 2)
        #expect(export.screen.contains("not writing the export to a terminal"))
        #expect(!export.screen.contains("\u{1B}]52") && !export.screen.contains("\u{1B}[2J") && !export.screen.contains("HYPERLINK"))
        let json = try PseudoTerminal.run(["--feed", server.url("/feed.json"), "--cache", "none", "--json", "name"], process: process)
        #expect(json.status == 0)
        #expect(json.screen.contains(#"\u001b]52;c;aGk=\u0007\u001b[2J\u009b31m\u202e"#), "\(json.screen)")
        #expect(!json.screen.unicodeScalars.contains { $0 == "\u{9B}" || $0 == "\u{202E}" || $0 == "\u{07}" })
        let csv = try process.run("history", "export", "--format", "csv")
        #expect(csv.status == 0)
        #expect(csv.stdout.contains(#",1000000001,"'=HYPERLINK(""x"")"#), "\(csv.stdout)")
    }
}
