@testable import AlbumsCore
import AlbumsTestSupport
import Foundation
import Testing

/// Track lists from lookup answers shaped as Apple's (`Fixtures/generate.py`).
@Suite struct TrackLookupTests {
    func found(_ fixture: String, id: String) throws -> TrackLookup.Found {
        try TrackLookup.found(id, in: try CatalogAnswer.decode(Paths.testFixture("lookup/" + fixture)))
    }

    func album(_ fixture: String, id: String) throws -> TrackList {
        guard case .album(let list) = try found(fixture, id: id) else {
            Issue.record("\(fixture) is not an album")
            return TrackList(albumID: "", albumName: "", artist: "", tracks: [])
        }
        return list
    }

    @Test func theLookupURLAsksForSongs() {
        #expect(TrackLookup.url(api: "https://itunes.apple.com", id: "1707632255", country: "gb").absoluteString
            == "https://itunes.apple.com/lookup?id=1707632255&entity=song&country=gb")
    }

    @Test func oneDisc() throws {
        let list = try album("tracks-one-disc.json", id: "1707632255")
        #expect(list.albumName == "Golden Rivers (Deluxe)")
        #expect(list.artist == "Ivy Holloway")
        #expect(list.tracks.count == 15)
        #expect(list.discs == 1)
        #expect(list.tracks.map(\.number) == Array(1...15))
        // Track ids follow the album's: 1707632255 + n; the generator leaves out the preview of every id divisible by 11.
        #expect(list.tracks.map(\.id) == (1...15).map { String(1_707_632_255 + $0) })
        let withoutPreview = list.tracks.filter { $0.previewURL == nil }.map(\.id)
        #expect(withoutPreview == (1...15).map { 1_707_632_255 + $0 }.filter { $0 % 11 == 0 }.map(String.init))
        let first = try #require(list.tracks.first)
        // The first two tracks are the search fixture's songs: 150000 + id % 120000 ms.
        #expect(first.name == "Afterglow")
        #expect(first.duration == (150_000 + 1_707_632_256 % 120_000 + 500) / 1000)
        #expect(first.explicit)
        #expect(!first.isVideo)
        let second = try #require(list.tracks.element(1))
        #expect(second.previewURL == "https://audio-ssl.itunes.apple.com/itunes-assets/AudioPreview/stub/1707632257.m4a")
        #expect(!second.explicit)
        #expect(list.tracks.contains { $0.artist == "Ivy Holloway & June Holloway" }, "a guest is named on its track")
    }

    @Test func twoDiscsAreInDiscThenTrackOrder() throws {
        let list = try album("tracks-two-discs.json", id: "1573801630")
        #expect(list.discs == 2)
        #expect(list.tracks.count == 21)
        // 21 tracks: the first disc holds 21 - 21 * 2 / 5 = 13, the second 8.
        #expect(list.tracks.filter { $0.disc == 1 }.map(\.number) == Array(1...13))
        #expect(list.tracks.filter { $0.disc == 2 }.map(\.number) == Array(1...8))
        #expect(list.tracks.map(\.disc) == Array(repeating: 1, count: 13) + Array(repeating: 2, count: 8))
    }

    @Test func anAnswerInAnyOrderIsSorted() throws {
        var answer = try CatalogAnswer.decode(Paths.testFixture("lookup/tracks-two-discs.json"))
        answer.items.reverse()
        guard case .album(let list) = try TrackLookup.found("1573801630", in: answer) else {
            Issue.record("not an album")
            return
        }
        #expect(list.tracks.first.map { [$0.disc, $0.number] } == [1, 1])
        #expect(list.tracks.last.map { [$0.disc, $0.number] } == [2, 8])
    }

    @Test func musicVideosAreMarkedAndKeepTheirVideoPreview() throws {
        let list = try album("tracks-videos.json", id: "1639604029")
        let videos = list.tracks.filter(\.isVideo)
        #expect(videos.map(\.name) == ["Afterglow (Music Video)", "Static Heart (Music Video)"])
        #expect(videos.map(\.duration) == [214, 223])
        #expect(videos.first?.previewURL == "https://video-ssl.itunes.apple.com/apple-assets/stub/1639604045.m4v")
        #expect(list.tracks.count == 17)
    }

    @Test func aCollectionOnlyAnswerIsAnAlbumWithoutTracks() throws {
        let list = try album("collection-only.json", id: "1573801630")
        #expect(list.albumName == "Lights of Lonely Highways")
        #expect(list.tracks.isEmpty)
        #expect(list.summary == "0 tracks")
    }

    @Test func aSongIsItself() throws {
        guard case .song(let song) = try found("song.json", id: "1707632257") else {
            Issue.record("not a song")
            return
        }
        #expect(song.name == "Runaway Signal")
        #expect(song.albumID == "1707632255")
        #expect(song.albumName == "Golden Rivers (Deluxe)")
        #expect(song.previewURL != nil)
    }

    @Test func anEmptyAnswerIsAnUnknownID() throws {
        #expect {
            try found("empty.json", id: "42")
        } throws: { error in
            (error as? Failure)?.what == "no album or song with id 42"
        }
    }

    @Test func anArtistIsNeither() throws {
        let body = #"{"resultCount": 1, "results": [{"wrapperType": "artist", "artistType": "Artist", "artistId": 37668963, "artistName": "Ivy Holloway"}]}"#
        #expect {
            try TrackLookup.found("37668963", in: try CatalogAnswer.decode(Data(body.utf8)))
        } throws: { error in
            guard let failure = error as? Failure else { return false }
            return failure.what == "37668963 is not an album or a song" && failure.why == "the catalog says it is an artist"
        }
    }

    @Test func htmlIsNotAnAnswer() {
        #expect(throws: CatalogAnswerError.notAnAnswer) { try CatalogAnswer.decode(Paths.testFixture("feeds/captive-portal.html")) }
    }

    @Test(arguments: [
        ([(1, 60), (1, 30)], "2 tracks, 2 min"),
        ([(1, 29)], "1 track"),
        ([(1, 30)], "1 track, 1 min"),
        ([(1, 2580)], "1 track, 43 min"),
    ] as [([(Int, Int)], String)])
    func theSummaryRoundsToMinutes(tracks: [(Int, Int)], expected: String) {
        let list = TrackList(albumID: "1", albumName: "A", artist: "B", tracks: tracks.enumerated().map { index, track in
            Track(disc: track.0, number: index + 1, id: "\(index)", name: "T", artist: "B", duration: track.1, explicit: false, previewURL: nil)
        })
        #expect(list.summary == expected)
    }

    /// Rounded to the nearest second; outside 0 to 24 hours, unknown.
    @Test(arguments: [(187_600, 188), (187_499, 187), (0, 0), (-4_000, nil), (86_400_000, 86_400), (86_400_001, nil),
                      (16_666_666_666_687_000, nil), (Int.max, nil)] as [(Int, Int?)])
    func aTracksLengthIsRoundedAndBelievable(milliseconds: Int, seconds: Int?) {
        #expect(Track.seconds(milliseconds: milliseconds) == seconds)
    }

    @Test(arguments: [(nil, ""), (0, "0:00"), (9, "0:09"), (61, "1:01"), (600, "10:00")] as [(Int?, String)])
    func lengthsAreMinutesAndSeconds(duration: Int?, expected: String) {
        #expect(Track(disc: 1, number: 1, id: "1", name: "", artist: "", duration: duration, explicit: false, previewURL: nil).length == expected)
    }
}
