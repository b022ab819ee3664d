import Foundation

/// Waiting for an event, with a time bound: never for a fixed time.
public enum Wait {
    /// Whether `condition` holds within `seconds`; it is looked at every 10 ms,
    /// and the last look decides (looking again could catch a screen mid-redraw).
    @available(*, noasync, message: "it blocks a thread of the cooperative pool: use Wait.eventually")
    public static func until(_ seconds: TimeInterval = 10, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return condition()
    }

    /// The same for async code (a name of its own: `until` would block a
    /// thread of the cooperative pool): `condition` is looked at every
    /// millisecond, without holding a thread, within `bound` (an in-process
    /// event that must come: `EventBound.inProcess`, a bound against hanging only).
    public static func eventually(_ bound: Duration = EventBound.inProcess, _ condition: @Sendable () async -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + bound
        while ContinuousClock.now < deadline {
            if await condition() { return true }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return await condition()
    }
}
