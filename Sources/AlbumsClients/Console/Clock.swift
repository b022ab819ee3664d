import AlbumsPlatform

public struct Clock: Sendable {
    public var now: @Sendable () -> Date
    public var sleep: @Sendable (Duration) async throws -> Void

    public init(now: @escaping @Sendable () -> Date, sleep: @escaping @Sendable (Duration) async throws -> Void) {
        self.now = now
        self.sleep = sleep
    }

    public static let system = Clock(now: { Date() }, sleep: { try await Task.sleep(for: $0) })

    /// Always `date`; sleeps for real, so only what is printed is frozen.
    public static func frozen(at date: Date) -> Clock {
        Clock(now: { date }, sleep: { try await Task.sleep(for: $0) })
    }

    /// Always `date`; sleeping returns at once, so backoffs cost tests nothing.
    public static func immediate(at date: Date) -> Clock {
        Clock(now: { date }, sleep: { _ in await Task.yield() })
    }

    /// Friday 20 November 2026, 12:00 UTC: the day the stub fixtures were made.
    public static let fixtureDate = Date(timeIntervalSince1970: 1_795_176_000)
}
