import AlbumsTestSupport
import Foundation
import Synchronization
import Testing

/// `albums watch` from the built binary: a loopback feed that changes between
/// checks (with an ETag, so an unchanged feed is a 304), a fake notify-send on
/// PATH that records its arguments, and Ctrl-C (SIGINT) to stop it.
@Suite(.onTestThreads) struct WatchEndToEndTests {
    /// Ctrl-C (SIGINT) or a service manager's stop (SIGTERM): the same clean end.
    @Test(arguments: [SIGINT, SIGTERM])
    func watchingALoopbackFeedThenStopping(signal: Int32) throws {
        // The feed: edition 1 for the first two answers, then edition 2 (one new album).
        let served = Mutex(0)
        let server = try LoopbackServer { request in
            let version = served.withLock { count in defer { count += 1 }; return count < 2 ? 1 : 2 }
            let etag = "\"v\(version)\""
            if request.headers["if-none-match"] == etag { return .respond(status: 304, headers: ["ETag": etag]) }
            let ids = version == 1 ? ["1000000001", "1000000002", "1000000003"] : ["1000000001", "1000000009", "1000000002"]
            return .json(FeedText.v2(updated: "Fri, 0\(version) Nov 2026 12:00:00 +0000", ids: ids), headers: ["ETag": etag])
        }
        defer { server.stop() }
        let folder = Paths.temporaryFolder(), bin = folder + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        // Written whole, then renamed: the test never reads it half done.
        let script = "#!/bin/sh\nfor a in \"$@\"; do echo \"$a\"; done > \(folder)/notified.tmp && /bin/mv \(folder)/notified.tmp \(folder)/notified\n"
        _ = FileManager.default.createFile(atPath: bin + "/notify-send", contents: Data(script.utf8), attributes: [.posixPermissions: 0o755])
        var environment = AlbumsProcess(world: "device").environment
        environment["PATH"] = bin + ":/usr/bin:/bin"
        environment["DISPLAY"] = ":0"
        environment["TZ"] = "UTC"
        let out = folder + "/out", err = folder + "/err"
        let process = try Spawned(Paths.albumsBinary, ["watch", "--feed", server.url("/top.json"), "--every", "1s"], environment: environment,
                                  output: .file(out), error: .file(err))
        let news = { (try? String(contentsOfFile: out, encoding: .utf8)) ?? "" }
        // Stopped once the news is printed and its notification shown (Ctrl-C would cancel one under way).
        let notifiedFile = folder + "/notified"
        _ = Wait.until(20) { (news().contains("NEW") && FileManager.default.fileExists(atPath: notifiedFile)) || !process.isRunning }
        try #require(process.signal(signal), "albums was still watching")
        #expect(EndlessPlayer.finishes(process) == .exited(0), "signal \(signal) ends a watch normally")
        #expect(news().hasSuffix("  NEW  #2  Album 1000000009 — Artist 1000000009\n"))
        #expect(news().split(separator: "\n").count == 1)
        let summary = (try? String(contentsOfFile: err, encoding: .utf8)) ?? ""
        #expect(summary.hasPrefix("watched ") && summary.hasSuffix(" 1 with news\n"), "\(summary)")
        // The second check asked conditionally and got a 304; the third found edition 2.
        let requests = server.requests
        #expect(requests.count >= 3)
        #expect(requests.element(1)?.headers["if-none-match"] == "\"v1\"")
        let notified = (try? String(contentsOfFile: folder + "/notified", encoding: .utf8)) ?? ""
        #expect(notified == "--app-name=albums\nalbums: the chart changed\n1 new: Album 1000000009 — Artist 1000000009, #2\n")
    }

    /// The stub session walks its three editions, one per check, without a network.
    @Test func theStubSessionWalksItsEditions() throws {
        let result = try AlbumsProcess().run(["watch", "--session", "stub", "--every", "1s", "--checks", "3"], timeout: 30)
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        // 6 November has nothing before it; 13 November brings news, and so does the 20th (ranks 7, 48, 88, 95 new; 23 and 71 back).
        #expect(lines.contains { $0.hasSuffix("NEW  #7  東京ナイトドライブ — 星野ミナ") }, "\(result.stdout)")
        #expect(lines.contains { $0.hasSuffix("BACK  #23  Endless Echoes — Mara Osei") })
        #expect(result.stderr.hasPrefix("watched ") && result.stderr.hasSuffix("3 checks, 2 with news\n"), "\(result.stderr)")
        let top = try AlbumsProcess().run(["watch", "--session", "stub", "--every", "1s", "--checks", "3", "--top", "10"], timeout: 30)
        #expect(top.stdout.split(separator: "\n").map { String($0.dropFirst(7)) } == ["TOP10  #7  東京ナイトドライブ — 星野ミナ", "TOP10  #8  The Endless Skylines — Zuri Navarro"])
    }
}

/// watch's clock in the zone TZ names, POSIX rule strings included (as the C library applies them): the time each
/// line begins with is now's in that zone. November: no summer time in the north.
@Suite(.onTestThreads) struct WatchZoneEndToEndTests {
    @Test(arguments: [("UTC", 0), ("JST-9", 9), ("EST5EDT,M3.2.0,M11.1.0", -5), ("CET-1CEST,M3.5.0,M10.5.0/3", 1), ("<+0530>-5:30", 330),
                      ("Asia/Tokyo", 9)])
    func theTimeIsTZs(zone: String, offsetHours: Int) throws {
        let minutes = abs(offsetHours) > 24 ? offsetHours : offsetHours * 60
        let shown = { (date: Date) -> String in
            let seconds = Int(date.timeIntervalSince1970) + minutes * 60
            let day = ((seconds % 86_400) + 86_400) % 86_400
            return String(format: "%02d:%02d", day / 3600, day / 60 % 60)
        }
        let before = shown(Date())
        let result = try AlbumsProcess(world: "device", environment: ["TZ": zone]).run("watch", "--once", "--session", "stub")
        let after = shown(Date())
        #expect(result.status == 0)
        let first = String(result.stdout.prefix(5))
        #expect(first == before || first == after, "\(zone): \(first), expected \(before)")
    }
}
