@testable import AlbumsBrowse
import AlbumsClientsTestSupport
import AlbumsCommandsTestSupport
import AlbumsPictures
@testable import AlbumsClients
@testable import AlbumsCore
import AlbumsTestSupport
import Foundation
import Synchronization
import Testing

/// The browser running in process, with no terminal: a keyboard the test types
/// on, a recording console 80×24, the test World on a manual clock (time
/// moves only when a test says), and the runner telling the test of each
/// model. What joins the model to the work (the settings the work runs with,
/// the end of the run) is checked here.
@Suite struct BrowseRunnerTests {
    /// What the test types: bytes, as a terminal would send them.
    final class Typist: Sendable {
        let bytes: AsyncStream<[UInt8]>
        private let continuation: AsyncStream<[UInt8]>.Continuation

        init() {
            (bytes, continuation) = AsyncStream<[UInt8]>.makeStream()
        }

        func type(_ text: String) { continuation.yield(Array(text.utf8)) }
        func end() { continuation.finish() }

        var keyboard: Keyboard {
            Keyboard(isTerminal: true) { [self] _ in KeyStream(bytes: bytes) { self.end() } }
        }
    }

    /// Every model the runner showed, newest last.
    final class Models: Sendable {
        private let models = Mutex<[BrowseModel]>([])

        func append(_ model: BrowseModel) { models.withLock { $0.append(model) } }
        var latest: BrowseModel? { models.withLock { $0.last } }

        /// Waits until the newest model satisfies `condition`.
        func wait(until condition: @escaping @Sendable (BrowseModel) -> Bool) async -> Bool {
            await Wait.eventually { self.latest.map(condition) ?? false }
        }
    }

    struct Run {
        let typist = Typist()
        let models = Models()
        let clock = TestClock()
        let recording = ConsoleRecording()
        var world: World
        let task: Task<Void, Never>

        /// `albums browse ARGUMENTS` in the test World, with `player` for previews,
        /// after each of `before` (other commands, run in the same World).
        init(_ arguments: [String] = ["--session", "stub", "--art", "none"], settings: [String: String] = [:],
             player: Player = PlayerRecording().player(), before: [[String]] = []) async throws {
            var world = World.test(settings: settings, console: recording.console(outIsTerminal: true, errIsTerminal: true, columns: 80, lines: 24))
            // The fixtures as if from the network: kept in the World's HTTP cache, for --offline.
            world.network = HTTPTransport(send: world.network.send)
            for command in before { _ = await TestHarness.run(command, in: world) }
            recording.clear()
            world.keyboard = typist.keyboard
            world.clock = clock.clock
            world.player = { _, _ in player }
            self.world = world
            let context = try await world.context(["browse"] + arguments, tree: .commandsLayer(adding: [.init("browse", BrowseCommand.entry)]))
            let models = models
            task = Task { await BrowseRunner(context, observe: { models.append($0) }).run() }
        }

        /// Ctrl-C, and the end of the run.
        func quit() async {
            typist.type("\u{3}")
            await task.value
        }
    }

    /// `,`, the row of `key`, Enter, its value replaced by `value`, Enter.
    static func set(_ key: String, to value: String, in run: Run) async throws {
        run.typist.type(",")
        let row = try #require(Settings.all.firstIndex { $0.key == key })
        run.typist.type(String(repeating: "j", count: row) + "\r")
        try #require(await run.models.wait { $0.settings.editing != nil }, "the edit line")
        run.typist.type(String(repeating: "\u{7F}", count: 20) + value + "\r")
    }

    /// A setting saved in the browser applies to the running browser: limit
    /// 5, and the chart loaded again has five albums (the work runs with the
    /// settings the model holds).
    @Test func aLimitSavedInTheBrowserIsTheReloadedChartsLimit() async throws {
        let run = try await Run()
        try #require(await run.models.wait { !$0.loading && $0.albums.count > 5 }, "the stub chart")
        try await Self.set("limit", to: "5", in: run)
        #expect(await run.models.wait { $0.configuration.limit == 5 && !$0.loading && $0.albums.count == 5 }, "five albums, the new limit's")
        #expect((try? run.world.settings.load())?["limit"] == "5", "and saved")
        await run.quit()
    }

    /// Warnings reach the status line and the `!` box: the chart's notices,
    /// and what the work would write to stderr (the tracks' stale copy).
    /// Offline, with the chart and album 1's tracks kept from earlier runs.
    @Test func warningsAreShown() async throws {
        let run = try await Run(["--session", "shared", "--offline", "--art", "none"],
                                before: [["list", "--session", "shared"], ["tracks", "1", "--session", "shared"]])
        #expect(await run.models.wait { $0.warnings.contains { $0.hasPrefix("offline: showing the chart from ") } }, "the chart's notice")
        #expect(run.models.latest?.message?.hasPrefix("⚠ offline: showing the chart") == true, "in the status line")
        run.typist.type("\r")
        #expect(await run.models.wait { $0.warnings.contains { $0.hasPrefix("offline: showing the tracks from ") } }, "the tracks' work's warning")
        run.typist.type("!")
        #expect(await run.models.wait { $0.showsWarnings })
        #expect(run.models.latest.map { BrowseView.frame($0).text().contains("offline: showing the tracks from") } == true, "listed in the box")
        await run.quit()
        #expect(run.recording.err == "", "nothing written over the screen")
    }

    /// Quitting returns once the player has ended: a player that takes 300 ms to stop (as one ignoring SIGTERM takes its grace).
    @Test func quittingWaitsForThePlayerToEnd() async throws {
        let ended = Mutex(false)
        let slow = Player(name: "slow to stop") { _ in
            // Plays until stopped, then takes 300 ms more to end (a task of its own, which no cancel cuts short).
            while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(5)) }
            try? await Task.detached { try await Task.sleep(for: .milliseconds(300)) }.value
            ended.withLock { $0 = true }
            return .stopped
        }
        let run = try await Run(player: slow)
        try #require(await run.models.wait { !$0.loading && !$0.albums.isEmpty })
        run.typist.type("p")
        try #require(await run.models.wait { $0.playing?.line != nil }, "playing")
        await run.quit()
        #expect(ended.withLock { $0 }, "the run ended after its player")
    }
}

/// Before a stop (Ctrl-Z) and at the end, the kitty images albums placed are
/// deleted, through tmux when inside it; other modes place none to delete.
@Suite struct BrowseRunnerImagesTests {
    @Test func onlyKittysImagesAreDeletedThroughTmuxWhenInsideIt() {
        let delete = "\u{1B}_Ga=d,q=2\u{1B}\\"
        #expect(BrowseRunner.deleteImages(PictureTarget(mode: .kitty)) == delete)
        #expect(BrowseRunner.deleteImages(PictureTarget(mode: .kitty, throughTmux: true)) == "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=d,q=2\u{1B}\u{1B}\\\u{1B}\\")
        for mode in PictureMode.allCases where mode != .kitty {
            #expect(BrowseRunner.deleteImages(PictureTarget(mode: mode)).isEmpty, "\(mode)")
            #expect(BrowseRunner.deleteImages(PictureTarget(mode: mode, throughTmux: true)).isEmpty, "\(mode)")
        }
    }
}
