@testable import AlbumsEssentials
import AlbumsTestSupport
import Testing

/// The UTF-8 check agrees with the standard library's, byte for byte.
@Suite struct UTF8CheckTests {
    static func check(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes(UTF8Check.isValid)
    }

    @Test(arguments: [
        ([0x41], true), ([0xC3, 0xA9], true), ([0xE6, 0xA8, 0x99], true), ([0xF0, 0x9F, 0x8E, 0xB5], true),
        ([0xC0, 0xAF], false), ([0xE0, 0x80, 0xAF], false), ([0xED, 0xA0, 0x80], false), ([0xF4, 0x90, 0x80, 0x80], false),
        ([0xF5, 0x80, 0x80, 0x80], false), ([0xC3], false), ([0x80], false), ([0xE6, 0xA8], false), ([], true),
    ] as [([UInt8], Bool)])
    func knownCases(bytes: [UInt8], valid: Bool) {
        #expect(Self.check(bytes) == valid)
        #expect(Self.check(Array("an ascii run before it".utf8) + bytes + Array(" and after".utf8)) == valid)
    }

    /// 5,000 random byte strings, mostly ASCII with multi-byte sequences and
    /// damage mixed in, at every alignment: the same answer as `String(validating:)`.
    @Test func agreesWithTheStandardLibrary() {
        var random = SplitMix64(seed: 8)
        let pieces: [[UInt8]] = [Array("plain ascii text".utf8), [0xC3, 0xA9], [0xE6, 0xA8, 0x99], [0xF0, 0x9F, 0x8E, 0xB5], [0x80], [0xFF], [0xED, 0xA0, 0x80], [0xC3]]
        var disagreements = 0
        for _ in 0..<5_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(random.next() % 12) {
                let piece = random.next() % 10 < 7 ? pieces[Int(random.next() % 4)] : pieces[Int(random.next() % UInt64(pieces.count))]
                bytes += piece
            }
            if !bytes.isEmpty, random.next() % 4 == 0 { bytes.removeLast(Int(random.next() % UInt64(min(3, bytes.count))) + 1) }
            if Self.check(bytes) != (String(validating: bytes, as: UTF8.self) != nil) { disagreements += 1 }
        }
        #expect(disagreements == 0)
    }
}
