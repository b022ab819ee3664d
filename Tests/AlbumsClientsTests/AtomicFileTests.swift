@testable import AlbumsCore
@testable import AlbumsClients
import AlbumsTestSupport
import Foundation
import Testing

@Suite struct AtomicFileTests {
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
}
