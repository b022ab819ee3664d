import AlbumsCore

/// A page per album: where it stands worldwide and in the biggest markets
/// (said in one line, then drawn), its page in Apple's store, and its run in
/// every chart that kept it: the worldwide chart first, then the stores in
/// market order.
package enum AlbumPages {
    /// `ranks`: the ranks of every album in each chart the graph may draw (the worldwide chart, the stores').
    package static func page(_ life: ArtistRecord.Life, _ data: SiteData, ranks: [String: ChartHistory.RankIndex], cover: SiteArtwork.Cover?,
                             site: SiteFrame) -> SitePage {
        let names = data.names
        let charts = ordered(life.charts, data)
        var main: HTML = "<p class=\"meta\">by \(HTML.link(SitePaths.link(names.artistPath(life.artist), from: 1), life.artist))</p>"
        main += image(cover, name: life.name)
        main += "<p class=\"summary\">\(summary(life, charts: charts, data))</p>"
        let store = Album.storeURL(life.id)
        main += "<p>\(HTML.appleLink(store).map { HTML.link($0, "Open in Apple Music") } ?? "Apple Music: \(store)")</p>"
        // The worldwide line, then the album's five biggest markets.
        let drawn = charts.filter { $0.chart == data.homeChart?.key } + charts.filter { data.stores.codes[$0.chart] != nil }.prefix(5)
        main += "<h2>Rank over time</h2>" + RunGraph.svg(drawn.compactMap { row in
            ranks[row.chart].map { index in
                RunGraph.Series(title: names.title(row.chart), label: label(row.chart, data), ranks: index.ranks(of: life.id))
            }
        })
        main += "<h2>Every chart</h2>" + HTML.table(
            [("Chart", false), ("Now", true), ("Peak", true), ("On", false), ("Debut", false), ("Days", true)],
            rows: charts.map { row in
                [.text(names.chartLink(row.chart, depth: 1), class: "name"), .number(row.now), SiteText.peak(row.run), .plain(SiteText.day(row.peakOn)),
                 .plain(SiteText.day(row.debut)), SiteText.count(row.days)]
            }, caption: "\(life.name) in every kept chart: the worldwide chart first, then the stores, biggest markets first")
        return SitePage.document(path: SitePaths.album(life.id), title: "\(life.name) — \(life.artist)", heading: "\(life.name)",
                                 description: "\(life.name) by \(life.artist): its run in the charts, worldwide and in each store.", main: main,
                                 site: site.dated(life.last))
    }

    /// The album's cover: a copy in the site (with one twice as sharp), Apple's (`--remote-covers`), or the site's placeholder.
    static func image(_ cover: SiteArtwork.Cover?, name: String) -> HTML {
        let up = { (path: String) in path.hasPrefix("https://") ? path : SitePaths.link(path, from: 1) }
        guard let cover else {
            return "<img class=\"cover\" src=\"\(up(SiteAssets.placeholderPath))\" alt=\"No cover of \(name) is kept\" width=\"160\" height=\"160\">"
        }
        let sharp: HTML = cover.sharp.map { " srcset=\"\(up(cover.source)) 1x, \(up($0)) 2x\"" } ?? ""
        return "<img class=\"cover\" src=\"\(up(cover.source))\"\(sharp) alt=\"The cover of \(name)\" width=\"160\" height=\"160\">"
    }

    /// The worldwide charts first (the index's first, then by best rank), then the stores in market order (then by best
    /// rank), then the others by best rank; rows alike in all that stay in the order of their charts' keys (`ArtistRecord`'s).
    static func ordered(_ rows: [ArtistRecord.Row], _ data: SiteData) -> [ArtistRecord.Row] {
        let home = data.homeChart?.key
        // Each row's key worked out once (a chart's kind is read from its key), not at each comparison; the sort is stable.
        func key(_ row: ArtistRecord.Row) -> (Int, Int, Int) {
            if let code = data.stores.codes[row.chart] { return (1, AppleMusicStores.marketOrder(code), row.peak) }
            if SitePaths.worldStores(row.chart) != nil { return (0, row.chart == home ? 0 : 1, row.peak) }
            return (2, row.peak, 0)
        }
        return rows.map { (key($0), $0) }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// "#1 worldwide for 3 days · #1 in 56 stores · 30 days on the chart · in 171 stores' charts now · 2,431 points".
    static func summary(_ life: ArtistRecord.Life, charts: [ArtistRecord.Row], _ data: SiteData) -> String {
        var parts: [String] = []
        if let world = data.worldTotals[life.id] {
            let times = world.run.timesAtPeak
            parts.append("#\(world.run.peak) worldwide" + (times > 1 ? " for \(SiteText.counted(times, "day"))" : ""))
        }
        let stores = charts.filter { data.stores.codes[$0.chart] != nil }
        if let best = stores.map(\.peak).min() {
            let at = stores.filter { $0.peak == best }
            let named = at.count == 1 ? SitePaths.storeName(data.stores.codes[at[0].chart] ?? "") : "\(SiteText.number(at.count)) stores"
            parts.append("#\(best) in \(named)")
        }
        let days = data.worldTotals[life.id]?.run.days ?? life.days
        parts.append("\(SiteText.counted(days, "day")) on the chart")
        parts.append("in \(SiteText.number(life.stores)) \(life.stores == 1 ? "store's" : "stores'") charts now")
        if let points = data.worldTotals[life.id]?.totalPoints, points > 0 { parts.append("\(SiteText.number(points)) points") }
        return parts.joined(separator: " · ")
    }

    /// How a line of the graph is labelled at its end: "World", or the store's code.
    static func label(_ chart: String, _ data: SiteData) -> String {
        if SitePaths.worldStores(chart) != nil { return "World" }
        return data.stores.codes[chart]?.uppercased() ?? "Chart"
    }
}
