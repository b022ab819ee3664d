import AlbumsClients
import AlbumsCommands
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import AlbumsShape

/// The covers the pages show. A kept chart keeps no artwork, so the site
/// knows an album's artwork from the chart as it was last loaded (from the
/// cache, never the network); pages show Apple's image there, or, with
/// `--covers`, a copy of the cover albums has cached.
package enum SiteArtwork {
    /// The size asked of Apple for a cover on a page (shown at 160 px: sharp on a dense screen).
    static let pageSize = 320

    /// Artwork URLs by album id, and Apple Music's page of each artist by folded name, from the settings'
    /// chart as last cached (offline: nothing is fetched, nothing kept).
    static func known(_ context: CommandContext) async -> (artwork: [String: String], artists: [String: String]) {
        let quiet = CommandContext(world: context.world, configuration: context.configuration.setting(Settings.history, to: .off),
                                   screen: context.screen, fetchMode: .offline)
        guard case .loaded(let chart) = await ChartLoader.fetch(quiet) else { return ([:], [:]) }
        let artwork = Dictionary(chart.albums.compactMap { album in album.artworkURL.map { (album.id, $0) } }) { first, _ in first }
        let artists = Dictionary(chart.albums.compactMap { album in album.artistURL.map { (TextFolding.folded(album.artist), $0) } }) { first, _ in first }
        return (artwork, artists)
    }

    /// Apple's image for each album whose artwork is known.
    static func linked(_ data: SiteData) -> (paths: [String: String], files: [(path: String, data: Data)]) {
        (data.artwork.compactMapValues { HTML.artwork(ArtworkURL.sized($0, pageSize)) }, [])
    }

    /// A copy of each cover albums has cached, at any size it keeps (offline: nothing is fetched).
    static func copies(of data: SiteData, _ context: CommandContext) async -> (paths: [String: String], files: [(path: String, data: Data)]) {
        let configuration = context.configuration
        let pipeline = context.world.imagePipeline(session: configuration.session, cache: configuration.cache, diskLimit: configuration.cacheSize,
                                                   timeout: configuration.timeout, mode: .offline)
        var paths: [String: String] = [:], files: [(path: String, data: Data)] = []
        for (id, url) in data.artwork.sorted(by: { $0.key < $1.key }) {
            for size in [Album.largeArtworkSize, 200, 100] {
                guard let sized = URL(string: ArtworkURL.sized(url, size)), let loaded = try? await pipeline.load(sized) else { continue }
                let path = SitePaths.cover(id)
                paths[id] = path
                files.append((path, loaded.data))
                break
            }
        }
        return (paths, files)
    }
}
