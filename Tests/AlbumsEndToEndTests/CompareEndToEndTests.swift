import AlbumsTestSupport
import Foundation
import Synchronization
import Testing

/// `albums compare` from the built binary against a loopback server that
/// stands in for every store through the feed template.
@Suite(.onTestThreads) struct CompareEndToEndTests {
    /// Ten stores: each answer is held until a seventh request is at the
    /// server at once (which the bound forbids), all ten have come, or a second
    /// has passed; so six pile up, and a seventh would be seen if it came.
    @Test func atMostSixStoresLoadAtOnce() throws {
        let state = Mutex<(now: Int, peak: Int, arrived: Int)>((0, 0, 0))
        let server = try LoopbackServer { request in
            state.withLock { state in
                state.now += 1
                state.arrived += 1
                state.peak = max(state.peak, state.now)
            }
            let deadline = Date().addingTimeInterval(1)
            while Date() < deadline, !state.withLock({ $0.now >= 7 || $0.arrived == 10 }) { usleep(1_000) }
            let country = String(request.path.split(separator: "/").first ?? "xx")
            defer { state.withLock { $0.now -= 1 } }
            return .json(FeedText.v2(updated: "Fri, 20 Nov 2026 12:00:00 +0000", ids: ["1000000001", "10000001\(country.count)"]))
        }
        defer { server.stop() }
        let countries = ["us", "gb", "jp", "kr", "de", "fr", "ca", "au", "br", "mx"]
        let result = try AlbumsProcess(world: "device").run(["compare"] + countries + ["--feed", server.url("/{country}/top-{limit}.json"), "--cache", "none"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(state.withLock { $0.peak } == 6)
        #expect(Set(server.requests.map(\.path)) == Set(countries.map { "/\($0)/top-100.json" }))
        #expect(result.stdout.hasPrefix("1000000001\tAlbum 1000000001\tArtist 1000000001\t1\t1\t1\t1\t1\t1\t1\t1\t1\t1\n"))
    }

    /// Offline with nothing cached for one store: it is named, the rest still show, exit 1.
    @Test func offlineWithOneStoreNotCached() throws {
        let server = try LoopbackServer { request in
            .json(FeedText.v2(updated: nil, ids: request.path.hasPrefix("/us") ? ["1000000001", "1000000002"] : ["1000000002", "1000000003"]))
        }
        defer { server.stop() }
        var process = AlbumsProcess(world: "device")
        process.environment["ALBUMS_FEED"] = server.url("/{country}.json")
        #expect(try process.run("compare", "us", "gb").status == 0)
        let result = try process.run("compare", "us", "gb", "jp", "--offline")
        #expect(result.status == 1)
        #expect(result.stderr.contains("warning: couldn't load the jp chart: "), "\(result.stderr)")
        // The store that failed has no column: "–" would say its chart lacks the album.
        #expect(result.stdout == "1000000002\tAlbum 1000000002\tArtist 1000000002\t2\t1\n1000000001\tAlbum 1000000001\tArtist 1000000001\t1\t\n"
            + "1000000003\tAlbum 1000000003\tArtist 1000000003\t\t2\n")
        #expect(server.requests.count == 2, "offline: nothing asked")
    }
}
