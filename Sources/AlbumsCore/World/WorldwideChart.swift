/// One worldwide chart made of every store's: an album placed N+1−rank in a
/// store's chart of N gets that many points there; the worldwide chart ranks
/// albums by their points over every store, then by how many stores chart
/// them, then by their best rank. Pure: the stores' charts in, the rows out.
public struct WorldwideChart: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        /// As the first store (in the order given) lists it, ranked worldwide.
        public var album: Album
        public var points: Int
        /// How many stores chart it.
        public var stores: Int
        /// How many stores have it at #1.
        public var numberOnes: Int
        /// Its best rank in any store, and the stores where it has it (the biggest markets first).
        public var best: Int
        public var bestIn: [String]
        /// Over the kept editions of the worldwide chart (`WorldwideRecord`), this one included:
        /// its run on it (days, peak, times at peak); nil when none is kept.
        public var run: ChartRun?
        /// Its points less those of its previous edition on the chart; nil for a debut, or when not known.
        public var pointsChange: Int?
        /// Its points over every kept edition of the worldwide chart; nil when not known.
        public var totalPoints: Int?
        /// Its rank in each store (by code) that charts it.
        public var positions: [String: Int] = [:]

        public init(album: Album, points: Int, stores: Int, numberOnes: Int, best: Int, bestIn: [String]) {
            self.album = album
            self.points = points
            self.stores = stores
            self.numberOnes = numberOnes
            self.best = best
            self.bestIn = bestIn
        }
    }

    public enum Order: String, CaseIterable, Sendable {
        /// The most points first, then the most stores.
        case points
        /// The most stores first, then the most points.
        case stores
        /// The best rank anywhere first, then the most points.
        case best
    }

    public var rows: [Row]
    /// The stores whose charts were counted, in the order given.
    public var countries: [String]

    public init(_ charts: [(country: String, albums: [Album])]) {
        countries = charts.map(\.country)
        var rows: [Row] = []
        var index: [String: Int] = [:]
        for (country, albums) in charts {
            let length = albums.count
            for (position, album) in albums.enumerated() {
                // The feed's rank, else its place in the chart.
                let rank = album.rank > 0 ? album.rank : position + 1
                let points = max(1, length + 1 - rank)
                if let at = index[album.id] {
                    rows[at].positions[country] = rows[at].positions[country] ?? rank
                    rows[at].points += points
                    rows[at].stores += 1
                    if rank == 1 { rows[at].numberOnes += 1 }
                    if rank < rows[at].best {
                        rows[at].best = rank
                        rows[at].bestIn = [country]
                    } else if rank == rows[at].best {
                        rows[at].bestIn.append(country)
                    }
                } else {
                    index[album.id] = rows.count
                    var row = Row(album: album, points: points, stores: 1, numberOnes: rank == 1 ? 1 : 0, best: rank, bestIn: [country])
                    row.positions = [country: rank]
                    rows.append(row)
                }
            }
        }
        rows.sort { a, b in Self.before(a, b, .points) ?? ((a.album.name, a.album.id) < (b.album.name, b.album.id)) }
        for position in rows.indices {
            rows[position].album.rank = position + 1
            rows[position].bestIn = AppleMusicStores.inMarketOrder(rows[position].bestIn)
        }
        self.rows = rows
    }

    /// Whether `a` comes before `b` in `order`; nil when they tie.
    static func before(_ a: Row, _ b: Row, _ order: Order) -> Bool? {
        let keys: [(Int, Int)] = switch order {
        case .points: [(b.points, a.points), (b.stores, a.stores), (a.best, b.best)]
        case .stores: [(b.stores, a.stores), (b.points, a.points), (a.best, b.best)]
        case .best: [(a.best, b.best), (b.points, a.points), (b.stores, a.stores)]
        }
        for (left, right) in keys where left != right { return left < right }
        return nil
    }

    /// The rows in `order`, each keeping its worldwide rank (by points); ties in their worldwide order.
    public func rows(by order: Order) -> [Row] {
        rows.sorted { a, b in Self.before(a, b, order) ?? (a.album.rank < b.album.rank) }
    }

    /// The worldwide chart as a chart's albums, ranked: what its history keeps.
    public var albums: [Album] { rows.map(\.album) }
}
