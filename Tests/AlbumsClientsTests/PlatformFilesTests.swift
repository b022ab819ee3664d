import AlbumsPlatform
import AlbumsTestSupport
import Foundation
import Testing

@Suite struct PlatformFilesTests {
    /// The folder listing albums' own stores use, against Foundation's.
    @Test func aFoldersEntriesAreFoundationsOwn() throws {
        let folder = Paths.temporaryFolder()
        #expect(Platform.folderEntries(folder).isEmpty, "an empty folder")
        #expect(Platform.folderEntries(folder + "/missing").isEmpty, "no folder")
        let names = ["a.history", ".hidden", "東京.standings", "with space", String(repeating: "n", count: 255)]
        for name in names { try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/" + name)) }
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: false)
        #expect(Platform.folderEntries(folder).sorted() == (names + ["sub"]).sorted())
        #expect(Platform.folderEntries(folder).sorted() == (try FileManager.default.contentsOfDirectory(atPath: folder)).sorted())
        #expect(Platform.folderEntries(folder + "/a.history").isEmpty, "a file is not a folder")
    }
}
