import AlbumsCore
import Foundation

/// The whole site as pages, each a pure function of the data: the index, a
/// page per chart, album, artist and period, the list of artists, and the
/// stylesheet and script.
package enum SiteBuilder {
    /// `covers`: where each album's cover is, by id (an Apple URL, or a copy in the site).
    package static func pages(_ data: SiteData, covers: [String: String] = [:]) -> [SitePage] {
        var pages = [IndexPage.page(data)]
        let histories = Dictionary(data.charts.map { ($0.key, $0.history) }) { first, _ in first }
        for chart in data.charts { pages.append(ChartPages.page(chart, data)) }
        for life in ArtistRecord.lives(of: data.rows, main: data.main) {
            pages.append(AlbumPages.page(life, data, histories: histories, cover: covers[life.id].map { $0.hasPrefix("https://") ? $0 : SitePaths.link($0, from: 1) }))
        }
        let artists = data.artists.map { artist in (name: artist.name, lives: ArtistRecord.lives(of: artist.rows, main: data.main)) }
        for artist in artists { pages.append(ArtistPages.page(name: artist.name, lives: artist.lives, main: data.main)) }
        pages.append(ArtistPages.list(artists))
        if let chart = data.periodChart {
            pages += data.periods.compactMap { PeriodPages.page($0, chart: chart, limit: data.limit) }
        }
        pages.append(SitePage(path: SiteAssets.stylesheetPath, html: SiteAssets.stylesheet))
        pages.append(SitePage(path: SiteAssets.scriptPath, html: SiteAssets.script))
        return pages
    }
}
