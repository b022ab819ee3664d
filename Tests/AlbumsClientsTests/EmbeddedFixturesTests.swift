@testable import AlbumsClients
import AlbumsTestSupport
import Foundation
import Testing

/// What the binary embeds is `Fixtures/stub`, byte for byte, whichever way each file is kept.
@Suite struct EmbeddedFixturesTests {
    @Test func everyFileIsEmbeddedAsItIs() throws {
        let root = Paths.packageRoot + "/Fixtures/stub/"
        let enumerator = try #require(FileManager.default.enumerator(atPath: root))
        let files = enumerator.compactMap { $0 as? String }.filter { path in
            var folder: ObjCBool = false
            return FileManager.default.fileExists(atPath: root + path, isDirectory: &folder) && !folder.boolValue
        }.sorted()
        #expect(Fixtures.paths == files)
        for path in files {
            #expect(Fixtures.data(path) == Paths.stubFixture(path), "\(path)")
        }
        #expect(EmbeddedFixtures.text["stub/feeds/most-played.json"] != nil, "the stub feed is kept as text, read with no decoding")
        #expect(EmbeddedFixtures.base64["stub/artwork/cover-01.jpg"] != nil)
    }
}
