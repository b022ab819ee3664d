import AlbumsCommandsTestSupport
@testable import AlbumsClients
@testable import AlbumsCore
import AlbumsTestSupport
import Foundation
import Testing

@Suite struct WorldTests {
    @Test func currentIsTheWorldChosenForTheTask() async {
        let harness = TestHarness.cli(settings: ["sort": "name"])
        let stored = World.$chosen.withValue(harness.world) { try? Current.settings.load() }
        #expect(stored == ["sort": "name"])
        #expect(World.chosen == nil, "nothing leaks out of withValue")
    }

    @Test func readingCurrentWhereNoWorldWasChosenStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            _ = Current.console
        }
    }

    @Test(arguments: [(nil, World.Kind.device), ("stub", .stub), ("TEST", .test), ("device", .device), ("mock", .mock), ("", .device)] as [(String?, World.Kind)])
    func launchChoosesTheWorldFromTheEnvironment(name: String?, kind: World.Kind) throws {
        var environment = ["HOME": "/home/someone"]
        environment["ALBUMS_WORLD"] = name
        #expect(try World.launch(environment: environment).kind == kind)
    }

    @Test func theTransportIsChosenByTheEnvironmentAndCheckedAtLaunch() throws {
        #expect(try NetworkTransport.chosen([:]) == .curl, "the default on Linux")
        #expect(try NetworkTransport.chosen(["ALBUMS_TRANSPORT": "URLSession"]) == .urlsession)
        #expect(throws: UsageError("invalid ALBUMS_TRANSPORT \"curll\"", hints: ["did you mean curl?", "it must be one of curl, urlsession"])) {
            try World.launch(environment: ["ALBUMS_TRANSPORT": "curll"])
        }
    }

    /// The mock face keeps nothing: a setting saved in it is gone with the run, and the charts are the mock albums.
    @Test func theMockWorldWritesNothingAndAnswersEveryChartWithTheMockAlbums() async throws {
        let folder = Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var world = try World.launch(environment: ["HOME": folder, "ALBUMS_WORLD": "mock"])
        let console = ConsoleRecording()
        world.console = console.console()
        #expect(await TestHarness.run(["settings", "set", "sort", "name"], in: world) == .success)
        #expect(await TestHarness.run(["list", "--country", "jp", "--json", "name"], in: world) == .success)
        // Sorted by name as the setting now says, in this run's memory.
        #expect(console.out.contains(#""name": "Curiouser""#) && console.out.contains(#""name": "Mock Turtle Soup""#), "\(console.out)")
        #expect(console.out.range(of: "Curiouser")?.lowerBound ?? console.out.endIndex < console.out.range(of: "Mock Turtle")?.lowerBound ?? console.out.startIndex)
        #expect((try FileManager.default.contentsOfDirectory(atPath: folder)).isEmpty, "nothing written under HOME")
        // Its answers are fixtures, not a store's chart: kept (in memory) under the stub's names, never as "standard jp".
        #expect(world.history.all().map(\.chart) == ["stub standard jp"])
    }

    @Test func anUnknownWorldIsAUsageError() {
        #expect(throws: UsageError("invalid ALBUMS_WORLD \"stubb\"", hints: ["did you mean stub?", "it must be one of device, stub, test, mock"])) {
            try World.launch(environment: ["ALBUMS_WORLD": "stubb"])
        }
    }

    @Test func deviceAndStubKeepSettingsInTheXDGFolder() throws {
        let environment = ["HOME": "/home/someone", "XDG_CONFIG_HOME": "/xdg/config"]
        #expect(try World.launch(environment: environment).settings.location == "/xdg/config/albums/settings.json")
        #expect(try World.launch(environment: environment.merging(["ALBUMS_WORLD": "stub"]) { $1 }).settings.location == "/xdg/config/albums/settings.json")
        #expect(World.test().settings.location == nil)
    }

    @Test func xdgFallsBackToHomeAndIgnoresRelativePaths() {
        let directories = Directories.xdg(["HOME": "/home/me", "XDG_CACHE_HOME": "relative/cache"])
        #expect(directories == Directories(config: "/home/me/.config/albums", cache: "/home/me/.cache/albums", state: "/home/me/.local/state/albums"))
    }

    @Test func theStubWorldAnswersFromFixturesWithAFrozenClock() async throws {
        let world = World.stub(environment: ["HOME": "/nonexistent"])
        #expect(world.clock.now() == Clock.fixtureDate)
        let url = FeedChoice.standard.url(country: "jp", limit: 7)
        let response = try await world.network.send(HTTPRequest(url: url))
        #expect(response.status == 200)
        #expect(try FeedDecoder.decode(response.body).albums.count == 100)
    }

    @Test func parallelTestsEachSeeTheirOwnWorld() async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<20 {
                group.addTask {
                    let harness = TestHarness.cli(settings: ["sort": index.isMultiple(of: 2) ? "name" : "artist"])
                    try await World.$chosen.withValue(harness.world) {
                        try await Task.sleep(for: .milliseconds(index % 5))
                        let stored = try Current.settings.load()
                        #expect(stored["sort"] == (index.isMultiple(of: 2) ? "name" : "artist"))
                    }
                }
            }
            try await group.waitForAll()
        }
    }

    @Test func overridingOneDependencyIsOneLine() async {
        var harness = TestHarness.cli()
        harness.world.network = HTTPTransport { _ in throw TransportError.offline("no route") }
        let code = await harness.run("--limit", "3")
        #expect(code == .failure)
        #expect(harness.console.err.contains("no internet connection"))
        #expect(harness.notifier.played == [.failed])
    }
}
