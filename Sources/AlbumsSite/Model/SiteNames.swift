import AlbumsCore
import AlbumsEssentials

extension SiteData {
    /// The names of things, worked out once a run (a chart is linked from
    /// every album's page, an artist from every chart's): part of the data the
    /// pages are made from, not a table shared by every run in the process.
    package struct Names: Sendable {
        /// Each chart's title and slug, and its link as written on pages 0, 1 and 2 folders down.
        var charts: [String: (title: String, slug: String, links: [HTML])]
        /// Each artist's page, by their name as a feed wrote it.
        var artists: [String: String]
        /// Each artist's name folded (`TextFolding`: how two spellings are found to be one artist), by their name as written.
        var folded: [String: String]

        init(charts: [Chart], artists: some Sequence<String>) {
            self.charts = Dictionary(charts.map { chart in
                (chart.key, (chart.title, chart.slug, (0...2).map { HTML.link(SitePaths.link(chart.path, from: $0), chart.title) }))
            }) { first, _ in first }
            // Each spelling once (a name comes once per album of it); two spellings that fold alike share a page.
            var paths: [String: String] = [:], folds: [String: String] = [:]
            for name in Set(artists) {
                let folded = TextFolding.folded(name)
                (paths[name], folds[name]) = ("artists/" + SitePaths.slug(folded) + ".html", folded)
            }
            self.artists = paths
            self.folded = folds
        }

        /// An artist's name folded: looked up for the artists of the kept charts (folded once a run), else worked out.
        package func fold(_ name: String) -> String {
            folded[name] ?? TextFolding.folded(name)
        }

        /// "United States", "Worldwide · 171 stores", …: a kept chart's title, else worked out.
        package func title(_ key: String) -> String {
            charts[key]?.title ?? SitePaths.title(of: key, stores: SitePaths.worldStores(key)?.count)
        }

        /// A chart's title linked to its page, from a page `depth` down.
        package func chartLink(_ key: String, depth: Int) -> HTML {
            if let links = charts[key]?.links, depth < links.count { return links[depth] }
            return HTML.link(SitePaths.link(SitePaths.chart(key), from: depth), title(key))
        }

        /// An artist's page.
        package func artistPath(_ name: String) -> String {
            artists[name] ?? SitePaths.artist(name)
        }
    }
}
