import AlbumsCore
import AlbumsEssentials

/// A kept chart's pages, made together from one pass over its editions
/// (`ChartRecord`): its page (the newest edition, and every edition linked by
/// date), a page per kept edition (each with the edition before and after it),
/// its all-time totals, and for a worldwide chart every store's rank.
package enum ChartPages {
    /// Every page of `chart`, and what its newest edition brought (for the feed).
    package static func pages(_ chart: SiteData.Chart, _ data: SiteData, site: SiteFrame) -> (pages: [SitePage], news: PublishingPages.News?) {
        let record = data.record(chart, keeping: { _ in true })
        let stores = data.storeHistories(of: chart)
        let markets = chart.isWorld ? FanTable.markets(stores.keys) : []
        let days = editionNames(record.editions.map(\.updated))
        let cells = SiteText.Cells(data.names)
        var pages: [SitePage] = []
        for (index, edition) in record.editions.enumerated() {
            pages.append(editionPage(chart, edition, index: index, days: days, markets: markets, cells: cells, data, site: site))
        }
        pages.append(page(chart, record, days: days, markets: markets, cells: cells, data, site: site))
        pages.append(TotalsPage.page(chart, record, cells: cells, data, site: site))
        if chart.isWorld, let newest = record.editions.last {
            pages.append(matrix(chart, newest, stores: Array(stores.keys), cells: cells, data, site: site))
        }
        let news = record.editions.last.flatMap { PublishingPages.news(chart, $0, day: days[days.count - 1]) }
        return (pages, news)
    }

    /// Each edition's file name: its day, and "-2", "-3" for a second and third edition of one day.
    static func editionNames(_ dates: [Int64]) -> [String] {
        var seen: [String: Int] = [:]
        return dates.map { date in
            let day = FeedDate.day(date)
            seen[day, default: 0] += 1
            return seen[day] == 1 ? day : day + "-\(seen[day] ?? 1)"
        }
    }

    /// The edition's table, with what it is made of said above it.
    static func editionTable(_ chart: SiteData.Chart, _ edition: ChartRecord.Edition, markets: [String], depth: Int, cells: SiteText.Cells,
                             _ data: SiteData) -> HTML {
        let points = edition.storesCounted > 0
        let made: HTML = chart.isWorld
            ? (points ? "Points: an album placed N+1−rank in a store's chart of N gets that many points there, over the \(edition.storesCounted) stores kept that day."
                : "No store's chart of this day is kept: the points can't be worked out, only the ranks.")
            : "Points: N+1−rank in this chart of \(edition.length)."
        let caption: HTML = "\(chart.title), \(SiteText.day(edition.updated)): the first \(SiteText.number(edition.rows.count)) of \(SiteText.number(edition.length))"
        return "<p class=\"meta\">\(made)</p>" + FanTable.table(edition.rows, markets: markets, points: points, depth: depth, cells: cells, caption: caption)
    }

    /// The chart's page: its newest edition, then every edition linked by date, newest first.
    static func page(_ chart: SiteData.Chart, _ record: ChartRecord, days: [String], markets: [String], cells: SiteText.Cells, _ data: SiteData,
                     site: SiteFrame) -> SitePage {
        var main = HTML()
        if let first = record.editions.first, let newest = record.editions.last {
            let count = record.editions.count
            main += "<p class=\"meta\">\(SiteText.counted(count, "edition")) kept, from \(SiteText.day(first.updated)) to \(SiteText.day(newest.updated)). "
                + "\(HTML.link(SitePaths.link(SitePaths.totals(chart.slug), from: 1), "All-time totals"))"
                + (chart.isWorld ? " · \(HTML.link(SitePaths.link(SitePaths.matrix(chart.slug), from: 1), "Every store's rank"))" : "") + "</p>"
            main += "<h2>The newest edition, \(SiteText.day(newest.updated))</h2>" + editionTable(chart, newest, markets: markets, depth: 1, cells: cells, data)
        }
        main += "<h2 id=\"editions\">Every edition</h2>" + archive(chart, record, days: days, data)
        return SitePage.document(path: chart.path, title: chart.title, description: "\(chart.title): the newest edition of the chart, with points, days and peaks, and every kept edition.",
                                 main: main, site: site.dated(chart.newest))
    }

    /// Every edition, newest first: its date (linked to its page), its number one, how many albums, and how many were new to the chart.
    static func archive(_ chart: SiteData.Chart, _ record: ChartRecord, days: [String], _ data: SiteData) -> HTML {
        var rows: [[HTML.Cell]] = []
        for (index, edition) in record.editions.enumerated() {
            let first = edition.rows.first
            let new = edition.rows.filter { $0.album.history?.movement == .new }.count
            let date = HTML.link(SitePaths.link(SitePaths.edition(chart.slug, day: days[index]), from: 1), days[index])
            rows.append([.text(date), first.map { SiteText.album($0.album.id, $0.album.name, depth: 1) } ?? .text(HTML()),
                         .number(edition.length), .number(index == 0 ? nil : new)])
        }
        return HTML.table([("Edition", false), ("Number one", false), ("Albums", true), ("New", true)], rows: rows.reversed(),
                          caption: "Every kept edition of \(chart.title), newest first")
    }

    /// One edition's page, with the editions before and after it.
    static func editionPage(_ chart: SiteData.Chart, _ edition: ChartRecord.Edition, index: Int, days: [String], markets: [String],
                            cells: SiteText.Cells, _ data: SiteData, site: SiteFrame) -> SitePage {
        let path = SitePaths.edition(chart.slug, day: days[index])
        // On a page two folders down, a sibling edition is in the same folder.
        let before: HTML = index > 0 ? "<a rel=\"prev\" href=\"\(days[index - 1]).html\">← \(days[index - 1])</a>" : "<span>the first kept</span>"
        let after: HTML = index + 1 < days.count ? "<a rel=\"next\" href=\"\(days[index + 1]).html\">\(days[index + 1]) →</a>" : "<span>the newest</span>"
        let up = HTML.link(SitePaths.link(chart.path, from: 2), "every edition")
        let nav: HTML = "<nav class=\"editions\" aria-label=\"Editions\">\(before) · \(up) · \(after)</nav>"
        let main = nav + editionTable(chart, edition, markets: markets, depth: 2, cells: cells, data) + nav
        let title = "\(chart.title) · \(days[index])"
        return SitePage.document(path: path, title: title, description: "\(chart.title) as it was on \(SiteText.day(edition.updated)): every album's rank, points, days and peak.",
                                 main: main, site: site.dated(edition.updated))
    }

    /// A worldwide chart's newest edition with the album's rank in every store kept, biggest markets first.
    static func matrix(_ chart: SiteData.Chart, _ edition: ChartRecord.Edition, stores: [String], cells: SiteText.Cells, _ data: SiteData,
                       site: SiteFrame) -> SitePage {
        let codes = AppleMusicStores.inMarketOrder(stores)
        let caption: HTML = "\(chart.title), \(SiteText.day(edition.updated)): each album's rank in each of \(codes.count) stores"
        let columns: [HTML.Column] = [.init("#", numeric: true), .init("Album", numeric: false), .init("Pts", numeric: true)]
            + codes.map { .init("<abbr title=\"\(SitePaths.storeName($0))\">\($0.uppercased())</abbr>", numeric: true) }
        let rows = edition.rows.map { row -> [HTML.Cell] in
            [.number(row.album.rank), cells.album(row.album.id, row.album.name, artist: row.album.artist, depth: 2),
             SiteText.count(edition.storesCounted > 0 ? row.points : nil)] + codes.map { FanTable.position(row.positions[$0]) }
        }
        let main: HTML = "<p class=\"meta\">\(HTML.link(SitePaths.link(chart.path, from: 2), chart.title)) by store, the biggest markets first.</p>"
            + HTML.table(columns, rows: rows, caption: caption)
        return SitePage.document(path: SitePaths.matrix(chart.slug), title: "\(chart.title) · every store's rank",
                                 description: "\(chart.title): each album's rank in every store, on \(SiteText.day(edition.updated)).", main: main,
                                 site: site.dated(edition.updated))
    }
}
