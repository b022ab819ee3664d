@testable import AlbumsPlatform
import AlbumsTestSupport
import Foundation
import Testing

@Suite struct PlatformFilesTests {
    /// Where there is no `syncfs` (macOS, a static binary), each file is
    /// flushed, then the folder: false when a file is missing, or the folder
    /// can't be. With it, one flush of the folder's file system.
    @Test func withoutSyncfsEachFileThenTheFolderIsFlushed() throws {
        let folder = try Paths.temporaryFolder(required: "flush")
        for name in ["a", "b"] { #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(name.utf8))) }
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(Platform.flushEach([folder + "/a", folder + "/b"], folder: descriptor))
        #expect(Platform.flushEach([], folder: descriptor))
        #expect(!Platform.flushEach([folder + "/a", folder + "/missing", folder + "/b"], folder: descriptor), "a file that isn't there")
        #expect(!Platform.flushEach([folder + "/a"], folder: -1), "a folder that can't be flushed")
        #expect(Platform.flush([folder + "/a"], in: folder))
        #expect(!Platform.flush([folder + "/a"], in: folder + "/gone"), "no folder")
    }

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
