@testable import AlbumsEssentials
import Testing

@Suite struct SameBytesTests {
    static func equal(_ left: [UInt8], _ right: [UInt8]) -> Bool {
        left.withUnsafeBufferPointer { l in right.withUnsafeBufferPointer { r in SameBytes.equal(l, r) } }
    }

    /// Against `==` on arrays: every length up to 9, equal, one byte changed anywhere, or one longer.
    @Test func agreesWithArrayEquality() {
        var wrong = 0, equalPairs = 0
        for count in 0...9 {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 * 37 + 5) }
            var cases = [bytes, bytes + [0], Array(bytes.dropLast())]
            for index in bytes.indices {
                var changed = bytes
                changed[index] ^= 1
                cases.append(changed)
            }
            for other in cases {
                if Self.equal(bytes, other) != (bytes == other) { wrong += 1 }
                if bytes == other { equalPairs += 1 }
            }
        }
        #expect(wrong == 0)
        // Each length with itself, and the empty list with its own dropLast.
        #expect(equalPairs == 11)
    }
}
