@testable import AlbumsBrowse
import AlbumsTestSupport
import Foundation
import Synchronization
import Testing

/// The browser's running effects: a new one of a kind replaces the one still
/// running (a second `p` stops the first album's player); other kinds go on.
@Suite struct EffectTasksTests {
    /// A long piece of work that says when it starts and how it ended.
    final class Probe: Sendable {
        enum State: Equatable { case waiting, running, cancelled }
        private let state = Mutex(State.waiting)

        var now: State { state.withLock { $0 } }

        func work() async {
            state.withLock { $0 = .running }
            // Until cancelled (the bound is against hanging only): a 30 s sleep could end
            // uncancelled under load, the probe left at .running; the test failed once at a load of 7.
            if (try? await Task.sleep(for: EventBound.inProcess)) == nil { state.withLock { $0 = .cancelled } }
        }

        /// Waits (without holding a thread) until the probe is in `wanted`.
        func reaches(_ wanted: State) async -> Bool {
            await Wait.eventually { self.now == wanted }
        }
    }

    @Test func aNewEffectOfAKindCancelsTheOneStillRunning() async {
        let tasks = EffectTasks()
        let first = Probe(), second = Probe(), cover = Probe()
        tasks.start(.play) { await first.work() }
        #expect(await first.reaches(.running))
        tasks.start(.cover) { await cover.work() }
        #expect(await cover.reaches(.running))
        tasks.start(.play) { await second.work() }
        #expect(await first.reaches(.cancelled), "the first play was stopped")
        #expect(await second.reaches(.running), "the new play goes on")
        #expect(cover.now == .running, "another kind goes on")
        tasks.cancel(.play)
        #expect(await second.reaches(.cancelled))
        #expect(cover.now == .running)
        // Bounded far from the tasks' own end: under load the default 5 s bound was seen to pass first.
        await tasks.finish(upTo: EventBound.inProcess)
        #expect(cover.now == .cancelled, "finish returns once every task has ended")
        #expect(tasks.isIdle)
    }

    /// A play starts once the one it replaces has ended (its player gone), never beside it.
    @Test func aNewPlayWaitsForTheOneItReplaces() async {
        let tasks = EffectTasks()
        let log = Mutex<[String]>([])
        tasks.start(.play) {
            log.withLock { $0.append("first plays") }
            while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(1)) }
            // Stopping takes a while (a player's grace), whatever the cancel.
            try? await Task.detached { try await Task.sleep(for: .milliseconds(100)) }.value
            log.withLock { $0.append("first ended") }
        }
        #expect(await Wait.eventually { !log.withLock { $0.isEmpty } })
        tasks.start(.play) { log.withLock { $0.append("second plays") } }
        #expect(await Wait.eventually { log.withLock { $0.count >= 3 } })
        #expect(log.withLock { $0 } == ["first plays", "first ended", "second plays"])
        await tasks.finish()
    }

    /// Work replaced before it started never runs: a save waiting for the one
    /// before it, replaced in turn by a newer one, is never written.
    @Test func workReplacedBeforeItStartsNeverRuns() async {
        let tasks = EffectTasks()
        let log = Mutex<[String]>([]), release = Mutex(false)
        tasks.start(.save) {
            log.withLock { $0.append("first") }
            // Writing, whatever the cancel; until the test lets it finish.
            while !release.withLock({ $0 }) { try? await Task.detached { try await Task.sleep(for: .milliseconds(1)) }.value }
            log.withLock { $0.append("first written") }
        }
        #expect(await Wait.eventually { log.withLock { $0 } == ["first"] })
        tasks.start(.save) { log.withLock { $0.append("second written") } }
        tasks.start(.save) { log.withLock { $0.append("third written") } }
        release.withLock { $0 = true }
        #expect(await Wait.eventually { log.withLock { $0.contains("third written") } })
        await tasks.finish()
        #expect(log.withLock { $0 } == ["first", "first written", "third written"], "the second never ran, and nothing was written after the newest")
    }
}


/// A result that comes after a newer one of its kind started is dropped, never shown over the newer one's (a chart
/// loaded with the old limit finishing after the new limit's); a player's end is always handed on.
@Suite struct EffectResultsTests {
    @Test(arguments: [(BrowseWork.Kind("chart"), ["new"]), (BrowseWork.Kind("player", waitsForThePrevious: true), ["old", "new"])])
    func anOlderResultNeverComesAfterANewerOnes(kind: BrowseWork.Kind, delivered: [String]) async {
        let tasks = EffectTasks()
        let results = Mutex<[String]>([])
        let finishing = Mutex(false), started = Mutex(false)
        // The old work has its result and is about to hand it on when the new one starts.
        tasks.start(kind) {
            started.withLock { $0 = true }
            _ = await Wait.eventually { finishing.withLock { $0 } }
            tasks.deliver(kind) { results.withLock { $0.append("old") } }
        }
        #expect(await Wait.eventually { started.withLock { $0 } })
        tasks.start(kind) {
            tasks.deliver(kind) { results.withLock { $0.append("new") } }
        }
        if !kind.waitsForThePrevious { #expect(await Wait.eventually { results.withLock { $0 } == ["new"] }) }
        finishing.withLock { $0 = true }
        _ = await Wait.eventually { results.withLock { $0 }.count == delivered.count }
        await tasks.finish()
        #expect(results.withLock { $0 } == delivered)
    }
}
