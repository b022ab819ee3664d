import AlbumsCore
import AlbumsEssentials

/// A chart's all-time totals: its albums and its artists ranked by their
/// points over every kept edition (`ChartRecord`'s totals: the worldwide
/// chart's points are its stores', a store's N+1−rank), with days on the
/// chart, peak and days at #1.
enum TotalsPage {
    /// An artist over every kept edition of one chart: their albums' points and days at #1 added up.
    struct Artist: Equatable {
        var name: String
        var points: Int
        var albums: Int
        var days: Int
        var peak: Int
        var numberOneDays: Int
    }

    /// The artists of `totals`, most points first; `days`: each one's days on the chart (any album of theirs listed), by folded name.
    static func artists(_ totals: [ChartRecord.Total], days: [String: Int], fold: (String) -> String = { TextFolding.folded($0) }) -> [Artist] {
        var order: [String] = []
        var byName: [String: Artist] = [:]
        for total in totals {
            let key = fold(total.artist)
            if var artist = byName[key] {
                artist.points += total.totalPoints
                artist.albums += 1
                artist.peak = min(artist.peak, total.run.peak)
                artist.numberOneDays += total.run.daysAtNumberOne
                byName[key] = artist
            } else {
                order.append(key)
                byName[key] = Artist(name: total.artist, points: total.totalPoints, albums: 1, days: days[key] ?? 0, peak: total.run.peak,
                                     numberOneDays: total.run.daysAtNumberOne)
            }
        }
        return order.compactMap { byName[$0] }.sorted { ($1.points, $0.peak, $0.name) < ($0.points, $1.peak, $1.name) }
    }

    static func page(_ chart: SiteData.Chart, _ record: ChartRecord, cells: SiteText.Cells, _ data: SiteData, site: SiteFrame) -> SitePage {
        let limit = data.limit
        let albums = record.totals.prefix(limit)
        let artists = Self.artists(record.totals, days: SiteData.artistDays(chart.history, fold: data.names.fold), fold: data.names.fold).prefix(limit)
        let editions = chart.history.editions.count
        var main: HTML = "<p class=\"meta\">\(HTML.link(SitePaths.link(chart.path, from: 2), chart.title)) over its \(SiteText.counted(editions, "kept edition")): "
            + "each album's points in every edition added up (\(chart.isWorld ? "the stores' points, as on the chart's page" : "N+1−rank in each edition of N")).</p>"
        main += "<h2>Albums</h2>" + HTML.table(
            [("#", true), ("Album", false), ("Points", true), ("Days", true), ("Peak", true), ("Days at #1", true)],
            rows: albums.enumerated().map { index, total in
                [.number(index + 1), cells.album(total.id, total.name, artist: total.artist, depth: 2), SiteText.count(total.totalPoints),
                 SiteText.count(total.run.days), SiteText.peak(total.run), .number(total.run.daysAtNumberOne)]
            }, caption: "\(chart.title): the albums with the most points over every kept edition")
        main += "<h2>Artists</h2>" + HTML.table(
            [("#", true), ("Artist", false), ("Points", true), ("Albums", true), ("Days", true), ("Peak", true), ("Days at #1", true)],
            rows: artists.enumerated().map { index, artist in
                [.number(index + 1), SiteText.artist(artist.name, depth: 2, names: data.names), SiteText.count(artist.points), .number(artist.albums),
                 SiteText.count(artist.days), .number(artist.peak), .number(artist.numberOneDays)]
            }, caption: "\(chart.title): the artists with the most points over every kept edition")
        return SitePage.document(path: SitePaths.totals(chart.slug), title: "\(chart.title) · all time",
                                 description: "\(chart.title): the albums and artists with the most points over every kept edition.", main: main,
                                 site: site.dated(chart.newest))
    }
}
