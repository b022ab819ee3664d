@testable import AlbumsURLSession
import AlbumsTestSupport
import Foundation
import Synchronization
import Testing

/// FoundationNetworking on Linux traps when a task is cancelled while a
/// redirect or a response waits for the delegate's answer. The loader's
/// delegate queue is held shut here until that answer is due, the exchange is
/// stopped (as a deadline or Ctrl-C stops it) at that very moment, then the
/// queue opens: the exchange ends as cancelled, and the process lives on.
@Suite struct URLSessionLoaderTests {
    /// Holds `loader`'s delegate queue until `open` is called.
    final class Gate: Sendable {
        private let semaphore = DispatchSemaphore(value: 0)
        private let opened = Mutex(false)

        init(_ loader: URLSessionLoader) {
            loader.delegateQueue.addOperation { [semaphore] in _ = semaphore.wait(timeout: .now() + 30) }
        }

        func open() {
            if opened.withLock({ opened in defer { opened = true }; return !opened }) { semaphore.signal() }
        }
    }

    static func request(_ url: String) throws -> URLSessionRequest {
        URLSessionRequest(url: try #require(URL(string: url)), headers: [:], timeout: 20, maxBodyBytes: 1 << 20, redirectLimit: 5)
    }

    /// Starts `url` with the queue held, waits until a delegate call is queued behind the gate (at most 10 s), stops it, opens the gate.
    static func stopWhileTheDelegateIsAsked(_ url: String) async throws -> URLSessionReply? {
        let loader = URLSessionLoader()
        let gate = Gate(loader)
        // Opened on every way out: a queue held shut past the session's own timeout would trap in FoundationNetworking.
        defer { gate.open() }
        let reply = Mutex<URLSessionReply?>(nil)
        let number = loader.start(try request(url)) { answer in reply.withLock { $0 = answer } }
        let deadline = ContinuousClock.now + .seconds(10)
        while loader.delegateQueue.operationCount < 2 && ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(2)) }
        try #require(loader.delegateQueue.operationCount >= 2, "the delegate's call is queued")
        loader.cancel(number)
        gate.open()
        let end = ContinuousClock.now + .seconds(10)
        while reply.withLock({ $0 }) == nil && ContinuousClock.now < end { try await Task.sleep(for: .milliseconds(2)) }
        return reply.withLock { $0 }
    }

    @Test func stoppingDuringARedirectEndsItCancelled() async throws {
        let server = try LoopbackServer { request in
            request.path == "/old" ? .respond(status: 302, headers: ["Location": "/new"]) : .hang
        }
        defer { server.stop() }
        let reply = try #require(try await Self.stopWhileTheDelegateIsAsked(server.url("/old")))
        guard case .failure(let kind, _) = reply else { Issue.record("answered: \(reply)"); return }
        #expect(kind == .cancelled)
    }

    @Test func stoppingWhileAResponseWaitsEndsItCancelled() async throws {
        let server = try LoopbackServer { _ in .trickle(status: 200, body: Data(repeating: 65, count: 1000), pieces: 100, pause: .milliseconds(50)) }
        defer { server.stop() }
        let reply = try #require(try await Self.stopWhileTheDelegateIsAsked(server.url("/feed")))
        guard case .failure(let kind, _) = reply else { Issue.record("answered: \(reply)"); return }
        #expect(kind == .cancelled)
    }
}
