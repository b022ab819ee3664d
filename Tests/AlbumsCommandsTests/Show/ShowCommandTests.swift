import AlbumsCommandsTestSupport
@testable import AlbumsClients
@testable import AlbumsCore
import AlbumsTestSupport
import Foundation
import Testing

@Suite struct ShowCommandTests {
    @Test func showsTheDetailsWithTheCopyrightFromTheLookupAPI() async {
        let harness = TestHarness()
        #expect(await harness.run("show", "1") == .success)
        #expect(harness.console.out == """
            Golden Rivers (Deluxe)
            by Ivy Holloway

              Rank       1
              Chart      = unchanged · peak #1 · 3 days · debut #2 on 2026-11-06
              Genre      Dance
              Released   August 23, 2026
              Explicit   yes
              Tracks     15 tracks, 48 min
              Copyright  ℗ 2026 Northbound Recordings
              Album      https://music.apple.com/us/album/golden-rivers-deluxe/1707632255
              Artist     https://music.apple.com/us/artist/ivy-holloway/37668963
              Artwork    https://is1-ssl.mzstatic.com/image/thumb/Music221/v4/stub/1707632255/cover-01.jpg/600x600bb.jpg

            """)
        #expect(harness.console.err == "")
    }

    @Test func linksAreHyperlinksOnlyOnATerminal() async {
        let terminal = TestHarness(outIsTerminal: true)
        #expect(await terminal.run("show", "1", "--no-color") == .success)
        #expect(terminal.console.out.contains("\u{1B}]8;;https://music.apple.com/us/album/golden-rivers-deluxe/1707632255\u{1B}\\"))
        let piped = TestHarness()
        #expect(await piped.run("show", "1") == .success)
        #expect(!piped.console.out.contains("\u{1B}"))
    }

    @Test func variousArtistsHaveNoArtistLinkAndGenresArePlural() async {
        let harness = TestHarness()
        #expect(await harness.run("show", "40") == .success)
        #expect(!harness.console.out.contains("  Artist "))
        #expect(harness.console.out.contains("  Genre      Children's Music\n"), "the generic Music is dropped")
    }

    @Test func jsonAddsTheArtistAndLargeArtwork() async throws {
        let harness = TestHarness()
        #expect(await harness.run("show", "1707632255", "--json") == .success)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(harness.console.out.utf8)) as? [String: Any])
        #expect(Set(object.keys) == Set(Album.jsonFields + ["artistUrl", "artworkUrlLarge"]))
        #expect(object["rank"] as? Int == 1)
        #expect(object["copyright"] as? String == "℗ 2026 Northbound Recordings")
        #expect((object["artworkUrlLarge"] as? String)?.hasSuffix("/600x600bb.jpg") == true)
    }

    @Test func aFeedCopyrightNeedsNoLookup() async {
        var harness = TestHarness()
        let v1 = Paths.testFixture("feeds/v1-top-albums.json")
        let requests = Counter()
        harness.world.network = HTTPTransport { request in
            _ = requests.next()
            return HTTPResponse(url: request.url, status: 200, body: v1)
        }
        #expect(await harness.run("show", "2", "--feed", "https://feeds.test/v1.json") == .success)
        #expect(requests.next() == 2, "only the feed was fetched")
        #expect(harness.console.out.contains("Copyright  ℗ 2026 "))
    }

    @Test func aFailedLookupStillShowsTheAlbumWithAWarning() async {
        var harness = TestHarness()
        harness.world.network = HTTPTransport { request in
            if request.url.path == "/lookup" { return HTTPResponse(url: request.url, status: 404) }
            return try await HTTPTransport.stub.send(request)
        }
        #expect(await harness.run("show", "2") == .success)
        #expect(harness.console.out.contains("Copyright  unknown\n"))
        #expect(harness.console.err == "warning: no copyright: itunes.apple.com answered HTTP 404 Not Found\n")
    }

    @Test func outOfRangeAndUnknownIDsAreUsageErrors() async {
        let harness = TestHarness()
        #expect(await harness.run("show", "101") == .usage)
        #expect(harness.console.err.hasPrefix("error: rank 101 is out of range: the chart has 100 albums\n  use a rank from 1 to 100, or an album id"))
        let limited = TestHarness()
        #expect(await limited.run("show", "11", "--limit", "10") == .usage)
        #expect(limited.console.err.hasPrefix("error: rank 11 is out of range: the chart has 10 albums"))
        let unknown = TestHarness()
        #expect(await unknown.run("show", "123456789") == .usage)
        #expect(unknown.console.err.hasPrefix("error: no album with id \"123456789\" in the chart"))
    }

    /// A rank or id that can't be one is a usage error before anything is loaded: offline, `show foo` says
    /// what is wrong with foo, not that the network is down.
    @Test(arguments: [["show", "foo"], ["open", "1x"], ["art", "abc"], ["tracks", "foo"], ["play", "x1", "--track", "1"], ["show", ""]])
    func aMalformedRankOrIDIsAUsageErrorBeforeAnyRequest(arguments: [String]) async {
        var harness = TestHarness()
        let requests = Counter()
        harness.world.network = HTTPTransport { request in
            _ = requests.next()
            throw URLError(.notConnectedToInternet)
        }
        #expect(await harness.run(arguments) == .usage)
        #expect(harness.console.err.hasPrefix("error: invalid album"), "\(harness.console.err)")
        #expect(harness.console.err.contains("rank or id \"\(arguments[1])\"\n  use a rank from 1 to 100, or an id of digits"))
        #expect(requests.next() == 1, "nothing was fetched")
    }

    @Test func anEmptyChartHasNothingToShow() async {
        let harness = TestHarness()
        #expect(await harness.run("show", "1", "--feed", "empty") == .failure, "nothing typed was wrong: there is nothing to pick")
        #expect(harness.console.err == """
            error: there is no album 1: the chart is empty
              why: the feed has no albums in it right now
              try: try again later, or another chart (--feed standard, --country)

            """)
    }
}

@Suite struct OpenCommandTests {
    @Test func opensTheAlbumPageAndPrintsItsLink() async {
        var harness = TestHarness()
        let (opener, recording) = Opener.recording(.opened(with: "xdg-open"))
        harness.world.opener = opener
        #expect(await harness.run("open", "2") == .success)
        #expect(recording.opened.map(\.absoluteString) == ["https://music.apple.com/us/album/lights-of-lonely-highways/1573801630"])
        #expect(harness.console.out == "https://music.apple.com/us/album/lights-of-lonely-highways/1573801630\n")
        #expect(harness.console.err == "Opened Lights of Lonely Highways with xdg-open.\n")
    }

    @Test func withoutAnOpenerItPrintsTheLinkAndWhy() async {
        var harness = TestHarness()
        harness.world.opener = .device(environment: ["PATH": "/nonexistent", "DISPLAY": ":0"])
        #expect(await harness.run("open", "1") == .success)
        #expect(harness.console.out == "https://music.apple.com/us/album/golden-rivers-deluxe/1707632255\n")
        #expect(harness.console.err == "Not opened: xdg-open is not installed. Here is the link.\n")
    }

    @Test func withoutADesktopSessionItSaysSo() async {
        let outcome = await Opener.device(environment: ["PATH": "/usr/bin:/bin"]).open(URL(fileURLWithPath: "/"))
        #expect(outcome == .notOpened(reason: "there is no desktop session (DISPLAY and WAYLAND_DISPLAY are not set)"))
    }

    @Test func runsTheOpenerWithTheURL() async throws {
        let folder = Paths.temporaryFolder()
        let script = "#!/bin/sh\necho \"$1\" > \(folder)/opened\n"
        _ = FileManager.default.createFile(atPath: folder + "/xdg-open", contents: Data(script.utf8), attributes: [.posixPermissions: 0o755])
        let url = try #require(URL(string: "https://music.apple.com/us/album/x/1"))
        let outcome = await Opener.device(environment: ["PATH": folder, "WAYLAND_DISPLAY": "wayland-0"]).open(url)
        #expect(outcome == .opened(with: "xdg-open"))
        #expect(try String(contentsOfFile: folder + "/opened", encoding: .utf8) == "https://music.apple.com/us/album/x/1\n")
    }
}
