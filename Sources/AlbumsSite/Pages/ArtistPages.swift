import AlbumsCore
import AlbumsEssentials

/// A page per artist: their totals, then every album of theirs as `albums
/// artist` lists them, with each one's worldwide numbers; the list of every
/// artist (their totals, sortable, with A–Z jump links); and a page per year
/// and month of the home chart (`albums top`).
package enum ArtistPages {
    /// An artist's totals over the home worldwide chart and every store.
    struct Totals: Equatable {
        var points: Int
        var numberOneStores: Int
        var days: Int
        var numberOneDays: Int
        var best: Int?
    }

    static func totals(_ lives: [ArtistRecord.Life], _ data: SiteData) -> Totals {
        let world = lives.compactMap { data.worldTotals[$0.id] }
        let stores = Set(lives.flatMap { life in life.charts.filter { $0.peak == 1 }.compactMap { data.stores.codes[$0.chart] } })
        let days = lives.first.flatMap { data.worldArtistDays[data.names.fold($0.artist)] } ?? lives.map(\.days).max() ?? 0
        return Totals(points: world.reduce(0) { $0 + $1.totalPoints }, numberOneStores: stores.count, days: days,
                      numberOneDays: world.reduce(0) { $0 + $1.run.daysAtNumberOne }, best: world.map(\.run.peak).min())
    }

    package static func page(name: String, lives: [ArtistRecord.Life], _ data: SiteData, site: SiteFrame) -> SitePage {
        let totals = totals(lives, data)
        var main: HTML = "<p class=\"meta\">\(SiteText.counted(lives.count, "album")) · now: \(data.names.title(data.main))</p>"
        if let link = data.artistLinks[data.names.fold(name)].flatMap(HTML.appleLink) { main += "<p>\(HTML.link(link, "Open in Apple Music"))</p>" }
        let world = data.homeChart?.isWorld == true
        if world {
            main += "<p class=\"summary\">\(SiteText.number(totals.points)) points worldwide · #1 in \(SiteText.counted(totals.numberOneStores, "store")) · "
                + "\(SiteText.counted(totals.days, "day")) on the worldwide chart · \(SiteText.counted(totals.numberOneDays, "day")) at #1 worldwide</p>"
        }
        var columns: [(title: StaticString, numeric: Bool)] = [("Album", false), ("Now", true), ("Peak", true), ("In", false), ("On", false), ("Debut", false),
                                                               ("Days", true), ("Stores", true)]
        if world { columns += [("World peak", true), ("World days", true), ("#1 stores", true), ("Points", true)] }
        main += HTML.table(columns, rows: lives.map { life in
            var cells: [HTML.Cell] = [SiteText.album(life.id, life.name, depth: 1), .number(life.now, shown: life.now.map { "\($0)" } ?? "–"),
                                      .number(life.peak, shown: "#\(life.peak)"), .text(data.names.chartLink(life.peakIn, depth: 1)),
                                      .plain(SiteText.day(life.peakOn)), .plain(SiteText.day(life.debut)), .number(life.days), .number(life.stores)]
            if world {
                let total = data.worldTotals[life.id]
                cells += [SiteText.peak(total?.run), SiteText.count(total?.run.days), .number(life.charts.filter { $0.peak == 1 && data.stores.isStore($0.chart) }.count),
                          SiteText.count(total?.totalPoints)]
            }
            return cells
        }, caption: "Every album of \(name)'s, best first")
        return SitePage.document(path: data.names.artistPath(name), title: name,
                                 description: "\(name): every album's run in the kept charts, worldwide and in each store, and their totals.", main: main,
                                 site: site.dated(lives.map(\.last).max()))
    }

    /// Every artist, A to Z (with a jump link for each letter), with their albums, best worldwide rank and points: sortable by any.
    package static func list(_ artists: [(name: String, lives: [ArtistRecord.Life])], _ data: SiteData, site: SiteFrame) -> SitePage {
        let sorted = artists.map { ($0, data.names.fold($0.name)) }.sorted { TextFolding.naturalOrder($0.1, $1.1) < 0 }
        var letters: [String] = []
        let rows = sorted.map { artist, folded -> [HTML.Cell] in
            let initial = folded.first.map { $0.isLetter && $0.isASCII ? String($0).uppercased() : "#" } ?? "#"
            var name = SiteText.artist(artist.name, depth: 1, names: data.names)
            if letters.last != initial {
                letters.append(initial)
                name.html = "<td class=\"name\" id=\"letter-\(initial == "#" ? "other" : initial)\">" + HTML.link(SitePaths.link(data.names.artistPath(artist.name), from: 1), artist.name) + "</td>"
            }
            let totals = totals(artist.lives, data)
            return [name, .number(artist.lives.count), .number(totals.best ?? artist.lives.map(\.peak).min()), SiteText.count(totals.points),
                    .number(totals.numberOneStores)]
        }
        let jumps = HTML.joined(letters.map { "<a href=\"#letter-\($0 == "#" ? "other" : $0)\">\($0)</a>" }, separator: " ")
        let main: HTML = "<nav class=\"letters\" aria-label=\"Artists by letter\">\(jumps)</nav>"
            + HTML.table([("Artist", false), ("Albums", true), ("Best", true), ("Points", true), ("#1 stores", true)], rows: rows,
                         caption: "Every artist, A to Z: a click on Points orders them by their points worldwide")
        return SitePage.document(path: SitePaths.artists, title: "Artists", description: "Every artist of the kept charts, with their albums, best rank and points.",
                                 main: main, site: site)
    }
}

/// A page per year and month with editions of the index's chart: its albums
/// and its artists, as `albums top --year` or `--month` ranks them.
package enum PeriodPages {
    package static func page(_ period: String, chart: SiteData.Chart, limit: Int, names: SiteData.Names, site: SiteFrame) -> SitePage? {
        guard let bounds = period.count == 4 ? PeriodChart.year(period) : PeriodChart.month(period) else { return nil }
        let editions = PeriodChart.editions(chart.history, from: bounds.from, to: bounds.to)
        let albums = PeriodChart.albums(chart.history, from: bounds.from, to: bounds.to).prefix(limit)
        let artists = PeriodChart.artists(chart.history, from: bounds.from, to: bounds.to).prefix(limit)
        var main: HTML = "<p class=\"meta\">\(chart.title): \(SiteText.counted(editions.count, "edition")); each album gets N+1−rank points an edition, as <code>albums top</code> counts them.</p>"
        main += "<h2>Albums</h2>" + HTML.table([("#", true), ("Album", false), ("Artist", false), ("Points", true), ("Editions", true), ("Peak", true), ("Days", true)],
                                               rows: albums.map { row in
                                                   [.number(row.rank), SiteText.album(row.id, row.name, depth: 1), SiteText.artist(row.artist, depth: 1, names: names),
                                                    SiteText.count(row.points), .number(row.editions), .number(row.peak), .number(row.days)]
                                               }, caption: "The albums of \(period), by points")
        main += "<h2>Artists</h2>" + HTML.table([("#", true), ("Artist", false), ("Points", true), ("Albums", true), ("Editions", true), ("Peak", true)],
                                                rows: artists.map { row in
                                                    [.number(row.rank), SiteText.artist(row.artist, depth: 1, names: names), SiteText.count(row.points), .number(row.albums),
                                                     .number(row.editions), .number(row.peak)]
                                                }, caption: "The artists of \(period), by points")
        return SitePage.document(path: SitePaths.period(period), title: "Top of \(period) · \(chart.title)",
                                 description: "The albums and artists of \(period) on \(chart.title), by points.", main: main,
                                 site: site.dated(chart.history.editions.last { FeedDate.day($0.updated).hasPrefix(period) }?.updated))
    }
}
