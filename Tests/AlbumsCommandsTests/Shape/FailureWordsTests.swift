@testable import AlbumsClients
@testable import AlbumsCommands
@testable import AlbumsCore
import AlbumsEssentials
import Foundation
import Testing

/// What a failure says, from what failed and what was being loaded.
@Suite struct FailureWordsTests {
    let feed = URL(string: "https://feeds.test/feed.json") ?? WebURL.invalid

    /// A failure already worded (a track lookup's, in the browser's status line) is kept as it is, never a debug dump.
    @Test func aWordedFailureIsKeptAsItIs() {
        let worded = Failure("couldn't look up the tracks", why: "127.0.0.1 answered HTTP 500 Internal Server Error", suggestion: "try again")
        #expect(Failure(loading: .tracks(id: "1"), worded) == worded)
        #expect(!Failure(loading: .tracks(id: "1"), worded).why.contains("Failure("))
    }

    @Test func aCertificateFailureSaysSo() {
        let failure = Failure(fetching: .chart, FetchError(url: URL(fileURLWithPath: "/"), reason: .transport(.insecure("SSL connect error"))))
        #expect(failure.why.hasPrefix("no secure connection to "))
        #expect(failure.why.hasSuffix(" (SSL connect error)"))
    }

    @Test func theStaleCopyCarriesItsAgeAndWhy() {
        let origin = FetchOrigin.stale(age: 3 * 3600 + 120, because: FetchError(url: feed, reason: .transport(.offline("no route"))))
        #expect(StaleNotice.text(for: origin, subject: .chart) == "offline: showing the chart from 3 hours ago (no internet connection (feeds.test: no route))")
        #expect(StaleNotice.text(for: origin, subject: .searchResults(term: "neon")) == "offline: showing results from 3 hours ago (no internet connection (feeds.test: no route))")
        #expect(StaleNotice.text(for: .offline(age: 90), subject: .chart) == "offline: showing the chart from 1 minute ago")
        #expect(StaleNotice.text(for: .network, subject: .chart) == nil)
    }

    @Test func aServerFailureAdvisesWhatFitsTheSubject() {
        let busy = FetchError(url: feed, reason: .status(503))
        #expect(Failure(fetching: .chart, busy) == Failure(
            "couldn't load the top albums chart", why: "feeds.test answered HTTP 503 Service Unavailable",
            suggestion: "try again in a few minutes, or use the built-in chart: albums --session stub"))
        #expect(Failure(fetching: .searchResults(term: "x"), busy) == Failure(
            "couldn't load search results for \"x\"", why: "feeds.test answered HTTP 503 Service Unavailable",
            suggestion: "try again in a few minutes"))
        for subject in [Subject.copyrights, .searchResults(term: "x"), .cover(album: "A")] {
            for reason in [FetchError.Reason.status(503), .transport(.offline("down")), .transport(.timedOut(seconds: 2)),
                           .undecodable(CatalogAnswerError.notAnAnswer), .transport(.noFixture(feed))] {
                let failure = Failure(fetching: subject, FetchError(url: feed, reason: reason))
                #expect(!(failure.suggestion ?? "").contains("chart"), "\(subject) \(reason): \(failure.suggestion ?? "")")
                #expect(!(failure.suggestion ?? "").contains("--feed"), "\(subject) \(reason)")
            }
        }
    }
}
