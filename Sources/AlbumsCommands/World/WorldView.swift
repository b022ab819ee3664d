import AlbumsCore
import AlbumsEssentials
import AlbumsTerminal

/// The render half of `albums world`: the worldwide chart as a table, plain lines or JSON.
package enum WorldView {
    package static let jsonFields = ["rank", "id", "name", "artist", "points", "stores", "numberOnes", "best", "bestIn", "previousRank", "movement"]

    /// "1 us" or "1 us +3": the best rank, and where (the first store, and how many more).
    package static func best(_ row: WorldwideChart.Row) -> String {
        "\(row.best) " + (row.bestIn.first?.uppercased() ?? "") + (row.bestIn.count > 1 ? " +\(row.bestIn.count - 1)" : "")
    }

    package static func table(_ rows: [WorldwideChart.Row]) -> Table {
        let moves = rows.contains { $0.album.history != nil }
        return Table(
            columns: [.init("#", rightAligned: true)] + (moves ? [.movement] : []) + [
                .init("Album", flexible: true, minWidth: 12),
                .init("Artist", flexible: true, minWidth: 10),
                .init("Points", rightAligned: true),
                .init("Stores", rightAligned: true),
                .init("#1s", rightAligned: true, dropPriority: 2),
                .init("Best", dropPriority: 1),
            ],
            rows: rows.map { row in
                ([String(row.album.rank)] + (moves ? [row.album.history?.movement.symbol ?? ""] : [])
                    + [Sanitizer.line(row.album.name), Sanitizer.line(row.album.artist), String(row.points), String(row.stores),
                       String(row.numberOnes), best(row)])
            }
        )
    }

    /// rank, id, name, artist, points, stores, #1s, best rank, the stores where it is best (comma-separated), movement.
    package static func plain(_ rows: [WorldwideChart.Row]) -> String {
        rows.map { row in
            Sanitizer.fields([String(row.album.rank), row.album.id, row.album.name, row.album.artist, String(row.points), String(row.stores),
                              String(row.numberOnes), String(row.best), row.bestIn.joined(separator: ","), row.album.history?.movement.plain ?? ""]) + "\n"
        }.joined()
    }

    package static func json(_ rows: [WorldwideChart.Row]) -> JSON {
        .array(rows.map { row in
            .object([
                .init("rank", .int(row.album.rank)), .init("id", .string(row.album.id)), .init("name", .string(row.album.name)),
                .init("artist", .string(row.album.artist)), .init("points", .int(row.points)), .init("stores", .int(row.stores)),
                .init("numberOnes", .int(row.numberOnes)), .init("best", .int(row.best)), .init("bestIn", .array(row.bestIn.map(JSON.string))),
                .init("previousRank", row.album.history?.previousRank.map(JSON.int) ?? .null),
                .init("movement", row.album.history.map { JSON.string($0.movement.plain) } ?? .null),
            ])
        })
    }
}
