import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import AlbumsShape
import AlbumsTerminal

/// The render half of `albums watch`: each event of its loop, its lines, its summary.
package enum WatchView {
    /// What an event of the loop shows: news on stdout, a line per item (cut
    /// to the terminal's width, as list cuts names; piped, whole); warnings
    /// and what was said once on stderr; on a terminal, a status line saying
    /// when the next check is (cleared when a check starts and at the end).
    package static func render(_ event: WatchLoop.Event, on screen: RenderContext) -> Output {
        let clear = screen.errIsTerminal ? "\r\u{1B}[K" : ""
        switch event {
        case .checking, .stopped:
            return Output(stderr: clear)
        case .news(let news, let date, let zone):
            let width = screen.outIsTerminal ? screen.columns : nil
            return Output(stdout: news.map { line($0, at: date, in: zone, width: width) }.joined())
        case .failing(let failure, let retry):
            return .warning("couldn't check the chart: \(failure.why); trying again in \(WatchSchedule.describe(retry)), then less often until it answers")
        case .recovered(let failures):
            return Output(stderr: "The chart answers again (after \(failures) failed \(failures == 1 ? "check" : "checks")).\n")
        case .stale(let served, let newest):
            // Each date with its year where the other's differs: an edition kept from 2099 reads as 2099.
            return .warning("the feed served an older edition (\(FeedDate.short(served, near: newest))) than the one already kept (\(FeedDate.short(newest, near: served))); it is not news")
        case .notifyFailed(let why):
            return .warning("couldn't show a notification (\(why)); the news is still printed")
        case .waiting(let next, let zone):
            guard screen.errIsTerminal else { return Output() }
            return Output(stderr: clear + screen.err.dim("next check at \(clock(next, seconds: true, in: zone)) · Ctrl-C stops"))
        }
    }

    /// "12:00  NEW  #7  東京ナイトドライブ — 星野ミナ"; an album that left says
    /// where it was. `width`: on a terminal, the line is cut to it with "…".
    package static func line(_ news: WatchRules.News, at date: Date, in zone: ZoneRules, width: Int? = nil) -> String {
        let rank = news.rank.map { "#\($0)" } ?? "was #\(news.previousRank ?? 0)"
        let line = clock(date, seconds: false, in: zone) + "  " + news.label + "  " + rank + "  " + Sanitizer.line(news.name) + " — " + Sanitizer.line(news.artist)
        return (width.map { DisplayWidth.truncate(line, to: $0) } ?? line) + "\n"
    }

    /// "12:00" (or "12:00:05") in `zone`.
    package static func clock(_ date: Date, seconds: Bool, in zone: ZoneRules) -> String {
        zone.clock(Int64(date.timeIntervalSince1970.rounded(.down)), seconds: seconds)
    }

    /// The time zone the lines are in: `TZ` as the World's environment has it, else the machine's.
    static func zone(_ environment: [String: String]) -> ZoneRules {
        LocalZone.rules(environment)
    }

    /// "watched 6 h 12 m, 7 checks, 2 with news"; "…, 3 checks, all failed" when none worked.
    package static func summary(_ summary: WatchLoop.Summary) -> String {
        let checks = "\(summary.checks) \(summary.checks == 1 ? "check" : "checks")"
        let outcome = summary.allFailed ? (summary.checks == 1 ? "it failed" : "all failed") : "\(summary.withNews) with news"
        return "watched \(WatchSchedule.describe(summary.watched)), \(checks), \(outcome)\n"
    }
}
