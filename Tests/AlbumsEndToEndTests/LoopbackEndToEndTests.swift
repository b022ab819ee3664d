import AlbumsTestSupport
import Foundation
import Testing

/// The device world's real network path, against a server on 127.0.0.1.
@Suite(.onTestThreads) struct LoopbackEndToEndTests {
    let feed = Paths.stubFixture("feeds/most-played.json")

    @Test func readsAFeedFromAURL() throws {
        let server = try LoopbackServer { _ in .data(feed) }
        defer { server.stop() }
        let result = try AlbumsProcess(world: "device").run("--feed", server.url("/top.json"), "--limit", "3", "--cache", "none")
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").count == 3)
        #expect(server.requests.map(\.path) == ["/top.json"])
    }

    @Test func aServerErrorExitsOne() throws {
        let server = try LoopbackServer { _ in .json("{}", status: 500) }
        defer { server.stop() }
        let result = try AlbumsProcess(world: "device").run("--feed", server.url("/top.json"), "--cache", "none")
        #expect(result.status == 1)
        #expect(result.stderr.contains("why: 127.0.0.1 answered HTTP 500 Internal Server Error"))
        #expect(server.requests.count == 3, "the first try and two retries")
    }

    @Test func aMalformedBodyExitsOne() throws {
        let server = try LoopbackServer { _ in .json(#"{"feed": {"res"#) }
        defer { server.stop() }
        let result = try AlbumsProcess(world: "device").run("--feed", server.url("/top.json"), "--cache", "none")
        #expect(result.status == 1)
        #expect(result.stderr.contains("is not valid JSON: it is cut short or corrupt"))
    }
}
