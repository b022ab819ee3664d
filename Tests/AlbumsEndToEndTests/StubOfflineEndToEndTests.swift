import AlbumsTestSupport
import Foundation
import Testing

/// The stub session's answers are built into the binary: --offline never
/// finds them "not cached", on a machine whose cache is empty. The shared
/// session's, on the same empty cache, are (the counterpart: --offline still
/// refuses the network).
@Suite(.onTestThreads) struct StubOfflineEndToEndTests {
    @Test(arguments: [["-n", "3"], ["show", "1"], ["search", "neon"], ["world", "--countries", "us,gb"], ["art", "1", "--art", "none"]])
    func theStubSessionWorksOffline(_ arguments: [String]) throws {
        let result = try AlbumsProcess(world: "device").run(arguments + ["--session", "stub", "--offline"])
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        #expect(!result.stdout.isEmpty && !result.stderr.contains("cached"), "\(arguments): \(result.stderr)")
    }

    @Test func theListIsTheStubsChart() throws {
        let result = try AlbumsProcess(world: "device").run("--session", "stub", "--offline", "-n", "1")
        #expect(result.stdout.hasPrefix("1\t1707632255\tGolden Rivers (Deluxe)\tIvy Holloway\t"))
    }

    @Test func theSharedSessionOfflineOnAnEmptyCacheSaysSo() throws {
        let result = try AlbumsProcess(world: "device").run("--session", "shared", "--offline", "-n", "3")
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("why: --offline was given and no copy of https://rss.applemarketingtools.com/"))
    }
}
