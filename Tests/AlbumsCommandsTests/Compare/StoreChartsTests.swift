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
/// after three requests in a row, and everything ends within the deadline; the
/// stores not asked are named. Time is the test clock's: a "hanging" store
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

    /// A first answer that takes longer than the deadline (15 s: three 5 s
    /// timeouts): no request is given more than its timeout, and the stores
    /// whose turn comes after the deadline are not asked, and named.
    @Test func nothingStartsAfterTheDeadline() async throws {
        var harness = TestHarness()
        let clock = TestClock()
        harness.world.clock = clock.clock
        let asked = Mutex<[(store: String, timeout: Double)]>([])
        harness.world.network = HTTPTransport { request in
            let first = asked.withLock { asked in
                asked.append((request.url.pathComponents[1], request.timeout.seconds))
                return asked.count == 1
            }
            if first { clock.advance(by: .seconds(16)) }
            return Self.answer(request)
        }
        let many = Array(AppleMusicStores.codes.prefix(30))
        #expect(await harness.run(["world", "--timeout", "5", "--countries", many.joined(separator: ",")] + Self.feed) == .failure)
        let sent = asked.withLock { $0 }
        #expect((1...StoreCharts.concurrency).contains(sent.count), "only those started before the first answer came")
        #expect(sent.allSatisfy { $0.timeout <= 5 })
        let unasked = many.filter { store in !sent.contains { $0.store == store } }
        #expect(harness.console.err.contains("""
            warning: \(unasked.count) stores not asked, as they would have started after the 15 s albums gives all the stores \
            (three times --timeout, at least 10 s): \(unasked.joined(separator: ", "))\n
            """))
        #expect(harness.console.out.hasPrefix("1\t1000000001\t"), "the chart made of those that answered")
    }

    @Test func eachRequestHasAtMostWhatIsLeft() {
        #expect(StoreCharts.deadline(timeout: .seconds(5)) == .seconds(15))
        #expect(StoreCharts.deadline(timeout: .seconds(2)) == .seconds(10), "never under 10 s")
        #expect(StoreCharts.deadline(timeout: .seconds(600)) == .seconds(1800))
        #expect(StoreCharts.requestTimeout(left: 14, timeout: .seconds(5)) == .seconds(5))
        #expect(StoreCharts.requestTimeout(left: 2.5, timeout: .seconds(5)) == .milliseconds(2500))
        #expect(StoreCharts.requestTimeout(left: 0, timeout: .seconds(5)) == nil)
        #expect(StoreCharts.requestTimeout(left: -3, timeout: .seconds(5)) == nil)
    }
}
