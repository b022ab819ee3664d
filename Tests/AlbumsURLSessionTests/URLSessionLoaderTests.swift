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
    static func request(_ url: String) throws -> URLSessionRequest {
        URLSessionRequest(url: try #require(URL(string: url)), headers: [:], timeout: 120, maxBodyBytes: 1 << 20, redirectLimit: 5)
    }

    /// Starts `url` with its delegate queue held (suspended: no thread is held),
    /// waits until a delegate call is queued there (`Wait.until`), stops the
    /// exchange, lets the queue go; the reply.
    static func stopWhileTheDelegateIsAsked(_ url: String) async throws -> URLSessionReply? {
        let loader = URLSessionLoader()
        let reply = Mutex<URLSessionReply?>(nil)
        let (number, queue) = loader.start(try request(url), held: true) { answer in reply.withLock { $0 = answer } }
        // Let go on every way out: a queue held past the session's own timeout would trap in FoundationNetworking.
        defer { queue.isSuspended = false }
        try #require(await Wait.eventually { queue.operationCount >= 1 }, "the delegate's call is queued")
        loader.cancel(number)
        queue.isSuspended = false
        _ = await Wait.eventually { reply.withLock { $0 } != nil }
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
