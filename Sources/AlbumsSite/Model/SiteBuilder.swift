import AlbumsCore
import AlbumsPlatform

/// The whole site as pages, each a pure function of the data: the index, a
/// chart's pages (its own, one per kept edition, its totals, every store's
/// rank), a page per album, artist and period, the list of artists, and the
/// site's own files.
package enum SiteBuilder {
    /// `covers`: where each album's cover is, by id (an Apple URL, or a copy in the site).
    package static func pages(_ data: SiteData, covers: [String: String] = [:], baseURL: String? = nil) -> [SitePage] {
        jobs(data, covers: covers, baseURL: baseURL).flatMap { $0() }
    }

    /// The same pages, made on every core (each page is a pure function: the order they are made in changes nothing).
    package static func pages(_ data: SiteData, covers: [String: String] = [:], baseURL: String? = nil, cores: Int) async -> [SitePage] {
        let jobs = jobs(data, covers: covers, baseURL: baseURL)
        let chunk = max(1, (jobs.count + cores - 1) / max(1, cores))
        return await withTaskGroup(of: (Int, [SitePage]).self) { group in
            for start in stride(from: 0, to: jobs.count, by: chunk) {
                let slice = Array(jobs[start..<min(jobs.count, start + chunk)])
                group.addTask { (start, slice.flatMap { $0() }) }
            }
            var made: [(Int, [SitePage])] = []
            for await part in group { made.append(part) }
            return made.sorted { $0.0 < $1.0 }.flatMap(\.1)
        }
    }

    /// What every page says the same way: the newest kept edition, and where the site is published.
    static func frame(_ data: SiteData, baseURL: String?) -> SiteFrame {
        SiteFrame(updated: data.charts.compactMap(\.newest).max(), baseURL: baseURL)
    }

    /// Each piece of work that makes pages, not yet done, in the order the site lists them.
    static func jobs(_ data: SiteData, covers: [String: String], baseURL: String?) -> [@Sendable () -> [SitePage]] {
        let site = frame(data, baseURL: baseURL)
        var jobs: [@Sendable () -> [SitePage]] = [{ [IndexPage.page(data, site: site)] }]
        let histories = Dictionary(data.charts.map { ($0.key, $0.history) }) { first, _ in first }
        for chart in data.charts { jobs.append { ChartPages.pages(chart, data, site: site) } }
        let lives = ArtistRecord.lives(of: data.rows, main: data.main)
        // Albums a hundred to a job: a job each would cost more to hand out than to do.
        for start in stride(from: 0, to: lives.count, by: 100) {
            let share = Array(lives[start..<min(lives.count, start + 100)])
            jobs.append {
                share.map { life in
                    let cover = covers[life.id].map { $0.hasPrefix("https://") ? $0 : SitePaths.link($0, from: 1) }
                    return AlbumPages.page(life, data, histories: histories, cover: cover, site: site)
                }
            }
        }
        let artists = data.artists.map { artist in (name: artist.name, lives: ArtistRecord.lives(of: artist.rows, main: data.main)) }
        for start in stride(from: 0, to: artists.count, by: 100) {
            let share = Array(artists[start..<min(artists.count, start + 100)])
            jobs.append { share.map { ArtistPages.page(name: $0.name, lives: $0.lives, data, site: site) } }
        }
        jobs.append { [ArtistPages.list(artists, data, site: site)] }
        if let chart = data.homeChart {
            for period in data.periods {
                jobs.append { PeriodPages.page(period, chart: chart, limit: data.limit, names: data.names, site: site).map { [$0] } ?? [] }
            }
        }
        jobs.append {
            [SitePage.asset(path: SiteAssets.stylesheetPath, SiteAssets.stylesheet), SitePage.asset(path: SiteAssets.scriptPath, SiteAssets.script),
             SitePage.asset(path: SiteAssets.iconPath, SiteAssets.icon)]
        }
        return jobs
    }
}
