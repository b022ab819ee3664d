import AlbumsCore
import AlbumsPlatform
import Synchronization

/// The whole site as pages, each a pure function of the data: the index, a
/// chart's pages (its own, one per kept edition, its totals, every store's
/// rank), a page per album, artist and period, the list of artists, the
/// site's own files and its 404 page; with a base URL, its sitemap and feed.
package enum SiteBuilder {
    /// What a piece of work made: pages, and what a chart's newest edition brought (for the feed).
    struct Made {
        var pages: [SitePage]
        var news: PublishingPages.News? = nil
    }

    /// `covers`: each album's cover, by id (a copy in the site, or Apple's URL); `baseURL`: where the site is published.
    package static func pages(_ data: SiteData, covers: [String: SiteArtwork.Cover] = [:], baseURL: String? = nil) -> [SitePage] {
        let made = jobs(data, covers: covers, baseURL: baseURL).map { $0() }
        let pages = made.flatMap(\.pages)
        return pages + publishing(data, paths: pages.map(\.path), news: made.compactMap(\.news), baseURL: baseURL)
    }

    /// The same pages, made on every core and handed to `take` as each job makes them (each page is a pure
    /// function: the order they are made in changes nothing), so that they are never all in memory at once.
    /// The first error `take` throws stops the work. `cores`: how many workers take jobs (one or more; one with no job
    /// left to take stops at once).
    package static func make(_ data: SiteData, covers: [String: SiteArtwork.Cover] = [:], baseURL: String? = nil, cores: Int,
                             take: @escaping @Sendable (SitePage) throws -> Void) async throws {
        let work = jobs(data, covers: covers, baseURL: baseURL)
        let next = Queue()
        let seen = Collected()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<cores {
                group.addTask {
                    while let index = next.take(below: work.count), !Task.isCancelled {
                        let made = work[index]()
                        for page in made.pages { try take(page) }
                        seen.add(made)
                    }
                }
            }
            try await group.waitForAll()
        }
        let (paths, news) = seen.all
        for page in publishing(data, paths: paths, news: news, baseURL: baseURL) { try take(page) }
    }

    /// The paths of the pages made, and the news of each chart's newest edition, from every worker.
    final class Collected: Sendable {
        private let made = Mutex<(paths: [String], news: [PublishingPages.News])>(([], []))

        func add(_ work: Made) {
            made.withLock { made in
                made.paths += work.pages.map(\.path)
                if let news = work.news { made.news.append(news) }
            }
        }

        var all: ([String], [PublishingPages.News]) { made.withLock { ($0.paths, $0.news) } }
    }

    /// The next job to do, for whichever worker asks first.
    final class Queue: Sendable {
        private let next = Mutex(0)

        func take(below count: Int) -> Int? {
            next.withLock { index in
                guard index < count else { return nil }
                defer { index += 1 }
                return index
            }
        }
    }

    /// With a base URL: the sitemap of every page (`paths`) and the feed of what each chart's newest edition brought.
    static func publishing(_ data: SiteData, paths: [String], news: [PublishingPages.News], baseURL: String?) -> [SitePage] {
        guard let baseURL else { return [] }
        let updated = frame(data, baseURL: baseURL).updated
        // The feed's entries in the charts list's order, whatever order the workers made them in.
        let byChart = Dictionary(news.map { ($0.chart.key, $0) }) { first, _ in first }
        let feed = PublishingPages.feed(data.charts.compactMap { byChart[$0.key] }, base: baseURL, updated: updated)
        return PublishingPages.sitemaps(paths, base: baseURL, updated: updated) + [feed]
    }

    /// How many pages the site has (for a progress bar): the index, each chart's (its own, its editions, its totals, a
    /// worldwide chart's stores), an album's, an artist's, the list, each period, the site's own four files and its 404 page;
    /// with a base URL, the sitemap's files and the feed.
    package static func count(_ data: SiteData, baseURL: String? = nil) -> Int {
        let charts = data.charts.reduce(0) { $0 + $1.history.editions.count + 2 + ($1.isWorld ? 1 : 0) }
        let pages = 1 + charts + data.lives.count + data.artists.count + 1 + data.periods.count
        return pages + 5 + (baseURL == nil ? 0 : PublishingPages.sitemapFiles(pages) + 1)
    }

    /// What every page says the same way: the newest kept edition, and where the site is published.
    static func frame(_ data: SiteData, baseURL: String?) -> SiteFrame {
        SiteFrame(updated: data.charts.compactMap(\.newest).max(), baseURL: baseURL)
    }

    /// Each piece of work that makes pages, not yet done, in the order the site lists them.
    static func jobs(_ data: SiteData, covers: [String: SiteArtwork.Cover], baseURL: String?) -> [@Sendable () -> Made] {
        let site = frame(data, baseURL: baseURL)
        var jobs: [@Sendable () -> Made] = [{ Made(pages: [IndexPage.page(data, site: site)]) }]
        let artists = data.artists
        jobs.append { Made(pages: [ArtistPages.list(artists, data, site: site)]) }
        // Every album's ranks in each chart its page draws, found once per chart, not once per album.
        let drawn = Set(data.charts.filter { $0.key == data.homeChart?.key || data.stores.codes[$0.key] != nil }.map(\.key))
        let ranks = Dictionary(data.charts.filter { drawn.contains($0.key) }.map { ($0.key, $0.history.rankIndex()) }) { first, _ in first }
        for chart in data.charts {
            jobs.append {
                let (pages, news) = ChartPages.pages(chart, data, site: site)
                return Made(pages: pages, news: news)
            }
        }
        let lives = data.lives
        // Albums a hundred to a job: a job each would cost more to hand out than to do.
        for start in stride(from: 0, to: lives.count, by: 100) {
            let share = Array(lives[start..<min(lives.count, start + 100)])
            jobs.append { Made(pages: share.map { life in AlbumPages.page(life, data, ranks: ranks, cover: covers[life.id], site: site) }) }
        }
        for start in stride(from: 0, to: artists.count, by: 100) {
            let share = artists[start..<min(artists.count, start + 100)]
            jobs.append { Made(pages: share.map { ArtistPages.page(name: $0.name, lives: $0.lives, data, site: site) }) }
        }
        if let chart = data.homeChart {
            for period in data.periods {
                jobs.append { Made(pages: PeriodPages.page(period, chart: chart, limit: data.limit, names: data.names, site: site).map { [$0] } ?? []) }
            }
        }
        jobs.append {
            Made(pages: [SitePage.asset(path: SiteAssets.stylesheetPath, SiteAssets.stylesheet), SitePage.asset(path: SiteAssets.scriptPath, SiteAssets.script),
                         SitePage.asset(path: SiteAssets.iconPath, SiteAssets.icon), SitePage.asset(path: SiteAssets.placeholderPath, SiteAssets.placeholder),
                         PublishingPages.notFound(site: site)])
        }
        return jobs
    }
}
