@testable import AlbumsCore
import AlbumsTestSupport
import Foundation
import Testing

@Suite struct SearchTests {
    @Test(arguments: [
        ("iron maiden", "iron%20maiden"), ("rock & roll", "rock%20%26%20roll"), ("a+b=c#d", "a%2Bb%3Dc%23d"),
        ("東京", "%E6%9D%B1%E4%BA%AC"), ("Beyoncé", "Beyonc%C3%A9"), ("50% off?", "50%25%20off%3F"),
    ])
    func termsArePercentEncoded(term: String, encoded: String) {
        let url = Search.url(api: "https://itunes.apple.com", term: term, kind: .album, country: "us", limit: 50)
        #expect(url.absoluteString == "https://itunes.apple.com/search?term=\(encoded)&entity=album&media=music&country=us&limit=50")
    }

    @Test func entitiesAndMedia() {
        #expect(Search.url(api: "http://x.test", term: "a", kind: .song, country: "gb", limit: 5).query == "term=a&entity=song&media=music&country=gb&limit=5")
        #expect(Search.url(api: "http://x.test", term: "a", kind: .musicVideo, country: "us", limit: 200).query == "term=a&entity=musicVideo&media=musicVideo&country=us&limit=200")
    }

    @Test func resultsSkipArtistsAndKeepTheKindAskedFor() throws {
        let answer = try CatalogAnswer.decode(Paths.testFixture("search/album-neon.json"))
        #expect(answer.items.first?.wrapperType == "artist")
        let albums = Search.results(in: answer, kind: .album)
        #expect(albums.count == answer.items.count - 1)
        let first = try #require(albums.first)
        #expect(first.kind == .album)
        #expect(first.name == "Neon Horizons (Deluxe)")
        #expect(first.artist == "Vera Holloway")
        #expect(first.collection == nil)
        #expect(first.releaseDate == "2026-07-19")
        #expect(first.artworkURL?.hasSuffix("/200x200bb.jpg") == true, "rewritten from 100 to 200")
        #expect(first.previewURL == nil)
    }

    @Test func songsCarryTheirAlbumAndPreview() throws {
        let songs = Search.results(in: try CatalogAnswer.decode(Paths.testFixture("search/song-neon.json")), kind: .song)
        let first = try #require(songs.first)
        #expect(first.kind == .song)
        #expect(first.collection == "Neon Horizons (Deluxe)")
        #expect(first.previewURL?.hasSuffix(".m4a") == true)
        #expect(Set(first.json.keys) == Set(SearchResult.jsonFields))
    }

    @Test func theRecentListIsTrimmedLowercasedDedupedNewestFirstAndCapped() {
        var list: [String] = []
        for term in ["Neon", "  midnight  ", "NEON", "rock   and roll", ""] { list = RecentSearchList.recording(term, in: list) }
        #expect(list == ["rock and roll", "neon", "midnight"])
        for n in 1...12 { list = RecentSearchList.recording("term \(n)", in: list) }
        #expect(list.count == 10)
        #expect(list.first == "term 12")
        #expect(list.last == "term 3")
    }
}
