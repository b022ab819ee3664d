import AlbumsTestSupport
import Foundation
import Synchronization
import Testing

/// `albums world`'s bounds against a loopback server, on the built binary:
/// stores that answer slowly are all loaded, and time the process was
/// stopped (SIGSTOP, as Ctrl-Z stops it) is not time waited.
@Suite(.onTestThreads) struct WorldBoundsEndToEndTests {
    /// 48 of Apple Music's store codes.
    static let codes = "ae,ag,ai,am,ao,ar,at,au,az,ba,bb,be,bf,bg,bh,bj,bm,bn,bo,br,bs,bt,bw,by,bz,ca,cd,cg,ch,ci,cl,cm,cn,co,cr,cv,cy,cz,de,dk,dm,do,dz,ec,ee,eg,es,fi"
        .split(separator: ",").map(String.init)

    static func feed(_ request: LoopbackServer.Request) -> LoopbackServer.Reply {
        let country = request.path.split(separator: "/").first.map(String.init) ?? ""
        return .json(FeedText.v2(updated: "Fri, 20 Nov 2026 12:00:00 +0000", ids: ["1000000001", "1000000002"], country: country))
    }

    /// 48 stores answering in 1.3 s each, six at once: 10.4 s, past the 10 s that once bounded them all. Each answer
    /// comes 1.7 s inside its 3 s timeout (at 1.5 s of 2 s, a busy machine's loopback server was once late).
    @Test func slowStoresThatAnswerAreAllLoaded() throws {
        let server = try LoopbackServer { .delayed(.milliseconds(1300), Self.feed($0)) }
        defer { server.stop() }
        let stores = Array(Self.codes.prefix(48))
        let result = try AlbumsProcess(world: "device").run(["world", "--countries", stores.joined(separator: ","), "--feed", server.url("/{country}/top-{limit}.json"),
                                                            "--timeout", "3", "--cache", "none", "--plain"], timeout: 60)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("not asked"), "\(result.stderr)")
        #expect(Set(server.requests.map(\.path)).count == 48)
    }

    /// Stopped for 4 s (twice --timeout) while its first requests wait: they are tried again when it goes on, and
    /// every store is loaded; no host is said to have stopped answering.
    @Test func aStopIsNoWait() throws {
        let server = try LoopbackServer { .delayed(.milliseconds(500), Self.feed($0)) }
        defer { server.stop() }
        let stores = Array(Self.codes.prefix(24))
        let process = AlbumsProcess(world: "device")
        let running = try Spawned(Paths.albumsBinary, ["world", "--countries", stores.joined(separator: ","), "--feed", server.url("/{country}/top-{limit}.json"),
                                                       "--timeout", "2", "--cache", "none", "--plain"], environment: process.environment,
                                  error: .file(process.home + "/stderr"))
        #expect(Wait.until(10) { !server.requests.isEmpty }, "the first requests are under way")
        #expect(running.signal(SIGSTOP))
        Thread.sleep(forTimeInterval: 4)
        #expect(running.signal(SIGCONT))
        #expect(running.wait(upTo: 60) == .exited(0), "\((try? String(contentsOfFile: process.home + "/stderr", encoding: .utf8)) ?? "")")
        #expect(Set(server.requests.map(\.path)).count == 24, "every store asked")
    }
}
