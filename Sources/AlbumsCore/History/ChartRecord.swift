/// A chart over its kept editions, as a chart fan reads it: each album's
/// points in each edition (an album placed N+1−rank in a store's chart of N
/// gets that many points there), their change since its previous edition on
/// the chart, its total over every kept edition, its run (`ChartRun`: days,
/// peak and times at peak) and its rank in each store. For the worldwide
/// chart each edition is worked out again from every store's edition of its
/// day (the newest on or before it); a store's chart is its own one store.
/// The ranks are those the history kept. One pass over every edition: `albums
/// world` reads the newest, the site every one.
public struct ChartRecord: Sendable {
    public struct Edition: Sendable {
        public var updated: Int64
        /// Its first `limit` rows, in the kept order, with every number.
        public var rows: [WorldwideChart.Row]
        /// How many albums it listed, and how many stores' editions were found for its day (0: no points are known).
        public var length: Int
        public var storesCounted: Int
    }

    /// Every album ever on the chart, with its run and its points over every kept edition.
    public struct Total: Equatable, Sendable {
        public var id: String
        public var name: String
        public var artist: String
        public var run: ChartRun
        public var totalPoints: Int
    }

    public var editions: [Edition]
    public var totals: [Total]

    /// `stores`: each store's kept chart, by code (those not kept are left out;
    /// for a store's chart, itself); `limit`: how many rows of each edition get
    /// every number; `keeping`: which editions to keep rows of (the site: all;
    /// `world`: the newest); `placing`: whether each row gets its rank in every
    /// store, how many stores chart it and where it does best (a store's own
    /// chart needs none of that: its one store is itself).
    public init(_ world: ChartHistory, stores: [String: ChartHistory], limit: Int, placing: Bool = true, keeping: (Int) -> Bool = { _ in true }) {
        let catalog = world.catalog.count
        var worldPosition: [String: Int32] = [:]
        for position in 0..<catalog { if let entry = world.entry(at: position) { worldPosition[entry.id] = worldPosition[entry.id] ?? Int32(position) } }
        // Each store's catalog positions as the worldwide chart's (-1: an album the worldwide chart never listed).
        let stores = stores.sorted { $0.key < $1.key }.map { code, history in
            (code: code, history: history, map: (0..<history.catalog.count).map { history.entry(at: $0).flatMap { worldPosition[$0.id] } ?? -1 })
        }
        var next = [Int](repeating: 0, count: stores.count)
        var runs = [ChartRun](repeating: ChartRun(), count: catalog), sums = [Int](repeating: 0, count: catalog)
        var lastPoints = [Int?](repeating: nil, count: catalog), lastEdition = [Int](repeating: -1, count: catalog)
        var points = [Int](repeating: 0, count: catalog), counted = [Int](repeating: -1, count: catalog)
        var editions: [Edition] = []
        // Each album's id, name and artist, read from the catalog the first time a kept row lists it (not each edition).
        var named = [(id: String, name: String, artist: String)?](repeating: nil, count: catalog)
        func names(_ album: Int) -> (id: String, name: String, artist: String)? {
            if let known = named[album] { return known }
            guard let entry = world.entry(at: album) else { return nil }
            named[album] = (entry.id, entry.name, entry.artist)
            return named[album]
        }
        for (index, edition) in world.editions.enumerated() {
            // Each store's edition of the day: its newest on or before this one.
            var found: [(code: String, albums: [Int32], map: [Int32])] = []
            for (s, store) in stores.enumerated() {
                while next[s] < store.history.editions.count, store.history.editions[next[s]].updated <= edition.updated { next[s] += 1 }
                if next[s] > 0 { found.append((store.code, store.history.editions[next[s] - 1].albums, store.map)) }
            }
            for position in edition.albums where Int(position) < catalog { points[Int(position)] = 0 }
            for store in found {
                let length = store.albums.count
                for (offset, position) in store.albums.enumerated() where Int(position) < store.map.count {
                    let album = store.map[Int(position)]
                    if album >= 0 { points[Int(album)] += max(1, length - offset) }
                }
            }
            var rows: [WorldwideChart.Row] = []
            // An album listed twice in one edition counts once, at its first place (every position is in the catalog).
            for (offset, position) in edition.albums.enumerated() where counted[Int(position)] != index {
                let album = Int(position)
                counted[album] = index
                let rank = offset + 1
                let previous = index > 0 && lastEdition[album] == index - 1 ? runs[album].lastRank : nil
                let wasOn = runs[album].days > 0
                runs[album].count(rank: rank, on: edition.updated)
                let pts = points[album]
                let change = found.isEmpty ? nil : lastPoints[album].map { pts - $0 }
                if !found.isEmpty {
                    sums[album] += pts
                    lastPoints[album] = pts
                }
                lastEdition[album] = index
                guard rows.count < limit, keeping(index), let entry = names(album) else { continue }
                var kept = Album(kept: entry.id, name: entry.name, artist: entry.artist, rank: rank)
                let run = runs[album]
                kept.history = AlbumHistory(previousRank: previous, peakRank: run.peak, editions: run.days,
                                            movement: previous.map { .from($0, to: rank) } ?? (wasOn ? .reentry : .new),
                                            debut: run.debut, debutRank: run.debutRank, days: run.days)
                var row = WorldwideChart.Row(album: kept, points: pts, stores: 0, numberOnes: 0, best: Int.max, bestIn: [])
                row.run = run
                row.pointsChange = change
                row.totalPoints = found.isEmpty ? nil : sums[album]
                rows.append(row)
            }
            if keeping(index) {
                if placing { Self.placeInStores(&rows, found, worldIndex: worldPosition) }
                editions.append(Edition(updated: edition.updated, rows: rows, length: edition.albums.count, storesCounted: found.count))
            }
        }
        self.editions = editions
        self.totals = (0..<catalog).compactMap { position -> Total? in
            guard runs[position].days > 0, let entry = names(position) else { return nil }
            return Total(id: entry.id, name: entry.name, artist: entry.artist, run: runs[position], totalPoints: sums[position])
        }.sorted { ($1.totalPoints, $0.run.peak, $1.run.days, $0.name, $0.id) < ($0.totalPoints, $1.run.peak, $0.run.days, $1.name, $1.id) }
    }

    /// Each row's rank in every store of the day, how many stores chart it, its #1s, and its best rank and where.
    private static func placeInStores(_ rows: inout [WorldwideChart.Row], _ stores: [(code: String, albums: [Int32], map: [Int32])],
                                      worldIndex: [String: Int32]) {
        var row: [Int32: Int] = [:]
        for (index, shown) in rows.enumerated() { if let position = worldIndex[shown.album.id] { row[position] = index } }
        for store in stores {
            for (offset, position) in store.albums.enumerated() where Int(position) < store.map.count {
                guard let index = row[store.map[Int(position)]], rows[index].positions[store.code] == nil else { continue }
                let rank = offset + 1
                rows[index].positions[store.code] = rank
                rows[index].stores += 1
                if rank == 1 { rows[index].numberOnes += 1 }
                if rank < rows[index].best {
                    (rows[index].best, rows[index].bestIn) = (rank, [store.code])
                } else if rank == rows[index].best {
                    rows[index].bestIn.append(store.code)
                }
            }
        }
        for index in rows.indices {
            rows[index].bestIn = AppleMusicStores.inMarketOrder(rows[index].bestIn)
            if rows[index].best == Int.max { rows[index].best = 0 }
        }
    }
}
