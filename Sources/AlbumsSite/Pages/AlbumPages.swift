import AlbumsCore

/// A page per album: its run in every chart that kept it (as `albums artist`
/// works it out: peak and where, debut, days, stores), drawn for its best few
/// charts, and its page in Apple's store.
package enum AlbumPages {
    package static func page(_ life: ArtistRecord.Life, _ data: SiteData, histories: [String: ChartHistory], cover: String?) -> SitePage {
        let names = data.names
        var main: HTML = "<p class=\"meta\">by \(HTML.link(SitePaths.link(names.artistPath(life.artist), from: 1), life.artist))</p>"
        if let cover { main += "<img class=\"cover\" src=\"\(cover)\" alt=\"The cover of \(life.name)\" loading=\"lazy\" width=\"160\" height=\"160\">" }
        main += "<p>Best: #\(life.peak) in \(names.title(life.peakIn)) on \(SiteText.day(life.peakOn))."
            + " First kept \(SiteText.day(life.debut)), last \(SiteText.day(life.last)): \(life.days) \(life.days == 1 ? "day" : "days")."
            + " In \(life.stores) \(life.stores == 1 ? "store's" : "stores'" as HTML) charts now.</p>"
        let store = Album.storeURL(life.id)
        main += "<p>\(HTML.appleLink(store).map { HTML.link($0, "Open in Apple Music") } ?? "Apple Music: \(store)")</p>"
        // The charts where it did best, most editions first among equals: a line each.
        let best = life.charts.sorted { ($0.peak, -$0.editions, $0.chart) < ($1.peak, -$1.editions, $1.chart) }
        main += "<h2>Rank over time</h2>" + RunGraph.svg(best.prefix(5).compactMap { row in
            histories[row.chart].map { RunGraph.Series(title: names.title(row.chart), ranks: $0.ranks(of: life.id)) }
        })
        main += "<h2>Every chart</h2>" + HTML.table(
            [("Chart", false), ("Now", true), ("Peak", true), ("On", false), ("Debut", false), ("Days", true), ("Editions", true)],
            rows: best.map { row in
                [.text(names.chartLink(row.chart, depth: 1), class: "name"),
                 .number(row.now), .number(row.peak), .text(SiteText.day(row.peakOn)), .text(SiteText.day(row.debut)), .number(row.days), .number(row.editions)]
            })
        return SitePage.document(path: SitePaths.album(life.id), title: life.name, main: main)
    }
}

/// A page per artist: every album of theirs, as `albums artist` lists them;
/// and the list of every artist.
package enum ArtistPages {
    package static func page(name: String, lives: [ArtistRecord.Life], main chart: String, names: SiteData.Names) -> SitePage {
        let main: HTML = "<p class=\"meta\">\(name) · \(lives.count) \(lives.count == 1 ? "album" : "albums") · now: \(SitePaths.title(of: chart, stores: nil))</p>" + HTML.table(
            [("Album", false), ("Now", true), ("Peak", true), ("In", false), ("On", false), ("Debut", false), ("Days", true), ("Stores", true)],
            rows: lives.map { life in
                [SiteText.album(life.id, life.name, depth: 1), .number(life.now, shown: life.now.map { "\($0)" } ?? "–"), .number(life.peak, shown: "#\(life.peak)"),
                 .text(names.chartLink(life.peakIn, depth: 1)),
                 .text(SiteText.day(life.peakOn)), .text(SiteText.day(life.debut)), .number(life.days), .number(life.stores)]
            })
        return SitePage.document(path: names.artistPath(name), title: name, main: main)
    }

    package static func list(_ artists: [(name: String, lives: [ArtistRecord.Life])], names: SiteData.Names) -> SitePage {
        let main = HTML.table([("Artist", false), ("Albums", true), ("Best", true)], rows: artists.map { artist in
            [SiteText.artist(artist.name, depth: 1, names: names), .number(artist.lives.count), .number(artist.lives.map(\.peak).min())]
        })
        return SitePage.document(path: SitePaths.artists, title: "Artists", main: main)
    }
}

/// A page per year and month with editions of the index's chart: its albums
/// and its artists, as `albums top --year` or `--month` ranks them.
package enum PeriodPages {
    package static func page(_ period: String, chart: SiteData.Chart, limit: Int, names: SiteData.Names) -> SitePage? {
        guard let bounds = period.count == 4 ? PeriodChart.year(period) : PeriodChart.month(period) else { return nil }
        let editions = PeriodChart.editions(chart.history, from: bounds.from, to: bounds.to)
        let albums = PeriodChart.albums(chart.history, from: bounds.from, to: bounds.to).prefix(limit)
        let artists = PeriodChart.artists(chart.history, from: bounds.from, to: bounds.to).prefix(limit)
        var main: HTML = "<p class=\"meta\">\(chart.title): \(editions.count) \(editions.count == 1 ? "edition" : "editions"); each album gets N+1−rank points an edition, as <code>albums top</code> counts them.</p>"
        main += "<h2>Albums</h2>" + HTML.table([("#", true), ("Album", false), ("Artist", false), ("Points", true), ("Editions", true), ("Peak", true), ("Days", true)],
                                               rows: albums.map { row in
                                                   [.number(row.rank), SiteText.album(row.id, row.name, depth: 1), SiteText.artist(row.artist, depth: 1, names: names),
                                                    .number(row.points), .number(row.editions), .number(row.peak), .number(row.days)]
                                               })
        main += "<h2>Artists</h2>" + HTML.table([("#", true), ("Artist", false), ("Points", true), ("Albums", true), ("Editions", true), ("Peak", true)],
                                                rows: artists.map { row in
                                                    [.number(row.rank), SiteText.artist(row.artist, depth: 1, names: names), .number(row.points), .number(row.albums),
                                                     .number(row.editions), .number(row.peak)]
                                                })
        return SitePage.document(path: SitePaths.period(period), title: "Top of \(period) · \(chart.title)", main: main)
    }
}
