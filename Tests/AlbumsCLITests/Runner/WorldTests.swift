import AlbumsCLITestSupport
@testable import AlbumsClients
@testable import AlbumsCore
import AlbumsTestSupport
import Foundation
import Testing

@Suite struct WorldTests {
    @Test func currentIsTheWorldChosenForTheTask() async {
        let harness = TestHarness(settings: ["sort": "name"])
        let stored = World.$chosen.withValue(harness.world) { try? Current.settings.load() }
        #expect(stored == ["sort": "name"])
        #expect(World.chosen == nil, "nothing leaks out of withValue")
    }

    @Test func readingCurrentWhereNoWorldWasChosenStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            _ = Current.console
        }
    }

    @Test(arguments: [(nil, World.Kind.device), ("stub", .stub), ("TEST", .test), ("device", .device), ("", .device)] as [(String?, World.Kind)])
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

    @Test func anUnknownWorldIsAUsageError() {
        #expect(throws: UsageError("invalid ALBUMS_WORLD \"stubb\"", hints: ["did you mean stub?", "it must be one of device, stub, test"])) {
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
                    let harness = TestHarness(settings: ["sort": index.isMultiple(of: 2) ? "name" : "artist"])
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
        var harness = TestHarness()
        harness.world.network = HTTPTransport { _ in throw TransportError.offline("no route") }
        let code = await harness.run("--limit", "3")
        #expect(code == .failure)
        #expect(harness.console.err.contains("no internet connection"))
        #expect(harness.notifier.played == [.failed])
    }
}
