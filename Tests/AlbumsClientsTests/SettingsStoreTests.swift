@testable import AlbumsCore
@testable import AlbumsClients
import AlbumsEssentials
import AlbumsTestSupport
import Foundation
import Synchronization
import Testing

@Suite struct SettingsStoreTests {
    let folder = Paths.temporaryFolder()
    var file: String { folder + "/config/albums/settings.json" }

    @Test func aMissingFileIsEmptyAndSavingCreatesIt() throws {
        let store = SettingsStore.file(file)
        #expect(try store.load() == [:])
        try store.update(["sort": "name"])
        #expect(try store.load() == ["sort": "name"])
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text == "{\n  \"sort\": \"name\"\n}\n")
    }

    /// New keys go in in their order, whatever order the change holds them in
    /// (a file that differed from one run to the next would show as changed in
    /// a dotfiles repository); a change of nothing writes nothing.
    @Test func newKeysAreWrittenInOrderAndNoChangeWritesNothing() throws {
        let store = SettingsStore.file(file)
        try store.update([:])
        #expect(!FileManager.default.fileExists(atPath: file), "nothing to change, no file made")
        try store.update(["sort": "name", "country": "gb", "limit": "10", "art": "none", "session": "stub", "history": "on"])
        #expect(try String(contentsOfFile: file, encoding: .utf8) == """
            {
              "art": "none",
              "country": "gb",
              "history": "on",
              "limit": "10",
              "session": "stub",
              "sort": "name"
            }

            """)
    }

    /// A save replaces the file: a reader that opened the old one still reads
    /// all of the old JSON, and the path names a new file (a new inode).
    @Test func savingReplacesTheFileInsteadOfRewritingIt() throws {
        let store = SettingsStore.file(file)
        try store.update(["sort": "name", "country": "gb"])
        let old = try String(contentsOfFile: file, encoding: .utf8)
        let reader = open(file, O_RDONLY)
        try #require(reader >= 0)
        defer { close(reader) }
        var before = stat(), after = stat()
        try #require(stat(file, &before) == 0)
        try store.update(["sort": "artist"])
        try #require(stat(file, &after) == 0)
        #expect(after.st_ino != before.st_ino, "a new file took the old one's place")
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(reader, &buffer, buffer.count)
        #expect(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self) == old, "the old reader sees the whole old file")
        #expect(try store.load() == ["sort": "artist", "country": "gb"])
    }

    @Test func savingLeavesNoTemporaryFilesBehind() throws {
        let store = SettingsStore.file(file)
        for value in ["rank", "name", "artist"] { try store.update(["sort": value]) }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/config/albums")
        #expect(names.sorted() == ["settings.json", "settings.json.lock"], "the file and the lock beside it, no temporary file")
    }

    @Test func aCorruptFileIsAnErrorNamingItAndIsLeftUntouched() throws {
        try FileManager.default.createDirectory(atPath: folder + "/config/albums", withIntermediateDirectories: true)
        let corrupt = Data("{\"sort\": \"name\", oops".utf8)
        _ = FileManager.default.createFile(atPath: file, contents: corrupt)
        let store = SettingsStore.file(file)
        #expect(throws: SettingsFileError(path: file, problem: "it is not a JSON object of settings")) { try store.load() }
        #expect(FileManager.default.contents(atPath: file) == corrupt)
    }

    @Test func aFolderWhereTheFileShouldBeIsAnErrorThatSaysSo() throws {
        try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: true)
        #expect(throws: SettingsFileError(path: file, problem: "it is a folder, not a file")) { try SettingsStore.file(file).load() }
    }

    /// Keys albums doesn't own, and every JSON type, survive a save exactly as written.
    @Test func aSaveChangesOnlyTheKeysItNames() throws {
        try FileManager.default.createDirectory(atPath: folder + "/config/albums", withIntermediateDirectories: true)
        let written = #"{"custom":{"nested":true}, "flag": false,"country":null, "n": 1.50, "list": [1, "two", {"x": null}], "sort": "rank"}"#
        _ = FileManager.default.createFile(atPath: file, contents: Data(written.utf8))
        let store = SettingsStore.file(file)
        #expect(try store.load() == ["custom": #"{"nested":true}"#, "flag": "false", "n": "1.50", "list": #"[1, "two", {"x": null}]"#, "sort": "rank"],
                "null is unset; anything else reads as written")
        try store.update(["sort": "name", "limit": "10"])
        #expect(try String(contentsOfFile: file, encoding: .utf8) == """
            {
              "custom": {"nested":true},
              "flag": false,
              "country": null,
              "n": 1.50,
              "list": [1, "two", {"x": null}],
              "sort": "name",
              "limit": "10"
            }

            """)
        try store.update(["sort": nil, "limit": nil, "custom": nil])
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains(#""list": [1, "two", {"x": null}]"#))
        #expect(try !String(contentsOfFile: file, encoding: .utf8).contains("sort"))
    }

    /// Eight processes' worth of changes at once, each to its own key: none is lost.
    @Test func concurrentChangesAreNeverLost() async throws {
        let keys = (0..<8).map { "key\($0)" }
        await withTaskGroup(of: Void.self) { group in
            for key in keys {
                // A store per task, as each process would have its own.
                group.addTask { _ = try? SettingsStore.file(self.file).update([key: "set"]) }
            }
        }
        #expect(try SettingsStore.file(file).load() == Dictionary(uniqueKeysWithValues: keys.map { ($0, "set") }))
    }

    /// The lock covers the whole change: the file is read and written inside
    /// it (a lock released before the write, or none, lets two saves lose one).
    @Test func theWholeChangeHappensUnderTheLock() throws {
        _ = try SettingsStore.file(file).update(["sort": "name"])
        let locked = Mutex<[String]>([])
        let lock: SettingsFile.Locking = { path, body in
            locked.withLock { $0.append("take " + (path as NSString).lastPathComponent) }
            try body()
            // Still inside: the change must be in the file already.
            let written = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            locked.withLock { $0.append(written.contains(#""country": "gb""#) && written.contains(#""sort": "name""#) ? "written inside" : "not written yet") }
        }
        try SettingsFile.update(["country": "gb"], at: file, lock: lock)
        #expect(locked.withLock { $0 } == ["take settings.json", "written inside"])
    }

    @Test func aLockHeldTooLongIsAClearError() throws {
        try FileManager.default.createDirectory(atPath: folder + "/config/albums", withIntermediateDirectories: true)
        let holder = open(file + ".lock", O_RDWR | O_CREAT, 0o644)
        try #require(holder >= 0 && flock(holder, LOCK_EX) == 0)
        defer { close(holder) }
        #expect(throws: FileError(path: file, reason: "another albums is changing it, and still was after 0 s (lock: \(file).lock)")) {
            try FileLock.withLock(beside: file, waiting: .milliseconds(50)) {}
        }
    }

    @Test func numbersInAHandEditedFileAreAccepted() throws {
        try FileManager.default.createDirectory(atPath: folder + "/config/albums", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: file, contents: Data(#"{"limit": 25, "sort": "name"}"#.utf8))
        #expect(try SettingsStore.file(file).load() == ["limit": "25", "sort": "name"])
    }

    @Test func memoryStoresAreSeparate() throws {
        let one = SettingsStore.memory(), two = SettingsStore.memory()
        try one.update(["sort": "name"])
        #expect(try two.load() == [:])
        #expect(try one.load() == ["sort": "name"])
    }

    /// A file a Windows editor saved with a byte-order mark is still read, and written back without it.
    @Test func aByteOrderMarkIsNoObstacle() throws {
        try FileManager.default.createDirectory(atPath: folder + "/config/albums", withIntermediateDirectories: true)
        try Data([0xEF, 0xBB, 0xBF] + Array("{\"sort\": \"name\"}\n".utf8)).write(to: URL(fileURLWithPath: file))
        let store = SettingsStore.file(file)
        #expect(try store.load() == ["sort": "name"])
        try store.update(["country": "gb"])
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text == "{\n  \"sort\": \"name\",\n  \"country\": \"gb\"\n}\n", "the keys as they were, the new one after")
    }
}

/// Where albums keeps its files, whatever the environment says.
@Suite struct DirectoriesTests {
    /// A relative HOME would put the history under whatever folder albums runs in: the system's idea of home instead.
    @Test func aRelativeHomeIsIgnored() throws {
        let relative = Directories.xdg(["HOME": "relhome"])
        #expect(relative.state.hasPrefix("/"), "\(relative.state)")
        #expect(!relative.state.hasPrefix("relhome"))
        #expect(Directories.xdg(["HOME": "/home/ada"]).state == "/home/ada/.local/state/albums")
    }

    /// A folder that can't be made says why, as the system did.
    @Test func aFolderThatCantBeMadeSaysWhy() throws {
        let folder = Paths.temporaryFolder()
        try Data("a file".utf8).write(to: URL(fileURLWithPath: folder + "/state"))
        #expect {
            try AtomicFile.createDirectory(folder + "/state/albums")
        } throws: { error in
            (error as? FileError)?.reason == "cannot create the folder (\(folder)/state is not a folder)"
        }
    }
}
