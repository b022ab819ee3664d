import AlbumsTestSupport
import Foundation
import Testing

@Suite(.onTestThreads) struct SearchEndToEndTests {
    @Test func searchesRememberAndRunAgainAcrossRuns() throws {
        let process = AlbumsProcess()
        #expect(try process.run("search", "Neon").status == 0)
        #expect(try process.run("search", "midnight", "--entity", "song").status == 0)
        #expect(try process.run("search", "nothing at all").status == 0)
        #expect(try process.run("search", "--recent").stdout == "  1  midnight\n  2  neon\n")
        let file = process.home + "/state/albums/recent-searches.json"
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "[\n  \"midnight\",\n  \"neon\"\n]\n")
        let again = try process.run("search", "--recent", "2", "--json", "kind,name", "-n", "1")
        #expect(again.stdout == "[\n  {\n    \"kind\": \"album\",\n    \"name\": \"Neon Horizons (Deluxe)\"\n  }\n]\n")
        #expect(try process.run("search", "--clear-recent").status == 0)
        #expect(try process.run("search").stderr == "No recent searches yet. Try: albums search neon\n")
    }

    @Test func aCorruptRecentFileWarnsAndIsKeptAside() throws {
        let process = AlbumsProcess()
        let folder = process.home + "/state/albums"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: folder + "/recent-searches.json", contents: Data("not json".utf8))
        let result = try process.run("search", "neon", "-n", "1")
        #expect(result.status == 0)
        #expect(result.stderr == "warning: ignoring \(folder)/recent-searches.json: it is not a list of searches\n")
        #expect(try process.run("search").stdout == "  1  neon\n")
        #expect(FileManager.default.contents(atPath: folder + "/recent-searches.json.bad") == Data("not json".utf8))
    }

    @Test func jsonIsAFlatArrayWithEveryField() throws {
        let result = try AlbumsProcess().run("search", "--entity", "song", "東京", "--json")
        #expect(result.status == 0)
        let items = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [[String: Any]])
        #expect(!items.isEmpty)
        #expect(items.allSatisfy { Set($0.keys) == ["kind", "id", "name", "artist", "collection", "releaseDate", "genre", "url", "artworkUrl", "previewUrl"] })
        #expect(items.allSatisfy { $0["kind"] as? String == "song" })
    }
}

@Suite(.onTestThreads) struct SearchFailureEndToEndTests {
    /// A failing Search API gets search advice, never the chart's. (Retries must fit in the timeout: with their backoff
    /// of up to 1.8 s, a timeout of 2 s left a busy machine time for one retry only; 30 s is far from it.)
    @Test func aServerErrorAdvisesAboutSearchNotTheChart() throws {
        let server = try LoopbackServer { _ in .json("{}", status: 503) }
        defer { server.stop() }
        let process = AlbumsProcess(world: "device", environment: ["ALBUMS_SESSION": "shared", "ALBUMS_API": server.baseURL, "ALBUMS_TIMEOUT": "30"])
        let result = try process.run("search", "x")
        #expect(result.status == 1)
        #expect(result.stderr == """
            error: couldn't load search results for "x"
              why: 127.0.0.1 answered HTTP 503 Service Unavailable
              try: try again in a few minutes

            """)
        #expect(server.requests.count == 3, "retried twice, as every GET is")
    }
}

@Suite(.onTestThreads) struct NetworkWordingEndToEndTests {
    static func list(_ reply: LoopbackServer.Reply) throws -> AlbumsProcess.Result {
        let server = try LoopbackServer { _ in reply }
        defer { server.stop() }
        return try AlbumsProcess(world: "device").run("--feed", server.url("/feed.json"), "--cache", "none")
    }

    @Test func aRedirectToAFileIsNeverFollowedAndSaysSo() throws {
        let result = try Self.list(.respond(status: 302, headers: ["Location": "file:///etc/passwd"]))
        #expect(result.status == 1)
        #expect(result.stderr == """
            error: couldn't load the top albums chart
              why: 127.0.0.1 redirected to a URL that isn't http or https, which albums never follows
              try: check the URL

            """)
    }

    @Test func hugeHeadersAreRefusedWithoutRunningOutOfMemory() throws {
        let result = try Self.list(.respond(status: 200, headers: ["X-Filler": String(repeating: "x", count: 1 << 20)], body: Data("{}".utf8)))
        #expect(result.status == 1)
        #expect(result.stderr == """
            error: couldn't load the top albums chart
              why: the headers of the answer from 127.0.0.1 are larger than 100 KB
              try: check the URL

            """)
    }
}
