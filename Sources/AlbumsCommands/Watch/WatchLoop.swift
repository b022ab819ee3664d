import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import AlbumsShape
import AlbumsTerminal

/// `albums watch`'s loop: check, tell, wait, again, until stopped. It writes
/// nothing: it emits events, which the command's render half says and the
/// runner writes. Its clock and its sleep are the World's, so a test runs a
/// thousand checks at once.
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

    /// What the loop tells as it goes; `WatchView.render` says each.
    package enum Event: Sendable {
        /// A check starts (the status line goes).
        case checking
        /// A new edition's news, as the rules select it, seen at `date`.
        case news([WatchRules.News], at: Date, zone: ZoneRules)
        /// The first check of a streak of failures; the next comes after `retry`, then less often.
        case failing(Failure, retry: Duration)
        /// A check worked after `failures` failed ones.
        case recovered(failures: Int)
        /// The feed served an edition older than the newest kept (said once a streak).
        case stale(served: Int64, newest: Int64)
        /// The notifier failed: why (said once a streak).
        case notifyFailed(String)
        /// Waiting for the next check, at `next`.
        case waiting(next: Date, zone: ZoneRules)
        /// The loop ended (the status line goes).
        case stopped
    }

    package let context: CommandContext
    package let check: WatchCheck
    package let every: Duration?
    /// Stop after this many checks; nil: until stopped.
    let maxChecks: Int?

    /// Checks until stopped (cancelled) or `maxChecks` are made; each thing to
    /// tell is emitted as it happens. The World's clock waits between checks.
    package func run(emit: @Sendable (Event) -> Void) async -> Summary {
        let clock = context.world.clock
        let zone = WatchView.zone(context.world.environment)
        let started = clock.now()
        var summary = Summary()
        var failures = 0
        // A notifier that fails, and a feed that serves stale copies, are said once a streak.
        var noticeFailed = false, staleSaid = false
        while !Task.isCancelled {
            emit(.checking)
            let outcome = await check.run()
            if Task.isCancelled { break }
            summary.checks += 1
            var wait: Duration
            if case .failed = outcome {} else if failures > 0 {
                emit(.recovered(failures: failures))
                failures = 0
                summary.failure = nil
            }
            switch outcome {
            case .failed(let failure):
                failures += 1
                summary.failedChecks += 1
                summary.failure = failure
                wait = WatchSchedule.backOff(failures: failures, interval: WatchSchedule.interval(every: every, freshFor: nil))
                // Once per streak of failures; watching goes on. A single check (--once) ends in the error instead.
                if failures == 1 && maxChecks != 1 { emit(.failing(failure, retry: wait)) }
            case .unchanged(let freshFor):
                wait = WatchSchedule.interval(every: every, freshFor: freshFor)
                summary.lastNews = []
                staleSaid = false
            case .stale(let served, let newest, let freshFor):
                wait = WatchSchedule.interval(every: every, freshFor: freshFor)
                summary.lastNews = []
                if !staleSaid { emit(.stale(served: served, newest: newest)) }
                staleSaid = true
            case .edition(let news, let from, let to, let freshFor):
                staleSaid = false
                wait = WatchSchedule.interval(every: every, freshFor: freshFor)
                summary.lastNews = news
                summary.lastEditions = (from, to)
                if !news.isEmpty {
                    summary.withNews += 1
                    emit(.news(news, at: clock.now(), zone: zone))
                    if let why = await notify(news) {
                        if !noticeFailed { emit(.notifyFailed(why)) }
                        noticeFailed = true
                    } else {
                        noticeFailed = false
                    }
                }
            }
            if let maxChecks, summary.checks >= maxChecks { break }
            emit(.waiting(next: clock.now().addingTimeInterval(wait.seconds), zone: zone))
            do { try await clock.sleep(wait) } catch { break }
        }
        emit(.stopped)
        summary.watched = .milliseconds(Int64(max(0, clock.now().timeIntervalSince(started)) * 1000))
        return summary
    }

    /// One notification for the check; why it failed, if it did.
    private func notify(_ news: [WatchRules.News]) async -> String? {
        let configuration = context.configuration
        await context.world.notifier.notify(.loaded, configuration.sound)
        let outcome = await context.world.notifier.post(Notice(title: "albums: the chart changed", body: WatchRules.summary(news)), configuration.notify)
        if case .failed(let why) = outcome { return why }
        return nil
    }
}
