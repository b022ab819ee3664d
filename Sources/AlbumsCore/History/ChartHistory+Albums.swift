extension ChartHistory {
    /// The albums of the edition published at `updated`, each with where it
    /// stands: against the edition before it, and over every kept edition up to
    /// it. Albums are matched by id; an album with no id in the history is new.
    public func annotate(_ albums: [Album], at updated: Int64) -> [Album] {
        let current = edition(at: updated) ?? editions.count
        let previous = edition(before: updated)
        var previousRanks: [Int32: Int] = [:]
        if let previous {
            for (offset, position) in editions[previous].albums.enumerated() where previousRanks[position] == nil {
                previousRanks[position] = offset + 1
            }
        }
        // One pass over the kept editions up to this one: each album's best rank,
        // how many editions list it, and the first edition that does.
        var peak = [Int32](repeating: .max, count: catalog.count)
        var count = [Int32](repeating: 0, count: catalog.count)
        var first = [Int32](repeating: .max, count: catalog.count)
        for index in editions.indices where index < current {
            tally(editions[index].albums, index: index, peak: &peak, count: &count, first: &first)
        }
        return albums.map { album in
            var album = album
            guard let position = position(of: album.id).map(Int.init) else {
                album.history = AlbumHistory(previousRank: nil, peakRank: album.rank, editions: 1, movement: .new)
                return album
            }
            let previousRank = previousRanks[Int32(position)]
            let movement: Movement
            if let previousRank {
                movement = .from(previousRank, to: album.rank)
            } else {
                movement = first[position] < Int32(current) ? .reentry : .new
            }
            album.history = AlbumHistory(
                previousRank: previousRank, peakRank: min(Int(peak[position]), album.rank),
                editions: Int(count[position]) + 1, movement: movement
            )
            return album
        }
    }

    private func tally(_ albums: [Int32], index: Int, peak: inout [Int32], count: inout [Int32], first: inout [Int32]) {
        var seen = Set<Int32>()
        for (offset, position) in albums.enumerated() where seen.insert(position).inserted {
            let slot = Int(position)
            peak[slot] = min(peak[slot], Int32(offset + 1))
            count[slot] += 1
            first[slot] = min(first[slot], Int32(index))
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
