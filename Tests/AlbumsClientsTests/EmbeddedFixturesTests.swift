@testable import AlbumsClients
import AlbumsTestSupport
import Foundation
import Testing

/// What the binary embeds is `Fixtures/stub`, byte for byte, whichever way each file is kept.
@Suite struct EmbeddedFixturesTests {
    @Test func everyFileIsEmbeddedAsItIs() throws {
        let root = Paths.packageRoot + "/Fixtures/stub/"
        let enumerator = try #require(FileManager.default.enumerator(atPath: root))
        let files = enumerator.compactMap { $0 as? String }.filter { path in
            var folder: ObjCBool = false
            return FileManager.default.fileExists(atPath: root + path, isDirectory: &folder) && !folder.boolValue
        }.sorted()
        #expect(Fixtures.paths == files)
        for path in files {
            #expect(Fixtures.data(path) == Paths.stubFixture(path), "\(path)")
        }
        #expect(EmbeddedFixtures.text["stub/feeds/most-played.json"] != nil, "the stub feed is kept as text, read with no decoding")
        #expect(EmbeddedFixtures.base64["stub/artwork/cover-01.jpg"] != nil)
    }
}

/// The stub's artwork: an Apple image URL whose path has a folder "cover-NN.jpg" (two digits) is that built-in picture
/// at any size asked; anything else on Apple's image hosts is not the stub's.
@Suite struct StubArtworkRoutesTests {
    static func answer(_ url: String) throws -> HTTPResponse? {
        StubRoutes.response(for: try #require(URL(string: url)))
    }

    @Test(arguments: ["https://is1-ssl.mzstatic.com/image/thumb/Music/cover-07.jpg/100x100bb.jpg", "https://is5.mzstatic.com/a/cover-12.jpg/600x600bb.jpg"])
    func aCoverAtAnySize(url: String) throws {
        let response = try #require(try Self.answer(url))
        #expect(response.status == 200 && response.headers["content-type"] == "image/jpeg")
        let number = url.contains("cover-07") ? "07" : "12"
        #expect(response.body == Paths.stubFixture("artwork/cover-\(number).jpg"))
    }

    @Test(arguments: ["https://is1-ssl.mzstatic.com/image/thumb/Music/cover-7.jpg/100x100bb.jpg", "https://is1-ssl.mzstatic.com/cover-07.jpg",
                      "https://is1-ssl.mzstatic.com/x/xcover-07.jpg/1.jpg", "https://is1-ssl.mzstatic.com/x/cover-0a.jpg/1.jpg",
                      "https://is1-ssl.mzstatic.com/x/cover-071.jpg/1.jpg", "https://is1-ssl.mzstatic.com/x/cover-07.png/1.jpg",
                      // A folder with no file in it: URL's path ends in the folder's name.
                      "https://is1-ssl.mzstatic.com/x/cover-07.jpg/", "https://is1-ssl.mzstatic.com/x/cover-07.jpg//"])
    func anythingElseIsNotTheStubs(url: String) throws {
        #expect(try Self.answer(url) == nil)
    }
}

/// The stub tracks' lines as Lookup's track objects: each flag that isn't
/// there (null, say) is false, so a track with none is a song, not explicit,
/// with no preview; each flag there is read.
@Suite struct StubTracksTests {
    static var album: [String: Any] { ["collectionId": 100, "collectionName": "Neon", "artistName": "Vera", "collectionViewUrl": "https://music.test/a/100?uo=4"] }

    @Test func aTrackWithoutItsFlagsIsAPlainSong() throws {
        let results = StubTracks.results(for: Self.album, [[["Plain", NSNull(), 61_000, NSNull(), NSNull(), NSNull()]]])
        let track = try #require(results.first)
        #expect(results.count == 1)
        #expect(track["kind"] as? String == "song" && track["trackExplicitness"] as? String == "notExplicit" && track["previewUrl"] == nil)
        #expect(track["trackId"] as? Int == 101 && track["trackTimeMillis"] as? Int == 61_000 && track["artistName"] as? String == "Vera")
    }

    @Test func eachFlagThereIsRead() throws {
        let results = StubTracks.results(for: Self.album, [[["Clip", "Guest", 1_000, true, true, true]], [["Song", NSNull(), 2_000, false, true, false]]])
        try #require(results.count == 2)
        #expect(results[0]["kind"] as? String == "music-video" && results[0]["trackExplicitness"] as? String == "explicit")
        #expect((results[0]["previewUrl"] as? String)?.hasSuffix("/101.m4v") == true && results[0]["artistName"] as? String == "Guest")
        #expect(results[1]["kind"] as? String == "song" && results[1]["trackExplicitness"] as? String == "notExplicit")
        #expect((results[1]["previewUrl"] as? String)?.hasSuffix("/102.m4a") == true && results[1]["discNumber"] as? Int == 2)
    }
}
