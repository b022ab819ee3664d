import Foundation
import Testing

/// Threads of the tests' own, for tests that block: those that wait for a
/// program they started. Swift Testing runs every test
/// on Swift's cooperative pool, which has one thread per core; a test that
/// blocks holds one of them, and on two cores two such tests stall every
/// other test: an async test's `await` resumes only when a thread is free,
/// so its time bounds (a request reaching a server within 10 s) measured
/// the queue, not the code. Tests marked `.onTestThreads` run here instead;
/// the cooperative pool is left to the async tests. Only tests whose own body
/// blocks belong here: the child tasks of a test here run here too, behind
/// the end-to-end tests' waits (a player test's key reader, put here, once
/// waited 10 s for a thread). And a test that keeps a core busy for seconds
/// (a quadratic edit distance on a 10,000-character value, now bounded) stalls
/// the async tests as surely as one that blocks.
public final class TestThreads: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    /// Two for each core, at least 4 and at most 8: the tests that run here
    /// mostly wait (for albums, tmux, a shell), so twice as many as there are
    /// cores keeps the cores busy without crowding them.
    public static let shared = TestThreads(count: min(8, max(4, 2 * ProcessInfo.processInfo.activeProcessorCount)))

    init(count: Int) {
        for index in 0..<count {
            let thread = Thread { [self] in work() }
            thread.name = "albums-test-\(index)"
            thread.start()
        }
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func work() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}

/// Runs each test of a suite (or a test) on `TestThreads`.
public struct OnTestThreads: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    @concurrent public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable @concurrent () async throws -> Void) async throws {
        guard testCase != nil else { return try await function() }
        try await withTaskExecutorPreference(TestThreads.shared) { try await function() }
    }
}

extension Trait where Self == OnTestThreads {
    /// The test blocks (it waits for a program it started): it runs on threads of its own, not on Swift's cooperative pool.
    public static var onTestThreads: Self { OnTestThreads() }
}
