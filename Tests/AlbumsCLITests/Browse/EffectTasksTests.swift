@testable import AlbumsCLI
import Foundation
import Synchronization
import Testing

/// The browser's running effects: a new one of a kind replaces the one still
/// running (a second `p` stops the first album's player); other kinds go on.
@Suite struct EffectTasksTests {
    /// A long piece of work that says when it starts and whether it was cancelled or finished.
    final class Probe: Sendable {
        let started = DispatchSemaphore(value: 0)
        let ended = DispatchSemaphore(value: 0)
        private let cancelled = Mutex<Bool?>(nil)

        var wasCancelled: Bool? { cancelled.withLock { $0 } }

        func work() async {
            started.signal()
            let stopped = (try? await Task.sleep(for: .seconds(30))) == nil
            cancelled.withLock { $0 = stopped }
            ended.signal()
        }
    }

    @Test func aNewEffectOfAKindCancelsTheOneStillRunning() {
        let tasks = EffectTasks()
        let first = Probe(), second = Probe(), cover = Probe()
        tasks.start("play") { await first.work() }
        #expect(first.started.wait(timeout: .now() + 10) == .success)
        tasks.start("cover") { await cover.work() }
        #expect(cover.started.wait(timeout: .now() + 10) == .success)
        tasks.start("play") { await second.work() }
        #expect(first.ended.wait(timeout: .now() + 10) == .success, "the first play was stopped")
        #expect(first.wasCancelled == true)
        #expect(second.started.wait(timeout: .now() + 10) == .success)
        #expect(second.wasCancelled == nil, "the new play goes on")
        #expect(cover.wasCancelled == nil, "another kind goes on")
        tasks.cancel("play")
        #expect(second.ended.wait(timeout: .now() + 10) == .success)
        #expect(cover.wasCancelled == nil)
        tasks.cancelAll()
        #expect(cover.ended.wait(timeout: .now() + 10) == .success)
        #expect(cover.wasCancelled == true)
    }
}
