import AlbumsClients
import AlbumsCore
import Foundation

/// The fetch half shared by every command that needs the chart.
public enum ChartLoader {
    public static let subject = "the top albums chart"

    public static func load(_ context: CommandContext) async -> ChartState {
        let configuration = context.configuration
        let url = configuration.feedURL
        do {
            let fetched = try await context.http.get(url, .json, decode: FeedDecoder.decode)
            let feed = fetched.value
            var notices: [String] = []
            if let notice = staleNotice(fetched.origin) { notices.append(notice) }
            if feed.skipped > 0 {
                notices.append("skipped \(feed.skipped) \(feed.skipped == 1 ? "entry" : "entries") of the feed that could not be read")
            }
            let albums = Array(feed.albums.prefix(configuration.limit))
            guard !albums.isEmpty else { return .noData }
            return .loaded(Chart(albums: albums, notices: notices))
        } catch let error as FetchError {
            return .failed(Failure(fetching: subject, error))
        } catch {
            return .failed(Failure("couldn't load \(subject)", why: "\(error)"))
        }
    }

    /// The chart's albums for commands that pick one of them (an empty chart has none),
    /// with a spinner on a terminal while it loads; its notices are written at once.
    public static func albums(_ context: CommandContext) async throws(Failure) -> [Album] {
        let state = await Spinner.run(ListView.loadingMessage, on: context.world.console.err, style: context.errStyle) {
            await load(context)
        }
        switch state {
        case .loaded(let chart):
            Output(stderr: chart.notices.map { Warning.line($0, style: context.errStyle) }.joined()).write(to: context.world.console)
            return chart.albums
        case .noData, .loading:
            return []
        case .failed(let failure):
            throw failure
        }
    }

    static func staleNotice(_ origin: FetchOrigin) -> String? {
        switch origin {
        case .stale(let age, let error):
            let why = Failure(fetching: subject, error).why
            return "offline: showing the chart from \(Age.describe(age)) (\(why))"
        case .offline(let age):
            return "offline: showing the chart from \(Age.describe(age))"
        case .network, .fresh, .revalidated:
            return nil
        }
    }
}
