/// Lowercase hexadecimal, two digits a byte, as UTF-8: the one way albums
/// writes hex (SHA-256 file names, the history's record checksums, the
/// standings files' names).
public enum HexDigits {
    /// Of an array, not any sequence: called from another module, a generic
    /// version ran unspecialised, and its first call looked up the sequence's
    /// associated types at run time, scanning every protocol conformance in
    /// the binary (237,000 instructions of recording a chart's edition).
    public static func of(_ bytes: [UInt8]) -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
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
