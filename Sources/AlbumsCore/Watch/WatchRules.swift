import AlbumsEssentials

/// What `albums watch` reports of each new edition of the chart: the rules a
/// chart follower picks, and the news they select from what changed.
package struct WatchRules: Equatable, Sendable {
    /// New entries and re-entries.
    package var new: Bool
    /// Climbs or falls of at least this many places; nil: none.
    package var moves: Int?
    /// Entering the top K (new here, or up from below K); nil: none.
    package var top: Int?
    /// Albums that left the chart.
    package var left: Bool
    /// Any album by one of these artists, whenever an edition lists it.
    package var artists: [String]

    package init(new: Bool = true, moves: Int? = nil, top: Int? = nil, left: Bool = false, artists: [String] = []) {
        self.new = new
        self.moves = moves
        self.top = top
        self.left = left
        self.artists = artists
    }

    /// One piece of news: what happened to which album.
    package struct News: Equatable, Sendable {
        package enum Kind: Equatable, Sendable {
            case new, back, up(Int), down(Int), top(Int), left, artist
        }

        package var kind: Kind
        /// Its rank now; nil for an album that left.
        package var rank: Int?
        package var previousRank: Int?
        package var id: String
        package var name: String
        package var artist: String

        /// "NEW", "BACK", "▲12", "▼5", "TOP10", "LEFT", "ARTIST".
        package var label: String {
            switch kind {
            case .new: return "NEW"
            case .back: return "BACK"
            case .up(let places): return "▲\(places)"
            case .down(let places): return "▼\(places)"
            case .top(let k): return "TOP\(k)"
            case .left: return "LEFT"
            case .artist: return "ARTIST"
            }
        }

        /// The change this is, for `--json` (the shape of `changes --json`).
        var change: ChartChanges.Change {
            ChartChanges.Change(id: id, name: name, artist: artist, previousRank: previousRank, rank: rank)
        }
    }

    /// The news the rules select from `changes`; `albums` is the new edition
    /// (for followed artists). One line per album: the first rule that
    /// matches names it, in the order new, top, moves, artist, left.
    package func news(in changes: ChartChanges, albums: [Album]) -> [News] {
        var news: [News] = []
        var told = Set<String>()
        func add(_ kind: News.Kind, _ change: ChartChanges.Change) {
            guard told.insert(change.id).inserted else { return }
            news.append(News(kind: kind, rank: change.rank, previousRank: change.previousRank, id: change.id, name: change.name, artist: change.artist))
        }
        if new {
            for change in changes.entered { add(.new, change) }
            for change in changes.reentered { add(.back, change) }
        }
        if let top {
            let arrivals = changes.entered + changes.reentered + changes.climbed
            for change in arrivals.sorted(by: { ($0.rank ?? .max) < ($1.rank ?? .max) })
            where (change.rank ?? .max) <= top && (change.previousRank ?? .max) > top {
                add(.top(top), change)
            }
        }
        if let moves {
            for change in changes.climbed where (change.previousRank ?? 0) - (change.rank ?? 0) >= moves {
                add(.up((change.previousRank ?? 0) - (change.rank ?? 0)), change)
            }
            for change in changes.fell where (change.rank ?? 0) - (change.previousRank ?? 0) >= moves {
                add(.down((change.rank ?? 0) - (change.previousRank ?? 0)), change)
            }
        }
        if !artists.isEmpty {
            let followed = Set(artists.map { TextFolding.folded($0) })
            for album in albums where followed.contains(TextFolding.folded(album.artist)) {
                add(.artist, ChartChanges.Change(id: album.id, name: album.name, artist: album.artist, previousRank: nil, rank: album.rank))
            }
        }
        if left {
            for change in changes.left { add(.left, change) }
        }
        return news
    }


    /// The news as `changes --json` shapes it: each item in the section of what happened.
    package static func changes(_ news: [News], from: Int64, to: Int64) -> ChartChanges {
        var changes = ChartChanges(from: from, to: to)
        for item in news {
            switch item.kind {
            // A followed artist's album is told as it charts now: with the entries.
            case .new, .artist: changes.entered.append(item.change)
            case .back: changes.reentered.append(item.change)
            case .left: changes.left.append(item.change)
            case .up, .top: changes.climbed.append(item.change)
            case .down: changes.fell.append(item.change)
            }
        }
        return changes
    }

    /// One notification for a check, each album with its artist (the reason
    /// a followed artist's album is news): "1 new, 1 by artists you follow:
    /// Moral Panic — Prince, #2; Sign O' The Times (Super Deluxe) — Prince, #6";
    /// past `limit` albums, "and N more".
    package static func summary(_ news: [News], limit: Int = 3) -> String {
        var counts: [(String, Int)] = []
        func count(_ name: String, _ matches: (News.Kind) -> Bool) {
            let n = news.count { matches($0.kind) }
            if n > 0 { counts.append((name, n)) }
        }
        count("new") { $0 == .new }
        count("back") { $0 == .back }
        count("into the top") { if case .top = $0 { return true }; return false }
        count("up") { if case .up = $0 { return true }; return false }
        count("down") { if case .down = $0 { return true }; return false }
        count("by artists you follow") { $0 == .artist }
        count("left") { $0 == .left }
        let head = counts.map { "\($0.1) \($0.0)" }.joined(separator: ", ")
        let albums = news.prefix(limit).map { item in item.name + " — " + item.artist + ", " + (item.rank.map { "#\($0)" } ?? "left") }
        return head + ": " + albums.joined(separator: "; ") + (news.count > limit ? "; and \(news.count - limit) more" : "")
    }
}
