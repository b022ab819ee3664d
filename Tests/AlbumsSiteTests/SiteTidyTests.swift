@testable import AlbumsSite
import AlbumsCommandsTestSupport
import AlbumsTestSupport
import Foundation
import Testing

/// The stub's site, made as a user makes it: every page valid HTML by tidy's
/// reading, and every page reached from the index by its relative links,
/// none of them broken. Skipped, saying so, where tidy is missing.
@Suite(.onTestThreads)
struct SiteTidyTests {
    static let tidy = ["/usr/bin/tidy", "/usr/local/bin/tidy", "/opt/homebrew/bin/tidy"].first { FileManager.default.isExecutableFile(atPath: $0) }

    static func site(_ options: [String] = []) async throws -> String {
        let folder = Paths.temporaryFolder() + "/site"
        let harness = TestHarness(tree: .commandsLayer(adding: [.init("site", SiteCommand.entry)]))
        try #require(await harness.run(["world", "--session", "stub", "--countries", "us,gb,jp,kr,de"]) == .success)
        try #require(await harness.run(["site", folder, "--session", "stub"] + options) == .success)
        return folder
    }

    static func pages(_ folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".html") }.sorted()
    }

    @Test func everyPageReachedFromTheIndexAndNoLinkBroken() async throws {
        let folder = try await Self.site()
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let crawl = SiteWriterTests.crawl(folder)
        #expect(crawl.broken.isEmpty, "\(crawl.broken.prefix(5))")
        let pages = Self.pages(folder)
        #expect(pages.count > 100)
        // Every page but the 404, which a server shows at an address that leads nowhere.
        #expect(Set(pages).subtracting(crawl.reached) == ["404.html"], "unreached: \(Set(pages).subtracting(crawl.reached).sorted().prefix(5))")
    }

    @Test(.enabled(if: tidy != nil, "tidy is needed (apt-get install tidy)"))
    func everyPagePassesTidy() async throws {
        let tidy = try #require(Self.tidy)
        let folder = try await Self.site()
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        var failed: [String] = []
        for page in Self.pages(folder) {
            let report = folder + "/../tidy.txt"
            let run = try Spawned(tidy, ["-e", "-q", folder + "/" + page], environment: [:], error: .file(report))
            guard let ending = run.wait(upTo: 30) else { run.stop(); failed.append("\(page): tidy didn't finish"); continue }
            if ending != .exited(0) { failed.append("\(page): \(ending): " + ((try? String(contentsOfFile: report, encoding: .utf8)) ?? "")) }
        }
        #expect(failed.isEmpty, "\(failed.prefix(3))")
    }
}
