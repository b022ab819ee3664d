import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import AlbumsShape

/// The fetch half shared by `tracks`, `play` and `show`: what a `<rank|id>`
/// stands for in the catalog, and its tracks from the Lookup API.
package enum TrackSource {
    /// The catalog id: a rank's album from the chart, or the id as given (any
    /// album or song of the catalog, not only the chart's).
    package static func id(for argument: String, _ context: CommandContext) async throws -> String {
        if argument.count <= 3, NumberText.whole(argument) != nil {
            return try AlbumSelector.select(argument, in: try await ChartLoader.albums(context)).id
        }
        return try AlbumSelector.checked(argument, noun: "album or song")
    }

    /// What `id` is, with its tracks when it is an album; stale-copy notices are written as warnings.
    package static func lookup(_ id: String, _ context: CommandContext) async throws -> TrackLookup.Found {
        let url = TrackLookup.url(api: context.configuration.api, id: id, country: context.configuration.country)
        let fetched: HTTPClient.Fetched<CatalogAnswer>
        do {
            fetched = try await context.spinning("Looking up the tracks…") { try await context.http.get(url, .json, decode: CatalogAnswer.decode) }
        } catch {
            throw Failure(loading: .tracks(id: id), error)
        }
        if let notice = StaleNotice.text(for: fetched.origin, subject: .tracks(id: id)) { context.warn([notice]) }
        return try TrackLookup.found(id, in: fetched.value)
    }

    /// The World's player for this run's session and `player` setting. Previews
    /// are streamed, not kept: a player that needs a file downloads one past the cache.
    package static func player(_ context: CommandContext) -> Player {
        let client = { var client = context.http; client.cache = .none; return client }()
        let download: @Sendable (URL) async throws -> Data = { url in
            do { return try await client.get(url, .media, decode: { $0 }).value } catch { throw Failure(loading: .preview(track: url.lastPathComponent), error) }
        }
        return context.world.player(for: context.configuration.session, context.configuration.player, download: download)
    }

    /// The album's track list only if it is at hand without asking the network:
    /// in the cache, or answered by the embedded fixtures.
    static func atHand(_ id: String, _ context: CommandContext) async -> TrackList? {
        let configuration = context.configuration
        let fixtures = context.world.transport(for: configuration.session).servesFixtures
        let client = context.world.http(session: configuration.session, cache: configuration.cache, timeout: configuration.timeout,
                                        mode: fixtures ? context.fetchMode : .offline)
        let url = TrackLookup.url(api: configuration.api, id: id, country: configuration.country)
        guard let answer = try? await client.get(url, .json, decode: CatalogAnswer.decode).value,
              case .album(let list)? = try? TrackLookup.found(id, in: answer) else { return nil }
        return list
    }
}
