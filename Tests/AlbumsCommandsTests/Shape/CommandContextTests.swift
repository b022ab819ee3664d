import AlbumsCommandsTestSupport
@testable import AlbumsClients
@testable import AlbumsCommands
@testable import AlbumsCore
@testable import AlbumsPictures
import AlbumsShape
import AlbumsTerminal
import Synchronization
import Testing

/// A run keeps its covers (and what they downloaded, swept at its end) across
/// setting changes, except the ones whose rows declare that covers load
/// differently after them.
@Suite struct CommandContextTests {
    static func context() async throws -> CommandContext {
        try await World.test().context(["list"])
    }

    @Test(arguments: ["sort", "limit", "art", "dither", "country", "follow"])
    func coversStayAcrossSettingsThatDontChangeHowTheyLoad(key: String) async throws {
        let context = try await Self.context()
        let setting = try #require(Settings.named(key))
        let value = setting.choices.last ?? (key == "limit" ? "25" : key == "country" ? "gb" : "Ivy Holloway")
        let changed = try #require(context.configuration.setting(setting, text: value, from: .file))
        #expect(context.with(configuration: changed).covers.isSame(as: context.covers))
    }

    @Test(arguments: [("cache-size", "1MB"), ("timeout", "3"), ("session", "stub"), ("cache", "memory")])
    func newCoversWhenHowTheyLoadChanges(key: String, value: String) async throws {
        let context = try await Self.context()
        let setting = try #require(Settings.named(key))
        let changed = try #require(context.configuration.setting(setting, text: value, from: .file))
        #expect(changed.text(setting) != context.configuration.text(setting), "a real change")
        #expect(!context.with(configuration: changed).covers.isSame(as: context.covers))
    }
}

@Suite struct LazyCoversTests {
    /// `list` without `--art` loads the chart and builds no image pipeline; the first cover asked for builds it.
    @Test func aCommandThatDrawsNoCoverBuildsNoPipeline() async throws {
        let context = try await World.test().context(["list"])
        _ = await ChartLoader.load(context)
        #expect(!context.covers.isMade)
        let album = Album(rank: 1, id: "1", name: "A", artist: "B", releaseDate: nil, genres: [], url: "https://x.test/1",
                          artworkURL: "https://x.test/a/100x100bb.jpg", explicit: false)
        _ = try? await context.covers.cover(of: album, size: 100)
        #expect(context.covers.isMade)
    }
}

/// Nothing reads a file a command doesn't use: help, --version and the paths never open the settings file.
@Suite struct SettingsReadTests {
    static func reads(_ arguments: [String], tree: CommandTree = .commandsLayer) async -> Int {
        var harness = TestHarness(tree: tree)
        let count = Mutex(0)
        let load = harness.world.settings.load
        harness.world.settings.load = { () throws(SettingsFileError) -> [String: String] in
            count.withLock { $0 += 1 }
            return try load()
        }
        _ = await harness.run(arguments)
        return count.withLock { $0 }
    }

    @Test(arguments: [["--version"], ["list", "--help"], ["settings", "path"], ["cache", "path"]])
    func commandsThatDontUseTheSettingsDontReadThem(arguments: [String]) async {
        #expect(await Self.reads(arguments) == 0)
    }

    @Test(arguments: [["list"], ["settings", "get", "sort"]])
    func commandsThatUseThemReadThemOnce(arguments: [String]) async {
        #expect(await Self.reads(arguments) == 1)
    }
}

/// Which lines draw a picture, so that the terminal is asked about pictures
/// (a wait for its answers) only for those: read from each command's typed options.
@Suite struct DrawsPicturesTests {
    static func draws(_ arguments: [String]) throws -> Bool {
        let parsed = try CommandTree.commandsLayer.parse(arguments)
        return CommandTree.commandsLayer.command(for: parsed).0.spec.drawsPictures(parsed)
    }

    @Test(arguments: [
        (["show", "1"], true), (["show", "1", "--json"], false), (["show", "1", "--json", "name"], false),
        (["art", "1"], true), (["art", "1", "--output", "x.jpg"], false),
        (["list", "--art"], true), (["list", "--art", "auto"], true), (["list", "--art", "AUTO"], true),
        (["list", "--art", "sextant"], false), (["list"], false), (["list", "--art", "bogus"], false),
        (["world"], false),
    ] as [([String], Bool)])
    func onlyLinesThatDrawAPictureAskTheTerminal(arguments: [String], draws: Bool) throws {
        #expect(try Self.draws(arguments) == draws, "\(arguments)")
    }
}
