import Synchronization

/// The browser's work while it runs: one task per kind (the chart, a cover,
/// a play, …). Starting one cancels the one of its kind still running, so
/// moving fast never queues cover loads; a play waits for the one it replaces
/// to end (its player gone) before it starts. Other kinds go on.
package final class EffectTasks: Sendable {
    private let tasks = Mutex<[BrowseWork.Kind: Task<Void, Never>]>([:])
    /// Every task started and not yet ended, to wait for at the end.
    private let running = Mutex<[Int: Task<Void, Never>]>([:])
    private let counter = Mutex(0)

    package func start(_ kind: BrowseWork.Kind, _ work: @escaping @Sendable () async -> Void) {
        let number = counter.withLock { count in
            count += 1
            return count
        }
        tasks.withLock { tasks in
            let previous = tasks[kind]
            previous?.cancel()
            let waits = kind.waitsForThePrevious
            // Known as running before it can end: it takes itself off under the same lock.
            tasks[kind] = running.withLock { running in
                let task = Task { [self] in
                    if waits { await previous?.value }
                    if !Task.isCancelled { await work() }
                    _ = self.running.withLock { $0.removeValue(forKey: number) }
                }
                running[number] = task
                return task
            }
        }
    }

    /// Runs `body` (handing a work's result on) only if the calling work of `kind` wasn't cancelled (a newer one of
    /// the kind started, or the kind cancelled): under the lock that starting a newer one cancels it under, so that an
    /// older result never comes after a newer one's. A kind whose works wait for the previous (a player's) hands
    /// every result on: its end is news.
    package func deliver(_ kind: BrowseWork.Kind, _ body: () -> Void) {
        tasks.withLock { _ in
            if kind.waitsForThePrevious || !Task.isCancelled { body() }
        }
    }

    package func cancel(_ kind: BrowseWork.Kind) {
        tasks.withLock { $0[kind]?.cancel() }
    }

    /// Cancels everything, and returns once every task has ended (a player
    /// asked to stop, then killed after its grace), or `limit` has passed.
    package func finish(upTo limit: Duration = .seconds(5)) async {
        let all = tasks.withLock { tasks in
            tasks.values.forEach { $0.cancel() }
            return running.withLock { Array($0.values) }
        }
        all.forEach { $0.cancel() }
        // Real time, not the World's clock: a bound on waiting, whatever the clock does.
        await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                for task in all { await task.value }
                return true
            }
            group.addTask {
                try? await Task.sleep(for: limit)
                return false
            }
            _ = await group.next()
            group.cancelAll()
        }
    }

    /// Whether any task is still running (for tests).
    var isIdle: Bool { running.withLock { $0.isEmpty } }
}
