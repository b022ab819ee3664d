@testable import AlbumsCore
import AlbumsTestSupport
import Foundation
import Testing

@Suite struct CatalogTests {
    @Test func decodesALookupAnswerWithBlankLinesAndNumericIDs() throws {
        let data = Paths.testFixture("lookup/three-albums.json")
        #expect(data.prefix(3) == Data("\n\n\n".utf8), "the fixture starts like Apple's answers")
        let albums = Lookup.albums(in: try CatalogAnswer.decode(data))
        #expect(albums.count == 3)
        #expect(albums["1707632255"]?.copyright == "℗ 2026 Northbound Recordings")
        #expect(albums["1707632255"]?.collectionName == "Golden Rivers (Deluxe)")
    }

    @Test func onlyCollectionsCountAsAlbums() throws {
        let body = #"{"resultCount": 3, "results": [{"wrapperType": "artist", "artistId": 1}, {"wrapperType": "track", "collectionId": 5, "trackId": 6}, {"wrapperType": "collection", "collectionId": "5", "copyright": "℗ x"}]}"#
        let albums = Lookup.albums(in: try CatalogAnswer.decode(Data(body.utf8)))
        #expect(Array(albums.keys) == ["5"])
        #expect(albums["5"]?.copyright == "℗ x")
    }

    @Test func anythingElseIsNotAnAnswer() {
        #expect(throws: CatalogAnswerError.notAnAnswer) { try CatalogAnswer.decode(Data(#"{"feed": {}}"#.utf8)) }
        #expect(throws: CatalogAnswerError.notAnAnswer) { try CatalogAnswer.decode(Data("[1, 2".utf8)) }
    }

    @Test func theLookupURLBatchesIDs() {
        #expect(Lookup.url(api: "https://itunes.apple.com", ids: ["1", "22", "333"], country: "gb").absoluteString
            == "https://itunes.apple.com/lookup?id=1,22,333&country=gb")
    }

    @Test(arguments: [
        ("https://is1-ssl.mzstatic.com/image/thumb/Music/v4/a/b.jpg/100x100bb.jpg", 600, "https://is1-ssl.mzstatic.com/image/thumb/Music/v4/a/b.jpg/600x600bb.jpg"),
        ("https://x.test/y/200x200bb.png", 3000, "https://x.test/y/3000x3000bb.png"),
        ("https://x.test/y/cover.jpg", 600, "https://x.test/y/cover.jpg"),
        ("https://x.test/y/axbbb.jpg", 600, "https://x.test/y/axbbb.jpg"),
    ] as [(String, Int, String)])
    func artworkURLsAskForASize(url: String, size: Int, expected: String) {
        #expect(ArtworkURL.sized(url, size) == expected)
    }
}
