@testable import AlbumsCore
import AlbumsTestSupport
import Foundation
import Testing

@Suite struct LegacyFeedTests {
    @Test func decodesTheLabelWrappedLegacyFeed() throws {
        let feed = try FeedDecoder.decode(Paths.testFixture("feeds/legacy-top-albums.json"))
        #expect(feed.generation == .legacy)
        #expect(feed.albums.count == 5)
        let first = try #require(feed.albums.element(0))
        #expect(first.name == "Golden Rivers (Deluxe)")
        #expect(first.artist == "Ivy Holloway")
        #expect(first.id == "1707632255")
        #expect(first.releaseDate == "2026-08-23")
        #expect(first.genres == ["Dance"])
        #expect(first.copyright == "℗ 2026 Northbound Recordings")
        #expect(first.url == "https://music.apple.com/us/album/golden-rivers-deluxe/1707632255?uo=2")
        #expect(first.artworkURL?.hasSuffix("/170x170bb.png") == true, "the largest of the 55/60/170 px images")
        #expect(first.artistURL?.contains("/artist/ivy-holloway/") == true)
    }

    @Test func aSingleEntryMayComeAsAnObject() throws {
        let feed = try FeedDecoder.decode(Paths.testFixture("feeds/legacy-one-entry.json"))
        #expect(feed.generation == .legacy)
        #expect(feed.albums.map(\.name) == ["東京ナイトドライブ"])
        #expect(feed.albums.element(0)?.rank == 1)
    }

    @Test func variousArtistsHaveNoArtistLink() throws {
        let feed = try FeedDecoder.decode(Paths.testFixture("feeds/legacy-top-albums.json"))
        #expect(feed.albums.element(2)?.artist == "Various Artists")
        #expect(feed.albums.element(2)?.artistURL == nil)
    }

    @Test func theSameAlbumsComeOutOfAllThreeGenerations() throws {
        let v2 = try FeedDecoder.decode(Paths.testFixture("feeds/v2-top-five.json")).albums
        let v1 = try FeedDecoder.decode(Paths.testFixture("feeds/v1-top-albums.json")).albums
        let legacy = try FeedDecoder.decode(Paths.testFixture("feeds/legacy-top-albums.json")).albums
        for albums in [v1, legacy] {
            #expect(albums.map(\.id) == v2.map(\.id))
            #expect(albums.map(\.name) == v2.map(\.name))
            #expect(albums.map(\.artist) == v2.map(\.artist))
            #expect(albums.map(\.releaseDate) == v2.map(\.releaseDate))
            #expect(albums.map(\.json.keys) == v2.map(\.json.keys))
        }
    }

    @Test func aLegacyFeedWithNoEntriesIsEmpty() throws {
        let body = #"{"feed": {"title": {"label": "iTunes Store: Top Albums"}, "id": {"label": "x"}}}"#
        let feed = try FeedDecoder.decode(Data(body.utf8))
        #expect(feed.generation == .legacy)
        #expect(feed.albums.isEmpty)
    }

}
