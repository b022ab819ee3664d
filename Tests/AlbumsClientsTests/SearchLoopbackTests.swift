@testable import AlbumsCore
@testable import AlbumsClients
import AlbumsTestSupport
import Foundation
import Testing

/// `albums search` against a Search API on 127.0.0.1, from the built binary.
@Suite(.onTestThreads) struct SearchLoopbackTests {
    @Test func trickyTermsArriveIntact() throws {
        let answer = Paths.testFixture("search/album-neon.json")
        let server = try LoopbackServer { _ in .data(answer, type: "text/javascript; charset=utf-8") }
        defer { server.stop() }
        let process = AlbumsProcess(world: "device")
        for term in ["rock & roll", "東京 night", "a+b=c#d", "50% off?"] {
            let result = try process.run("search", term, "--api", server.baseURL, "--cache", "none", "--entity", "music-video")
            #expect(result.status == 0)
            let request = try #require(server.requests.last)
            #expect(request.path == "/search")
            #expect(request.query("term") == term)
            #expect(request.query("entity") == "musicVideo")
            #expect(request.query("media") == "musicVideo")
        }
    }

    @Test func anEmptyAnswerIsNoResults() throws {
        let server = try LoopbackServer { _ in .data(Paths.testFixture("search/empty.json")) }
        defer { server.stop() }
        let result = try AlbumsProcess(world: "device").run("search", "nothing", "--api", server.baseURL, "--cache", "none")
        #expect(result.status == 0)
        #expect(result.stderr == "No albums found for \"nothing\". Try another spelling, or --entity song.\n")
    }

    @Test func aServiceUnavailableIsAServerError() throws {
        let server = try LoopbackServer { _ in .json("{}", status: 503, headers: ["Retry-After": "0"]) }
        defer { server.stop() }
        let result = try AlbumsProcess(world: "device").run("search", "neon", "--api", server.baseURL, "--cache", "none")
        #expect(result.status == 1)
        #expect(result.stderr.contains("why: 127.0.0.1 answered HTTP 503 Service Unavailable"))
        #expect(server.requests.count == 3)
    }

    @Test func garbageIsABadAnswer() throws {
        let server = try LoopbackServer { _ in .data(Data((0..<512).map { UInt8(truncatingIfNeeded: $0 &* 37) })) }
        defer { server.stop() }
        let result = try AlbumsProcess(world: "device").run("search", "neon", "--api", server.baseURL, "--cache", "none")
        #expect(result.status == 1)
        #expect(result.stderr.contains("is not an answer from the iTunes catalog"))
    }

    @Test func noConnection() throws {
        // Nothing listens on port 1; a stopped test server's port could be taken by another test's.
        let api = "http://127.0.0.1:1"
        let result = try AlbumsProcess(world: "device").run("search", "neon", "--api", api, "--cache", "none")
        #expect(result.status == 1)
        #expect(result.stderr == """
            error: couldn't load search results for "neon"
              why: 127.0.0.1 refused the connection (Connection refused): nothing answers on that port
              try: check the URL and that the server is running

            """, "a refused connection on this machine is not a missing internet connection")
    }
}
