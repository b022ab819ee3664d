import AlbumsCommandsTestSupport
@testable import AlbumsClients
@testable import AlbumsCore
import AlbumsTestSupport
import Foundation
import Testing

/// `albums settings set` takes a value only if it is the value that will be used.
@Suite struct SettingsSetTests {
    /// A URL whose port no connection can use is refused now, not saved to fail later.
    @Test(arguments: ["http://[::1]:99999/", "http://127.0.0.1:0/", "https://itunes.apple.com:65536"])
    func aURLWithAnImpossiblePortIsRefused(url: String) async throws {
        let harness = TestHarness()
        #expect(await harness.run("settings", "set", "api", url) == .usage)
        #expect(harness.console.err.hasPrefix("error: invalid value"))
        #expect(harness.console.err.contains("\n  the port \(url.split(separator: ":").last?.filter(\.isNumber) ?? "") is not one a connection can use (1 to 65535)\n"),
                "the port is what is wrong: \(harness.console.err)")
        #expect(try harness.world.settings.load()["api"] == nil, "nothing saved")
        #expect(await harness.run("settings", "set", "api", "http://[::1]:8080/") == .success)
    }

    /// A duration is kept as given: 1.5 s would be kept as 2 s, so it is refused; 1.5 m is 90 s exactly.
    @Test func aWatchIntervalIsWholeSeconds() async throws {
        let harness = TestHarness()
        #expect(await harness.run("settings", "set", "watch-every", "1.5s") == .usage)
        #expect(harness.console.err.contains("whole seconds"))
        #expect(try harness.world.settings.load()["watch-every"] == nil)
        #expect(await harness.run("settings", "set", "watch-every", "1.5m") == .success)
        #expect(try harness.world.settings.load()["watch-every"] == "1m30s")
    }
}
