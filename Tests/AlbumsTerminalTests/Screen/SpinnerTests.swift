@testable import AlbumsClients
import AlbumsClientsTestSupport
@testable import AlbumsTerminal
import AlbumsTestSupport
import Foundation
import Synchronization
import Testing

/// The spinner on the World's clock, here a manual one: work that ends 99 ms
/// in shows nothing, work still going at 100 ms shows a frame, then one every
/// 80 ms, and the line is cleared when the work ends.
@Suite struct SpinnerTests {
    /// Work that ends when `finish` is called.
    final class Work: Sendable {
        private let done = Mutex<CheckedContinuation<Void, Never>?>(nil)
        private let finished = Mutex(false)

        func run() async {
            await withCheckedContinuation { continuation in
                let already = finished.withLock { finished in
                    if !finished { done.withLock { $0 = continuation } }
                    return finished
                }
                if already { continuation.resume() }
            }
        }

        func finish() {
            finished.withLock { $0 = true }
            done.withLock { continuation in
                continuation?.resume()
                continuation = nil
            }
        }
    }

    static let clear = "\r\u{1B}[2K"

    /// Runs the spinner over `work` on a terminal, `clock`'s time; the recording and the task.
    static func spin(_ work: Work, clock: TestClock) -> (ConsoleRecording, Task<Void, Never>) {
        let recording = ConsoleRecording()
        let err = recording.console(errIsTerminal: true).err
        let task = Task {
            await Spinner.run("Loading the chart", on: err, style: Style(enabled: false), clock: clock.clock) { await work.run() }
        }
        return (recording, task)
    }

    @Test func workThatEndsUnder100msShowsNothing() async throws {
        let clock = TestClock(), work = Work()
        let (recording, task) = Self.spin(work, clock: clock)
        try #require(await clock.waitForSleepers(1), "the spinner waits for its delay")
        clock.advance(by: .milliseconds(99))
        #expect(clock.woken == 0, "99 ms in, the spinner still waits")
        work.finish()
        await task.value
        #expect(recording.err == "", "99 ms: no spinner")
    }

    @Test func workStillGoingAt100msShowsAFrameEvery80ms() async throws {
        let clock = TestClock(), work = Work()
        let (recording, task) = Self.spin(work, clock: clock)
        try #require(await clock.waitForSleepers(1))
        clock.advance(by: .milliseconds(100))
        #expect(clock.woken == 1, "100 ms in, the spinner's wait is over")
        // The first frame, then the spinner sleeps for the next.
        try #require(await clock.waitForSleepers(1) && recording.err == Self.clear + "⠋ Loading the chart")
        clock.advance(by: .milliseconds(79))
        #expect(recording.err == Self.clear + "⠋ Loading the chart", "79 ms later: still the first frame")
        clock.advance(by: .milliseconds(1))
        try #require(await Self.eventually { recording.err.hasSuffix("⠙ Loading the chart") })
        work.finish()
        await task.value
        #expect(recording.err == Self.clear + "⠋ Loading the chart" + Self.clear + "⠙ Loading the chart" + Self.clear, "cleared at the end")
    }

    @Test func notOnAPipe() async {
        let clock = TestClock(), recording = ConsoleRecording()
        let err = recording.console(errIsTerminal: false).err
        // Never waits: the work runs at once, with no spinner and no sleep.
        let value = await Spinner.run("Loading", on: err, style: Style(enabled: false), clock: clock.clock) { 42 }
        #expect(value == 42)
        #expect(clock.sleepers == 0 && recording.err == "")
    }

    /// Whether `condition` holds within the bound for an event that must come.
    static func eventually(_ condition: @escaping @Sendable () -> Bool) async -> Bool {
        await Wait.eventually { condition() }
    }
}
