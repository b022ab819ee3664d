extension World {
    /// The device world with every request answered by the embedded fixtures,
    /// a frozen clock, no sound, no browser, and a player that plays nothing. Files still go to the XDG folders.
    public static func stub(environment: [String: String]) -> World {
        var world = World.device(environment: environment)
        world.kind = .stub
        world.network = .stub
        // No sound; notifications are recorded, never shown.
        world.notifier = Notifier.recording().0
        world.player = { _, _ in .stub }
        world.opener = .never
        world.clock = .frozen(at: Clock.fixtureDate)
        return world
    }
}
