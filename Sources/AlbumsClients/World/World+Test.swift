import AlbumsCore
import AlbumsPlatform

extension World {
    /// Settings in a dictionary, a recording console and notifier, fixtures for
    /// every request, caches in memory, and a clock that never waits.
    public static func test(
        environment: [String: String] = [:], settings: [String: String] = [:],
        console: Console = ConsoleRecording().console(), notifier: Notifier = .silent,
        opener: Opener = Opener { _ in .notOpened(reason: "the test world never opens anything") }
    ) -> World {
        let memory = HTTPCacheStore.memory()
        let clock = Clock.immediate(at: Clock.fixtureDate)
        return World(
            kind: .test, environment: environment,
            directories: Directories(config: "/nonexistent/albums-test/config", cache: "/nonexistent/albums-test/cache", state: "/nonexistent/albums-test/state"),
            settings: .memory(settings), network: .stub, fixtures: .stub,
            httpCache: { mode in mode == .none ? .none : memory },
            notifier: notifier, player: { _, _ in PlayerRecording().player() }, keyboard: .none, imageLoader: .inMemory(clock: clock), opener: opener, recentSearches: .memory(), history: .memory(), clock: clock, console: console,
            terminals: .memory()
        )
    }
}
