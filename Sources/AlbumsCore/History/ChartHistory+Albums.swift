extension ChartHistory {
    /// The albums of the edition published at `updated`, each with where it
    /// stands: against the edition before it, and over every kept edition up to
    /// it. Albums are matched by id; an album with no id in the history is new.
    public func annotate(_ albums: [Album], at updated: Int64) -> [Album] {
        let current = edition(at: updated) ?? editions.count
        let standings = standings(of: positions(of: albums.map { Key($0.id) }), before: current, previous: edition(before: updated) ?? -1)
        return zip(albums, standings).map { album, standing in album.marked(standing, at: updated) }
    }

    /// Where each of the newest edition's albums stood before it, in its rank
    /// order: what `annotate` works out for that edition, kept beside the file
    /// so that a load that only marks the chart needn't read the history.
    public var newestStandings: EditionStandings? {
        guard let newest = editions.last else { return nil }
        return EditionStandings(updated: newest.updated, ids: newest.albums.map { catalog[Int($0)].id },
                                standings: standings(of: newest.albums.map { $0 }, before: editions.count - 1, previous: editions.count - 2))
    }

    /// Where the albums at `positions` (nil: never in the history) stood in the
    /// kept editions before index `current`, and in the one at `previous`: one
    /// pass over those editions, counting only these albums.
    func standings(of positions: [Int32?], before current: Int, previous: Int) -> [Standing] {
        // Which of these albums each catalog position is (1-based; 0: none of them).
        var wanted = [Int32](repeating: 0, count: catalog.count)
        for (index, position) in positions.enumerated() {
            if let position, wanted[Int(position)] == 0 { wanted[Int(position)] = Int32(index + 1) }
        }
        var stats = [Tally](repeating: Tally(), count: positions.count)
        wanted.withUnsafeBufferPointer { wanted in
            stats.withUnsafeMutableBufferPointer { stats in
                for index in editions.indices where index < current {
                    let isPrevious = index == previous
                    editions[index].albums.withUnsafeBufferPointer { listed in
                        for offset in 0..<listed.count {
                            let which = Int(wanted[Int(listed[offset])])
                            guard which > 0 else { continue }
                            stats[which - 1].count(rank: Int32(offset + 1), edition: Int32(index), isPrevious: isPrevious)
                        }
                    }
                }
            }
        }
        return positions.map { position in
            guard let position else { return Standing() }
            // An id listed twice shares the first one's tally.
            let tally = stats[Int(wanted[Int(position)]) - 1]
            guard tally.first >= 0 else { return Standing() }
            return Standing(previousRank: tally.previousRank > 0 ? Int(tally.previousRank) : nil, peakRank: Int(tally.peak),
                            editions: Int(tally.editions), debut: editions[Int(tally.first)].updated, debutRank: Int(tally.firstRank))
        }
    }

    /// One album over the editions before the one shown.
    private struct Tally {
        var peak: Int32 = .max
        var editions: Int32 = 0
        var previousRank: Int32 = 0
        /// The last edition counted, so that an album listed twice in one edition counts once.
        var last: Int32 = -1
        /// The first edition that lists it, and its rank there: its debut.
        var first: Int32 = -1
        var firstRank: Int32 = 0

        mutating func count(rank: Int32, edition: Int32, isPrevious: Bool) {
            guard last != edition else { return }
            last = edition
            if first < 0 {
                first = edition
                firstRank = rank
            }
            peak = min(peak, rank)
            editions += 1
            if isPrevious { previousRank = rank }
        }
    }

    /// Every album's ranks, worked out in one pass over the editions: what
    /// `ranks(of:)` answers for one album, for a page per album (each of which
    /// asks several charts), without a pass over the catalog and the editions
    /// for each.
    public struct RankIndex: Sendable {
        let updated: [Int64]
        let positions: [Key: Int32]
        /// By catalog position: each (edition, rank) that lists it, in edition order.
        let listed: [[(edition: Int32, rank: Int32)]]

        /// `ranks(of:)`: its rank in each kept edition from the first that lists it, nil where off the chart.
        public func ranks(of id: String) -> [(updated: Int64, rank: Int?)] {
            guard let position = positions[Key(id)], Int(position) < listed.count, let first = listed[Int(position)].first else { return [] }
            var ranks: [(updated: Int64, rank: Int?)] = updated[Int(first.edition)...].map { ($0, nil) }
            for (edition, rank) in listed[Int(position)] where ranks[Int(edition - first.edition)].rank == nil {
                ranks[Int(edition - first.edition)].rank = Int(rank)
            }
            return ranks
        }
    }

    public func rankIndex() -> RankIndex {
        var positions: [Key: Int32] = [:]
        positions.reserveCapacity(catalog.count)
        for position in 0..<catalog.count where positions[catalog[position].key] == nil {
            positions[catalog[position].key] = Int32(position)
        }
        var listed = [[(edition: Int32, rank: Int32)]](repeating: [], count: catalog.count)
        for (index, edition) in editions.enumerated() {
            // Every position is in the catalog: `record` numbers them so, and a file's are checked as it is read.
            for (offset, position) in edition.albums.enumerated() {
                listed[Int(position)].append((Int32(index), Int32(offset + 1)))
            }
        }
        return RankIndex(updated: editions.map(\.updated), positions: positions, listed: listed)
    }

    /// One album's rank in each kept edition from the first that lists it; nil
    /// where it was off the chart. Empty when the history has never seen it.
    public func ranks(of id: String) -> [(updated: Int64, rank: Int?)] {
        guard let position = position(of: id) else { return [] }
        let ranks = editions.map { edition in (updated: edition.updated, rank: edition.albums.firstIndex(of: position).map { $0 + 1 }) }
        guard let start = ranks.firstIndex(where: { $0.rank != nil }) else { return [] }
        return Array(ranks[start...])
    }

    /// The album with this id as the history names it.
    public func entry(_ id: String) -> Entry? {
        position(of: id).map { catalog[Int($0)] }
    }

    /// The album at a catalog position (what an edition lists); nil past the catalog.
    public func entry(at position: Int) -> Entry? {
        catalog.indices.contains(position) ? catalog[position] : nil
    }

    /// An edition's albums, in its order, as the history names them.
    public func albums(of edition: Edition) -> [Entry] {
        edition.albums.compactMap { entry(at: Int($0)) }
    }
}
