import AlbumsClientsTestSupport
@testable import AlbumsCore
@testable import AlbumsClients
import AlbumsEssentials
import AlbumsTestSupport
import Foundation
import Synchronization
import Testing

/// The cache, retry and fallback rules of the one HTTP path, with a scripted
/// transport and a clock the test moves.
@Suite struct HTTPClientTests {
    final class Script: Sendable {
        let replies: Mutex<[Result<HTTPResponse, TransportError>]>
        let requests = Mutex<[HTTPRequest]>([])
        init(_ replies: [Result<HTTPResponse, TransportError>]) { self.replies = Mutex(replies) }
        var transport: HTTPTransport {
            HTTPTransport { request in
                self.requests.withLock { $0.append(request) }
                let next = self.replies.withLock { $0.isEmpty ? .failure(.failed("no more replies")) : $0.removeFirst() }
                return try next.get()
            }
        }
        var sent: [HTTPRequest] { requests.withLock { $0 } }
    }

    static let url = URL(string: "https://feeds.test/top.json") ?? WebURL.invalid
    static let body = Data(#"{"ok": true}"#.utf8)

    static func ok(_ headers: [String: String] = [:], body: Data = body) -> Result<HTTPResponse, TransportError> {
        .success(HTTPResponse(url: url, status: 200, headers: headers, body: body))
    }

    func client(_ script: Script, _ clock: TestClock, cache: HTTPCacheStore, mode: HTTPClient.Mode = .normal) -> HTTPClient {
        HTTPClient(transport: script.transport, cache: cache, clock: clock.clock, timeout: .seconds(15),
                   retry: RetryPolicy(jitter: { 1 }), mode: mode)
    }

    func get(_ client: HTTPClient) async throws -> HTTPClient.Fetched<Data> {
        try await client.get(Self.url, .json) { $0 }
    }

    @Test func maxAgeAnswersWithoutARequestUntilItRunsOut() async throws {
        let clock = TestClock(sleeping: .atOnce), cache = HTTPCacheStore.memory()
        let script = Script([Self.ok(["Cache-Control": "max-age=300", "ETag": "\"a\""]), .success(HTTPResponse(url: Self.url, status: 304))])
        _ = try await get(client(script, clock, cache: cache))
        clock.advance(by: .seconds(299))
        guard case .fresh(let age) = try await get(client(script, clock, cache: cache)).origin else { Issue.record("not fresh"); return }
        #expect(age == 299)
        clock.advance(by: .seconds(2))
        guard case .revalidated = try await get(client(script, clock, cache: cache)).origin else { Issue.record("not revalidated"); return }
        #expect(script.sent.map { $0.headers["If-None-Match"] } == [nil, "\"a\""])
        clock.advance(by: .seconds(200))
        guard case .fresh = try await get(client(script, clock, cache: cache)).origin else { Issue.record("a 304 renews the age"); return }
        #expect(script.sent.count == 2)
    }

    @Test func expiresCountsFromTheDateHeader() {
        let entry = CachedResponse(url: "x", storedAt: Clock.fixtureDate,
                                   headers: ["date": "Fri, 20 Nov 2026 12:00:00 GMT", "expires": "Fri, 20 Nov 2026 12:10:00 GMT"], body: Data())
        #expect(entry.freshnessLifetime == 600)
        #expect(CachedResponse(url: "x", storedAt: Clock.fixtureDate, headers: ["cache-control": "no-cache, max-age=600"], body: Data()).freshnessLifetime == 0)
        #expect(CachedResponse(url: "x", storedAt: Clock.fixtureDate, headers: ["cache-control": "max-age=60", "age": "50"], body: Data())
            .isFresh(at: Clock.fixtureDate.addingTimeInterval(9)))
        #expect(!CachedResponse(url: "x", storedAt: Clock.fixtureDate, headers: ["cache-control": "max-age=60", "age": "50"], body: Data())
            .isFresh(at: Clock.fixtureDate.addingTimeInterval(11)))
    }

    @Test func noStoreIsNeverKept() async throws {
        let clock = TestClock(sleeping: .atOnce), cache = HTTPCacheStore.memory()
        _ = try await get(client(Script([Self.ok(["Cache-Control": "no-store"])]), clock, cache: cache))
        #expect(cache.stats().entries == 0)
    }

    @Test func theStaleCopyCarriesItsAge() async throws {
        let clock = TestClock(sleeping: .atOnce), cache = HTTPCacheStore.memory()
        _ = try await get(client(Script([Self.ok()]), clock, cache: cache))
        clock.advance(by: .seconds(3 * 3600 + 120))
        let fetched = try await get(client(Script([.failure(.offline("no route")), .failure(.offline("no route")), .failure(.offline("no route"))]), clock, cache: cache))
        guard case .stale(let age, let error) = fetched.origin, case .transport(.offline) = error.reason else {
            Issue.record("expected the stale copy")
            return
        }
        #expect(fetched.value == Self.body)
        #expect(age == 3 * 3600 + 120)
    }

    @Test func retriesBackOffExponentiallyAndHonourRetryAfterUpToACap() async throws {
        let clock = TestClock(sleeping: .atOnce)
        let busy = { (after: String?) -> Result<HTTPResponse, TransportError> in
            .success(HTTPResponse(url: Self.url, status: 503, headers: after.map { ["Retry-After": $0] } ?? [:]))
        }
        await #expect(throws: FetchError.self) { try await get(client(Script([busy(nil), busy(nil), busy(nil)]), clock, cache: .none)) }
        #expect(clock.slept == [.milliseconds(400), .milliseconds(800)])
        _ = try await get(client(Script([busy("2"), busy("3600"), Self.ok()]), clock, cache: .none))
        #expect(clock.slept.dropFirst(2) == [.seconds(2), .seconds(10)])
    }

    @Test func aRetryAfterDateIsHonoured() {
        let policy = RetryPolicy(jitter: { 1 })
        #expect(policy.delay(beforeRetry: 1, retryAfter: "Fri, 20 Nov 2026 12:00:05 GMT", now: Clock.fixtureDate) == .seconds(5))
        #expect(policy.delay(beforeRetry: 1, retryAfter: "yesterday", now: Clock.fixtureDate) == .milliseconds(400))
    }

    /// Retry-After's number is the server's: digits only, capped at the policy's cap; anything else is the backoff's own wait.
    @Test(arguments: [("inf", 400), ("1e16", 400), ("1e300", 400), ("0x1p70", 400), ("nan", 400), ("-5", 400), ("3.5", 400), ("3", 3000),
                      ("99999999999999999999", 10000), ("2147483648", 10000), ("Fri, 31 Dec 9999 23:59:59 GMT", 10000)])
    func aRetryAfterOfAnySize(value: String, milliseconds: Int64) {
        let policy = RetryPolicy(jitter: { 1 })
        #expect(policy.delay(beforeRetry: 1, retryAfter: value, now: Clock.fixtureDate) == .milliseconds(milliseconds))
    }

    /// An Age or max-age that is no delta-seconds counts as none.
    @Test func anAgeAndAMaxAgeOfAnySize() {
        let at = Clock.fixtureDate
        for value in ["inf", "nan", "1e300", "-1"] {
            let entry = CachedResponse(url: Self.url.absoluteString, storedAt: at, headers: ["age": value, "cache-control": "max-age=\(value)"], body: Data())
            #expect(entry.age(at: at) == 0 && entry.freshnessLifetime == 0, "\(value)")
        }
        let huge = CachedResponse(url: Self.url.absoluteString, storedAt: at, headers: ["age": "99999999999999", "cache-control": "max-age=\"99999999999999\""], body: Data())
        #expect(huge.age(at: at) == 2_147_483_648 && huge.freshnessLifetime == 2_147_483_648)
    }

    @Test func jitterSpreadsRetries() {
        let low = RetryPolicy(jitter: { 0.5 }), high = RetryPolicy(jitter: { 1.5 })
        #expect(low.delay(beforeRetry: 2, retryAfter: nil, now: Clock.fixtureDate) == .milliseconds(400))
        #expect(high.delay(beforeRetry: 2, retryAfter: nil, now: Clock.fixtureDate) == .milliseconds(1200))
        let random = RetryPolicy.standard.delay(beforeRetry: 1, retryAfter: nil, now: Clock.fixtureDate)
        #expect(random >= .milliseconds(200) && random <= .milliseconds(600))
    }

    @Test func notFoundAndOtherClientErrorsAreNotRetried() async throws {
        let script = Script([.success(HTTPResponse(url: Self.url, status: 404)), Self.ok()])
        await #expect(throws: FetchError.self) { try await get(client(script, TestClock(sleeping: .atOnce), cache: .none)) }
        #expect(script.sent.count == 1)
    }

    @Test func anUndecodableAnswerIsNotKept() async throws {
        let cache = HTTPCacheStore.memory()
        let script = Script([Self.ok(body: Data("{\"nope\": 1}".utf8))])
        await #expect(throws: FetchError.self) {
            try await client(script, TestClock(sleeping: .atOnce), cache: cache).get(Self.url, .json) { _ -> Int in throw FeedDecodingError.notAFeed }
        }
        #expect(cache.stats().entries == 0)
    }

    @Test func offlineNeverSends() async throws {
        let script = Script([Self.ok()])
        await #expect(throws: FetchError.self) { try await get(client(script, TestClock(sleeping: .atOnce), cache: .memory(), mode: .offline)) }
        #expect(script.sent.isEmpty)
    }

    @Test func theDiskEntryRoundTripsAndAShortOneIsRejected() {
        let entry = CachedResponse(url: "https://x.test/a", storedAt: Clock.fixtureDate, headers: ["etag": "\"1\""], body: Data("body\nwith newline".utf8))
        let encoded = HTTPCacheFile.encode(entry)
        #expect(HTTPCacheFile.decode(encoded) == entry)
        #expect(HTTPCacheFile.decode(encoded.dropLast()) == nil)
        #expect(HTTPCacheFile.decode(Data("garbage".utf8)) == nil)
    }

    // MARK: the timeout bounds the whole GET

    func client(_ script: Script, _ clock: TestClock, timeout: Duration) -> HTTPClient {
        HTTPClient(transport: script.transport, cache: .none, clock: clock.clock, timeout: timeout, retry: RetryPolicy(jitter: { 1 }))
    }

    /// A try that spans a stop of the process (Ctrl-Z, then fg) starts again
    /// with the whole timeout, twice at most: a third is a timeout as any other.
    @Test(arguments: [1, 2, 3])
    func aTryThatSpansAStopStartsAgainTwiceAtMost(stops: Int) async throws {
        let clock = TestClock(sleeping: .atOnce), tries = Mutex(0)
        let transport = HTTPTransport { request in
            if tries.withLock({ $0 += 1; return $0 }) <= stops {
                clock.stopAndResume(for: .seconds(20))
                throw TransportError.timedOut(seconds: request.timeout.seconds)
            }
            return HTTPResponse(url: Self.url, status: 200, body: Self.body)
        }
        let client = HTTPClient(transport: transport, cache: .none, clock: clock.clock, timeout: .seconds(2), retry: RetryPolicy(jitter: { 1 }))
        let fetched = try? await client.get(Self.url, .json) { $0 }
        #expect((fetched != nil) == (stops <= 2), "\(stops) stops")
        #expect(tries.withLock { $0 } == min(stops + 1, 3), "the third stop's timeout is the request's end")
    }

    @Test func aRetryAfterLongerThanTheTimeoutIsNotWaited() async throws {
        let clock = TestClock(sleeping: .passingTime)
        let script = Script([.success(HTTPResponse(url: Self.url, status: 503, headers: ["Retry-After": "30"])), Self.ok()])
        await #expect {
            _ = try await get(client(script, clock, timeout: .seconds(2)))
        } throws: { error in
            guard let error = error as? FetchError, case .status(503) = error.reason else { return false }
            return true
        }
        #expect(script.sent.count == 1)
        #expect(clock.slept.isEmpty)
    }

    @Test func retriesStopWhenTheTimeoutIsSpentAndEachTryGetsWhatIsLeft() async throws {
        let clock = TestClock(sleeping: .passingTime)
        let script = Script([.failure(.offline("down")), .failure(.offline("down")), .failure(.offline("down"))])
        await #expect {
            _ = try await get(client(script, clock, timeout: .seconds(1)))
        } throws: { error in
            guard let error = error as? FetchError, case .transport(.offline) = error.reason else { return false }
            return true
        }
        // Tries at 0 s and 0.4 s; the next wait (0.8 s) would end past 1 s.
        #expect(script.sent.map(\.timeout) == [.seconds(1), .milliseconds(600)])
        #expect(clock.slept == [.milliseconds(400)])
    }

    @Test func aTryCutShortByTheDeadlineReportsTheWholeTimeout() async throws {
        // A broken connection, then a retry that only ran out of the time left: the broken connection is what went wrong.
        let clock = TestClock(sleeping: .passingTime)
        let script = Script([.failure(.connectionLost("reset")), .failure(.timedOut(seconds: 0.6))])
        await #expect {
            _ = try await get(client(script, clock, timeout: .seconds(1)))
        } throws: { error in
            guard let error = error as? FetchError, case .transport(.connectionLost("reset")) = error.reason else { return false }
            return true
        }
        // A 503, then a retry that only ran out of the time left: the 503 is the answer, on a fast machine or a slow one.
        let busy = Script([.success(HTTPResponse(url: Self.url, status: 503)), .failure(.timedOut(seconds: 0.6))])
        await #expect {
            _ = try await get(client(busy, TestClock(sleeping: .passingTime), timeout: .seconds(1)))
        } throws: { error in
            guard let error = error as? FetchError, case .status(503) = error.reason else { return false }
            return true
        }
        #expect(busy.sent.count == 2)
        do {
            let timeouts = Script(Array(repeating: .failure(.timedOut(seconds: 0.6)), count: 3))
            _ = try await get(client(timeouts, TestClock(sleeping: .atOnce), timeout: .seconds(1)))
        } catch let error as FetchError {
            guard case .transport(.timedOut(let seconds)) = error.reason else { Issue.record("\(error)"); return }
            #expect(seconds == 1)
        }
    }
}

/// What is said of a URLSession library that is installed but can't be loaded.
@Suite struct URLSessionLibraryTests {
    @Test func missingSwiftRuntimeIsNamedWithWhatToDo() {
        guard case .unavailable(let why, let fix) = URLSessionLibrary.unloadable("libswiftCore.so: cannot open shared object file: No such file or directory") else {
            Issue.record("not said to be unavailable"); return
        }
        #expect(why == "the URLSession transport needs Swift's runtime libraries, which the system doesn't find (libswiftCore.so: cannot open shared object file: No such file or directory)")
        #expect(fix == "use ALBUMS_TRANSPORT=curl (the default on Linux), or add a Swift 6.3 toolchain's usr/lib/swift/linux to LD_LIBRARY_PATH")
        #expect(URLSessionLibrary.unloadable("invalid ELF header")
            == .unavailable(why: "the URLSession transport (libAlbumsURLSession.so) could not be loaded (invalid ELF header)", fix: "use ALBUMS_TRANSPORT=curl"))
    }
}
