import Synchronization

/// A count shared by concurrent code: each `next()` adds one and returns the new count.
public final class Counter: Sendable {
    private let value = Mutex(0)

    public init() {}

    public func next() -> Int {
        value.withLock { value in
            value += 1
            return value
        }
    }
}
