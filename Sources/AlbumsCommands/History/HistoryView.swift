import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import AlbumsShape
import AlbumsTerminal

/// The render half of `albums history`.
package enum HistoryView {
    package struct Rank: Equatable, Sendable {
        package var updated: Int64
        package var rank: Int?
    }

    package struct AlbumRanks: Equatable, Sendable {
        package var entry: ChartHistory.Entry
        /// From the first kept edition that lists it.
        package var ranks: [Rank]
        /// Where it stands in the chart just loaded, if it is in it.
        package var now: AlbumHistory?
        package var rank: Int?
    }

    package static func json(_ ranks: [Rank]) -> JSON {
        .array(ranks.map { .object([.init("updated", .string(FeedDate.iso($0.updated))), .init("rank", $0.rank.map(JSON.int) ?? .null)]) })
    }

    /// date, rank: tab-separated, the rank empty where it was off the chart.
    package static func plain(_ ranks: [Rank]) -> String {
        ranks.map { FeedDate.iso($0.updated) + "\t" + ($0.rank.map(String.init) ?? "") + "\n" }.joined()
    }

    package static func text(_ album: AlbumRanks, columns: Int, style: Style) -> String {
        var text = style.bold(Sanitizer.line(album.entry.name)) + "\n" + "by " + Sanitizer.line(album.entry.artist) + "\n"
        let onChart = album.ranks.compactMap(\.rank)
        let editions = onChart.count
        var summary = [album.rank.map { "#\($0) now" } ?? "not on the chart now"]
        if let best = onChart.min() { summary.append("peak #\(best)") }
        summary.append("\(editions) \(editions == 1 ? "edition" : "editions") on the chart")
        text += summary.joined(separator: " · ") + "\n\n"
        let chart = RankChart.render(album.ranks.map(\.rank), width: columns)
        if !chart.lines.isEmpty {
            text += chart.lines.joined(separator: "\n") + "\n"
            if chart.editions < album.ranks.count { text += "(the latest \(chart.editions) editions)\n" }
            text += "\n"
        }
        var previous: Int??
        let rows = album.ranks.map { entry -> [String] in
            defer { previous = .some(entry.rank) }
            let movement: String
            switch (previous, entry.rank) {
            case (nil, _?): movement = Movement.new.symbol
            case (.some(nil), _?): movement = Movement.reentry.symbol
            case let (.some(before?), now?): movement = Movement.from(before, to: now).symbol
            default: movement = ""
            }
            return [FeedDate.readable(entry.updated), entry.rank.map(String.init) ?? "—", movement]
        }
        let table = Table(columns: [.init("Edition"), .init("Rank", rightAligned: true), .movement], rows: rows)
        return text + table.render(maxWidth: columns, style: style)
    }

    package static func cleared(_ stats: HistoryStats, location: String?) -> String {
        guard stats.editions > 0 else { return "The chart history is already empty.\n" }
        let charts = "\(stats.charts) \(stats.charts == 1 ? "chart" : "charts")"
        let size = location == nil ? "" : " (\(ByteSize.describe(stats.bytes)))"
        return "Removed \(stats.editions) \(stats.editions == 1 ? "edition" : "editions") of \(charts) from the history\(size).\n"
    }

    package static func counted(_ count: Int, _ thing: String) -> String {
        "\(count) \(thing)\(count == 1 ? "" : "s")"
    }

    /// "Exported 412 editions of 3 charts to history.json."
    static func exported(charts: Int, editions: Int, file: String?) -> String {
        "Exported \(counted(editions, "edition")) of \(counted(charts, "chart"))\(file.map { " to " + Sanitizer.line($0) } ?? "").\n"
    }

    /// What `clear` asks on a terminal before it forgets anything.
    static func question(_ stats: HistoryStats) -> String {
        "Remove \(counted(stats.editions, "edition")) of \(counted(stats.charts, "chart")) from the history? [y/N] "
    }

    /// The charts an import added to (the first ten), with what each added,
    /// then the sum: "standard us: 3 editions added, 397 already kept"; what
    /// the 400-edition cap left out is said, never counted as added.
    static func imported(_ merged: [HistoryExchange.Merged], file: String) -> String {
        let changed = merged.filter { $0.added > 0 || $0.dropped > 0 || $0.repeated > 0 }
        var text = ""
        for chart in changed.prefix(10) {
            text += "\(Sanitizer.line(chart.chart)): \(counted(chart.added, "edition")) added" + (chart.skipped > 0 ? ", \(chart.skipped) already kept" : "")
                + (chart.repeated > 0 ? ", \(chart.repeated) repeating another" : "")
                + (chart.dropped > 0 ? ", \(chart.dropped) left out (older than the 400 kept)" : "")
                + (chart.evicted > 0 ? ", \(counted(chart.evicted, "older edition")) made room" : "") + "\n"
        }
        if changed.count > 10 { text += "… and \(counted(changed.count - 10, "chart")) more\n" }
        let read = merged.reduce(0) { $0 + $1.read }, added = merged.reduce(0) { $0 + $1.added }
        let skipped = merged.reduce(0) { $0 + $1.skipped }, dropped = merged.reduce(0) { $0 + $1.dropped }
        let repeated = merged.reduce(0) { $0 + $1.repeated }
        let source = file == "-" ? "standard input" : Sanitizer.line(file)
        if added == 0 && dropped == 0 && repeated == 0 {
            let already = skipped == 1 ? "its one edition is kept already" : "all \(skipped) editions are kept already"
            return text + "Nothing to add from \(source): " + (skipped == 0 ? "it holds no edition.\n" : already + ".\n")
        }
        return text + "Read \(counted(read, "edition")) of \(counted(merged.count, "chart")) from \(source): \(added) added"
            + (skipped > 0 ? ", \(skipped) already kept" : "")
            + (repeated > 0 ? ", \(repeated) repeating another (the same albums as the edition before, or a date twice)" : "")
            + (dropped > 0 ? ", \(dropped) left out by the 400-edition cap" : "") + ".\n"
    }
}
