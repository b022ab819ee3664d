@testable import AlbumsCore
@testable import AlbumsClients
import AlbumsTestSupport
import Foundation
import Synchronization
import Testing

/// The real network path against a server on 127.0.0.1.
@Suite struct NetworkTransportTests {
    let feed = Paths.stubFixture("feeds/most-played.json")

    func client(_ transport: NetworkTransport, retry: RetryPolicy = .never, timeout: Duration = .seconds(5)) -> HTTPClient {
        HTTPClient(transport: .network(transport), clock: .immediate(at: Clock.fixtureDate), timeout: timeout, retry: retry)
    }

    @Test(arguments: NetworkTransport.allCases)
    func fetchesAndDecodesAFeed(transport: NetworkTransport) async throws {
        let server = try LoopbackServer { _ in .data(feed) }
        defer { server.stop() }
        let fetched = try await client(transport).get(#require(URL(string: server.url("/feed.json"))), .json, decode: FeedDecoder.decode)
        #expect(fetched.value.albums.count == 100)
        #expect(server.requests.map(\.target) == ["/feed.json"])
        #expect(server.requests.first?.headers["accept"] == "application/json")
    }

    @Test(arguments: NetworkTransport.allCases)
    func aServerErrorIsAStatusFailure(transport: NetworkTransport) async throws {
        let server = try LoopbackServer { _ in .json("{}", status: 500) }
        defer { server.stop() }
        await #expect {
            try await client(transport).get(#require(URL(string: server.url("/feed.json"))), .json, decode: FeedDecoder.decode)
        } throws: { error in
            guard let error = error as? FetchError, case .status(500) = error.reason else { return false }
            return true
        }
    }

    @Test(arguments: NetworkTransport.allCases)
    func aMalformedBodyIsUndecodable(transport: NetworkTransport) async throws {
        let server = try LoopbackServer { _ in .json(#"{"feed": {"results": [{"#) }
        defer { server.stop() }
        await #expect {
            try await client(transport).get(#require(URL(string: server.url("/feed.json"))), .json, decode: FeedDecoder.decode)
        } throws: { error in
            guard let error = error as? FetchError, case .undecodable(FeedDecodingError.invalidJSON) = error.reason else { return false }
            return true
        }
    }

    @Test(arguments: NetworkTransport.allCases)
    func aRefusedConnectionIsToldApartFromBeingOffline(transport: NetworkTransport) async throws {
        // Nothing listens on port 1; a stopped test server's port could be taken by another test's.
        let url = try #require(URL(string: "http://127.0.0.1:1/feed.json"))
        await #expect {
            try await client(transport).get(url, .json, decode: FeedDecoder.decode)
        } throws: { error in
            guard let error = error as? FetchError, case .transport(.refused) = error.reason else { return false }
            return true
        }
    }

    @Test(arguments: NetworkTransport.allCases)
    func retriesA503AndThenSucceeds(transport: NetworkTransport) async throws {
        let count = Counter()
        let feed = feed
        let server = try LoopbackServer { _ in count.next() == 1 ? .json("{}", status: 503) : .data(feed) }
        defer { server.stop() }
        let fetched = try await client(transport, retry: .standard).get(#require(URL(string: server.url("/f"))), .json, decode: FeedDecoder.decode)
        #expect(fetched.value.albums.count == 100)
        #expect(server.requests.count == 2)
    }
}

/// The transport itself, below the client: limits, redirects, cancellation.
@Suite struct NetworkTransportLimitTests {
    /// The timeout a test of something else never meets: 30 s, far past a loaded machine's answer on loopback (the URLSession library's first load included).
    func send(_ url: String, via transport: NetworkTransport, timeout: Duration = .seconds(30), maxBodyBytes: Int = 1 << 20) async throws -> HTTPResponse {
        try await HTTPTransport.network(transport).send(HTTPRequest(url: #require(URL(string: url)), timeout: timeout, maxBodyBytes: maxBodyBytes))
    }

    @Test(arguments: NetworkTransport.allCases)
    func theHeadersAndURLAreThoseOfTheLastAnswerAfterRedirects(transport: NetworkTransport) async throws {
        let server = try LoopbackServer { request in
            request.path == "/old" ? .respond(status: 301, headers: ["Location": "/new", "X-Hop": "first"]) : .json("{}", headers: ["ETag": "\"v9\""])
        }
        defer { server.stop() }
        let response = try await send(server.url("/old"), via: transport)
        #expect(response.status == 200)
        #expect(response.url.absoluteString == server.url("/new"))
        #expect(response.header("etag") == "\"v9\"")
        #expect(response.header("x-hop") == nil)
        #expect(response.body == Data("{}".utf8))
    }

    @Test(arguments: NetworkTransport.allCases)
    func aRedirectOffHTTPIsRefused(transport: NetworkTransport) async throws {
        let server = try LoopbackServer { _ in .respond(status: 302, headers: ["Location": "file:///etc/passwd"]) }
        defer { server.stop() }
        await #expect(throws: TransportError.self) { _ = try await send(server.url("/feed"), via: transport) }
    }

    @Test(arguments: NetworkTransport.allCases)
    func anAnnouncedBodyOverTheLimitIsRefusedUnread(transport: NetworkTransport) async throws {
        let server = try LoopbackServer { _ in .huge(status: 200, bytes: 50 << 20) }
        defer { server.stop() }
        await #expect(throws: TransportError.tooLarge(limit: 1 << 20)) { _ = try await send(server.url("/big"), via: transport) }
    }

    @Test(arguments: NetworkTransport.allCases)
    func anUnannouncedBodyOverTheLimitIsCutOff(transport: NetworkTransport) async throws {
        let body = Data(repeating: 65, count: 3000)
        let server = try LoopbackServer { _ in .unsized(status: 200, body: body) }
        defer { server.stop() }
        await #expect(throws: TransportError.tooLarge(limit: 2000)) { _ = try await send(server.url("/big"), via: transport, maxBodyBytes: 2000) }
        #expect(try await send(server.url("/big"), via: transport, maxBodyBytes: 3000).body == body)
    }

    @Test(.timeLimit(.minutes(1)), arguments: NetworkTransport.allCases)
    func cancellingTheTaskEndsTheWait(transport: NetworkTransport) async throws {
        let server = try LoopbackServer { _ in .hang }
        defer { server.stop() }
        let url = server.url("/slow")
        let task = Task { try await send(url, via: transport, timeout: .seconds(30)) }
        // Cancelled once the request is at the server, not after a guess at how long that takes.
        try #require(await Wait.eventually { !server.requests.isEmpty }, "the request reached the server")
        task.cancel()
        await #expect(throws: CancellationError.self) { _ = try await task.value }
    }

    @Test(arguments: NetworkTransport.allCases)
    func aHangTimesOutAndARefusalIsARefusal(transport: NetworkTransport) async throws {
        let server = try LoopbackServer { _ in .hang }
        let url = server.url("/x")
        await #expect(throws: TransportError.timedOut(seconds: 1.5)) { _ = try await send(url, via: transport, timeout: .milliseconds(1500)) }
        server.stop()
        await #expect {
            // Nothing listens on port 1; the stopped server's port could be taken by another test's.
            _ = try await send("http://127.0.0.1:1/x", via: transport)
        } throws: { error in
            guard case .refused = error as? TransportError else { return false }
            return true
        }
    }
}

#if os(Linux)
@Suite struct CurlResultCodeTests {
    @Test(arguments: [
        (6, TransportError.offline("Couldn't resolve host name")), (7, .offline("Couldn't connect to server")),
        (28, .timedOut(seconds: 2)), (56, .connectionLost("Failure when receiving data from the peer")),
        (18, .connectionLost("Transferred a partial file")), (47, .tooManyRedirects(limit: 5)),
        (60, .insecure("SSL peer certificate or SSH remote key was not OK")), (35, .insecure("SSL connect error")),
        (1, .unsupportedRedirect),
    ] as [(Int32, TransportError)])
    func libcurlCodesBecomeTheFailuresTheClientKnows(code: Int32, expected: TransportError) throws {
        let curl = try LibCurl.shared.get()
        let error = CurlLoader.transportError(code, exchange: CurlExchange(limit: 100), timeout: .seconds(2), curl: curl)
        #expect(error as? TransportError == expected)
    }

    @Test func aRefusedConnectionIsToldApartByItsErrno() throws {
        let curl = try LibCurl.shared.get()
        #expect(CurlLoader.transportError(7, exchange: CurlExchange(limit: 100), timeout: .seconds(2), curl: curl, osErrno: ECONNREFUSED) as? TransportError
                == .refused("Connection refused"))
        #expect(CurlLoader.transportError(7, exchange: CurlExchange(limit: 100), timeout: .seconds(2), curl: curl, osErrno: ENETUNREACH) as? TransportError
                == .offline("Couldn't connect to server"))
        let huge = CurlExchange(limit: 100)
        #expect(!huge.receive(headerLine: "X-Filler: " + String(repeating: "x", count: 150 << 10)))
        #expect(CurlLoader.transportError(23, exchange: huge, timeout: .seconds(2), curl: curl) as? TransportError == .headersTooLarge(limit: 100 << 10))
    }

    @Test func theBodyLimitAndCancellationWinOverTheCode() throws {
        let curl = try LibCurl.shared.get()
        let tooLarge = CurlExchange(limit: 100)
        tooLarge.tooLarge = true
        #expect(CurlLoader.transportError(23, exchange: tooLarge, timeout: .seconds(2), curl: curl) as? TransportError == .tooLarge(limit: 100))
        let cancelled = CurlExchange(limit: 100)
        cancelled.cancelled.store(true, ordering: .relaxed)
        #expect(CurlLoader.transportError(42, exchange: cancelled, timeout: .seconds(2), curl: curl) is CancellationError)
    }

    @Test func aCertificateFailureIsNotRetried() {
        #expect(!TransportError.insecure("x").isTransient)
        #expect(TransportError.insecure("x").isNetworkFailure, "a cached copy may stand in")
    }
}
#endif
