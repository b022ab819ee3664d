/// Whether bytes are UTF-8, without building the `String` that
/// `String(validating:)` would: a 4 MB answer checked that way cost 4 MB more
/// at its peak (`bench/feed.sh`). ASCII, the bulk of every answer, goes eight
/// bytes at a time.
public enum UTF8Check {
    public static func isValid(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let count = bytes.count
        var index = 0
        while index < count {
            // Eight ASCII bytes at once (no byte with its high bit set).
            if index + 8 <= count, bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // The second byte's range depends on the first (no overlong forms, no surrogates, nothing past U+10FFFF).
            let length: Int, low: UInt8, high: UInt8
            switch lead {
            case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
            case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (length, low, high) = (3, 0x80, 0xBF)
            case 0xED: (length, low, high) = (3, 0x80, 0x9F)
            case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
            case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
            case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
            default: return false
            }
            guard index + length <= count, (low...high).contains(bytes[index + 1]) else { return false }
            for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return false }
            index += length
        }
        return true
    }
}
