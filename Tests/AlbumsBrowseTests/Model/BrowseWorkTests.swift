@testable import AlbumsBrowse
import AlbumsClientsTestSupport
import AlbumsCommandsTestSupport
@testable import AlbumsClients
@testable import AlbumsCommands
@testable import AlbumsCore
@testable import AlbumsPictures
import AlbumsShape
import AlbumsTestSupport
import Foundation
import Synchronization
import Testing

/// Each page's work, run here against the test World (the stub session's
/// fixtures), with no terminal: what it does, and the event it returns.
@Suite struct BrowseWorkTests {
    /// The context `albums list ARGUMENTS` would have in `world` (the browser's settings, without its terminal).
    static func context(_ arguments: [String] = [], world: World = .test()) async throws -> CommandContext {
        try await world.context(["list", "--session", "stub"] + arguments)
    }

    /// Every event the work sent on its way, and the one it ended with.
    static func run(_ work: BrowseWork, in context: CommandContext) async -> (sent: [BrowseEvent], ended: BrowseEvent?) {
        let sent = Mutex<[BrowseEvent]>([])
        let ended = await work.run(in: context) { event in sent.withLock { $0.append(event) } }
        return (sent.withLock { $0 }, ended)
    }

    static func albums(_ context: CommandContext) async throws -> [Album] {
        guard case .chartLoaded(.loaded(let chart), _)? = await BrowseWork.chart(refresh: false).run(in: context) else {
            throw Failure("no chart", why: "the stub chart didn't load")
        }
        return chart.albums
    }

    /// The test world with a player that records what it plays, and the stub chart's first album (Golden Rivers).
    static func withRecordingPlayer() async throws -> (PlayerRecording, CommandContext, Album) {
        let recording = PlayerRecording()
        var world = World.test()
        world.player = { _, _ in recording.player() }
        let context = try await Self.context(world: world)
        return (recording, context, try #require(try await Self.albums(context).first))
    }

    @Test func theChartIsLoadedWithTheContextsSettings() async throws {
        #expect(try await Self.albums(Self.context()).count == 100)
        let five = try await Self.albums(Self.context(["--limit", "5"]))
        #expect(five.count == 5 && five.first?.name == "Golden Rivers (Deluxe)")
    }

    /// The spinner is due 100 ms after its work starts, on the World's clock:
    /// not at 99 ms, at 100 ms.
    @Test func theSpinnerIsDueAfterATenthOfASecond() async throws {
        let clock = TestClock()
        var world = World.test()
        world.clock = clock.clock
        let context = try await Self.context(world: world)
        let due = Task { await BrowseWork.spinner.run(in: context) }
        try #require(await clock.waitForSleepers())
        clock.advance(by: .milliseconds(99))
        #expect(clock.sleepers == 1, "still waiting at 99 ms")
        clock.advance(by: .milliseconds(1))
        let woken = await Wait.eventually { clock.sleepers == 0 }
        #expect(woken, "woken at 100 ms")
        if !woken { due.cancel() }
        #expect(await due.value == .spinnerDue)
        #expect(clock.slept == [.milliseconds(100)])
    }

    /// Effects compare by everything their work carries: no argument the work uses is left out.
    @Test func workComparesByAllItCarries() throws {
        let album = try #require(Album.mocks.first), other = try #require(Album.mocks.last)
        let blocks = PictureTarget(mode: .blocks), sixel = PictureTarget(mode: .sixel)
        #expect(BrowseWork.cover(album, columns: 20, rows: 10, target: blocks) == .cover(album, columns: 20, rows: 10, target: blocks))
        #expect(BrowseWork.cover(album, columns: 20, rows: 10, target: blocks) != .cover(album, columns: 20, rows: 10, target: sixel))
        #expect(BrowseWork.cover(album, columns: 20, rows: 10, target: blocks) != .cover(album, columns: 20, rows: 9, target: blocks))
        #expect(BrowseWork.cover(album, columns: 20, rows: 10, target: blocks) != .cover(other, columns: 20, rows: 10, target: blocks))
        var renamed = album
        renamed.name += " (Deluxe)"
        #expect(BrowseWork.tracks(album) != .tracks(renamed), "the whole album, not its id")
        #expect(BrowseWork.album(album, play: 1) != .album(album, play: 2))
        #expect(BrowseWork.chart(refresh: true) != .chart(refresh: false))
        #expect(BrowseWork.save(Settings.sort.any, "name") != .save(Settings.sort.any, "artist"))
        #expect(BrowseWork.worldwide(nil) != .worldwide([]))
        #expect(BrowseWork.spinner == .spinner && BrowseWork.spinner != .recentSearches)
        #expect(BrowseWork.search("neon").description == "search neon")
    }

    /// `browse --mock` is the same work in the World's mock face: the mock albums, whole, for any chart.
    @Test func theMockWorldAnswersWithTheMockAlbums() async throws {
        let context = try await Self.context()
        let mocked = context.with(world: .mock(from: context.world))
        guard case .chartLoaded(.loaded(let mock), _)? = await BrowseWork.chart(refresh: false).run(in: mocked) else {
            Issue.record("the mock chart")
            return
        }
        #expect(mock.albums.map { album in var album = album; album.history = nil; return album } == Album.mocks)
        let album = try #require(mock.albums.first)
        guard let loaded = await BrowseWork.tracks(album).run(in: mocked)?.result(DetailPage.TracksLoaded.self), loaded.albumID == album.id,
              case .failed(let failure) = loaded.tracks else {
            Issue.record("the catalog knows none of the mock albums: no tracks")
            return
        }
        #expect(failure.why.contains("nothing with that id"), "\(failure.why)")
        #expect(mocked.world.kind == .mock && context.world.kind == .test)
    }

    /// A cover comes back with the way it was decoded for.
    @Test func aCoverIsDecodedForItsTarget() async throws {
        let context = try await Self.context()
        let album = try #require(try await Self.albums(context).first)
        for target in [PictureTarget(mode: .blocks), PictureTarget(mode: .sextant)] {
            let ended = await BrowseWork.cover(album, columns: 20, rows: 10, target: target).run(in: context)
            guard case .coverLoaded(let cover)? = ended else {
                Issue.record("no cover: \(String(describing: ended))")
                continue
            }
            #expect(cover.albumID == album.id && cover.target == target && cover.columns == 20 && cover.rows == 10)
        }
    }

    @Test func aSearchFindsAlbumsAndIsRemembered() async throws {
        let world = World.test()
        let context = try await Self.context(world: world)
        guard let searched = await BrowseWork.search("neon").run(in: context)?.result(SearchPage.Searched.self),
              case .found(let results, _) = searched.state else {
            Issue.record("no results")
            return
        }
        #expect(searched.term == "neon" && results.first?.name == "Neon Horizons (Deluxe)")
        #expect(await BrowseWork.recentSearches.run(in: context) == .recentLoaded(["neon"]))
    }

    @Test func aSettingIsSavedOrRefusedAsSettingsSetWouldAndTheRunsSettingsComeBack() async throws {
        let world = World.test()
        let context = try await Self.context(world: world)
        let refused = await BrowseWork.save(Settings.limit.any, "0").run(in: context)
        guard case .refused(let why)? = refused?.result(SettingsPage.Saved.self) else {
            Issue.record("refused: \(String(describing: refused))")
            return
        }
        #expect(why.hasPrefix("invalid value \"0\" for limit"))
        #expect((try? world.settings.load())?["limit"] == nil, "nothing saved")
        let saved = await BrowseWork.save(Settings.limit.any, "25").run(in: context)
        #expect(saved == .settingSaved(.saved(context.configuration.setting(Settings.limit, to: 25, from: .file), message: "saved limit = 25")))
        #expect((try? world.settings.load())?["limit"] == "25")
        // A flag wins for this run: saved, but the run's settings stay.
        let flagged = try await Self.context(["--limit", "7"], world: world)
        #expect(await BrowseWork.save(Settings.limit.any, "30").run(in: flagged) == .settingSaved(.kept("saved limit = 30; --limit still wins for this run")))
        #expect((try? world.settings.load())?["limit"] == "30")
        // So does the environment: ALBUMS_LIMIT is named, and the run keeps its value.
        var overridden = World.test(environment: ["ALBUMS_LIMIT": "9"])
        overridden.settings = world.settings
        let environment = try await Self.context(world: overridden)
        #expect(environment.configuration.limit == 9)
        #expect(await BrowseWork.save(Settings.limit.any, "31").run(in: environment) == .settingSaved(.kept("saved limit = 31; ALBUMS_LIMIT still wins for this run")))
        #expect((try? world.settings.load())?["limit"] == "31")
    }

    @Test func theDetailsTracksAndCopyright() async throws {
        let context = try await Self.context()
        let album = try #require(try await Self.albums(context).first)
        guard let tracks = await BrowseWork.tracks(album).run(in: context)?.result(DetailPage.TracksLoaded.self),
              case .loaded(let list) = tracks.tracks else {
            Issue.record("no tracks")
            return
        }
        #expect(tracks.albumID == album.id && list.tracks.count == 15)
        guard let found = await BrowseWork.copyright(album).run(in: context)?.result(DetailPage.CopyrightLoaded.self), found.albumID == album.id else {
            Issue.record("no copyright")
            return
        }
        #expect(found.copyright.hasPrefix("℗") || found.copyright == "unknown")
    }

    @Test func theWorldPagesStores() async throws {
        let context = try await Self.context(["--limit", "10"])
        guard let loaded = await BrowseWork.world(["us", "gb"]).run(in: context)?.result(WorldPage.Loaded.self) else {
            Issue.record("no world")
            return
        }
        #expect(loaded.content?.chart?.countries == ["us", "gb"] && loaded.content?.failures.isEmpty == true && loaded.failure == nil)
        #expect((loaded.content?.chart?.rows.count ?? 0) >= 10)
        // A feed of the user's own without {country}: refused as albums compare refuses it, nothing loaded.
        let same = try await Self.context(["--feed", "https://feeds.test/top.json"])
        guard let refused = await BrowseWork.world(["us", "gb"]).run(in: same)?.result(WorldPage.Loaded.self) else {
            Issue.record("no world")
            return
        }
        #expect(refused.content?.chart == nil && refused.failure?.why == "the feed URL has no {country} in it, so every store would get the same chart")
        #expect(refused.failure?.suggestion?.contains("https://example.com/{country}/top-{limit}.json") == true)
    }

    /// An album's previews: what plays is sent as it starts, with the play's
    /// number; the end says how many played, with that number too.
    @Test func anAlbumsPreviewsPlayInTurn() async throws {
        let (recording, context, album) = try await Self.withRecordingPlayer()
        // Golden Rivers: 15 tracks, 1 and 12 without a preview (Fixtures/stub/lookup/tracks.txt).
        let (sent, ended) = await Self.run(.album(album, play: 7), in: context)
        #expect(recording.played.count == 13 && sent.count == 13)
        #expect(sent.first == .nowPlaying(play: 7, line: "▶ 2/15  Runaway Signal — Ivy Holloway  0:30"))
        #expect(ended == .playEnded(play: 7, message: "played 13 previews with test"))
        let (_, one) = await Self.run(.track(1, of: TrackList(albumID: "x", albumName: "X", artist: "A", tracks: []), album: album, play: 8), in: context)
        #expect(one == .playEnded(play: 8, message: "no track 2"))
    }

    /// One track's preview (Enter on the track list): what plays is sent as it
    /// starts, stamped with the World's clock, and the end names the track by
    /// its number (its index + 1); a track without a preview, a player that
    /// fails and a stop each say so.
    @Test func aTracksPreviewSaysWhatPlaysAndHowItEnded() async throws {
        let (recording, context, album) = try await Self.withRecordingPlayer()
        guard case .album(let list) = try await TrackSource.lookup(album.id, context) else {
            Issue.record("Golden Rivers is an album")
            return
        }
        // Golden Rivers: 15 tracks; track 1 has no preview, track 2 is "Runaway Signal" (Fixtures/stub/lookup/tracks.txt).
        try #require(list.tracks.count == 15)
        let (sent, ended) = await Self.run(.track(1, of: list, album: album, play: 4), in: context)
        #expect(sent == [.nowPlaying(play: 4, line: "▶ 2/15  Runaway Signal — Ivy Holloway", started: Clock.fixtureDate)])
        #expect(ended == .playEnded(play: 4, message: "played track 2 with test"))
        #expect(recording.played.count == 1)
        let (silent, none) = await Self.run(.track(0, of: list, album: album, play: 5), in: context)
        #expect(silent.isEmpty && none == .playEnded(play: 5, message: "track 1 has no preview"))
        #expect(recording.played.count == 1, "nothing played for a track without a preview")
        for (outcome, message) in [(Player.Outcome.failed("it broke"), "couldn't play track 3: it broke"), (.stopped, "stopped")] {
            var failing = World.test()
            failing.player = { _, _ in PlayerRecording().player { _ in outcome } }
            let (_, end) = await Self.run(.track(2, of: list, album: album, play: 6), in: try await Self.context(world: failing))
            #expect(end == .playEnded(play: 6, message: message))
        }
    }

    @Test func openingALinkSaysHowItWent() async throws {
        let (opener, recording) = Opener.recording()
        let context = try await Self.context(world: .test(opener: opener))
        #expect(await BrowseWork.open("https://music.test/22").run(in: context) == .opened("opened with test"))
        #expect(recording.opened == [URL(string: "https://music.test/22")])
    }

    /// What the work writes to stderr reaches `warn` a line at a time, its "warning: " taken off; stdout takes nothing.
    @Test func theStatusConsoleTurnsLinesIntoWarnings() {
        let warned = Mutex<[String]>([])
        let console = StatusConsole.console(columns: { 80 }) { text in warned.withLock { $0.append(text) } }
        console.err.write("warning: offline: showing the ")
        #expect(warned.withLock { $0 }.isEmpty, "half a line waits")
        console.err.write("chart from 2 h ago\nwarning: second\n\n")
        console.out.write("nothing\n")
        #expect(warned.withLock { $0 } == ["offline: showing the chart from 2 h ago", "second"])
    }
}
