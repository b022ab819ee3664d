/// Several stores' charts side by side: one row per album that charts in any
/// of them, matched by catalog id, with its rank in each (nil where absent).
public struct WorldChart: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        public var id: String
        public var name: String
        public var artist: String
        /// One per country, in the chart's order of countries; nil where it doesn't chart.
        public var ranks: [Int?]

        public init(id: String, name: String, artist: String, ranks: [Int?]) {
            self.id = id
            self.name = name
            self.artist = artist
            self.ranks = ranks
        }

        /// How many of the countries it charts in.
        public var countries: Int { ranks.count { $0 != nil } }
        /// Its best rank anywhere.
        public var best: Int { ranks.compactMap { $0 }.min() ?? .max }
        /// Its mean rank over the countries it charts in.
        public var average: Double {
            let ranks = ranks.compactMap { $0 }
            return ranks.isEmpty ? .infinity : Double(ranks.reduce(0, +)) / Double(ranks.count)
        }
    }

    /// How the rows are ordered.
    public enum Order: Equatable, Sendable {
        /// In the most countries first, then by best rank, then by mean rank (the default).
        case reach
        /// Best rank anywhere first, then in the most countries.
        case best
        /// Lowest mean rank first, over the countries it charts in.
        case average
        /// By its rank in one country; albums absent there last, by reach.
        case country(String)

        /// `best`, `average`, `countries` (the default), or a country's code.
        public init?(_ text: String, countries: [String]) {
            switch text.lowercased() {
            case "countries", "reach": self = .reach
            case "best": self = .best
            case "average": self = .average
            case let code where countries.contains(code): self = .country(code)
            default: return nil
            }
        }
    }

    /// The countries, in the order given.
    public var countries: [String]
    public var rows: [Row]

    /// `charts`: each country with its albums (those that failed to load left out).
    public init(_ charts: [(country: String, albums: [Album])], order: Order = .reach) {
        countries = charts.map(\.country)
        var index: [String: Int] = [:]
        var rows: [Row] = []
        for (column, chart) in charts.enumerated() {
            for album in chart.albums {
                if let row = index[album.id] {
                    // Listed twice in one chart: its better rank.
                    rows[row].ranks[column] = min(rows[row].ranks[column] ?? .max, album.rank)
                } else {
                    index[album.id] = rows.count
                    var ranks = [Int?](repeating: nil, count: charts.count)
                    ranks[column] = album.rank
                    rows.append(Row(id: album.id, name: album.name, artist: album.artist, ranks: ranks))
                }
            }
        }
        self.rows = Self.sorted(rows, by: order, countries: countries)
    }

    static func sorted(_ rows: [Row], by order: Order, countries: [String]) -> [Row] {
        // Ties always fall back to reach, then best rank, then mean rank, then
        // the id: the order never depends on the order the stores answered in.
        let reach = { (left: Row, right: Row) -> Bool in
            if left.countries != right.countries { return left.countries > right.countries }
            if left.best != right.best { return left.best < right.best }
            if left.average != right.average { return left.average < right.average }
            return left.id < right.id
        }
        switch order {
        case .reach:
            return rows.sorted(by: reach)
        case .best:
            return rows.sorted { $0.best != $1.best ? $0.best < $1.best : reach($0, $1) }
        case .average:
            return rows.sorted { $0.average != $1.average ? $0.average < $1.average : reach($0, $1) }
        case .country(let code):
            let column = countries.firstIndex(of: code) ?? 0
            return rows.sorted { left, right in
                switch (left.ranks[column], right.ranks[column]) {
                case let (l?, r?) where l != r: return l < r
                case (_?, nil): return true
                case (nil, _?): return false
                default: return reach(left, right)
                }
            }
        }
    }
}
