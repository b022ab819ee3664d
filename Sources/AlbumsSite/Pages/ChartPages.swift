import AlbumsCore

/// A page per kept chart: its newest edition with movement, peak and days
/// (as `albums list` marks them), and every edition kept.
package enum ChartPages {
    package static func page(_ chart: SiteData.Chart, _ data: SiteData) -> SitePage {
        let history = chart.history
        var main = HTML()
        if let first = history.editions.first, let newest = history.editions.last {
            main += "<p class=\"meta\">\(history.editions.count) \(history.editions.count == 1 ? "edition" : "editions") kept, from \(SiteText.day(first.updated)) to \(SiteText.day(newest.updated)). The newest:</p>"
        }
        main += table(data.newestAlbums(chart), depth: 1, names: data.names)
        main += "<h2>Every edition</h2>" + archive(history)
        return SitePage.document(path: chart.path, title: chart.title, main: main)
    }

    /// An edition's albums: rank, movement, album, artist, peak, days on the chart, editions.
    static func table(_ albums: [Album], depth: Int, names: SiteData.Names) -> HTML {
        HTML.table([("#", true), ("Move", true), ("Album", false), ("Artist", false), ("Peak", true), ("Days", true), ("Editions", true)],
                   rows: albums.map { album in
                       [.number(album.rank), SiteText.movement(album.history?.movement), SiteText.album(album.id, album.name, depth: depth),
                        SiteText.artist(album.artist, depth: depth, names: names), .number(album.history?.peakRank), .number(album.history?.days),
                        .number(album.history?.editions)]
                   })
    }

    /// Every edition, newest first: its date, its number one, and how many albums were new to the chart.
    static func archive(_ history: ChartHistory) -> HTML {
        var seen = Set<Int32>()
        var rows: [[HTML.Cell]] = []
        for edition in history.editions {
            let new = edition.albums.filter { !seen.contains($0) }.count
            seen.formUnion(edition.albums)
            let first = edition.albums.first.flatMap { history.entry(at: Int($0)) }
            rows.append([.text(SiteText.day(edition.updated)), first.map { SiteText.album($0.id, $0.name, depth: 1) } ?? .text(HTML()),
                         .number(edition.albums.count), .number(rows.isEmpty ? nil : new)])
        }
        return HTML.table([("Edition", false), ("Number one", false), ("Albums", true), ("New", true)], rows: rows.reversed())
    }
}
