/// Lowercase hexadecimal, two digits a byte, as UTF-8: the one way albums
/// writes hex (SHA-256 file names, the history's record checksums, the
/// standings files' names).
public enum HexDigits {
    public static func of<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.underestimatedCount * 2)
        for byte in bytes {
            text.append(digit(byte >> 4))
            text.append(digit(byte & 15))
        }
        return text
    }

    /// "0"–"9", then "a"–"f".
    private static func digit(_ value: UInt8) -> UInt8 {
        value < 10 ? 0x30 + value : 0x57 + value
    }
}
