import AlbumsTestSupport
import Foundation
import Synchronization
import Testing

/// A header's number is any text a server sends: Retry-After, Age and
/// max-age of "inf", "1e300" or "0x1p70" are no numbers, and a number past
/// 2^31 is 2^31. None may crash a command, now or on a later run that reads
/// the answer from the cache (the built binary against a loopback server).
@Suite(.onTestThreads) struct HeaderNumbersEndToEndTests {
    let feed = Paths.stubFixture("feeds/most-played.json")

    /// A 429 with Retry-After `value`, then the feed: the command waits its own backoff (or the number, capped) and shows the chart.
    @Test(arguments: ["inf", "1e16", "1e300", "0x1p70", "nan", "-5", "99999999999999999999999"])
    func aRetryAfterOfAnySizeIsNoCrash(value: String) throws {
        let count = Mutex(0)
        let server = try LoopbackServer { _ in
            count.withLock { $0 += 1; return $0 } == 1 ? .json("{}", status: 429, headers: ["Retry-After": value]) : .data(feed)
        }
        defer { server.stop() }
        let result = try AlbumsProcess(world: "device").run(["--feed", server.url("/top.json"), "--limit", "2", "--cache", "none"], timeout: 60)
        #expect(result.status == 0, "\(value): \(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == 2)
        #expect(server.requests.count == 2, "one retry")
    }

    /// A feed answered with Age and max-age of `value`, then read from the cache offline: shown, with how old it is.
    @Test(arguments: ["inf", "nan", "1e300", "-1", "99999999999999999999"])
    func anAgeOfAnySizeIsNoCrashLater(value: String) throws {
        let server = try LoopbackServer { _ in .data(feed, headers: ["Age": value, "Cache-Control": "max-age=\(value)"]) }
        defer { server.stop() }
        let process = AlbumsProcess(world: "device")
        #expect(try process.run("--feed", server.url("/top.json"), "--limit", "2").status == 0)
        server.stop()
        let offline = try process.run("--feed", server.url("/top.json"), "--limit", "2", "--offline")
        #expect(offline.status == 0, "\(value): \(offline.stderr)")
        #expect(offline.stdout.split(separator: "\n").count == 2)
        let again = try process.run("--feed", server.url("/top.json"), "--limit", "2")
        #expect(again.status == 0, "the network down: the cached copy, said to be old: \(again.stderr)")
    }
}
