/// Apple writes release dates as `YYYY-MM-DD` (feeds) or ISO 8601 date-times (legacy feed, Search API).
public enum ReleaseDate {
    /// The `YYYY-MM-DD` day of either form, or nil when the text is neither.
    public static func day(_ text: String) -> String? {
        let day = text.prefix(10)
        let parts = day.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        guard text.count == 10 || text.dropFirst(10).first == "T" else { return nil }
        return String(day)
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
