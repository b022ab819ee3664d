import AlbumsTestSupport
import Foundation
import Testing

@Suite(.onTestThreads) struct DetailEndToEndTests {
    @Test func showWorksOfflineInTheStubWorld() throws {
        let result = try AlbumsProcess().run("show", "7")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.hasPrefix("東京ナイトドライブ\nby 星野ミナ\n"))
        #expect(result.stdout.contains("  Released   May 7, 2026\n"))
        #expect(result.stdout.contains("  Explicit   no\n"))
        #expect(result.stdout.contains("  Copyright  ℗ 2026 "))
    }

    @Test func showRejectsARankOutOfRange() throws {
        let result = try AlbumsProcess().run("show", "0")
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: rank 0 is out of range: the chart has 100 albums"))
    }

    @Test func openPrintsTheLinkInTheStubWorld() throws {
        let result = try AlbumsProcess().run("open", "1707632255")
        #expect(result.status == 0)
        #expect(result.stdout == "https://music.apple.com/us/album/golden-rivers-deluxe/1707632255\n")
        #expect(result.stderr == "Not opened: the stub world never opens anything. Here is the link.\n")
    }

    @Test func listWithCopyrightsFillsEveryOne() throws {
        let result = try AlbumsProcess().run("--json", "rank,copyright", "--with-copyright")
        #expect(result.status == 0)
        let albums = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(albums.count == 100)
        #expect(albums.allSatisfy { ($0["copyright"] as? String)?.hasPrefix("℗ ") == true })
    }

    @Test func theSameJSONComesOutOfAllThreeGenerations() throws {
        var outputs: [String] = []
        for name in ["v2-top-five", "v1-top-albums", "legacy-top-albums"] {
            let body = Paths.testFixture("feeds/\(name).json")
            let server = try LoopbackServer { _ in .data(body) }
            defer { server.stop() }
            let result = try AlbumsProcess(world: "device").run("--feed", server.url("/\(name).json"), "--json", "rank,id,name,artist,releaseDate", "--cache", "none")
            #expect(result.status == 0, "\(name): \(result.stderr)")
            outputs.append(result.stdout)
        }
        #expect(outputs.element(0) == outputs.element(1))
        #expect(outputs.element(0) == outputs.element(2))
        #expect(outputs.element(0)?.contains("\"name\": \"Golden Rivers (Deluxe)\"") == true)
    }
}
