import AlbumsCore

/// The index: the newest worldwide chart kept (as `albums world` ranks it),
/// else the newest edition of the chart most recently kept; then every kept
/// chart, every period and the artists.
package enum IndexPage {
    package static func page(_ data: SiteData) -> SitePage {
        var main = HTML()
        let title: String
        switch data.home {
        case .world(let chart, let rows, let updated):
            title = chart.title
            main += "<p class=\"meta\">The edition of \(SiteText.day(updated)), ranked by points as <code>albums world</code> ranks it: an album placed N+1−rank in a store's chart of N gets that many points there.</p>"
            main += worldTable(rows, depth: 0, names: data.names)
        case .chart(let chart):
            title = chart.title
            main += "<p class=\"meta\">No worldwide chart is kept yet (<code>albums world</code> makes one): the chart kept most recently.</p>"
            main += ChartPages.table(data.newestAlbums(chart), depth: 0, names: data.names)
        case .nothing:
            title = "No chart kept yet"
            main += "<p>albums keeps each chart it loads (setting history). Run <code>albums</code>, or <code>albums world</code> for every store's, then this again.</p>"
        }
        main += "<h2 id=\"charts\">Charts</h2>" + chartList(data)
        main += "<h2 id=\"periods\">Periods</h2>" + periodList(data)
        main += "<h2 id=\"artists\">Artists</h2><p>\(HTML.link(SitePaths.artists, "Every artist")) (\(data.artists.count)) of every kept chart.</p>"
        return SitePage.document(path: SitePaths.index, title: title, main: main)
    }

    /// The worldwide chart's table: rank, movement, album, artist, points, stores, #1s, best rank and where.
    static func worldTable(_ rows: [WorldwideChart.Row], depth: Int, names: SiteData.Names) -> HTML {
        HTML.table([("#", true), ("Move", true), ("Album", false), ("Artist", false), ("Points", true), ("Stores", true), ("#1s", true), ("Best", true)],
                   rows: rows.map { row in
                       let more: HTML = row.bestIn.count > 1 ? " +\(row.bestIn.count - 1)" : ""
                       let best: HTML = "\(row.best) \((row.bestIn.first ?? "").uppercased())\(more)"
                       return [.number(row.album.rank), SiteText.movement(row.album.history?.movement), SiteText.album(row.album.id, row.album.name, depth: depth),
                               SiteText.artist(row.album.artist, depth: depth, names: names), .number(row.points), .number(row.stores), .number(row.numberOnes),
                               .number(row.best, shown: best)]
                   })
    }

    static func chartList(_ data: SiteData) -> HTML {
        guard !data.charts.isEmpty else { return "<p>None yet.</p>" }
        return HTML.table([("Chart", false), ("Editions", true), ("First", false), ("Newest", false), ("Number one now", false)], rows: data.charts.map { chart in
            let newest = chart.history.editions.last
            let first = newest.flatMap { chart.history.albums(of: $0).first }
            return [.text(data.names.chartLink(chart.key, depth: 0), class: "name"), .number(chart.history.editions.count),
                    .text(chart.history.editions.first.map { SiteText.day($0.updated) } ?? ""), .text(newest.map { SiteText.day($0.updated) } ?? ""),
                    first.map { SiteText.album($0.id, $0.name, depth: 0) } ?? .text(HTML())]
        })
    }

    static func periodList(_ data: SiteData) -> HTML {
        let periods = data.periods
        guard let chart = data.periodChart, !periods.isEmpty else { return "<p>None yet.</p>" }
        return "<p>Albums and artists of each year and month with an edition of \(chart.title), as <code>albums top</code> ranks them.</p><ul class=\"periods\">"
            + HTML.joined(periods.map { "<li>\(HTML.link(SitePaths.period($0), $0))</li>" }) + "</ul>"
    }
}
