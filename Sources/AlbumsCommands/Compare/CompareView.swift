import AlbumsCore
import AlbumsEssentials
import AlbumsTerminal

/// The render half of `albums compare`.
package enum CompareView {
    package static let jsonFields = ["id", "name", "artist", "ranks", "best", "countries"]

    /// `[{id, name, artist, ranks: {us: 1, gb: null}, best, countries}]`.
    package static func json(_ chart: WorldChart) -> JSON {
        .array(chart.rows.map { row in
            .object([
                .init("id", .string(row.id)), .init("name", .string(row.name)), .init("artist", .string(row.artist)),
                .init("ranks", .object(zip(chart.countries, row.ranks).map { .init($0, $1.map(JSON.int) ?? .null) })),
                .init("best", .int(row.best)), .init("countries", .int(row.countries)),
            ])
        })
    }

    /// id, name, artist, then each country's rank (empty where it doesn't chart): tab-separated, one line per album.
    package static func plain(_ chart: WorldChart) -> String {
        chart.rows.map { row in
            Sanitizer.fields([row.id, row.name, row.artist] + row.ranks.map { $0.map(String.init) ?? "" }) + "\n"
        }.joined()
    }

    /// Album and artist, then a column per country (– where it doesn't chart).
    package static func table(_ chart: WorldChart) -> Table {
        Table(
            columns: [.init("Album", flexible: true, minWidth: 12), .init("Artist", flexible: true, minWidth: 10)]
                + chart.countries.map { .init($0.uppercased(), rightAligned: true, minWidth: 2) },
            rows: chart.rows.map { row in
                [Sanitizer.line(row.name), Sanitizer.line(row.artist)] + row.ranks.map { $0.map(String.init) ?? "–" }
            }
        )
    }
}
