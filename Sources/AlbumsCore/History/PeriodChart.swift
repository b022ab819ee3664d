import AlbumsEssentials
/// A chart of a period made from the kept editions of a chart, as year-end
/// lists are made: in each edition of N albums, an album placed `rank` gets
/// N+1−rank points; the period's chart ranks albums (or artists) by the sum.
public enum PeriodChart {
    public struct Row: Equatable, Sendable {
        public var rank: Int
        public var id: String
        public var name: String
        public var artist: String
        public var points: Int
        /// How many of the period's editions list it.
        public var editions: Int
        public var peak: Int
        /// The first edition of the period where it stood at its peak.
        public var peakOn: Int64
        public var first: Int64
        public var last: Int64
        /// Days on the chart in the period (`ChartRun`'s days: the editions that list it).
        public var days: Int { editions }
    }

    public struct ArtistRow: Equatable, Sendable {
        public var rank: Int
        public var artist: String
        public var points: Int
        /// How many of its albums charted in the period.
        public var albums: Int
        /// How many of the period's editions list at least one of them.
        public var editions: Int
        public var peak: Int
    }

    /// A year ("2026") as the first and last second of it (UTC); nil for anything else.
    public static func year(_ text: String) -> (from: Int64, to: Int64)? {
        guard text.count == 4, let year = NumberText.whole(text), CivilDate.isDate(year: year, month: 1, day: 1) else { return nil }
        let first = CivilDate(year: year, month: 1, day: 1)
        return (first.seconds, CivilDate(year: year + 1, month: 1, day: 1).seconds - 1)
    }

    /// A month ("2026-11") as the first and last second of it (UTC); nil for anything else.
    public static func month(_ text: String) -> (from: Int64, to: Int64)? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2, let year = NumberText.whole(String(parts[0])),
              let month = NumberText.whole(String(parts[1])), CivilDate.isDate(year: year, month: month, day: 1) else { return nil }
        let first = CivilDate(year: year, month: month, day: 1)
        return (first.seconds, first.nextMonth.seconds - 1)
    }

    /// The editions kept from `from` to `to` (inclusive), oldest first.
    public static func editions(_ history: ChartHistory, from: Int64, to: Int64) -> [ChartHistory.Edition] {
        history.editions.filter { $0.updated >= from && $0.updated <= to }
    }

    public static func albums(_ history: ChartHistory, from: Int64, to: Int64) -> [Row] {
        var rows: [Row] = []
        var index: [Int32: Int] = [:]
        for edition in editions(history, from: from, to: to) {
            let length = edition.albums.count
            for (offset, position) in edition.albums.enumerated() {
                let rank = offset + 1, points = length + 1 - rank
                if let at = index[position] {
                    rows[at].points += points
                    rows[at].editions += 1
                    rows[at].last = edition.updated
                    if rank < rows[at].peak { (rows[at].peak, rows[at].peakOn) = (rank, edition.updated) }
                } else if let entry = history.entry(at: Int(position)) {
                    index[position] = rows.count
                    rows.append(Row(rank: 0, id: entry.id, name: entry.name, artist: entry.artist, points: points, editions: 1, peak: rank,
                                    peakOn: edition.updated, first: edition.updated, last: edition.updated))
                }
            }
        }
        rows.sort { ($1.points, $0.peak, $1.editions, $0.name) < ($0.points, $1.peak, $0.editions, $1.name) }
        for position in rows.indices { rows[position].rank = position + 1 }
        return rows
    }

    /// Artists ranked the same way: their albums' points summed.
    public static func artists(_ history: ChartHistory, from: Int64, to: Int64) -> [ArtistRow] {
        var rows: [ArtistRow] = []
        var index: [String: Int] = [:]
        // Per artist: how many editions list one of their albums, and the last edition counted.
        var seen: [String: (count: Int, last: Int64)] = [:]
        for album in albums(history, from: from, to: to) {
            let key = TextFolding.folded(album.artist)
            if let at = index[key] {
                rows[at].points += album.points
                rows[at].albums += 1
                rows[at].peak = min(rows[at].peak, album.peak)
            } else {
                index[key] = rows.count
                rows.append(ArtistRow(rank: 0, artist: album.artist, points: album.points, albums: 1, editions: 0, peak: album.peak))
            }
        }
        // Each album's artist folded once (folding is slow), not once per edition that lists it.
        var folded: [Int32: String] = [:]
        for edition in editions(history, from: from, to: to) {
            for position in edition.albums {
                let key: String
                if let known = folded[position] {
                    key = known
                } else {
                    guard let entry = history.entry(at: Int(position)) else { continue }
                    key = TextFolding.folded(entry.artist)
                    folded[position] = key
                }
                if let known = seen[key], known.last == edition.updated { continue }
                seen[key] = ((seen[key]?.count ?? 0) + 1, edition.updated)
            }
        }
        for (key, at) in index { rows[at].editions = seen[key]?.count ?? 0 }
        rows.sort { ($1.points, $0.peak, $0.artist) < ($0.points, $1.peak, $1.artist) }
        for position in rows.indices { rows[position].rank = position + 1 }
        return rows
    }
}
