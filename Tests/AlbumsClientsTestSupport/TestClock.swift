import AlbumsClients
import AlbumsCore
import AlbumsTestSupport
import Foundation
import Synchronization

/// The one clock of the tests: time moves only when the test or a sleep moves
/// it, and every sleep asked for is kept (`slept`). How a sleep ends is the
/// test's choice:
/// - `.untilAdvanced`: it waits until `advance` moves the time past its end
///   (or its task is cancelled), so a test can put code exactly 99 ms or
///   100 ms into a wait;
/// - `.passingTime`: it moves the time on by its length and returns at once,
///   as a real wait would look to the code (a loop of many checks takes
///   milliseconds);
/// - `.atOnce`: it returns at once and the time stays (retries counted, not waited for).
public final class TestClock: Sendable {
    public enum Sleeping: Sendable { case untilAdvanced, passingTime, atOnce }

    private struct Sleeper {
        var id: Int
        var wake: Date
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now: Date
        var sleepers: [Sleeper] = []
        var next = 0
        var woken = 0
        var slept: [Duration] = []
        var resumes = 0
    }

    private let state: Mutex<State>
    private let sleeping: Sleeping

    public init(at date: Date = Clock.fixtureDate, sleeping: Sleeping = .untilAdvanced) {
        state = Mutex(State(now: date))
        self.sleeping = sleeping
    }

    public var clock: Clock {
        Clock(now: { self.now }, sleep: { try await self.sleep($0) }, resumes: { self.state.withLock { $0.resumes } })
    }

    /// As if the process was stopped for `duration` and went on: the time moves on, and the clock counts a resume.
    public func stopAndResume(for duration: Duration) {
        state.withLock { $0.resumes += 1 }
        advance(by: duration)
    }

    public var now: Date { state.withLock { $0.now } }

    /// Every sleep asked for, in order.
    public var slept: [Duration] { state.withLock { $0.slept } }

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

    /// Waits until `count` sleeps are waiting; false if they never were within the bound.
    public func waitForSleepers(_ count: Int = 1) async -> Bool {
        await Wait.eventually { self.sleepers >= count }
    }

    private func sleep(_ duration: Duration) async throws {
        try Task.checkCancellation()
        switch sleeping {
        case .atOnce:
            state.withLock { $0.slept.append(duration) }
            return
        case .passingTime:
            state.withLock { state in
                state.slept.append(duration)
                state.now = state.now.addingTimeInterval(duration.seconds)
            }
            await Task.yield()
            try Task.checkCancellation()
            return
        case .untilAdvanced:
            break
        }
        let id = state.withLock { state in
            state.slept.append(duration)
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
