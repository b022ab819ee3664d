import AlbumsCommandsTestSupport
@testable import AlbumsClients
@testable import AlbumsCommands
@testable import AlbumsCore
import AlbumsShape
import AlbumsTestSupport
import Foundation
import Testing

/// Copyrights through the Lookup API of a server on 127.0.0.1.
@Suite struct LookupLoopbackTests {
    func context(api: String, extra: [String] = []) async throws -> CommandContext {
        var world = World.test()
        world.network = .network(.platformDefault)
        return try await world.context(["--api", api, "--cache", "none"] + extra)
    }

    static let albums = (1...3).map { rank in
        Album(rank: rank, id: ["1707632255", "1573801630", "1620517834"][rank - 1], name: "A\(rank)", artist: "B",
              releaseDate: nil, genres: [], url: "https://x.test/\(rank)", artworkURL: nil, explicit: false)
    }

    @Test func oneRequestForEveryMissingCopyright() async throws {
        let answer = Paths.testFixture("lookup/three-albums.json")
        let server = try LoopbackServer { _ in .data(answer, type: "text/javascript; charset=utf-8") }
        defer { server.stop() }
        var albums = Self.albums
        try #require(albums.count > 1, "long enough to index")
        albums[1].copyright = "℗ from the feed"
        let filled = try await CopyrightLookup.fill(albums, try await context(api: server.baseURL))
        #expect(server.requests.map(\.path) == ["/lookup"])
        #expect(server.requests.first?.query("id") == "1707632255,1620517834", "only the albums without one")
        #expect(server.requests.first?.query("country") == "us")
        #expect(filled.map(\.copyright) == ["℗ 2026 Northbound Recordings", "℗ from the feed", "℗ 2026 Cassette Saint Ltd"])
    }

    @Test func anAlbumTheAnswerLacksKeepsNoCopyright() async throws {
        let server = try LoopbackServer { _ in .data(Paths.testFixture("lookup/empty.json")) }
        defer { server.stop() }
        let filled = try await CopyrightLookup.fill(Self.albums, try await context(api: server.baseURL))
        #expect(filled.map(\.copyright) == [nil, nil, nil])
    }

    @Test func aMissingEndpointIsAnError() async throws {
        let server = try LoopbackServer { _ in .json("{}", status: 404) }
        defer { server.stop() }
        await #expect {
            try await CopyrightLookup.fill(Self.albums, try await context(api: server.baseURL))
        } throws: { error in
            guard let error = error as? FetchError, case .status(404) = error.reason else { return false }
            return true
        }
    }

    @Test func noRequestWhenNothingIsMissing() async throws {
        let server = try LoopbackServer { _ in .json("{}", status: 500) }
        defer { server.stop() }
        let complete = Self.albums.map { album in var album = album; album.copyright = "℗"; return album }
        #expect(try await CopyrightLookup.fill(complete, try await context(api: server.baseURL)) == complete)
        #expect(server.requests.isEmpty)
    }
}
