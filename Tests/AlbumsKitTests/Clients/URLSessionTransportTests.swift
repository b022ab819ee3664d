@testable import AlbumsKit
import Foundation
import Synchronization
import Testing

/// The real network path against a server on 127.0.0.1.
@Suite struct URLSessionTransportTests {
    let feed = Paths.stubFixture("feeds/most-played.json")

    func client(retry: RetryPolicy = .never, timeout: Duration = .seconds(5)) -> HTTPClient {
        HTTPClient(transport: .urlSession(), clock: .immediate(at: Clock.fixtureDate), timeout: timeout, retry: retry)
    }

    @Test func fetchesAndDecodesAFeed() async throws {
        let server = try LoopbackServer { _ in .data(feed) }
        defer { server.stop() }
        let fetched = try await client().get(#require(URL(string: server.url("/feed.json"))), .json, decode: FeedDecoder.decode)
        #expect(fetched.value.albums.count == 100)
        #expect(server.requests.map(\.target) == ["/feed.json"])
        #expect(server.requests.first?.headers["accept"] == "application/json")
    }

    @Test func aServerErrorIsAStatusFailure() async throws {
        let server = try LoopbackServer { _ in .json("{}", status: 500) }
        defer { server.stop() }
        await #expect {
            try await client().get(#require(URL(string: server.url("/feed.json"))), .json, decode: FeedDecoder.decode)
        } throws: { error in
            guard let error = error as? FetchError, case .status(500) = error.reason else { return false }
            return true
        }
    }

    @Test func aMalformedBodyIsUndecodable() async throws {
        let server = try LoopbackServer { _ in .json(#"{"feed": {"results": [{"#) }
        defer { server.stop() }
        await #expect {
            try await client().get(#require(URL(string: server.url("/feed.json"))), .json, decode: FeedDecoder.decode)
        } throws: { error in
            guard let error = error as? FetchError, case .undecodable(FeedDecodingError.invalidJSON) = error.reason else { return false }
            return true
        }
    }

    @Test func aRefusedConnectionIsOffline() async throws {
        let server = try LoopbackServer { _ in .json("{}") }
        let url = try #require(URL(string: server.url("/feed.json")))
        server.stop()
        try await Task.sleep(for: .milliseconds(100))
        await #expect {
            try await client().get(url, .json, decode: FeedDecoder.decode)
        } throws: { error in
            guard let error = error as? FetchError, case .transport(.offline) = error.reason else { return false }
            return true
        }
    }

    @Test func retriesA503AndThenSucceeds() async throws {
        let count = Counter()
        let feed = feed
        let server = try LoopbackServer { _ in count.next() == 1 ? .json("{}", status: 503) : .data(feed) }
        defer { server.stop() }
        let fetched = try await client(retry: .standard).get(#require(URL(string: server.url("/f"))), .json, decode: FeedDecoder.decode)
        #expect(fetched.value.albums.count == 100)
        #expect(server.requests.count == 2)
    }
}

final class Counter: Sendable {
    private let value = Synchronization.Mutex(0)
    func next() -> Int { value.withLock { $0 += 1; return $0 } }
}
