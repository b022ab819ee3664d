import AlbumsCore

/// An edition's table as a chart fan reads it (kworb's): position, movement,
/// album with its artist, points, their change and their total over every
/// kept edition, days on the chart, peak (×N at it), and for a worldwide
/// chart the album's rank in each of the biggest markets (#1 and the top 10
/// marked). The points come right after the album, so that a phone shows them
/// beside it; the first column stays put while the rest scrolls.
enum FanTable {
    /// The biggest markets among `stores` (the stores whose charts are kept), at most 15, biggest first.
    static func markets(_ stores: some Collection<String>) -> [String] {
        Array(AppleMusicStores.biggestMarkets.filter(stores.contains).prefix(15))
    }

    /// `rows` (an edition's first rows, `ChartRecord`'s) in the table; `points`: whether points are known (some store kept).
    static func table(_ rows: [WorldwideChart.Row], markets: [String], points: Bool, depth: Int, cells: SiteText.Cells, caption: HTML) -> HTML {
        var columns: [HTML.Column] = [
            .init("#", numeric: true), .init("<abbr title=\"Movement since the edition before\">±</abbr>", numeric: true), .init("Album", numeric: false),
        ]
        if points {
            columns += [
                .init("<abbr title=\"Points: N+1−rank in each store's chart of N\">Pts</abbr>", numeric: true),
                .init("<abbr title=\"Points change since its previous edition on the chart\">Pts+</abbr>", numeric: true),
                .init("<abbr title=\"Total points over every kept edition\">TPts</abbr>", numeric: true),
            ]
        }
        columns += [.init("<abbr title=\"Days on the chart: the editions that list it\">Days</abbr>", numeric: true),
                    .init("<abbr title=\"Peak, and how many times there\">Pk</abbr>", numeric: true)]
        columns += markets.map { .init("<abbr title=\"\(SitePaths.storeName($0))\">\($0.uppercased())</abbr>", numeric: true) }
        // Cell by cell into the table's body: most cells are made once a chart (`cells`) and only copied here.
        var body = HTML()
        body.reserve(rows.count * (420 + 40 * markets.count))
        for row in rows {
            body += "<tr>"
            body += HTML.Cell.number(row.album.rank).html
            body += SiteText.movement(row.album.history?.movement).html
            body += cells.album(row.album.id, row.album.name, artist: row.album.artist, depth: depth).html
            if points {
                body += cells.count(row.points).html
                body += cells.pointsChange(row.pointsChange, debut: row.run?.days == 1).html
                body += cells.count(row.totalPoints).html
            }
            body += cells.count(row.run?.days).html
            body += cells.peak(row.run).html
            for market in markets { body += position(row.positions[market]).html }
            body += "</tr>"
        }
        return HTML.table(columns, body: body, caption: caption, kind: "fan")
    }

    /// An album's rank in a store: #1 and the top 10 marked; empty where it doesn't chart.
    static func position(_ rank: Int?) -> HTML.Cell {
        guard let rank else { return empty }
        return positions.indices.contains(rank) ? positions[rank] : makePosition(rank)
    }

    /// The ranks of an edition made once: a worldwide chart's row has 15 of them.
    private static let positions = (0...ChartHistory.editionSize).map(makePosition)
    private static let empty = HTML.Cell.number(nil)

    private static func makePosition(_ rank: Int) -> HTML.Cell {
        if rank == 1 { return .number(1, shown: "<strong class=\"top1\">1</strong>") }
        return rank <= 10 ? .number(rank, shown: "<span class=\"top10\">\(rank)</span>") : .number(rank)
    }

    /// The new #1, the debuts and the biggest climbers of an edition: what a fan looks at first.
    static func news(_ rows: [WorldwideChart.Row], depth: Int, names: SiteData.Names) -> HTML {
        let top = rows.filter { $0.album.rank == 1 && $0.album.history.map { $0.previousRank != 1 } == true }
        let debuts = rows.filter { $0.album.history?.movement == .new }.prefix(5)
        let climbers = rows.compactMap { row -> (WorldwideChart.Row, Int)? in
            if case .up(let places)? = row.album.history?.movement { return (row, places) }
            return nil
        }.sorted { $0.1 > $1.1 }.prefix(5)  // stable: of equal climbs, the higher place first (`rows` are in rank order)
        func item(_ row: WorldwideChart.Row, _ note: HTML) -> HTML {
            let album = HTML.link(SitePaths.link(SitePaths.album(row.album.id), from: depth), row.album.name)
            let artist = HTML.link(SitePaths.link(names.artistPath(row.album.artist), from: depth), row.album.artist)
            return "<li>#\(row.album.rank) \(album) <span class=\"by\">\(artist)</span> \(note)</li>"
        }
        func list(_ title: HTML, _ items: [HTML]) -> HTML {
            "<section><h3>\(title)</h3>" + (items.isEmpty ? "<p>None this edition.</p>" : "<ul>" + HTML.joined(items) + "</ul>") + "</section>"
        }
        return "<div class=\"news\">"
            + list("New #1", top.map { item($0, $0.album.history?.movement == .new ? "<span class=\"new\">debut</span>" : "") })
            + list("Debuts", debuts.map { item($0, "") })
            + list("Biggest climbers", climbers.map { item($0.0, "<span class=\"up\">▲\($0.1)</span>") })
            + "</div>"
    }
}
