@testable import AlbumsClients
import Foundation
import Testing

/// Reading a stream (standard input, a pipe) up to a limit: exactly the limit is taken, one byte more is refused.
@Suite struct FileReadingTests {
    /// The bytes written into a pipe, read back through `FileReading.stream`.
    static func streamed(_ count: Int, limit: Int) throws -> Data {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let bytes = [UInt8](repeating: 0x61, count: count)
        // A pipe holds 64 KB: the sizes here fit, so one write before the read is enough.
        try #require(bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) } == count)
        close(ends[1])
        return try FileReading.stream(ends[0], limit: limit, name: "standard input")
    }

    @Test func exactlyTheLimitIsTakenOneByteMoreIsRefused() throws {
        #expect(try Self.streamed(1_000, limit: 1_000).count == 1_000)
        #expect(try Self.streamed(0, limit: 1_000).isEmpty)
        #expect(throws: FileError.self) { try Self.streamed(1_001, limit: 1_000) }
        do {
            _ = try Self.streamed(2_048, limit: 1_024)
            Issue.record("2 KB taken with a 1 KB limit")
        } catch {
            #expect("\(error)".contains("it is larger than 1 KB"), "\(error)")
        }
    }
}
