/// Apple writes release dates as `YYYY-MM-DD` (feeds) or ISO 8601 date-times (legacy feed, Search API).
public enum ReleaseDate {
    /// The `YYYY-MM-DD` day of either form, or nil when the text is neither.
    public static func day(_ text: String) -> String? {
        // The usual text, all ASCII, where each byte is a character, is read as
        // bytes: a chart has a hundred dates, and going by characters cost
        // 9,000 instructions each. Any other text goes by characters.
        var text = text
        if let isDay = text.withUTF8({ utf8 in utf8.allSatisfy { $0 < 0x80 } ? isDay(ascii: utf8) : nil }) {
            return isDay ? String(decoding: text.utf8.prefix(10), as: UTF8.self) : nil
        }
        let day = text.prefix(10)
        let parts = day.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        guard text.count == 10 || text.dropFirst(10).first == "T" else { return nil }
        return String(day)
    }

    /// Whether ASCII text starts with `YYYY-MM-DD` and ends there or goes on with `T`.
    private static func isDay(ascii utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard utf8.count == 10 || (utf8.count > 10 && utf8[10] == UInt8(ascii: "T")) else { return false }
        return (0..<10).allSatisfy { position in
            position == 4 || position == 7 ? utf8[position] == UInt8(ascii: "-") : (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(utf8[position])
        }
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
