import AlbumsCore
import AlbumsTerminal
import Foundation

/// The render half of `albums watch`: its lines, its summary, its JSON.
package enum WatchView {
    /// "12:00  NEW  #7  東京ナイトドライブ — 星野ミナ"; an album that left says
    /// where it was. `width`: on a terminal, the line is cut to it with "…".
    package static func line(_ news: WatchRules.News, at date: Date, in zone: TimeZone, width: Int? = nil) -> String {
        let rank = news.rank.map { "#\($0)" } ?? "was #\(news.previousRank ?? 0)"
        let line = clock(date, seconds: false, in: zone) + "  " + news.label + "  " + rank + "  " + Sanitizer.line(news.name) + " — " + Sanitizer.line(news.artist)
        return (width.map { DisplayWidth.truncate(line, to: $0) } ?? line) + "\n"
    }

    /// "12:00" (or "12:00:05") in `zone`.
    package static func clock(_ date: Date, seconds: Bool, in zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
        let two = { (n: Int?) in String(format: "%02d", n ?? 0) }
        return two(parts.hour) + ":" + two(parts.minute) + (seconds ? ":" + two(parts.second) : "")
    }

    /// The time zone the lines are in: `TZ` as the World's environment has it, else the machine's.
    static func zone(_ environment: [String: String]) -> TimeZone {
        environment["TZ"].flatMap { TimeZone(identifier: $0.hasPrefix(":") ? String($0.dropFirst()) : $0) } ?? .current
    }

    /// "watched 6 h 12 m, 7 checks, 2 with news"; "…, 3 checks, all failed" when none worked.
    package static func summary(_ summary: WatchLoop.Summary) -> String {
        let checks = "\(summary.checks) \(summary.checks == 1 ? "check" : "checks")"
        let outcome = summary.allFailed ? (summary.checks == 1 ? "it failed" : "all failed") : "\(summary.withNews) with news"
        return "watched \(WatchSchedule.describe(summary.watched)), \(checks), \(outcome)\n"
    }
}
