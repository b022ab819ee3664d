@testable import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsTestSupport
import Foundation
import Testing

@Suite struct RecentSearchStoreTests {
    @Test func aCorruptRecentFileIsIgnoredWithAWarningAndKeptAside() throws {
        let folder = Paths.temporaryFolder()
        let path = folder + "/recent-searches.json"
        _ = FileManager.default.createFile(atPath: path, contents: Data("{oops".utf8))
        let store = RecentSearchStore.file(path)
        #expect(store.load() == RecentSearchStore.Loaded(terms: [], warning: "ignoring \(path): it is not a list of searches"))
        _ = try store.update { _ in ["neon"] }
        #expect(store.load() == RecentSearchStore.Loaded(terms: ["neon"]))
        #expect(FileManager.default.contents(atPath: path + ".bad") == Data("{oops".utf8), "nothing is lost")
    }

    @Test func concurrentSearchesAreAllRemembered() async throws {
        let path = Paths.temporaryFolder() + "/recent-searches.json"
        await withTaskGroup(of: Void.self) { group in
            for term in (1...8).map({ "term \($0)" }) {
                group.addTask { _ = try? RecentSearchStore.file(path).update { RecentSearchList.recording(term, in: $0) } }
            }
        }
        #expect(Set(RecentSearchStore.file(path).load().terms) == Set((1...8).map { "term \($0)" }))
    }

    @Test func theCapAppliesWhenReading() throws {
        let path = Paths.temporaryFolder() + "/recent-searches.json"
        _ = FileManager.default.createFile(atPath: path, contents: Data(JSON.array((1...100_000).map { JSON.string("t\($0)") }).rendered().utf8))
        #expect(RecentSearchStore.file(path).load().terms == (1...10).map { "t\($0)" })
    }
}
