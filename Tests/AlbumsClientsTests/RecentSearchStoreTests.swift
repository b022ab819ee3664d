@testable import AlbumsClients
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
        try store.save(["neon"])
        #expect(store.load() == RecentSearchStore.Loaded(terms: ["neon"]))
        #expect(FileManager.default.contents(atPath: path + ".bad") == Data("{oops".utf8), "nothing is lost")
    }
}
