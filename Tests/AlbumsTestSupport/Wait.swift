import Foundation

/// Waiting for an event, with a time bound: never for a fixed time.
public enum Wait {
    /// Whether `condition` holds within `seconds`; it is looked at every 10 ms,
    /// and the last look decides (looking again could catch a screen mid-redraw).
    public static func until(_ seconds: TimeInterval = 10, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return condition()
    }
}
