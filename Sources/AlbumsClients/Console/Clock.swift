import AlbumsPlatform

public struct Clock: Sendable {
    public var now: @Sendable () -> Date
    public var sleep: @Sendable (Duration) async throws -> Void
    /// How many times the process was stopped and went on (Ctrl-Z then `fg`, SIGSTOP then SIGCONT): time it was
    /// stopped is not time a request waited, so a wait that spans a stop starts again.
    public var resumes: @Sendable () -> Int

    public init(now: @escaping @Sendable () -> Date, sleep: @escaping @Sendable (Duration) async throws -> Void,
                resumes: @escaping @Sendable () -> Int = { 0 }) {
        self.now = now
        self.sleep = sleep
        self.resumes = resumes
    }

    public static let system = Clock(now: { Date() }, sleep: { try await Task.sleep(for: $0) }, resumes: { SignalCleanup.resumes })

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
