@testable import AlbumsCore
@testable import AlbumsClients
import AlbumsTestSupport
import Foundation
import Synchronization
import Testing

@Suite(.onTestThreads) struct AtomicFileTests {
    @Test func replacesTheWholeFile() throws {
        let path = Paths.temporaryFolder() + "/a/b/file.txt"
        try AtomicFile.write(Data("first, longer".utf8), to: path)
        try AtomicFile.write(Data("second".utf8), to: path)
        #expect(FileManager.default.contents(atPath: path) == Data("second".utf8))
    }

    @Test func aFolderInTheWayIsAnErrorAndNothingIsLeft() throws {
        let folder = Paths.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/taken", withIntermediateDirectories: true)
        #expect(throws: FileError.self) { try AtomicFile.write(Data("x".utf8), to: folder + "/taken") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["taken"])
    }

    static func mode(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode : 0
    }

    /// Group- and world-writable modes too, which a umask would take away from a new file's.
    @Test(arguments: [0o664, 0o666] as [mode_t])
    func aReplacedFileKeepsItsModeExactly(mode: mode_t) throws {
        let path = Paths.temporaryFolder() + "/shared.json"
        try AtomicFile.write(Data("old".utf8), to: path)
        chmod(path, mode)
        try AtomicFile.write(Data("new".utf8), to: path)
        #expect(Self.mode(path) & 0o7777 == mode)
    }

    @Test func aReplacedFileKeepsItsMode() throws {
        let path = Paths.temporaryFolder() + "/private.json"
        try AtomicFile.write(Data("old".utf8), to: path)
        chmod(path, 0o600)
        try AtomicFile.write(Data("new".utf8), to: path)
        #expect(Self.mode(path) & 0o7777 == 0o600)
        #expect(FileManager.default.contents(atPath: path) == Data("new".utf8))
    }

    @Test func aSymlinkIsFollowedAndStaysALink() throws {
        let folder = Paths.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/dotfiles", withIntermediateDirectories: true)
        try AtomicFile.write(Data("old".utf8), to: folder + "/dotfiles/settings.json")
        chmod(folder + "/dotfiles/settings.json", 0o640)
        try FileManager.default.createSymbolicLink(atPath: folder + "/settings.json", withDestinationPath: "dotfiles/settings.json")
        try AtomicFile.write(Data("new".utf8), to: folder + "/settings.json")
        #expect(Self.mode(folder + "/settings.json") & S_IFMT == S_IFLNK, "still a link")
        #expect(FileManager.default.contents(atPath: folder + "/dotfiles/settings.json") == Data("new".utf8))
        #expect(Self.mode(folder + "/dotfiles/settings.json") & 0o7777 == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/dotfiles") == ["settings.json"], "no temporary file left")
    }

    @Test func aDanglingLinkOrAChainOfLinksEndsAtItsTarget() throws {
        let folder = Paths.temporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder + "/first", withDestinationPath: folder + "/second")
        try FileManager.default.createSymbolicLink(atPath: folder + "/second", withDestinationPath: "target")
        try AtomicFile.write(Data("made".utf8), to: folder + "/first")
        #expect(FileManager.default.contents(atPath: folder + "/target") == Data("made".utf8))
        #expect(Self.mode(folder + "/first") & S_IFMT == S_IFLNK && Self.mode(folder + "/second") & S_IFMT == S_IFLNK)
    }

    @Test func aLinkLoopIsAnError() throws {
        let folder = Paths.temporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder + "/a", withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: folder + "/b", withDestinationPath: "a")
        #expect(throws: FileError(path: folder + "/a", reason: "too many levels of symbolic links")) {
            try AtomicFile.write(Data("x".utf8), to: folder + "/a")
        }
    }

    @Test func aFIFOIsWrittenToNotReplaced() throws {
        let fifo = Paths.temporaryFolder() + "/pipe"
        try #require(mkfifo(fifo, 0o600) == 0)
        let received = Mutex<Data?>(nil)
        let reader = Thread {
            let descriptor = open(fifo, O_RDONLY)
            guard descriptor >= 0 else { return }
            defer { close(descriptor) }
            var data = Data(), buffer = [UInt8](repeating: 0, count: 4096)
            for _ in 0..<1000 {
                let count = read(descriptor, &buffer, buffer.count)
                guard count > 0 else { break }
                data.append(contentsOf: buffer.prefix(count))
            }
            received.withLock { $0 = data }
        }
        reader.start()
        try AtomicFile.write(Data("through the pipe".utf8), to: fifo, special: .writeThrough)
        _ = Wait.until { received.withLock { $0 } != nil }
        #expect(received.withLock { $0 } == Data("through the pipe".utf8))
        #expect(Self.mode(fifo) & S_IFMT == S_IFIFO, "still a FIFO")
    }

    /// A device node of the test's own (the same device as /dev/null), never the machine's:
    /// CI runs as root, and a regression would replace the real one.
    @Test(.enabled(if: getuid() == 0, "making a device node needs root"))
    func aDeviceIsWrittenToNotReplaced() throws {
        let device = Paths.temporaryFolder() + "/null"
        try #require(mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0)
        try AtomicFile.write(Data(repeating: 7, count: 65_536), to: device, special: .writeThrough)
        #expect(Self.mode(device) & S_IFMT == S_IFCHR, "still a device")
    }

    /// A FIFO where one of albums' own files should be is replaced, never opened: no hang.
    @Test func aFIFOInPlaceOfAnOwnFileIsReplaced() throws {
        let path = Paths.temporaryFolder() + "/entry"
        try #require(mkfifo(path, 0o644) == 0)
        try AtomicFile.write(Data("kept".utf8), to: path)
        #expect(Self.mode(path) & S_IFMT == S_IFREG)
        #expect(FileManager.default.contents(atPath: path) == Data("kept".utf8))
    }

    @Test func concurrentWritersNeverTearTheFile() async throws {
        let path = Paths.temporaryFolder() + "/shared.bin"
        let payloads = (0..<8).map { Data(repeating: UInt8($0), count: 200_000) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for payload in payloads {
                group.addTask { for _ in 0..<5 { try AtomicFile.write(payload, to: path) } }
            }
            try await group.waitForAll()
        }
        let final = try #require(FileManager.default.contents(atPath: path))
        #expect(payloads.contains(final))
    }

    /// "Not a directory" names the first file standing where a folder of the
    /// path should be, on a relative path as on an absolute one; a folder
    /// that is missing, or a path of folders only, names none.
    @Test func theFileInTheWayIsTheFirstOfThePathsFoldersThatIsAFile() throws {
        let folder = try Paths.temporaryFolder(required: "file-in-the-way")
        try FileManager.default.createDirectory(atPath: folder + "/d", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: folder + "/d/file", contents: Data("x".utf8)))
        #expect(FileError.fileInTheWay(of: folder + "/d/file/a/b.json") == folder + "/d/file")
        #expect(FileError.fileInTheWay(of: folder + "/d/file/b.json") == folder + "/d/file")
        #expect(FileError.fileInTheWay(of: folder + "/d/b.json") == nil, "every folder is one")
        #expect(FileError.fileInTheWay(of: folder + "/none/file/b.json") == nil, "a missing folder is not a file")
        let depth = FileManager.default.currentDirectoryPath.split(separator: "/").count
        let relative = String(repeating: "../", count: depth) + folder.drop { $0 == "/" }
        #expect(FileError.fileInTheWay(of: relative + "/d/file/a/b.json") == relative + "/d/file")
    }
}
