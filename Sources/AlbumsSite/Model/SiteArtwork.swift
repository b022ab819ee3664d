import AlbumsClients
import AlbumsCommands
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import AlbumsShape

/// The covers the pages show. A kept chart keeps no artwork, so the site
/// knows an album's artwork from the chart as it was last loaded (from the
/// cache, never the network). By default the pages load nothing from any
/// other host: each cover albums has cached is copied into the site, at the
/// size shown and twice that for sharp screens where the cache has it, and
/// every other album shows the site's own placeholder. `--remote-covers`
/// shows Apple's artwork instead.
package enum SiteArtwork {
    /// Where a page's cover comes from: a copy in the site (and one twice as sharp), or Apple's URL.
    package struct Cover: Equatable, Sendable {
        /// A path of the site's (from its root), or an https URL of Apple's.
        package var source: String
        package var sharp: String?
    }

    /// The size a cover is shown at on a page, in CSS pixels; and twice that, for sharp screens.
    static let shown = 160
    /// The sizes taken from the cache for each, smallest first (a larger one scaled down by the browser).
    static let sizes = (shown: [160, 200, 300, 600], sharp: [320, 600])

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

    /// Apple's image for each album whose artwork is known (`--remote-covers`), at twice the size shown.
    static func remote(_ data: SiteData) -> [String: Cover] {
        data.artwork.compactMapValues { url in HTML.artwork(ArtworkURL.sized(url, shown * 2)).map { Cover(source: $0, sharp: nil) } }
    }

    /// A copy of each cover albums has cached (offline: nothing is fetched; the stub session's are built in),
    /// at the size shown and twice that; the files to write with them.
    static func copies(of data: SiteData, _ context: CommandContext) async -> (covers: [String: Cover], files: [(path: String, data: Data)]) {
        let configuration = context.configuration
        let pipeline = context.world.imagePipeline(session: configuration.session, cache: configuration.cache, diskLimit: configuration.cacheSize,
                                                   timeout: configuration.timeout, mode: .offline)
        var covers: [String: Cover] = [:], files: [(path: String, data: Data)] = []
        func first(_ url: String, _ sizes: [Int]) async -> Data? {
            for size in sizes {
                if let sized = URL(string: ArtworkURL.sized(url, size)), let loaded = try? await pipeline.load(sized) { return loaded.data }
            }
            return nil
        }
        // In any order: each cover is a file of its own, and the manifest lists the site's files by path.
        for (id, url) in data.artwork {
            guard let shown = await first(url, sizes.shown) else { continue }
            let path = SitePaths.cover(id)
            files.append((path, shown))
            var cover = Cover(source: path, sharp: nil)
            if let sharp = await first(url, sizes.sharp), sharp != shown {
                let sharpPath = SitePaths.cover(id, sharp: true)
                files.append((sharpPath, sharp))
                cover.sharp = sharpPath
            }
            covers[id] = cover
        }
        return (covers, files)
    }
}
