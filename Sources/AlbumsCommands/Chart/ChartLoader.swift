import AlbumsClients
import AlbumsCore
import AlbumsPlatform
import AlbumsShape
import AlbumsTerminal

/// The fetch half shared by every command that needs the chart.
package enum ChartLoader {
    package static let loadingMessage = "Loading the top albums chart…"

    /// The chart in one of its states, with a spinner on a terminal while it loads.
    package static func load(_ context: CommandContext, history: ChartKeeper.Use = .asSet) async -> ChartState {
        await context.spinning(loadingMessage) { await fetch(context, history: history) }
    }

    package static func fetch(_ context: CommandContext, history use: ChartKeeper.Use = .asSet) async -> ChartState {
        await fetchNoting(context, history: use).state
    }

    /// The chart, and whether its host did not answer at all (a timeout, a
    /// refused or lost connection): what the loading of many stores counts.
    package static func fetchNoting(_ context: CommandContext, history use: ChartKeeper.Use = .asSet) async -> (state: ChartState, hostNotAnswering: Bool) {
        let configuration = context.configuration
        do {
            let fetched = try await context.http.get(configuration.feedURL, .json, decode: FeedDecoder.decode)
            let feed = fetched.value
            var notices: [String] = []
            if let notice = StaleNotice.text(for: fetched.origin, subject: .chart) { notices.append(notice) }
            if let served = feed.country, !served.isEmpty, served != configuration.country {
                // A feed URL without {country} gives every store the same chart: say so rather than show it as this store's.
                notices.append("the feed says it is the \(Sanitizer.line(served).uppercased()) chart, not the \(configuration.country.uppercased()) chart asked for")
            }
            if feed.skipped > 0 {
                notices.append("skipped \(feed.skipped) \(feed.skipped == 1 ? "entry" : "entries") of the feed that could not be read")
            }
            let albums = Array(feed.albums.prefix(configuration.limit))
            guard !albums.isEmpty else { return (.noData, false) }
            guard let kept = ChartKeeper.keep(feed, showing: albums, use: use, context) else {
                var chart = Chart(albums: albums, notices: notices)
                chart.freshFor = fetched.freshFor
                return (.loaded(chart), false)
            }
            var chart = Chart(albums: kept.albums, notices: notices + kept.warnings, history: kept.history, edition: kept.edition)
            chart.isNewEdition = kept.recorded
            chart.freshFor = fetched.freshFor
            return (.loaded(chart), false)
        } catch {
            return (.failed(Failure(loading: .chart, error)), (error as? FetchError)?.hostNotAnswering == true)
        }
    }

    /// The chart's albums for commands that pick one of them (an empty chart
    /// has none); its notices are written at once, as warnings.
    package static func albums(_ context: CommandContext) async throws(Failure) -> [Album] {
        switch await load(context, history: .marksOnly) {
        case .loaded(let chart):
            context.warn(chart.notices)
            return chart.albums
        case .noData, .loading:
            return []
        case .failed(let failure):
            throw failure
        }
    }
}
