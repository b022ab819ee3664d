@testable import AlbumsCore
import AlbumsEssentials
import AlbumsTestSupport
import Foundation
import Testing

@Suite struct FeedDecoderTests {
    @Test func decodesTheStubV2FeedWithItsQuirks() throws {
        let feed = try FeedDecoder.decode(Paths.stubFixture("feeds/most-played.json"))
        #expect(feed.generation == .v2)
        #expect(feed.albums.count == 100)
        #expect(feed.skipped == 0)
        #expect(feed.albums.map(\.rank) == Array(1...100))
        let first = try #require(feed.albums.element(0))
        #expect(first.name == "Golden Rivers (Deluxe)")
        #expect(first.artist == "Ivy Holloway")
        #expect(first.releaseDate == "2026-08-23")
        #expect(first.explicit, "v2 spells the advisory \"Explict\"")
        #expect(first.copyright == nil, "v2 has no per-album copyright")
        #expect(first.genres == ["Dance", "Music"])
        let variousArtists = try #require(feed.albums.element(2))
        #expect(variousArtists.artist == "Various Artists")
        #expect(variousArtists.artistURL == nil)
        #expect(!variousArtists.explicit, "a clean album has no advisory at all")
    }

    @Test func musicFirstGenresStillYieldTheSpecificGenre() throws {
        let feed = try FeedDecoder.decode(Paths.stubFixture("feeds/most-played.json"))
        let fourth = try #require(feed.albums.element(3))
        #expect(fourth.genres.first == "Music")
        #expect(fourth.primaryGenre == "Alternative")
        #expect(fourth.displayGenres == ["Alternative"])
    }

    @Test func decodesTheV1FeedWithCopyrights() throws {
        let feed = try FeedDecoder.decode(Paths.testFixture("feeds/v1-top-albums.json"))
        #expect(feed.generation == .v1)
        #expect(feed.albums.count == 5)
        #expect(feed.albums.element(0)?.copyright == "℗ 2026 Northbound Recordings")
        #expect(feed.albums.element(0)?.explicit == true)
        #expect(feed.albums.element(0)?.artworkURL?.hasSuffix("200x200bb.png") == true)
    }

    @Test func anEmptyV1FeedDecodesToNoAlbums() throws {
        let feed = try FeedDecoder.decode(Paths.testFixture("feeds/v1-empty.json"))
        #expect(feed.albums.isEmpty)
        #expect(feed.skipped == 0)
    }

    @Test func skipsAndCountsBadEntries() throws {
        let feed = try FeedDecoder.decode(Paths.testFixture("feeds/v2-two-bad-entries.json"))
        #expect(feed.skipped == 2)
        #expect(feed.albums.map(\.rank) == [1, 2, 3])
        #expect(feed.albums.map(\.name) == ["Golden Rivers (Deluxe)", "Summer Camp Soundtrack (Original Motion Picture Soundtrack)", "Broken Tides (Deluxe)"])
    }

    @Test func aFeedWhereNothingDecodesIsAnError() {
        let body = #"{"feed": {"results": [{"id": "1"}, 42, "x"]}}"#
        #expect(throws: FeedDecodingError.noAlbumDecoded(skipped: 3)) { try FeedDecoder.decode(Data(body.utf8)) }
    }

    @Test func jsonThatIsNoFeedIsAnError() {
        #expect(throws: FeedDecodingError.notAFeed) { try FeedDecoder.decode(Data(#"{"results": []}"#.utf8)) }
        #expect(throws: FeedDecodingError.notAFeed) { try FeedDecoder.decode(Data(#"{"feed": {"title": "x"}}"#.utf8)) }
    }

    @Test func truncatedJSONIsInvalid() {
        #expect(throws: FeedDecodingError.invalidJSON) { try FeedDecoder.decode(Paths.stubFixture("feeds/malformed.json")) }
    }

    @Test func htmlIsNotJSON() {
        #expect(throws: ContentError.self) { try FeedDecoder.decode(Paths.testFixture("feeds/captive-portal.html")) }
    }

    /// `Codable`'s rules, kept by the reader that replaced it: an optional key
    /// may be missing or null, but a value of the wrong type costs its entry.
    @Test func anEntryWithAValueOfTheWrongTypeIsSkipped() throws {
        let good = #""name": "N", "artistName": "A", "url": "https://x.test/a""#
        let entries = [
            #"{"id": "1", \#(good), "artistUrl": null, "genres": null}"#,
            #"{"id": "2", \#(good), "artistUrl": 5}"#,
            #"{"id": 3.5, \#(good)}"#,
            #"{"id": "4", \#(good), "genres": "Pop"}"#,
            #"{"id": "5", \#(good), "genres": [{"name": "Pop"}, {"genreId": "14"}, 7, {"name": "Music"}]}"#,
            #"{"id": "6", "name": null, "artistName": "A", "url": "u"}"#,
            #"{"id": "7", \#(good), "copyright": "℗ 2026 \u00c9tiquette \ud83c\udfb5"}"#,
        ]
        let feed = try FeedDecoder.decode(Data(#"{"feed": {"results": [\#(entries.joined(separator: ","))]}}"#.utf8))
        #expect(feed.albums.map(\.id) == ["1", "5", "7"])
        #expect(feed.albums.map(\.rank) == [1, 2, 3])
        #expect(feed.skipped == 4)
        #expect(feed.albums.element(0)?.artistURL == nil)
        #expect(feed.albums.element(1)?.genres == ["Pop", "Music"], "a genre without a name is skipped, not its album")
        #expect(feed.albums.element(2)?.copyright == "℗ 2026 Étiquette 🎵")
        #expect(throws: FeedDecodingError.notAFeed) { try FeedDecoder.decode(Data(#"{"feed": {"results": {}}}"#.utf8)) }
        #expect(throws: FeedDecodingError.notAFeed) { try FeedDecoder.decode(Data(#"{"feed": []}"#.utf8)) }
        #expect(throws: FeedDecodingError.invalidJSON) { try FeedDecoder.decode(Data(#"{"feed": {"results": [}}"#.utf8)) }
    }

    @Test func numericIDsAreAccepted() throws {
        let body = #"{"feed": {"results": [{"id": 123, "name": "N", "artistName": "A", "url": "https://x.test/a"}]}}"#
        let feed = try FeedDecoder.decode(Data(body.utf8))
        #expect(feed.albums.element(0)?.id == "123")
        #expect(feed.albums.element(0)?.releaseDate == nil)
        #expect(feed.albums.element(0)?.genres.isEmpty == true)
    }

    @Test(arguments: [
        ("2024-08-16", "2024-08-16"), ("2021-08-29T00:00:00-07:00", "2021-08-29"),
        ("1975-11-21T08:00:00Z", "1975-11-21"), ("August 29, 2021", nil), ("2024-8-16", nil), ("", nil),
    ] as [(String, String?)])
    func releaseDates(text: String, day: String?) {
        #expect(ReleaseDate.day(text) == day)
    }

    /// ASCII text is read as bytes, anything else by characters: both ways
    /// agree with the rule read by characters, on 5,000 texts made of pieces of dates
    /// (from a fixed seed: the same texts every run, so "enough were days" can't fail by chance).
    @Test func releaseDatesReadAsBytesAgreeWithTheRule() {
        func byCharacters(_ text: String) -> String? {
            let day = text.prefix(10)
            let parts = day.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.map(\.count) == [4, 2, 2], parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
            guard text.count == 10 || text.dropFirst(10).first == "T" else { return nil }
            return String(day)
        }
        let pieces = ["2024", "-", "08", "16", "1", "T", "Z", "00:00", "\u{301}", "é", "٣", "x", " ", "-07:00", "2024-08-16", "T08"]
        var generator = SplitMix64(seed: 2026)
        var days = 0
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            let day = ReleaseDate.day(text)
            if day != nil { days += 1 }
            #expect(day == byCharacters(text), "\(text.debugDescription)")
        }
        #expect(ReleaseDate.day("2024-08-16\u{301}") == nil && ReleaseDate.day("2024-08-16T\u{301}") == nil, "a combining mark makes another character")
        #expect(days > 50, "enough of them were days")
    }
}
