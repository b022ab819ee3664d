import AlbumsClients
import AlbumsCore
import Foundation
import Synchronization

/// A clock whose time moves only when a test says so: a sleep waits until
/// `advance` has moved the time past its end (or its task is cancelled). A
/// test can thus put code exactly 99 ms or 100 ms into a wait.
public final class ManualClock: Sendable {
    private struct Sleeper {
        var id: Int
        var wake: Date
        var continuation: CheckedContinuation<Void, any Error>
    }

    private let state: Mutex<(now: Date, sleepers: [Sleeper], next: Int, woken: Int)>

    public init(at date: Date = Clock.fixtureDate) {
        state = Mutex((date, [], 0, 0))
    }

    public var clock: Clock {
        Clock(now: { self.now }, sleep: { try await self.sleep($0) })
    }

    public var now: Date { state.withLock { $0.now } }

    /// How many sleeps are waiting.
    public var sleepers: Int { state.withLock { $0.sleepers.count } }

    /// How many sleeps `advance` has ended so far.
    public var woken: Int { state.withLock { $0.woken } }

    /// Moves the time on by `duration`, and wakes every sleep that ends by then.
    public func advance(by duration: Duration) {
        let due = state.withLock { state -> [Sleeper] in
            state.now = state.now.addingTimeInterval(duration.seconds)
            let now = state.now
            let due = state.sleepers.filter { $0.wake <= now }
            state.sleepers.removeAll { $0.wake <= now }
            state.woken += due.count
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// Waits (at most 10 s of real time) until `count` sleeps are waiting; false if they never were.
    public func waitForSleepers(_ count: Int = 1) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(10)
        while sleepers < count && ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(1)) }
        return sleepers >= count
    }

    private func sleep(_ duration: Duration) async throws {
        let id = state.withLock { state in
            defer { state.next += 1 }
            return state.next
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let immediate = state.withLock { state -> Bool in
                    let wake = state.now.addingTimeInterval(duration.seconds)
                    guard wake > state.now, !Task.isCancelled else { return true }
                    state.sleepers.append(Sleeper(id: id, wake: wake, continuation: continuation))
                    return false
                }
                if immediate { continuation.resume() }
            }
        } onCancel: {
            let sleeper = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return state.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
        try Task.checkCancellation()
    }
}
