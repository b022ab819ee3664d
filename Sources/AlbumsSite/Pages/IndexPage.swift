import AlbumsCore

/// The index: the newest worldwide chart kept (whatever feed its stores came
/// from), else the newest edition of the chart most recently kept, as a fan
/// reads it, with what is new in it; then every kept chart by region, every
/// period and the artists.
package enum IndexPage {
    package static func page(_ data: SiteData, site: SiteFrame) -> SitePage {
        var main = HTML()
        let title: String, heading: String
        if let chart = data.homeChart {
            // The chart's own page has the chart's name for a title: the index says it is the newest edition.
            (title, heading) = ("Top albums now: \(chart.title)", chart.title)
            let last = chart.history.editions.count - 1
            let record = data.record(chart, keeping: { $0 == last })
            let markets = chart.isWorld ? FanTable.markets(data.storeHistories(of: chart).keys) : []
            if let edition = record.editions.last {
                let what: HTML = chart.isWorld
                    ? "The worldwide chart of \(SiteText.day(edition.updated)), as <code>albums world</code> ranks it."
                    : "No worldwide chart is kept yet (<code>albums world</code> makes one): the chart kept most recently, of \(SiteText.day(edition.updated))."
                main += "<p class=\"meta\">\(what) \(HTML.link("#new", "What's new")) · \(HTML.link(chart.path, "Every edition")) · \(HTML.link(SitePaths.totals(chart.slug), "All-time totals"))"
                    + (chart.isWorld ? " · \(HTML.link(SitePaths.matrix(chart.slug), "Every store's rank"))" : "") + "</p>"
                // The chart first, where a phone shows it without scrolling; what is new in it after.
                main += ChartPages.editionTable(chart, edition, markets: markets, depth: 0, cells: SiteText.Cells(data.names), data)
                main += "<h2 id=\"new\">What's new</h2>" + FanTable.news(edition.rows, depth: 0, names: data.names)
            }
        } else {
            (title, heading) = ("No chart kept yet", "No chart kept yet")
            main += "<p>albums keeps each chart it loads (setting history). Run <code>albums</code>, or <code>albums world</code> for every store's, then this again.</p>"
        }
        main += "<h2 id=\"charts\">Charts</h2>" + chartList(data)
        main += "<h2 id=\"periods\">Periods</h2>" + periodList(data)
        main += "<h2 id=\"artists\">Artists</h2><p>\(HTML.link(SitePaths.artists, "Every artist")) (\(SiteText.number(data.artists.count))) of every kept chart.</p>"
        return SitePage.document(path: SitePaths.index, title: title, heading: HTML(escaping: heading), description: "\(title): the newest kept chart, with points, days, peaks and every store's rank, made by albums site.",
                                 main: main, site: site)
    }

    /// Every kept chart: the worldwide ones first, then the stores by region, biggest markets first, then the other feeds.
    static func chartList(_ data: SiteData) -> HTML {
        guard !data.charts.isEmpty else { return "<p>None yet.</p>" }
        var groups: [(title: String, charts: [SiteData.Chart])] = []
        for chart in data.charts {
            let group = chart.isWorld ? "Worldwide" : chart.storeCode.flatMap { AppleMusicStores.region($0)?.rawValue } ?? "Other feeds"
            if groups.last?.title == group { groups[groups.count - 1].charts.append(chart) } else { groups.append((group, [chart])) }
        }
        return HTML.joined(groups.map { group in
            "<h3>\(group.title)</h3>" + HTML.table([("Chart", false), ("Editions", true), ("First", false), ("Newest", false), ("Number one now", false)],
                                                   rows: group.charts.map { chart in
                let newest = chart.history.editions.last
                let first = newest.flatMap { chart.history.albums(of: $0).first }
                return [.text(data.names.chartLink(chart.key, depth: 0), class: "name"), .number(chart.history.editions.count),
                        .plain(chart.history.editions.first.map { SiteText.day($0.updated) } ?? ""), .plain(newest.map { SiteText.day($0.updated) } ?? ""),
                        first.map { SiteText.album($0.id, $0.name, depth: 0) } ?? .text(HTML())]
            }, caption: "\(group.title): \(SiteText.counted(group.charts.count, "chart"))")
        })
    }

    static func periodList(_ data: SiteData) -> HTML {
        let periods = data.periods
        guard let chart = data.homeChart, !periods.isEmpty else { return "<p>None yet.</p>" }
        return "<p>Albums and artists of each year and month with an edition of \(chart.title), as <code>albums top</code> ranks them.</p><ul class=\"periods\">"
            + HTML.joined(periods.map { "<li>\(HTML.link(SitePaths.period($0), $0))</li>" }) + "</ul>"
    }
}
