import AlbumsEssentials
/// An artist's whole chart life, over every kept chart: each album of theirs,
/// where it is now, its peak, its debut and its days.
public enum ArtistRecord {
    /// Whether a kept chart is one store's chart ("standard us", "stub standard jp"): what counts as a store.
    public static func isStoreChart(_ chart: String) -> Bool {
        chart.hasPrefix("standard ") || chart.hasPrefix("stub standard ")
    }

    public struct Row: Equatable, Sendable {
        public var chart: String
        public var id: String
        public var name: String
        public var artist: String
        /// Its rank in the chart's newest kept edition; nil when it isn't in it.
        public var now: Int?
        /// Its run on this chart: days, peak, times at peak, debut (the one definition, `ChartRun`).
        public var run: ChartRun
        /// How many stores' charts list it in their newest kept edition (from the stores' kept charts).
        public var stores: Int

        public var peak: Int { run.peak }
        public var peakOn: Int64 { run.peakOn }
        public var debut: Int64 { run.debut }
        public var last: Int64 { run.last }
        /// The editions that list it: its days on this chart.
        public var editions: Int { run.days }
        public var days: Int { run.days }
    }

    /// Every album whose artist is `name` (as `follow` matches: case and accents aside) in `histories`.
    /// `isStore`: whether a chart is one store's chart, for counting the stores that list an album now.
    public static func rows(for name: String, in histories: [ChartHistory], isStore: (String) -> Bool) -> [Row] {
        let wanted = TextFolding.folded(name)
        return rows(in: histories, isStore: isStore) { TextFolding.folded($0) == wanted }
    }

    /// The kept artists whose names hold every word of `name` (case and accents
    /// aside, as `rows(for:)` matches), for when no artist is called `name`
    /// exactly: "velvet" finds "Velvet Static". At most `limit`, in the order of
    /// how many albums of theirs the catalogs hold, then by name; each spelled as
    /// the first catalog that has it spells it.
    public static func names(like name: String, in histories: [ChartHistory], limit: Int = 3) -> [String] {
        let words = TextFolding.folded(name).split(separator: " ")
        guard !words.isEmpty else { return [] }
        var found: [String: (name: String, albums: Int)] = [:]
        for history in histories {
            for entry in history.catalog {
                let folded = TextFolding.folded(entry.artist)
                if let seen = found[folded] { found[folded] = (seen.name, seen.albums + 1); continue }
                guard words.allSatisfy({ folded.contains($0) }) else { continue }
                found[folded] = (entry.artist, 1)
            }
        }
        return found.values.sorted { ($0.albums, $1.name) > ($1.albums, $0.name) }.prefix(limit).map(\.name)
    }

    /// Every album of `histories` whose artist `includes` takes, in one pass
    /// over each history: the test is asked once per album of a chart's
    /// catalog (not per edition that lists it). `artist` and the site both read rows so.
    public static func rows(in histories: [ChartHistory], isStore: (String) -> Bool, artists includes: (String) -> Bool) -> [Row] {
        var storesNow: [String: Int] = [:]
        for history in histories where isStore(history.chart) {
            guard let newest = history.editions.last else { continue }
            for entry in history.albums(of: newest) { storesNow[entry.id, default: 0] += 1 }
        }
        var rows: [Row] = []
        for history in histories {
            let newest = history.editions.last
            // Each album of the catalog asked about once; only those wanted are counted, in one pass (`ChartRun.runs`).
            let wanted = history.catalog.map { includes($0.artist) }
            guard wanted.contains(true) else { continue }
            let runs = ChartRun.runs(of: history)
            var nowRanks: [Int32: Int] = [:]
            for (offset, position) in (newest?.albums ?? []).enumerated() where nowRanks[position] == nil { nowRanks[position] = offset + 1 }
            for (position, entry) in history.catalog.enumerated() where wanted[position] && runs[position].days > 0 {
                rows.append(Row(chart: history.chart, id: entry.id, name: entry.name, artist: entry.artist, now: nowRanks[Int32(position)],
                                run: runs[position], stores: storesNow[entry.id] ?? 0))
            }
        }
        return rows.sorted { ($0.chart, $0.peak, $0.debut, $0.name, $0.id) < ($1.chart, $1.peak, $1.debut, $1.name, $1.id) }
    }

    /// One album's life over every kept chart: its rank now in the chart
    /// asked about, its best anywhere (where and when), its first and last
    /// kept edition anywhere, and each chart's row.
    public struct Life: Equatable, Sendable {
        public var id: String
        public var name: String
        public var artist: String
        public var now: Int?
        public var peak: Int
        /// The chart of its peak (the first, by name, of those where it reached it).
        public var peakIn: String
        public var peakOn: Int64
        public var debut: Int64
        public var last: Int64
        public var stores: Int
        public var charts: [Row]
        /// Days on the chart it spent longest on (`ChartRun`'s days: the editions that list it).
        public var days: Int { charts.map(\.days).max() ?? 0 }
    }

    /// The artist's albums, one each (best peak first, then earliest debut),
    /// with `now` their rank in the newest kept edition of `main`.
    public static func lives(for name: String, in histories: [ChartHistory], main: String, isStore: (String) -> Bool) -> [Life] {
        lives(of: rows(for: name, in: histories, isStore: isStore), main: main)
    }

    /// Rows gathered into one life per album, best first.
    public static func lives(of rows: [Row], main: String) -> [Life] {
        var lives: [Life] = []
        var index: [String: Int] = [:]
        for row in rows {
            guard let at = index[row.id] else {
                index[row.id] = lives.count
                lives.append(Life(id: row.id, name: row.name, artist: row.artist, now: row.chart == main ? row.now : nil, peak: row.peak,
                                  peakIn: row.chart, peakOn: row.peakOn, debut: row.debut, last: row.last, stores: row.stores, charts: [row]))
                continue
            }
            if row.chart == main { lives[at].now = row.now }
            if (row.peak, row.peakOn) < (lives[at].peak, lives[at].peakOn) {
                (lives[at].peak, lives[at].peakIn, lives[at].peakOn) = (row.peak, row.chart, row.peakOn)
            }
            lives[at].debut = min(lives[at].debut, row.debut)
            lives[at].last = max(lives[at].last, row.last)
            lives[at].charts.append(row)
        }
        // The id last: two albums of one name (a deluxe edition and the album) keep one order.
        return lives.sorted { ($0.peak, $0.debut, $0.name, $0.id) < ($1.peak, $1.debut, $1.name, $1.id) }
    }
}
