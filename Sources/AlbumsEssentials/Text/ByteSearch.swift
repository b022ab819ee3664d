/// Finding a byte in a run of bytes eight at a time, as memchr does (a word
/// XORed with the byte repeated has a zero byte where the byte was), in Swift:
/// AlbumsCore needs no C library. The history's lines and fields are found so.
public enum ByteSearch {
    @usableFromInline static let ones: UInt64 = 0x0101_0101_0101_0101
    @usableFromInline static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The offset from `base` of the first `byte` among the `count` bytes there, or nil.
    @inlinable
    public static func first(_ byte: UInt8, in base: UnsafePointer<UInt8>, count: Int) -> Int? {
        let raw = UnsafeRawPointer(base)
        let pattern = UInt64(byte) &* ones
        var offset = 0
        while count - offset >= 8 {
            // The lowest address first, on any machine.
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) ^ pattern
            // The lowest high bit set marks the first zero byte (a borrow only ever marks bytes above it).
            let zeros = (word &- ones) & ~word & highs
            if zeros != 0 { return offset + zeros.trailingZeroBitCount >> 3 }
            offset += 8
        }
        while offset < count {
            if base[offset] == byte { return offset }
            offset += 1
        }
        return nil
    }

    /// Whether the `count` bytes at `a` and at `b` are the same, eight at a time.
    @inlinable
    public static func same(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
        let left = UnsafeRawPointer(a), right = UnsafeRawPointer(b)
        var offset = 0
        while count - offset >= 8 {
            guard left.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else { return false }
            offset += 8
        }
        while offset < count {
            guard a[offset] == b[offset] else { return false }
            offset += 1
        }
        return true
    }
}
