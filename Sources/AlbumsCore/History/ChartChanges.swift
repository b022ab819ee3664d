/// What changed between two editions of a chart: the news.
public struct ChartChanges: Equatable, Sendable {
    public struct Change: Equatable, Sendable {
        public var id: String
        public var name: String
        public var artist: String
        /// In the earlier edition; nil when it wasn't in it.
        public var previousRank: Int?
        /// In the later edition; nil when it has left.
        public var rank: Int?

        public init(id: String, name: String, artist: String, previousRank: Int?, rank: Int?) {
            self.id = id
            self.name = name
            self.artist = artist
            self.previousRank = previousRank
            self.rank = rank
        }
    }

    /// When the two editions were published (seconds since 1970, UTC).
    public var from: Int64
    public var to: Int64
    /// On the chart for the first time, by rank.
    public var entered: [Change] = []
    /// Back after time away, by rank.
    public var reentered: [Change] = []
    /// Gone since `from`, by their old rank.
    public var left: [Change] = []
    /// Biggest climb first.
    public var climbed: [Change] = []
    /// Biggest fall first.
    public var fell: [Change] = []

    public init(from: Int64, to: Int64) {
        self.from = from
        self.to = to
    }

    /// The best-placed new entry, when it debuts in the top 10: the week's "highest debut".
    public var highestDebut: Change? {
        entered.first.flatMap { ($0.rank ?? .max) <= 10 ? $0 : nil }
    }

    public var isEmpty: Bool {
        entered.isEmpty && reentered.isEmpty && left.isEmpty && climbed.isEmpty && fell.isEmpty
    }
}

extension ChartHistory {
    /// The changes from the edition at index `from` to the one at index `to`.
    /// An album that was never in an edition up to `from` entered; one that was,
    /// but not in `from` itself, re-entered. Only albums `from` ranked within the
    /// length of `to` can have left: a shorter edition says nothing of the rest.
    public func changes(from: Int, to: Int) -> ChartChanges {
        var changes = ChartChanges(from: editions[from].updated, to: editions[to].updated)
        let before = ranks(in: editions[from])
        let after = ranks(in: editions[to])
        var seenUpToFrom = Set<Int32>()
        for index in editions.indices where index <= from { seenUpToFrom.formUnion(editions[index].albums) }
        func change(_ position: Int32, _ previousRank: Int?, _ rank: Int?) -> ChartChanges.Change {
            let entry = catalog[Int(position)]
            return ChartChanges.Change(id: entry.id, name: entry.name, artist: entry.artist, previousRank: previousRank, rank: rank)
        }
        for (offset, position) in editions[to].albums.enumerated() where after[position] == offset + 1 {
            let rank = offset + 1
            guard let previousRank = before[position] else {
                if seenUpToFrom.contains(position) {
                    changes.reentered.append(change(position, nil, rank))
                } else {
                    changes.entered.append(change(position, nil, rank))
                }
                continue
            }
            if rank < previousRank { changes.climbed.append(change(position, previousRank, rank)) }
            if rank > previousRank { changes.fell.append(change(position, previousRank, rank)) }
        }
        let depth = editions[to].albums.count
        for (offset, position) in editions[from].albums.enumerated() where offset < depth && after[position] == nil && before[position] == offset + 1 {
            changes.left.append(change(position, offset + 1, nil))
        }
        let moved = { (change: ChartChanges.Change) in abs((change.previousRank ?? 0) - (change.rank ?? 0)) }
        changes.climbed.sort { (moved($0), -($0.rank ?? 0)) > (moved($1), -($1.rank ?? 0)) }
        changes.fell.sort { (moved($0), -($0.rank ?? 0)) > (moved($1), -($1.rank ?? 0)) }
        return changes
    }

    /// Each album's best rank in one edition.
    private func ranks(in edition: Edition) -> [Int32: Int] {
        var ranks: [Int32: Int] = [:]
        ranks.reserveCapacity(edition.albums.count)
        for (offset, position) in edition.albums.enumerated() where ranks[position] == nil { ranks[position] = offset + 1 }
        return ranks
    }
}
