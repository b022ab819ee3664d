import Synchronization

/// The browser's effects while they run: one task per kind (the chart, a
/// cover, a play, …). Starting one cancels the one of its kind still running,
/// so moving fast never queues cover loads, and a new play stops the old
/// player; other kinds go on.
final class EffectTasks: Sendable {
    private let tasks = Mutex<[String: Task<Void, Never>]>([:])

    func start(_ kind: String, _ work: @escaping @Sendable () async -> Void) {
        let task = Task { await work() }
        tasks.withLock { tasks in
            tasks[kind]?.cancel()
            tasks[kind] = task
        }
    }

    func cancel(_ kind: String) {
        tasks.withLock { $0[kind]?.cancel() }
    }

    func cancelAll() {
        tasks.withLock { $0.values.forEach { $0.cancel() } }
    }
}
