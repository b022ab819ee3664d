@testable import AlbumsCore
@testable import AlbumsClients
import AlbumsTestSupport
import Foundation
import Testing

@Suite struct SettingsStoreTests {
    let folder = Paths.temporaryFolder()
    var file: String { folder + "/config/albums/settings.json" }

    @Test func aMissingFileIsEmptyAndSavingCreatesIt() throws {
        let store = SettingsStore.file(file)
        #expect(try store.load() == [:])
        try store.save(["sort": "name"])
        #expect(try store.load() == ["sort": "name"])
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text == "{\n  \"sort\": \"name\"\n}\n")
    }

    /// A save replaces the file: a reader that opened the old one still reads
    /// all of the old JSON, and the path names a new file (a new inode).
    @Test func savingReplacesTheFileInsteadOfRewritingIt() throws {
        let store = SettingsStore.file(file)
        try store.save(["sort": "name", "country": "gb"])
        let old = try String(contentsOfFile: file, encoding: .utf8)
        let reader = open(file, O_RDONLY)
        try #require(reader >= 0)
        defer { close(reader) }
        var before = stat(), after = stat()
        try #require(stat(file, &before) == 0)
        try store.save(["sort": "artist"])
        try #require(stat(file, &after) == 0)
        #expect(after.st_ino != before.st_ino, "a new file took the old one's place")
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(reader, &buffer, buffer.count)
        #expect(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self) == old, "the old reader sees the whole old file")
        #expect(try store.load() == ["sort": "artist"])
    }

    @Test func savingLeavesNoTemporaryFilesBehind() throws {
        let store = SettingsStore.file(file)
        for value in ["rank", "name", "artist"] { try store.save(["sort": value]) }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/config/albums")
        #expect(names == ["settings.json"])
    }

    @Test func aCorruptFileIsAnErrorNamingItAndIsLeftUntouched() throws {
        try FileManager.default.createDirectory(atPath: folder + "/config/albums", withIntermediateDirectories: true)
        let corrupt = Data("{\"sort\": \"name\", oops".utf8)
        _ = FileManager.default.createFile(atPath: file, contents: corrupt)
        let store = SettingsStore.file(file)
        #expect(throws: SettingsFileError(path: file, problem: "it is not a JSON object of settings")) { try store.load() }
        #expect(FileManager.default.contents(atPath: file) == corrupt)
    }

    @Test func aFileThatCantBeReadIsAnError() throws {
        try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: true)
        #expect(throws: SettingsFileError.self) { try SettingsStore.file(file).load() }
    }

    @Test func numbersInAHandEditedFileAreAccepted() throws {
        try FileManager.default.createDirectory(atPath: folder + "/config/albums", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: file, contents: Data(#"{"limit": 25, "sort": "name"}"#.utf8))
        #expect(try SettingsStore.file(file).load() == ["limit": "25", "sort": "name"])
    }

    @Test func memoryStoresAreSeparate() throws {
        let one = SettingsStore.memory(), two = SettingsStore.memory()
        try one.save(["sort": "name"])
        #expect(try two.load() == [:])
        #expect(try one.load() == ["sort": "name"])
    }
}
