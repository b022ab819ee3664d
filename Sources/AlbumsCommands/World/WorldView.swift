import AlbumsCore
import AlbumsEssentials
import AlbumsTerminal

/// The render half of `albums world`: the worldwide chart as a table, plain lines or JSON.
package enum WorldView {
    package static let jsonFields = ["rank", "id", "name", "artist", "points", "stores", "numberOnes", "best", "bestIn", "previousRank", "movement",
                                     "days", "peak", "timesAtPeak", "pointsChange", "totalPoints", "positions"]

    /// "#1 in US, GB +54": the best rank, and where (the two biggest markets of those, and how many more).
    package static func best(_ row: WorldwideChart.Row) -> String {
        guard row.best > 0 else { return "" }
        let named = row.bestIn.prefix(2).map { $0.uppercased() }.joined(separator: ", ")
        return "#\(row.best) in \(named)" + (row.bestIn.count > 2 ? " +\(row.bestIn.count - 2)" : "")
    }

    /// "1" or "1 ×3": the peak, and how many times it stood there when more than once.
    package static func peak(_ run: ChartRun?) -> String {
        guard let run, run.days > 0 else { return "" }
        return "\(run.peak)" + (run.timesAtPeak > 1 ? " ×\(run.timesAtPeak)" : "")
    }

    /// "+12", "−3", "=", or "new" (a debut): points against the album's previous edition on the chart.
    package static func pointsChange(_ row: WorldwideChart.Row) -> String {
        guard let change = row.pointsChange else { return row.run?.days == 1 ? "new" : "" }
        return change > 0 ? "+\(change)" : change < 0 ? "−\(-change)" : "="
    }

    /// The table: with the kept history, its numbers too (days, peak, points change, total points), where the width allows.
    package static func table(_ rows: [WorldwideChart.Row]) -> Table {
        let moves = rows.contains { $0.album.history != nil }, kept = rows.contains { $0.run != nil }
        // Dropped first to last where the width is short: Pts+, Pk, Days, TPts (then #1s, Best, and the movement last).
        let history: [Table.Column] = [.init("Days", rightAligned: true, dropPriority: 5), .init("Pk", rightAligned: true, dropPriority: 6)]
        let totals: [Table.Column] = [.init("Pts+", rightAligned: true, dropPriority: 7), .init("TPts", rightAligned: true, dropPriority: 4)]
        var columns: [Table.Column] = [.init("#", rightAligned: true)]
        if moves { columns.append(.movement) }
        columns += [.init("Album", flexible: true, minWidth: 12), .init("Artist", flexible: true, minWidth: 10)]
        if kept { columns += history }
        columns.append(.init("Points", rightAligned: true))
        if kept { columns += totals }
        columns += [.init("Stores", rightAligned: true), .init("#1s", rightAligned: true, dropPriority: 2), .init("Best", dropPriority: 1)]
        return Table(
            columns: columns,
            rows: rows.map { row -> [String] in
                var cells: [String] = [String(row.album.rank)]
                if moves { cells.append(row.album.history?.movement.symbol ?? "") }
                cells += [Sanitizer.line(row.album.name), Sanitizer.line(row.album.artist)]
                if kept { cells += [row.run.map { String($0.days) } ?? "", peak(row.run)] }
                cells.append(String(row.points))
                if kept { cells += [pointsChange(row), row.totalPoints.map(String.init) ?? ""] }
                cells += [String(row.stores), String(row.numberOnes), best(row)]
                return cells
            }
        )
    }

    /// rank, id, name, artist, points, stores, #1s, best rank, the stores where it is best (comma-separated), movement,
    /// then days, peak, times at peak, points change and total points (empty where not known).
    package static func plain(_ rows: [WorldwideChart.Row]) -> String {
        rows.map { row in
            Sanitizer.fields([String(row.album.rank), row.album.id, row.album.name, row.album.artist, String(row.points), String(row.stores),
                              String(row.numberOnes), String(row.best), row.bestIn.joined(separator: ","), row.album.history?.movement.plain ?? "",
                              row.run.map { String($0.days) } ?? "", row.run.map { String($0.peak) } ?? "", row.run.map { String($0.timesAtPeak) } ?? "",
                              row.pointsChange.map(String.init) ?? "", row.totalPoints.map(String.init) ?? ""]) + "\n"
        }.joined()
    }

    package static func json(_ rows: [WorldwideChart.Row]) -> JSON {
        .array(rows.map(json))
    }

    static func json(_ row: WorldwideChart.Row) -> JSON {
        let history = row.album.history, run = row.run
        let positions: [JSON.Member] = AppleMusicStores.inMarketOrder(Array(row.positions.keys)).map { JSON.Member($0, .int(row.positions[$0] ?? 0)) }
        var members: [JSON.Member] = [
            .init("rank", .int(row.album.rank)), .init("id", .string(row.album.id)), .init("name", .string(row.album.name)),
            .init("artist", .string(row.album.artist)), .init("points", .int(row.points)), .init("stores", .int(row.stores)),
            .init("numberOnes", .int(row.numberOnes)), .init("best", .int(row.best)), .init("bestIn", .array(row.bestIn.map(JSON.string))),
        ]
        members.append(.init("previousRank", history?.previousRank.map(JSON.int) ?? .null))
        members.append(.init("movement", history.map { JSON.string($0.movement.plain) } ?? .null))
        members.append(.init("days", run.map { JSON.int($0.days) } ?? .null))
        members.append(.init("peak", run.map { JSON.int($0.peak) } ?? .null))
        members.append(.init("timesAtPeak", run.map { JSON.int($0.timesAtPeak) } ?? .null))
        members.append(.init("pointsChange", row.pointsChange.map(JSON.int) ?? .null))
        members.append(.init("totalPoints", row.totalPoints.map(JSON.int) ?? .null))
        members.append(.init("positions", .object(positions)))
        return .object(members)
    }
}
