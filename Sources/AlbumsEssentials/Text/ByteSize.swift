/// Sizes as people write them: `100MB`, `512 KB`, `2GB`, or a number of bytes. Units are powers of 1024.
public enum ByteSize {
    static let units: [(suffix: String, factor: Int)] = [("GB", 1 << 30), ("MB", 1 << 20), ("KB", 1 << 10), ("B", 1)]

    public static func parse(_ text: String) -> Int? {
        let trimmed = text.trimmingWhitespace.uppercased()
        for (suffix, factor) in units where trimmed.hasSuffix(suffix) {
            let number = String(trimmed.dropLast(suffix.count)).trimmingWhitespace
            guard let value = NumberText.whole(number), value <= Int.max / factor else { return nil }
            return value * factor
        }
        return NumberText.whole(trimmed)
    }

    /// The largest unit that divides the size exactly: `100MB`, `1536KB`, `10B`.
    public static func format(_ bytes: Int) -> String {
        for (suffix, factor) in units where bytes >= factor && bytes % factor == 0 {
            return "\(bytes / factor)\(suffix)"
        }
        return "\(bytes)B"
    }

    /// For people: `48.2 KB`, `1.5 MB`, and a whole number whole: `256 MB` (a limit).
    public static func describe(_ bytes: Int) -> String {
        if bytes < 1024 { return "\(bytes) B" }
        for (suffix, factor) in units where bytes >= factor {
            let value = Double(bytes) / Double(factor)
            let whole = bytes % factor == 0 || value >= 100
            return (whole ? String(Int(value.rounded())) : NumberText.oneDecimal(value)) + " " + suffix
        }
        return "\(bytes) B"
    }
}
