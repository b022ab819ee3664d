import AlbumsClients
import AlbumsCore
import Foundation

/// `albums watch`'s loop: check, report, wait, again, until stopped. Its clock
/// and its sleep are the World's, so a test runs a thousand checks at once.
package struct WatchLoop: Sendable {
    package struct Summary: Sendable {
        var watched: Duration = .zero
        package var checks = 0
        var withNews = 0
        /// The news of the last check (for `--once --json`), and its editions.
        var lastNews: [WatchRules.News] = []
        var lastEditions: (from: Int64, to: Int64)?
        /// The last check failed: why.
        package var failure: Failure?
        var failedChecks = 0

        /// Checks were made, and every one failed.
        var allFailed: Bool { checks > 0 && failedChecks == checks }
    }

    package let context: CommandContext
    package let check: WatchCheck
    package let every: Duration?
    /// Stop after this many checks; nil: until stopped.
    let maxChecks: Int?

    package var out: Console.Stream { context.world.console.out }
    package var err: Console.Stream { context.world.console.err }

    package func run() async -> Summary {
        let clock = context.world.clock
        let started = clock.now()
        var summary = Summary()
        var failures = 0
        // A notifier that fails, and a feed that serves stale copies, are said once a streak.
        var noticeFailed = false, staleSaid = false
        while !Task.isCancelled {
            clearStatus()
            let outcome = await check.run()
            if Task.isCancelled { break }
            summary.checks += 1
            var wait: Duration
            switch outcome {
            case .failed(let failure):
                failures += 1
                summary.failedChecks += 1
                summary.failure = failure
                wait = WatchSchedule.backOff(failures: failures, interval: WatchSchedule.interval(every: every, freshFor: nil))
                // Once per streak of failures; watching goes on. A single check (--once) ends in the error instead.
                if failures == 1 && maxChecks != 1 {
                    Output.warning("couldn't check the chart: \(failure.why); trying again in \(WatchSchedule.describe(wait)), then less often until it answers")
                        .write(to: context.world.console, style: context.screen.err)
                }
            case .unchanged(let freshFor):
                recovered(&failures, summary: &summary)
                wait = WatchSchedule.interval(every: every, freshFor: freshFor)
                summary.lastNews = []
                staleSaid = false
            case .stale(let served, let newest, let freshFor):
                recovered(&failures, summary: &summary)
                wait = WatchSchedule.interval(every: every, freshFor: freshFor)
                summary.lastNews = []
                if !staleSaid {
                    Output.warning("the feed served an older edition (\(FeedDate.short(served, near: newest))) than the one already kept (\(FeedDate.short(newest, near: newest))); it is not news")
                        .write(to: context.world.console, style: context.screen.err)
                    staleSaid = true
                }
            case .edition(let news, let from, let to, let freshFor):
                staleSaid = false
                recovered(&failures, summary: &summary)
                wait = WatchSchedule.interval(every: every, freshFor: freshFor)
                summary.lastNews = news
                summary.lastEditions = (from, to)
                if !news.isEmpty {
                    summary.withNews += 1
                    report(news, at: clock.now())
                    noticeFailed = await !notify(news, sayingFailure: !noticeFailed)
                }
            }
            if let maxChecks, summary.checks >= maxChecks { break }
            showStatus(next: clock.now().addingTimeInterval(wait.seconds))
            do { try await clock.sleep(wait) } catch { break }
        }
        clearStatus()
        summary.watched = .milliseconds(Int64(max(0, clock.now().timeIntervalSince(started)) * 1000))
        return summary
    }

    /// A check that worked after failures: said once.
    private func recovered(_ failures: inout Int, summary: inout Summary) {
        guard failures > 0 else { return }
        err.write("The chart answers again (after \(failures) failed \(failures == 1 ? "check" : "checks")).\n")
        failures = 0
        summary.failure = nil
    }

    /// A line per item on stdout, as it happens: "12:00  NEW  #7  東京ナイトドライブ — 星野ミナ".
    private func report(_ news: [WatchRules.News], at date: Date) {
        let zone = WatchView.zone(context.world.environment)
        // Cut to the terminal's width, as list and changes cut names; piped, whole.
        let width = context.screen.outIsTerminal ? context.screen.columns : nil
        out.write(news.map { WatchView.line($0, at: date, in: zone, width: width) }.joined())
    }

    /// One notification for the check; false when the notifier failed (said once a streak of failures).
    private func notify(_ news: [WatchRules.News], sayingFailure: Bool) async -> Bool {
        let configuration = context.configuration
        await context.world.notifier.notify(.loaded, configuration.sound)
        let outcome = await context.world.notifier.post(Notice(title: "albums: the chart changed", body: WatchRules.summary(news)), configuration.notify)
        if case .failed(let why) = outcome {
            guard sayingFailure else { return false }
            Output.warning("couldn't show a notification (\(why)); the news is still printed").write(to: context.world.console, style: context.screen.err)
            return false
        }
        return true
    }

    /// On a terminal, stderr says when the next check is; piped, nothing.
    private func showStatus(next: Date) {
        guard context.screen.errIsTerminal else { return }
        err.write("\r\u{1B}[K" + context.screen.err.dim("next check at \(WatchView.clock(next, seconds: true, in: WatchView.zone(context.world.environment))) · Ctrl-C stops"))
    }

    private func clearStatus() {
        guard context.screen.errIsTerminal else { return }
        err.write("\r\u{1B}[K")
    }
}
