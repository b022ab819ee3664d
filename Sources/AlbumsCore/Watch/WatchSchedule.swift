/// When `albums watch` checks next: `--every`, else the feed's own freshness
/// (max-age, Expires), else hourly; after failures, sooner at first, then
/// doubling, never more than 30 minutes apart.
public enum WatchSchedule {
    public static let hourly: Duration = .seconds(3600)
    public static let longestBackOff: Duration = .seconds(1800)
    public static let shortest: Duration = .seconds(1)

    /// The wait after a check that worked.
    public static func interval(every: Duration?, freshFor: Double?) -> Duration {
        if let every { return max(every, shortest) }
        // At most a day: however long a feed says it stays fresh, the watch looks again.
        if let freshFor, freshFor >= 1 { return .seconds(Int64(min(freshFor, 86_400).rounded(.up))) }
        return hourly
    }

    /// The wait after the `failures`th failure in a row (1 for the first): the
    /// interval, but at most a minute, doubling each time, at most 30 minutes.
    public static func backOff(failures: Int, interval: Duration) -> Duration {
        let first = min(max(interval, shortest), .seconds(60))
        var wait = first
        for _ in 1..<max(1, failures) {
            wait *= 2
            if wait >= longestBackOff { return longestBackOff }
        }
        return min(wait, longestBackOff)
    }

    /// "90s", "10m", "1h", "1h30m", "45" (seconds), "1.5m": at least 1 s, at
    /// most a week, in whole seconds (1.5s would be kept as 2s, so it is refused).
    public static func parse(_ text: String) -> Duration? {
        let text = text.lowercased().filter { $0 != " " }
        guard !text.isEmpty else { return nil }
        var total = 0.0, number = ""
        for character in text {
            if character.isNumber || character == "." {
                number.append(character)
                continue
            }
            guard let value = Double(number) else { return nil }
            switch character {
            case "s": total += value
            case "m": total += value * 60
            case "h": total += value * 3600
            case "d": total += value * 86_400
            default: return nil
            }
            number = ""
        }
        if !number.isEmpty {
            guard let value = Double(number) else { return nil }
            total += value
        }
        guard total >= 1, total <= 7 * 86_400 else { return nil }
        let milliseconds = Int64((total * 1000).rounded())
        guard milliseconds % 1000 == 0 else { return nil }
        return .milliseconds(milliseconds)
    }

    /// As the `watch-every` setting spells it: "90s", "10m", "1h30m".
    public static func text(_ duration: Duration) -> String {
        let seconds = Int(duration.seconds.rounded())
        let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        let parts = (h > 0 ? "\(h)h" : "") + (m > 0 ? "\(m)m" : "") + (s > 0 ? "\(s)s" : "")
        return parts.isEmpty ? "0s" : parts
    }

    /// "6 h 12 m", "3 m 5 s", "40 s".
    public static func describe(_ duration: Duration) -> String {
        let seconds = Int(duration.seconds.rounded(.down))
        let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        if h > 0 { return "\(h) h \(m) m" }
        if m > 0 { return "\(m) m \(s) s" }
        return "\(s) s"
    }
}
