import AlbumsEssentials
/// The bytes of the history's text: checksums, escapes, numbers, lines.
extension HistoryText {
    /// FNV-1a, 32 bits: enough to tell a record cut short or half written from a whole one.
    static func checksum<Data: Sequence<UInt8>>(_ bytes: Data) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        return hash
    }

    /// Eight lowercase hex digits, the most significant first.
    static func hex(_ value: UInt32) -> [UInt8] {
        HexDigits.of([24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) })
    }

    /// Tab, newline, carriage return and backslash as `\t`, `\n`, `\r`, `\\`. Most text has none: appended whole;
    /// other text, whole up to its first, escaped from there.
    static func appendEscaped(_ text: ArraySlice<UInt8>, to bytes: inout [UInt8]) {
        guard let first = text.firstIndex(where: { escapeLetter($0) != nil }) else { return bytes.append(contentsOf: text) }
        bytes.append(contentsOf: text[..<first])
        for byte in text[first...] {
            if let letter = escapeLetter(byte) { bytes.append(contentsOf: [0x5C, letter]) } else { bytes.append(byte) }
        }
    }

    /// The letter after a backslash that stands for `byte`; nil for a byte written as it is.
    static func escapeLetter(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x5C: 0x5C
        case 0x09: 0x74
        case 0x0A: 0x6E
        case 0x0D: 0x72
        default: nil
        }
    }

    /// The reverse of `appendEscaped`; an unknown escape keeps its character. Text without a backslash is as it is.
    static func unescaped(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard let first = text.firstIndex(of: 0x5C) else { return text }
        var plain = Array(text[..<first])
        var escaping = false
        for byte in text[first...] {
            if escaping {
                switch byte {
                case 0x74: plain.append(0x09)
                case 0x6E: plain.append(0x0A)
                case 0x72: plain.append(0x0D)
                default: plain.append(byte)
                }
                escaping = false
            } else if byte == 0x5C {
                escaping = true
            } else {
                plain.append(byte)
            }
        }
        return plain[...]
    }

    /// A whole number (not negative) in decimal digits, without making a String of it.
    static func appendNumber(_ value: Int64, to bytes: inout [UInt8]) {
        let start = bytes.count
        var rest = max(0, value)
        repeat {
            bytes.append(0x30 + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        // Reversed in place (a slice of `bytes` reversed would copy all of it).
        var (low, high) = (start, bytes.count - 1)
        while low < high {
            bytes.swapAt(low, high)
            (low, high) = (low + 1, high - 1)
        }
    }

    /// A whole number written plainly: digits only, at most 18 of them.
    static func number<Digits: Collection<UInt8>>(_ bytes: Digits) -> Int64? {
        guard !bytes.isEmpty, bytes.count <= 18 else { return nil }
        var value: Int64 = 0
        for byte in bytes {
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            value = value * 10 + Int64(byte - 0x30)
        }
        return value
    }

    /// The lines of a file, without their newlines, counted from 1.
    struct Lines {
        let bytes: UnsafeBufferPointer<UInt8>
        var start = 0
        var number = 0

        init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func next() -> Bytes? {
            guard start < bytes.count, let base = bytes.baseAddress else { return nil }
            var end = bytes.count
            if let found = ByteSearch.first(0x0A, in: base + start, count: bytes.count - start) {
                end = start + found
            }
            defer { start = end + 1 }
            number += 1
            return bytes[start..<end]
        }
    }
}
