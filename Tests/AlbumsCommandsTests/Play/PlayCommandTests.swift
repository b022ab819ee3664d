import AlbumsClientsTestSupport
import AlbumsCommandsTestSupport
@testable import AlbumsClients
@testable import AlbumsCommands
@testable import AlbumsCore
import AlbumsPlatform
import AlbumsTestSupport
import Foundation
import Testing

/// `albums play` in the test world, with a recording player and scripted keys.
@Suite struct PlayCommandTests {
    /// Rank 1 of the stub chart: fifteen tracks, ids 1707632256…1707632270; the
    /// generator leaves out the preview of every id divisible by 11 (tracks 1 and 12).
    static let previews = (1...15).map { 1_707_632_255 + $0 }.filter { $0 % 11 != 0 }
        .map { "https://audio-ssl.itunes.apple.com/itunes-assets/AudioPreview/stub/\($0).m4a" }

    /// A preview that lasts until a key ends it: past the scripted keys' own bound (180 s), so a test starved on a
    /// loaded machine still sees the key end it (20 s was reached under two busy cores and the whole suite).
    static let untilAKey: Duration = .seconds(300)

    static func harness(_ recording: PlayerRecording, lasting: Duration = .zero,
                        outcome: @escaping @Sendable (URL) -> Player.Outcome = { _ in .played }, keys: Keyboard = .none) -> TestHarness {
        var harness = TestHarness()
        harness.world.player = { _, _ in recording.player(lasting: lasting, outcome: outcome) }
        harness.world.keyboard = keys
        return harness
    }

    @Test func playsAnAlbumsPreviewsInOrderAndSaysEachAsItStarts() async throws {
        let recording = PlayerRecording()
        let harness = Self.harness(recording)
        #expect(await harness.run("play", "1") == .success)
        #expect(recording.played.map(\.absoluteString) == Self.previews)
        let lines = harness.console.out.split(separator: "\n").map(String.init)
        try #require(lines.count > 13, "long enough to index")
        #expect(lines.count == 15)
        #expect(lines.first == "  1/15  Afterglow — Ivy Holloway  (no preview)")
        #expect(lines[1] == "▶ 2/15  Runaway Signal — Ivy Holloway  0:30")
        #expect(lines[13] == "▶ 14/15  Lonely Echoes — Ivy Holloway & June Holloway  0:30")
        #expect(harness.console.err == "Played 13 previews with test (2 tracks have no preview).\n")
    }

    @Test func trackNPlaysOnlyThatOne() async {
        let recording = PlayerRecording()
        let harness = Self.harness(recording)
        #expect(await harness.run("play", "1", "--track", "2") == .success)
        #expect(recording.played.map(\.absoluteString) == [Self.previews[0]])
        #expect(harness.console.out == "▶ 2/15  Runaway Signal — Ivy Holloway  0:30\n")
        #expect(harness.console.err == "Played 1 preview with test.\n")
    }

    /// `--track N` counts across discs, as the ▶ N/M lines do: rank 2 has 13
    /// tracks on disc 1 and 8 on disc 2, so track 14 is disc 2's first.
    @Test func trackNCountsAcrossDiscs() async throws {
        let recording = PlayerRecording()
        let harness = Self.harness(recording)
        #expect(await harness.run("play", "2", "--track", "14") == .success)
        #expect(recording.played.map(\.absoluteString) == ["https://audio-ssl.itunes.apple.com/itunes-assets/AudioPreview/stub/1573801644.m4a"])
        let line = try #require(harness.console.out.split(separator: "\n").first)
        #expect(line.hasPrefix("▶ 14/21  Hidden Hours — "))
        #expect(await Self.harness(recording).run("play", "2", "--track", "22") == .usage)
    }

    /// Disc 1 shorter than disc 2 (3 + 4 tracks, listed out of order): track 5
    /// is disc 2's second, not disc 2's track numbered 5.
    @Test func trackNCountsAcrossDiscsWhenTheSecondDiscIsLonger() async throws {
        let album = #"{"wrapperType": "collection", "collectionId": 7000, "collectionName": "Two Discs", "artistName": "Ada"}"#
        let tracks = [(2, 4), (1, 1), (2, 2), (1, 3), (2, 5), (1, 2), (2, 1)].map { disc, number in
            #"{"wrapperType": "track", "kind": "song", "collectionId": 7000, "trackId": \#(7000 + disc * 10 + number), "trackName": "Disc \#(disc) Track \#(number)", "#
                + #""artistName": "Ada", "discNumber": \#(disc), "trackNumber": \#(number), "previewUrl": "https://previews.test/\#(disc)-\#(number).m4a"}"#
        }
        let recording = PlayerRecording()
        var harness = Self.harness(recording)
        harness.world.network = HTTPTransport { request in
            HTTPResponse(url: request.url, status: 200, headers: ["Content-Type": "text/javascript"],
                         body: Data(#"{"resultCount": 8, "results": [\#(([album] + tracks).joined(separator: ", "))]}"#.utf8))
        }
        #expect(await harness.run("play", "7000", "--track", "5", "--cache", "none") == .success)
        #expect(recording.played.map(\.absoluteString) == ["https://previews.test/2-2.m4a"])
        #expect(harness.console.out == "▶ 5/7  Disc 2 Track 2 — Ada  0:30\n")
    }

    @Test func aTrackOutOfRangeIsAUsageError() async {
        let recording = PlayerRecording()
        let harness = Self.harness(recording)
        #expect(await harness.run("play", "1", "--track", "16") == .usage)
        #expect(harness.console.err.hasPrefix("error: track 16 is out of range: the album has 15 tracks\n  use --track 1 to 15\n"))
        #expect(recording.played.isEmpty)
        let zero = Self.harness(recording)
        #expect(await zero.run("play", "1", "--track", "0") == .usage)
    }

    @Test func aSongsIDPlaysItsOwnPreview() async {
        let recording = PlayerRecording()
        let harness = Self.harness(recording)
        #expect(await harness.run("play", "1707632257") == .success)
        #expect(recording.played.map(\.absoluteString) == [Self.previews[0]])
        #expect(harness.console.out == "▶ 1/1  Runaway Signal — Ivy Holloway  0:30\n")
    }

    @Test func aTrackShorterThanAPreviewShowsItsOwnLength() {
        let short = Track(disc: 1, number: 1, id: "1", name: "Intro", artist: "A", duration: 12, explicit: false, previewURL: "https://a.test/1.m4a")
        #expect(PlayView.line(number: 1, of: 3, track: short, previewing: true) == "▶ 1/3  Intro — A  0:12\n")
        let hostile = Track(disc: 1, number: 1, id: "1", name: "Bad\u{1B}[2J", artist: "A\u{07}", duration: nil, explicit: false, previewURL: nil)
        #expect(!PlayView.line(number: 1, of: 1, track: hostile, previewing: true).contains("\u{1B}"))
    }

    @Test func nSkipsAndQStops() async {
        let recording = PlayerRecording()
        // Track 1 has no preview: n comes once track 2 plays, q once track 3 does.
        let keys = Keyboard.scripted([({ recording.played.count == 1 }, Array("n".utf8)), ({ recording.played.count == 2 }, Array("q".utf8))])
        let harness = Self.harness(recording, lasting: Self.untilAKey, keys: keys)
        #expect(await harness.run("play", "1") == .success)
        #expect(recording.played.map(\.absoluteString) == Array(Self.previews.prefix(2)))
        #expect(harness.console.out == """
              1/15  Afterglow — Ivy Holloway  (no preview)
            ▶ 2/15  Runaway Signal — Ivy Holloway  0:30
            ▶ 3/15  Dreams (Interlude) — Ivy Holloway  0:30

            """)
        #expect(harness.console.err == """
            n or Enter: next · q: stop · Ctrl-C: quit
            Played 0 previews with test (1 skipped; stopped with 13 to go; 1 track has no preview).

            """)
    }

    @Test(arguments: ["\r", "\n", " "])
    func enterAndSpaceSkipToo(key: String) async {
        let recording = PlayerRecording()
        let keys = Keyboard.scripted([({ recording.played.count == 1 }, Array(key.utf8))])
        let harness = Self.harness(recording, lasting: Self.untilAKey, keys: keys)
        #expect(await harness.run("play", "1", "--track", "2") == .success)
        #expect(harness.console.err.hasSuffix("Played 0 previews with test (1 skipped).\n"))
    }

    @Test func anArrowKeyIsNotEscAndStopsNothing() async {
        let recording = PlayerRecording()
        // ↑ (ESC [ A) while the preview plays, then n: skipped, not stopped by the arrow's Esc.
        let keys = Keyboard.scripted([({ recording.played.count == 1 }, Array("\u{1B}[A".utf8)), ({ true }, Array("n".utf8))])
        let harness = Self.harness(recording, lasting: Self.untilAKey, keys: keys)
        #expect(await harness.run("play", "1", "--track", "2") == .success)
        #expect(harness.console.err.hasSuffix("Played 0 previews with test (1 skipped).\n"))
        let escRecording = PlayerRecording()
        let escape = Keyboard.scripted([({ escRecording.played.count == 1 }, [0x1B])])
        let esc = Self.harness(escRecording, lasting: Self.untilAKey, keys: escape)
        #expect(await esc.run("play", "1", "--track", "2") == .success)
        #expect(esc.console.err.hasSuffix("Played 0 previews with test (stopped with 1 to go).\n"), "a lone Esc stops")
    }

    @Test func withoutATerminalThereIsNoKeyHint() async {
        let harness = Self.harness(PlayerRecording())
        #expect(await harness.run("play", "1", "--track", "2") == .success)
        #expect(!harness.console.err.contains("n or Enter"))
    }

    @Test func aFailedPreviewMakesItExitOneAndSaysWhich() async {
        let recording = PlayerRecording()
        let harness = Self.harness(recording) { url in url.lastPathComponent == "1707632258.m4a" ? .failed("mpv exited with status 2") : .played }
        #expect(await harness.run("play", "1") == .failure)
        #expect(recording.played.count == 13, "the others still play")
        #expect(harness.console.err == """
            Played 12 previews with test (2 tracks have no preview).
            error: couldn't play 1 of 15 previews
              why: 3: Dreams (Interlude): mpv exited with status 2
              try: check the player (albums settings get player), or play the link in a browser

            """)
    }

    @Test func withoutAPlayerTheLinksArePrintedAndItSucceeds() async {
        var harness = TestHarness()
        harness.world.player = { _, _ in Player(name: "", missing: ["mpv", "ffplay", "gst-play-1.0"]) { _ in .failed("no player") } }
        #expect(await harness.run("play", "1") == .success)
        #expect(harness.console.out == Self.previews.map { $0 + "\n" }.joined())
        #expect(harness.console.err == "No player found (looked for mpv, ffplay, gst-play-1.0 on PATH); here are the previews' links instead. Install mpv, or choose a player: albums settings set player NAME.\n")
    }

    @Test func thePlayerSettingChoosesThePlayer() async {
        let chosen = Counter()
        let choices = RequestLog()
        var harness = TestHarness(settings: ["player": "ffplay"])
        harness.world.player = { choice, _ in
            _ = chosen.next()
            choices.append(URL(fileURLWithPath: "/" + choice.rawValue))
            return PlayerRecording().player()
        }
        #expect(await harness.run("play", "1", "--track", "2") == .success)
        #expect(await harness.run("play", "1", "--track", "2", "--player", "gst-play-1.0") == .success)
        #expect(choices.urls.map(\.lastPathComponent) == ["ffplay", "gst-play-1.0"])
        let bad = TestHarness()
        #expect(await bad.run("play", "1", "--player", "vlc") == .usage)
        #expect(bad.console.err.hasPrefix("error: invalid value \"vlc\" for --player\n  player must be auto, mpv, ffplay, afplay, gst-play-1.0\n"))
    }

    @Test func theStubSessionPlaysWithTheStubPlayerOnTheDevice() {
        var world = World.device(environment: ["HOME": "/nonexistent", "PATH": "/nonexistent"])
        let download: @Sendable (URL) async throws -> Data = { _ in Data() }
        #expect(world.player(for: .stub, .auto, download: download).name == Player.stub.name)
        #expect(world.player(for: .shared, .auto, download: download).missing == AlbumsPlatform.Platform.previewPlayers, "nothing on that PATH")
        world = .test()
        #expect(world.player(for: .stub, .auto, download: download).name == "test", "the test world keeps its recording")
    }
}
