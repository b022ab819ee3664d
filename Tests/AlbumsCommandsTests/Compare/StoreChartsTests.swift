import AlbumsClientsTestSupport
import AlbumsCommandsTestSupport
@testable import AlbumsClients
@testable import AlbumsCommands
@testable import AlbumsCore
import AlbumsTestSupport
import Foundation
import Synchronization
import Testing

/// Many stores at once, bounded: a host that stops answering is given up on
/// after three requests in a row, and once no store has answered for three
/// timeouts the rest are not asked; slow stores that answer all are, and a
/// stop of the process is no wait; the stores not asked are named. Time is the test clock's: a "hanging" store
/// moves it on by its request's whole timeout.
@Suite struct StoreChartsTests {
    static let stores = ["us", "gb", "jp", "kr", "de", "fr", "it", "es", "ca", "au"]
    static let feed = ["--feed", "https://stores.test/{country}/top-{limit}.json", "--cache", "none", "--no-history"]

    static func answer(_ request: HTTPRequest) -> HTTPResponse {
        HTTPResponse(url: request.url, status: 200, headers: ["Content-Type": "application/json"],
                     body: Data(FeedText.v2(updated: "Fri, 20 Nov 2026 12:00:00 +0000", ids: ["1000000001"]).utf8))
    }

    @Test func aHostThatStopsAnsweringIsNotAskedAgain() async {
        var harness = TestHarness()
        let asked = Mutex<[String]>([])
        harness.world.network = HTTPTransport { request in
            asked.withLock { $0.append(request.url.pathComponents[1]) }
            throw TransportError.timedOut(seconds: request.timeout.seconds)
        }
        #expect(await harness.run(["world", "--countries", Self.stores.joined(separator: ",")] + Self.feed) == .failure)
        let first = Set(asked.withLock { $0 })
        #expect(first == Set(Self.stores.prefix(6)), "the six asked at once, and no more")
        #expect(harness.console.err.contains("warning: 4 stores not asked, as stores.test stopped answering: it, es, ca, au\n"))
        #expect(harness.console.err.contains("error: couldn't load the top albums chart"))
    }

    /// One store timing out makes the host suspect: the next waits for those
    /// under way, and as they answer it starts; nothing is given up.
    @Test func oneTimeoutGivesNothingUp() async {
        var harness = TestHarness()
        harness.world.network = HTTPTransport { request in
            if request.url.pathComponents[1] == "gb" { throw TransportError.timedOut(seconds: request.timeout.seconds) }
            return Self.answer(request)
        }
        #expect(await harness.run(["world", "--countries", Self.stores.joined(separator: ",")] + Self.feed) == .failure)
        #expect(!harness.console.err.contains("not asked"))
        #expect(harness.console.err.contains("1 of 10 stores couldn't be loaded: gb ("))
        #expect(harness.console.out.hasPrefix("1\t1000000001\t"))
    }

    /// Stores that answer, however slowly (each 4 s of a 5 s timeout, 30 of them, six at once: 20 s in all, more
    /// than three timeouts), are all asked: the bound is for stores that don't answer.
    @Test func slowStoresThatAnswerAreAllAsked() async throws {
        var harness = TestHarness()
        let clock = TestClock()
        harness.world.clock = clock.clock
        let asked = Mutex<[String]>([])
        harness.world.network = HTTPTransport { request in
            asked.withLock { $0.append(request.url.pathComponents[1]) }
            clock.advance(by: .seconds(4))
            return Self.answer(request)
        }
        let many = Array(AppleMusicStores.codes.prefix(30))
        #expect(await harness.run(["world", "--timeout", "5", "--countries", many.joined(separator: ",")] + Self.feed) == .success)
        #expect(Set(asked.withLock { $0 }) == Set(many))
        #expect(!harness.console.err.contains("not asked"), "\(harness.console.err)")
    }

    /// Stores that hang, each on a host of its own (no host is given up on): once none has answered for three
    /// timeouts (15 s at --timeout 5), the rest are not asked, and named.
    @Test func whenNoStoreAnswersForThreeTimeoutsTheRestAreNotAsked() async throws {
        var harness = TestHarness()
        let clock = TestClock()
        harness.world.clock = clock.clock
        let asked = Mutex<[String]>([])
        harness.world.network = HTTPTransport { request in
            asked.withLock { $0.append(request.url.host ?? "") }
            clock.advance(by: .seconds(5))
            throw TransportError.timedOut(seconds: request.timeout.seconds)
        }
        let many = Array(AppleMusicStores.codes.prefix(30))
        let feed = ["--feed", "https://{country}.stores.test/top-{limit}.json", "--cache", "none", "--no-history"]
        #expect(await harness.run(["world", "--timeout", "5", "--countries", many.joined(separator: ",")] + feed) == .failure)
        // Stores asked, not requests: requests under way together each move the one clock on by 5 s, so one may find
        // its timeout said long after it was due, take it for a stop (Ctrl-Z), and try again (twice at most).
        let sent = asked.withLock { $0 }, stores = Set(sent)
        #expect(stores.count >= 3 && stores.count <= 3 + StoreCharts.concurrency, "\(stores.count) stores asked, in \(sent.count) requests")
        let unasked = many.filter { code in !sent.contains("\(code).stores.test") }
        #expect(!unasked.isEmpty)
        #expect(harness.console.err.contains("""
            warning: \(unasked.count) stores not asked, as no store had answered for 15 s (three times --timeout, at least 10 s): \(unasked.joined(separator: ", "))\n
            """), "\(harness.console.err)")
    }

    /// Stopped for 20 s while its requests were under way (Ctrl-Z, then fg): those requests time out as the
    /// process goes on, and are tried again, not counted as a host that stopped answering; every store is loaded.
    @Test func aStopIsNoWait() async throws {
        var harness = TestHarness()
        let clock = TestClock()
        harness.world.clock = clock.clock
        let tries = Mutex<[String: Int]>([:])
        harness.world.network = HTTPTransport { request in
            let store = request.url.pathComponents[1]
            let first = tries.withLock { tries in
                tries[store, default: 0] += 1
                return tries.values.reduce(0, +) == 1
            }
            // The first request: the process stops while it waits, and it times out as the process goes on.
            if first {
                clock.stopAndResume(for: .seconds(20))
                throw TransportError.timedOut(seconds: request.timeout.seconds)
            }
            return Self.answer(request)
        }
        #expect(await harness.run(["world", "--timeout", "2", "--countries", Self.stores.joined(separator: ",")] + Self.feed) == .success)
        #expect(!harness.console.err.contains("not asked") && !harness.console.err.contains("couldn't be loaded"), "\(harness.console.err)")
        #expect(tries.withLock { $0.values.reduce(0, +) } == Self.stores.count + 1, "the one that spanned the stop, tried again")
    }

    /// A timeout said 20 s after it was due (2 s) is a stop too, counted or not yet (the resume may be counted a
    /// moment after the waiting thread finds its time up): tried again. At 2 s, or 4 s (1.5 timeouts and a second
    /// after it was asked, the most a late thread takes), it is no stop.
    @Test(arguments: [(20.0, true), (4.1, true), (4.0, false), (2.0, false)])
    func aTimeoutSaidLongAfterItWasDueIsAStop(after seconds: Double, triedAgain: Bool) async throws {
        var harness = TestHarness()
        let clock = TestClock(sleeping: .atOnce)
        harness.world.clock = clock.clock
        let tries = Mutex(0)
        harness.world.network = HTTPTransport { request in
            if tries.withLock({ $0 += 1; return $0 }) == 1 {
                clock.advance(by: .milliseconds(Int64(seconds * 1000)))
                throw TransportError.timedOut(seconds: request.timeout.seconds)
            }
            return Self.answer(request)
        }
        let result = await harness.run(["--timeout", "2"] + Self.feed)
        #expect(result == (triedAgain ? .success : .failure), "\(harness.console.err)")
    }

    /// The same time out without a stop is a store that didn't answer.
    @Test func aTimeoutWithoutAStopIsAFailure() async throws {
        var harness = TestHarness()
        let clock = TestClock(sleeping: .atOnce)
        harness.world.clock = clock.clock
        harness.world.network = HTTPTransport { request in
            if request.url.pathComponents[1] == "gb" { throw TransportError.timedOut(seconds: request.timeout.seconds) }
            return Self.answer(request)
        }
        #expect(await harness.run(["world", "--timeout", "2", "--countries", Self.stores.joined(separator: ",")] + Self.feed) == .failure)
        #expect(harness.console.err.contains("1 of 10 stores couldn't be loaded: gb ("), "\(harness.console.err)")
    }

    @Test func theQuietTimeIsThreeTimeoutsAtLeast10Seconds() {
        #expect(StoreCharts.quiet(timeout: .seconds(5)) == .seconds(15))
        #expect(StoreCharts.quiet(timeout: .seconds(3)) == .seconds(10), "never under 10 s")
        #expect(StoreCharts.quiet(timeout: .seconds(4)) == .seconds(12))
        #expect(StoreCharts.quiet(timeout: .seconds(600)) == .seconds(1800))
    }
}
