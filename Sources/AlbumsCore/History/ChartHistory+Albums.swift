extension ChartHistory {
    /// The albums of the edition published at `updated`, each with where it
    /// stands: against the edition before it, and over every kept edition up to
    /// it. Albums are matched by id; an album with no id in the history is new.
    public func annotate(_ albums: [Album], at updated: Int64) -> [Album] {
        let current = edition(at: updated) ?? editions.count
        let previous = edition(before: updated)
        let positions = positions(of: albums.map { Key($0.id) })
        // Which of these albums each catalog position is (1-based; 0: none of them),
        // so the pass over every kept edition only counts the albums shown.
        var wanted = [Int32](repeating: 0, count: catalog.count)
        for (index, position) in positions.enumerated() {
            if let position, wanted[Int(position)] == 0 { wanted[Int(position)] = Int32(index + 1) }
        }
        var stats = [Tally](repeating: Tally(), count: albums.count)
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
        return albums.enumerated().map { index, album in
            var album = album
            guard let position = positions[index] else {
                album.history = AlbumHistory(previousRank: nil, peakRank: album.rank, editions: 1, movement: .new,
                                             debut: updated, debutRank: album.rank, days: 0)
                return album
            }
            // An id listed twice shares the first one's tally.
            let tally = stats[Int(wanted[Int(position)]) - 1]
            let previousRank = tally.previousRank > 0 ? Int(tally.previousRank) : nil
            let movement: Movement
            if let previousRank {
                movement = .from(previousRank, to: album.rank)
            } else {
                movement = tally.editions > 0 ? .reentry : .new
            }
            let debut = tally.first >= 0 ? editions[Int(tally.first)].updated : updated
            album.history = AlbumHistory(
                previousRank: previousRank, peakRank: min(Int(tally.peak), album.rank),
                editions: Int(tally.editions) + 1, movement: movement,
                debut: debut, debutRank: tally.first >= 0 ? Int(tally.firstRank) : album.rank,
                days: Int(max(0, updated - debut) / 86_400)
            )
            return album
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
}
