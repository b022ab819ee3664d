import AlbumsCommandsTestSupport
@testable import AlbumsClients
@testable import AlbumsCore
import AlbumsTestSupport
import Foundation
import Testing

/// `albums tracks` in the test world: the fixtures' lookup answers, or one made here.
@Suite struct TracksCommandTests {
    /// Album 9000, two discs: a guest on track 2, no preview for it, and a music video on disc 2.
    static let answer = #"""
        {"resultCount": 4, "results": [
         {"wrapperType": "collection", "collectionId": 9000, "collectionName": "Night Drive", "artistName": "Ada"},
         {"wrapperType": "track", "kind": "song", "collectionId": 9000, "trackId": 9001, "trackName": "One", "artistName": "Ada",
          "discNumber": 1, "trackNumber": 1, "trackTimeMillis": 61000, "trackExplicitness": "explicit", "previewUrl": "https://audio.test/901.m4a"},
         {"wrapperType": "track", "kind": "music-video", "collectionId": 9000, "trackId": 9003, "trackName": "Three", "artistName": "Ada",
          "discNumber": 2, "trackNumber": 1, "trackTimeMillis": 600000, "trackExplicitness": "notExplicit", "previewUrl": "https://video.test/903.m4v"},
         {"wrapperType": "track", "kind": "song", "collectionId": 9000, "trackId": 9002, "trackName": "Two (feat. Bo)", "artistName": "Ada & Bo",
          "discNumber": 1, "trackNumber": 2, "trackTimeMillis": 125000, "trackExplicitness": "notExplicit"}
        ]}
        """#

    /// A harness whose lookups get `body` (and whose requests are logged), the chart from the fixtures.
    static func harness(_ body: String = answer, status: Int = 200, outIsTerminal: Bool = false, log: RequestLog = RequestLog()) -> TestHarness {
        var harness = TestHarness(outIsTerminal: outIsTerminal, columns: 80)
        harness.world.network = HTTPTransport { request in
            log.append(request.url)
            guard request.url.path == "/lookup" else { return try await HTTPTransport.stub.send(request) }
            return HTTPResponse(url: request.url, status: status, body: Data(body.utf8))
        }
        return harness
    }

    @Test func aTerminalGetsATablePerDisc() async {
        let log = RequestLog()
        let harness = Self.harness(outIsTerminal: true, log: log)
        #expect(await harness.run("tracks", "9000", "--no-color") == .success)
        #expect(harness.console.out == """
            Night Drive — Ada
            3 tracks, 13 min

            Disc 1
            #     Title           Artist     Time
            1  E  One                        1:01  ▶
            2     Two (feat. Bo)  Ada & Bo   2:05

            Disc 2
            #     Title           Artist     Time
            1     Three (video)             10:00  ▶

            ▶ a 30-second preview: albums play 9000 [--track N]

            """)
        #expect(harness.console.err == "")
        #expect(log.urls.map(\.absoluteString) == ["https://itunes.apple.com/lookup?id=9000&entity=song&country=us"])
    }

    @Test func oneCleanDiscByOneArtistHasNoHeadingArtistOrExplicitColumn() async {
        let single = #"""
            {"resultCount": 2, "results": [
             {"wrapperType": "collection", "collectionId": 50005, "collectionName": "Solo", "artistName": "Ada"},
             {"wrapperType": "track", "kind": "song", "collectionId": 50005, "trackId": 50006, "trackName": "Only", "artistName": "Ada",
              "discNumber": 1, "trackNumber": 1, "trackTimeMillis": 5000, "trackExplicitness": "notExplicit"}
            ]}
            """#
        let harness = Self.harness(single, outIsTerminal: true)
        #expect(await harness.run("tracks", "50005", "--no-color") == .success)
        #expect(harness.console.out == """
            Solo — Ada
            1 track

            #  Title  Time
            1  Only   0:05

            """, "no preview, so no hint to play one")
    }

    @Test func pipedEachTrackIsOneTabSeparatedLine() async {
        let harness = Self.harness()
        #expect(await harness.run("tracks", "9000") == .success)
        #expect(harness.console.out == """
            1\t1\t9001\tOne\tAda\t1:01\tE\thttps://audio.test/901.m4a
            1\t2\t9002\tTwo (feat. Bo)\tAda & Bo\t2:05\t\t
            2\t1\t9003\tThree\tAda\t10:00\t\thttps://video.test/903.m4v

            """)
    }

    @Test func jsonHasTheIssuesFieldsInSeconds() async throws {
        let harness = Self.harness()
        #expect(await harness.run("tracks", "9000", "--json") == .success)
        let tracks = try #require(try JSONSerialization.jsonObject(with: Data(harness.console.out.utf8)) as? [[String: Any]])
        try #require(tracks.count > 1, "long enough to index")
        #expect(tracks.count == 3)
        #expect(tracks.allSatisfy { Set($0.keys) == ["disc", "number", "id", "name", "artist", "duration", "explicit", "previewUrl"] })
        #expect(tracks.map { $0["id"] as? String } == ["9001", "9002", "9003"])
        #expect(tracks.map { $0["duration"] as? Int } == [61, 125, 600])
        #expect(tracks.map { $0["disc"] as? Int } == [1, 1, 2])
        #expect(tracks.map { $0["explicit"] as? Bool } == [true, false, false])
        #expect(tracks[1]["previewUrl"] is NSNull, "null when there is no preview")
        #expect(tracks[1]["artist"] as? String == "Ada & Bo")
    }

    @Test func jsonFieldsAreSelectedAsInList() async {
        let harness = Self.harness()
        #expect(await harness.run("tracks", "9000", "--json", "name,duration") == .success)
        #expect(harness.console.out == """
            [
              {
                "name": "One",
                "duration": 61
              },
              {
                "name": "Two (feat. Bo)",
                "duration": 125
              },
              {
                "name": "Three",
                "duration": 600
              }
            ]

            """)
        let unknown = Self.harness()
        #expect(await unknown.run("tracks", "9000", "--json=nme") == .usage)
        #expect(unknown.console.err.contains("name"), "suggests the field meant")
    }

    @Test func aRankIsTheChartsAlbum() async throws {
        let log = RequestLog()
        var harness = TestHarness()
        harness.world.network = HTTPTransport(servesFixtures: true) { request in
            log.append(request.url)
            return try await HTTPTransport.stub.send(request)
        }
        #expect(await harness.run("tracks", "1") == .success)
        #expect(log.urls.last?.query?.hasPrefix("id=1707632255&entity=song") == true, "rank 1 of the stub chart is 1707632255")
    }

    @Test func theFixturesAnswerEveryStubAlbum() async throws {
        let harness = TestHarness()
        #expect(await harness.run("tracks", "58", "--json", "name") == .success)
        let names = try #require(try JSONSerialization.jsonObject(with: Data(harness.console.out.utf8)) as? [[String: String]])
        #expect(names.count == 17)
        #expect(names.suffix(2).map { $0["name"] } == ["Afterglow (Music Video)", "Static Heart (Music Video)"])
    }

    @Test func anAlbumWithoutTracksSaysSoAndSucceeds() async {
        let harness = Self.harness(#"{"resultCount": 1, "results": [{"wrapperType": "collection", "collectionId": 9000, "collectionName": "Night Drive"}]}"#)
        #expect(await harness.run("tracks", "9000") == .success)
        #expect(harness.console.out == "")
        #expect(harness.console.err == "The catalog lists no tracks for Night Drive (9000).\n")
        let json = Self.harness(#"{"resultCount": 1, "results": [{"wrapperType": "collection", "collectionId": 9000, "collectionName": "Night Drive"}]}"#)
        #expect(await json.run("tracks", "9000", "--json") == .success)
        #expect(json.console.out == "[]\n")
    }

    @Test func aSongsIDIsAnErrorThatNamesItsAlbum() async {
        let harness = TestHarness()
        #expect(await harness.run("tracks", "1707632257") == .failure)
        #expect(harness.console.err == """
            error: 1707632257 is a song, not an album
              why: "Runaway Signal" by Ivy Holloway is on Golden Rivers (Deluxe) (albums tracks 1707632255)
              try: to hear it: albums play 1707632257

            """)
    }

    @Test func anUnknownIDIsAnError() async {
        let harness = TestHarness()
        #expect(await harness.run("tracks", "123456789") == .failure)
        #expect(harness.console.err.hasPrefix("error: no album or song with id 123456789\n"))
    }

    @Test func htmlInsteadOfAnAnswerIsAnError() async {
        let harness = Self.harness("<!DOCTYPE html><html><body>Sign in</body></html>")
        #expect(await harness.run("tracks", "9000") == .failure)
        #expect(harness.console.err.hasPrefix("error: couldn't load the tracks of 9000\n"))
        #expect(harness.console.out == "")
    }

    @Test func aServerErrorIsAnError() async {
        let harness = Self.harness("{}", status: 503)
        #expect(await harness.run("tracks", "9000") == .failure)
        #expect(harness.console.err.contains("HTTP 503"))
    }

    @Test(arguments: ["abc", "12a", "-5", "1234567890123456789012"])
    func notAnIDIsAUsageError(argument: String) async {
        let harness = TestHarness()
        #expect(await harness.run(["tracks", "--", argument]) == .usage)
        #expect(harness.console.err.hasPrefix("error: invalid album or song rank or id"))
    }

    @Test func hostileNamesAreSanitised() async {
        let hostile = #"""
            {"resultCount": 2, "results": [
             {"wrapperType": "collection", "collectionId": 50005, "collectionName": "Evil\u001b[2J", "artistName": "Ada"},
             {"wrapperType": "track", "kind": "song", "collectionId": 50005, "trackId": 50006, "trackName": "Bad\u001b]8;;x\u0007Name", "artistName": "Ada",
              "discNumber": 1, "trackNumber": 1}
            ]}
            """#
        for terminal in [true, false] {
            let harness = Self.harness(hostile, outIsTerminal: terminal)
            #expect(await harness.run("tracks", "50005", "--no-color") == .success)
            #expect(!harness.console.out.contains("\u{1B}"))
            #expect(!harness.console.out.contains("\u{07}"))
        }
    }
}

/// `show` names the album's length when its track list is at hand, and never asks for it.
@Suite struct ShowTracksLineTests {
    @Test func theStubSessionHasEveryTrackList() async {
        let harness = TestHarness()
        #expect(await harness.run("show", "1", "--session", "stub") == .success)
        // Rank 1's fifteen tracks (Fixtures/test/lookup/tracks-one-disc.json) last 2,872 seconds: 48 minutes.
        #expect(harness.console.out.contains("\n  Explicit   yes\n  Tracks     15 tracks, 48 min\n  Copyright  "))
    }

    @Test func onTheNetworkOnlyACachedListIsShown() async throws {
        let log = RequestLog()
        var harness = TestHarness()
        harness.world.network = HTTPTransport { request in
            log.append(request.url)
            guard request.url.query?.contains("entity=song") == true else { return try await HTTPTransport.stub.send(request) }
            return HTTPResponse(url: request.url, status: 200, body: Paths.testFixture("lookup/tracks-one-disc.json"))
        }
        #expect(await harness.run("show", "1") == .success)
        #expect(!harness.console.out.contains("Tracks"), "not fetched for show")
        #expect(!log.urls.contains { $0.query?.contains("entity=song") == true }, "show asks for no track list")
        // Once `tracks` has cached it (the test world's cache lives as long as the world), show has it at hand.
        #expect(await harness.run("tracks", "1") == .success)
        let asked = log.urls.count
        harness.console.clear()
        #expect(await harness.run("show", "1") == .success)
        #expect(harness.console.out.contains("\n  Tracks     15 tracks, 48 min\n"))
        #expect(!log.urls.dropFirst(asked).contains { $0.query?.contains("entity=song") == true })
    }
}
