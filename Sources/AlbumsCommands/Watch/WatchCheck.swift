import AlbumsClients
import AlbumsCore
import AlbumsPlatform
import AlbumsShape
import Synchronization

/// One check of the chart for `albums watch`: loaded through the same path as
/// `list` (the HTTP cache's conditional requests, the chart history), then, if
/// this load kept an edition the history didn't have, what changed since the
/// edition before it, as the rules select it.
package struct WatchCheck: Sendable {
    package enum Outcome: Sendable {
        /// A new edition: the news the rules select (maybe none), and the two editions compared.
        case edition(news: [WatchRules.News], from: Int64, to: Int64, freshFor: Double?)
        /// Nothing new since the last kept edition (an unchanged feed costs a 304).
        case unchanged(freshFor: Double?)
        /// The feed served an edition older than the newest one kept (a lagging
        /// cache or CDN edge): not news, whatever differs from the newest.
        case stale(served: Int64, newest: Int64, freshFor: Double?)
        case failed(Failure)
    }

    package let run: @Sendable () async -> Outcome

    /// The chart as `list` loads it.
    package static func chart(_ context: CommandContext, rules: WatchRules) -> WatchCheck {
        WatchCheck {
            switch await ChartLoader.fetch(context) {
            case .loaded(let chart):
                guard let history = chart.history, let edition = chart.edition else { return .unchanged(freshFor: chart.freshFor) }
                if let newest = history.editions.last?.updated, edition < newest {
                    return .stale(served: edition, newest: newest, freshFor: chart.freshFor)
                }
                guard chart.isNewEdition else { return .unchanged(freshFor: chart.freshFor) }
                return news(in: history, at: edition, albums: chart.albums, rules: rules, freshFor: chart.freshFor)
            case .noData, .loading:
                return .unchanged(freshFor: nil)
            case .failed(let failure):
                return .failed(failure)
            }
        }
    }

    /// The stub session: the stub chart's kept editions (6, 13 and 20 November)
    /// arrive one per check, as if published then, into a history of the
    /// watch's own (the stub chart's kept file already has them all), so that
    /// every rule can be shown offline. The walk starts at seed `first`, those
    /// before it kept already: a single check (`--once`) starts past the seeds,
    /// at the stub feed's own edition, so it says what that edition brought.
    static func stubWalk(_ context: CommandContext, rules: WatchRules, first: Int = 0) -> WatchCheck {
        var walked = ChartHistory(chart: "stub walk")
        for seed in HistorySeeds.stub.prefix(first) { _ = walked.record(updated: seed.updated, albums: seed.albums) }
        let step = Mutex((next: min(first, HistorySeeds.stub.count), history: walked))
        let quiet = context.with(context.configuration.setting(Settings.history, to: .off))
        return WatchCheck {
            let seeds = HistorySeeds.stub
            let index = step.withLock { state in defer { state.next += 1 }; return state.next }
            let arrival: (updated: Int64, albums: [Album])
            if index < seeds.count {
                arrival = seeds[index]
            } else {
                guard case .loaded(let chart) = await ChartLoader.fetch(quiet) else { return .failed(Failure("couldn't load the stub chart", why: "its fixture is missing")) }
                arrival = (Int64(Clock.fixtureDate.timeIntervalSince1970), chart.albums)
            }
            return step.withLock { state -> Outcome in
                guard state.history.record(updated: arrival.updated, albums: arrival.albums)?.changed == true else { return .unchanged(freshFor: nil) }
                let albums = state.history.annotate(Array(arrival.albums.prefix(context.configuration.limit)), at: arrival.updated)
                return news(in: state.history, at: arrival.updated, albums: albums, rules: rules, freshFor: nil)
            }
        }
    }

    /// A newly kept edition against the one before it, as the rules select its
    /// news; unchanged when it is the first kept.
    package static func news(in history: ChartHistory, at edition: Int64, albums: [Album], rules: WatchRules, freshFor: Double?) -> Outcome {
        guard let to = history.edition(at: edition), let from = history.edition(before: edition) else { return .unchanged(freshFor: freshFor) }
        let changes = history.changes(from: from, to: to)
        return .edition(news: rules.news(in: changes, albums: albums), from: changes.from, to: changes.to, freshFor: freshFor)
    }
}
