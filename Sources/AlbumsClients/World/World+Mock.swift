import AlbumsCore

extension World {
    /// `base` with preview's mock albums for every chart (`browse --mock`,
    /// `ALBUMS_WORLD=mock`): every request answered in memory (`MockRoutes`),
    /// nothing read or written but the console: settings start from `base`'s
    /// and stay in memory, and so do the history, the caches and recent
    /// searches; no sound.
    public static func mock(from base: World) -> World {
        var world = base
        world.kind = .mock
        world.network = .mock
        world.fixtures = .mock
        world.httpCache = { _ in .none }
        world.settings = .memory((try? base.settings.load()) ?? [:])
        world.history = .memory()
        world.recentSearches = .memory()
        world.imageLoader = .inMemory(clock: base.clock)
        world.notifier = Notifier.recording().0
        return world
    }
}
