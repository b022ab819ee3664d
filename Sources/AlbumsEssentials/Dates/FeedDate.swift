/// When a feed was published, as Apple writes it: RFC 1123 in v2
/// ("Sat, 17 Aug 2024 05:18:26 +0000") and ISO 8601 with an offset in v1 and
/// the legacy feed ("2019-05-17T01:42:26.000-07:00"). Parsed by hand into
/// seconds since 1970, UTC: no date formatter on the way to the chart.
public enum FeedDate {
    static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    public static func parse(_ text: String) -> Int64? {
        rfc1123(text) ?? iso8601(text)
    }

    public static func rfc1123(_ text: String) -> Int64? {
        let parts = text.split(separator: " ")
        guard parts.count == 6, let day = Int(parts[1]), let monthIndex = months.firstIndex(of: parts[2].lowercased()),
              let year = Int(parts[3]), isDate(year: year, month: monthIndex + 1, day: day),
              let time = clock(parts[4]), let offset = offset(parts[5]) else { return nil }
        return seconds(year: year, month: monthIndex + 1, day: day) + time - offset
    }

    public static func iso8601(_ text: String) -> Int64? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 19, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
              let year = number(bytes[0..<4]), let month = number(bytes[5..<7]), let day = number(bytes[8..<10]),
              isDate(year: year, month: month, day: day), let time = clock(Substring(String(decoding: bytes[11..<19], as: UTF8.self))) else { return nil }
        var rest = bytes[19...]
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst().drop { (0x30...0x39).contains($0) }
        }
        guard let offset = offset(Substring(String(decoding: rest, as: UTF8.self))) else { return nil }
        return seconds(year: year, month: month, day: day) + time - offset
    }

    /// "05:18:26" as seconds into the day.
    static func clock(_ text: Substring) -> Int64? {
        let parts = text.split(separator: ":")
        guard parts.count == 3, let h = Int64(parts[0]), let m = Int64(parts[1]), let s = Int64(parts[2]),
              (0..<24).contains(h), (0..<60).contains(m), (0..<60).contains(s) else { return nil }
        return h * 3600 + m * 60 + s
    }

    /// "+0000", "GMT", "Z", "-07:00" as seconds east of UTC.
    static func offset(_ text: Substring) -> Int64? {
        if text == "Z" || text == "GMT" || text == "UTC" { return 0 }
        let digits = text.dropFirst().filter { $0 != ":" }
        // No place on Earth is more than 14 hours from UTC.
        guard let sign = text.first, sign == "+" || sign == "-", digits.count == 4,
              let hours = Int64(digits.prefix(2)), let minutes = Int64(digits.suffix(2)), minutes < 60, hours * 60 + minutes <= 14 * 60 else { return nil }
        return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
    }

    static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard bytes.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return bytes.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }

    /// Whether the day exists (CivilDate.isDate).
    public static func isDate(year: Int, month: Int, day: Int) -> Bool { CivilDate.isDate(year: year, month: month, day: day) }

    /// Seconds from 1970 to midnight UTC of a date (CivilDate.seconds).
    public static func seconds(year: Int, month: Int, day: Int) -> Int64 { CivilDate.seconds(year: year, month: month, day: day) }

    /// "2026-11-20", the UTC day of `seconds`.
    public static func day(_ seconds: Int64) -> String {
        let date = CivilDate(seconds)
        let digits = String(date.year.magnitude)
        return (date.year < 0 ? "-" : "") + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "-\(two(date.month))-\(two(date.day))"
    }

    /// Midnight UTC of the day `seconds` falls in.
    public static func startOfDay(_ seconds: Int64) -> Int64 { CivilDate.startOfDay(seconds) }

    /// "2026-11-20T12:00:00Z", for JSON.
    public static func iso(_ seconds: Int64) -> String {
        day(seconds) + "T" + time(seconds) + ":" + two(Int(((seconds % 60) + 60) % 60)) + "Z"
    }

    /// "6 Nov" (UTC), with the year when it isn't the year of `near`: "30 Dec 2025".
    public static func short(_ seconds: Int64, near: Int64) -> String {
        let date = CivilDate(seconds)
        let name = months[date.month - 1].prefix(1).uppercased() + months[date.month - 1].dropFirst()
        return "\(date.day) \(name)" + (date.year == CivilDate(near).year ? "" : " \(day(seconds).prefix(4))")
    }

    /// "2026-11-20 12:00 UTC", for people.
    public static func readable(_ seconds: Int64) -> String {
        day(seconds) + " " + time(seconds) + " UTC"
    }

    /// "12:00", the UTC hour and minute of `seconds`.
    static func time(_ seconds: Int64) -> String {
        let inDay = Int(((seconds % 86_400) + 86_400) % 86_400)
        return two(inDay / 3600) + ":" + two(inDay / 60 % 60)
    }

    static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    /// Midnight UTC of a "YYYY-MM-DD" day, for `--since`.
    public static func startOfDay(_ text: String) -> Int64? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = NumberText.whole(String(parts[0])), let month = NumberText.whole(String(parts[1])),
              let day = NumberText.whole(String(parts[2])), isDate(year: year, month: month, day: day) else { return nil }
        return seconds(year: year, month: month, day: day)
    }
}
