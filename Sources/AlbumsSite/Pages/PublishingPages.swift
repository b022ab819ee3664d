import AlbumsCore
import AlbumsEssentials

/// What a published site has besides its pages: a page for addresses that
/// lead nowhere (`404.html`), and with `--base-url` a sitemap of every page
/// and an Atom feed of each chart's new #1s and debuts. The feed's text is a
/// feed's (the albums' names): escaped as every page's is.
package enum PublishingPages {
    /// A sitemap holds at most this many addresses; past it, `sitemap.xml` lists sitemaps of as many each.
    static let sitemapLimit = 50_000

    /// The page a server shows for an address of the site that leads nowhere; its links lead from the site's root.
    package static func notFound(site: SiteFrame) -> SitePage {
        let root = site.baseURL ?? "/"
        let html: HTML = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>No such page · albums</title>
            <meta name="description" content="No page of the site is at this address.">
            <link rel="stylesheet" href="\(root)\(SiteAssets.stylesheetPath)">
            <link rel="icon" href="\(root)\(SiteAssets.iconPath)" type="image/svg+xml">
            </head>
            <body>
            <main id="main">
            <h1>No such page</h1>
            <p>No page of this site is at this address: the chart, album or artist may have left the kept charts.</p>
            <p><a href="\(root)\(SitePaths.index)">The newest worldwide chart</a> · <a href="\(root)\(SitePaths.artists)">Every artist</a></p>
            </main>
            </body>
            </html>

            """
        return SitePage(path: "404.html", html: html)
    }

    /// How many files the sitemap of `pages` pages is: one up to 50,000; past that, an index and a file per 50,000.
    package static func sitemapFiles(_ pages: Int) -> Int {
        pages > sitemapLimit ? (pages + sitemapLimit - 1) / sitemapLimit + 1 : 1
    }

    /// `sitemap.xml` (and its parts past 50,000 pages): every HTML page of the site but the 404, at `base`.
    package static func sitemaps(_ paths: [String], base: String, updated: Int64?) -> [SitePage] {
        let pages = paths.filter { $0.hasSuffix(".html") && $0 != "404.html" }.sorted()
        let lastmod: HTML = updated.map { "<lastmod>\(FeedDate.day($0))</lastmod>" } ?? HTML()
        func urlset(_ part: ArraySlice<String>) -> HTML {
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                + HTML.joined(part.map { path in "<url><loc>\(base)\(path == SitePaths.index ? "" : path)</loc>\(lastmod)</url>\n" }) + "</urlset>\n"
        }
        guard pages.count > sitemapLimit else { return [SitePage(path: "sitemap.xml", html: urlset(pages[...]))] }
        var parts: [SitePage] = []
        for (index, start) in stride(from: 0, to: pages.count, by: sitemapLimit).enumerated() {
            parts.append(SitePage(path: "sitemap-\(index + 1).xml", html: urlset(pages[start..<min(pages.count, start + sitemapLimit)])))
        }
        let index: HTML = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
            + HTML.joined(parts.map { "<sitemap><loc>\(base)\($0.path)</loc>\(lastmod)</sitemap>\n" }) + "</sitemapindex>\n"
        return [SitePage(path: "sitemap.xml", html: index)] + parts
    }

    /// What a chart's newest edition brought: its new #1, and its debuts in the first `limit`.
    package struct News: Sendable {
        package var chart: SiteData.Chart
        package var updated: Int64
        package var day: String
        package var numberOne: (id: String, name: String, artist: String)?
        package var debuts: [(id: String, name: String, artist: String, rank: Int)]
    }

    /// An edition's news: nil when it brought no new #1 and no debut.
    static func news(_ chart: SiteData.Chart, _ edition: ChartRecord.Edition, day: String) -> News? {
        let first = edition.rows.first.flatMap { row -> (id: String, name: String, artist: String)? in
            guard row.album.rank == 1, row.album.history?.previousRank != 1 else { return nil }
            return (row.album.id, row.album.name, row.album.artist)
        }
        let debuts = edition.rows.filter { $0.album.history?.movement == .new }.prefix(10).map { ($0.album.id, $0.album.name, $0.album.artist, $0.album.rank) }
        guard first != nil || !debuts.isEmpty else { return nil }
        return News(chart: chart, updated: edition.updated, day: day, numberOne: first, debuts: Array(debuts))
    }

    /// `feed.xml`: an Atom feed with an entry for each chart's newest edition that brought a new #1 or debuts, in the
    /// order given (the charts list's: the worldwide charts first), each linking to that edition's page at `base`.
    package static func feed(_ news: [News], base: String, updated: Int64?) -> SitePage {
        let stamp = FeedDate.iso(updated ?? 0)
        var xml: HTML = """
            <?xml version="1.0" encoding="UTF-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom">
            <title>albums: new number ones and debuts</title>
            <subtitle>Each kept chart's newest edition: its new #1 and its debuts.</subtitle>
            <id>\(base)feed.xml</id>
            <link rel="self" href="\(base)feed.xml"/>
            <link rel="alternate" type="text/html" href="\(base)"/>
            <updated>\(stamp)</updated>
            <author><name>albums site</name></author>
            <generator>albums</generator>

            """
        for item in news {
            let page = base + SitePaths.edition(item.chart.slug, day: item.day)
            var parts: [String] = []
            if let one = item.numberOne { parts.append("New #1: \(one.name) by \(one.artist)") }
            if !item.debuts.isEmpty { parts.append("Debuts: " + item.debuts.map { "#\($0.rank) \($0.name) by \($0.artist)" }.joined(separator: "; ")) }
            let title = item.numberOne.map { "\(item.chart.title), \(FeedDate.day(item.updated)): \($0.name) is #1" }
                ?? "\(item.chart.title), \(FeedDate.day(item.updated)): \(SiteText.counted(item.debuts.count, "debut"))"
            xml += """
                <entry>
                <title>\(title)</title>
                <id>\(page)</id>
                <link rel="alternate" type="text/html" href="\(page)"/>
                <updated>\(FeedDate.iso(item.updated))</updated>
                <summary>\(parts.joined(separator: ". ")).</summary>
                </entry>

                """
        }
        return SitePage(path: "feed.xml", html: xml + "</feed>\n")
    }
}
