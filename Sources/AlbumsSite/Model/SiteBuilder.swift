import AlbumsCore
import AlbumsPlatform

/// The whole site as pages, each a pure function of the data: the index, a
/// page per chart, album, artist and period, the list of artists, and the
/// stylesheet and script.
package enum SiteBuilder {
    /// `covers`: where each album's cover is, by id (an Apple URL, or a copy in the site).
    package static func pages(_ data: SiteData, covers: [String: String] = [:]) -> [SitePage] {
        jobs(data, covers: covers).map { $0() }
    }

    /// The same pages, made on every core (each page is a pure function: the order they are made in changes nothing).
    package static func pages(_ data: SiteData, covers: [String: String] = [:], cores: Int) async -> [SitePage] {
        let jobs = jobs(data, covers: covers)
        let chunk = max(1, (jobs.count + cores - 1) / max(1, cores))
        return await withTaskGroup(of: (Int, [SitePage]).self) { group in
            for start in stride(from: 0, to: jobs.count, by: chunk) {
                let slice = Array(jobs[start..<min(jobs.count, start + chunk)])
                group.addTask { (start, slice.map { $0() }) }
            }
            var made: [(Int, [SitePage])] = []
            for await part in group { made.append(part) }
            return made.sorted { $0.0 < $1.0 }.flatMap(\.1)
        }
    }

    /// Each page to make, as work not yet done, in the order the site lists them.
    static func jobs(_ data: SiteData, covers: [String: String]) -> [@Sendable () -> SitePage] {
        var jobs: [@Sendable () -> SitePage] = [{ IndexPage.page(data) }]
        let histories = Dictionary(data.charts.map { ($0.key, $0.history) }) { first, _ in first }
        for chart in data.charts { jobs.append { ChartPages.page(chart, data) } }
        for life in ArtistRecord.lives(of: data.rows, main: data.main) {
            let cover = covers[life.id].map { $0.hasPrefix("https://") ? $0 : SitePaths.link($0, from: 1) }
            jobs.append { AlbumPages.page(life, data, histories: histories, cover: cover) }
        }
        let artists = data.artists.map { artist in (name: artist.name, lives: ArtistRecord.lives(of: artist.rows, main: data.main)) }
        for artist in artists { jobs.append { ArtistPages.page(name: artist.name, lives: artist.lives, main: data.main, names: data.names) } }
        jobs.append { ArtistPages.list(artists, names: data.names) }
        if let chart = data.periodChart {
            for period in data.periods {
                if let page = PeriodPages.page(period, chart: chart, limit: data.limit, names: data.names) { jobs.append { page } }
            }
        }
        jobs.append { SitePage.asset(path: SiteAssets.stylesheetPath, SiteAssets.stylesheet) }
        jobs.append { SitePage.asset(path: SiteAssets.scriptPath, SiteAssets.script) }
        return jobs
    }
}
