import AlbumsEssentials
/// How the chart is ordered. `rank` keeps the feed's order, which is its popularity.
public enum SortOrder: String, CaseIterable, Sendable {
    case rank
    case name
    case artist
    case releaseDate = "release-date"
    /// Biggest climbers first, then new entries, re-entries, the unmoved and the
    /// droppers; chart order where history is off.
    case movement
    /// Longest on the chart first (days since its debut in the kept editions); chart order where history is off.
    case days

    public func sorted(_ albums: [Album]) -> [Album] {
        switch self {
        case .rank:
            // The feed's own order, almost always: kept as it is. (The standard
            // library's sort sets up its merge runs even then, and their array's
            // type is built at run time on first use: 230,000 instructions.)
            var inOrder = true
            for index in albums.indices.dropFirst() where albums[index - 1].rank > albums[index].rank {
                inOrder = false
                break
            }
            return inOrder ? albums : albums.sorted { $0.rank < $1.rank }
        case .name:
            return albums.sorted { Self.precedes($0.name, $1.name, tie: ($0, $1)) }
        case .artist:
            return albums.sorted { Self.precedes($0.artist, $1.artist, tie: ($0, $1)) }
        case .releaseDate:
            // Newest first; albums without a date go last; equal dates keep chart order.
            return albums.sorted { left, right in
                switch (left.releaseDate, right.releaseDate) {
                case let (l?, r?) where l != r: return l > r
                case (nil, _?): return false
                case (_?, nil): return true
                default: return left.rank < right.rank
                }
            }
        case .movement:
            return albums.sorted { left, right in
                let (l, r) = (left.history?.movement.sortKey ?? (0, 0), right.history?.movement.sortKey ?? (0, 0))
                return l != r ? l < r : left.rank < right.rank
            }
        case .days:
            return albums.sorted { left, right in
                let (l, r) = (left.history?.days ?? 0, right.history?.days ?? 0)
                return l != r ? l > r : left.rank < right.rank
            }
        }
    }

    private static func precedes(_ left: String, _ right: String, tie: (Album, Album)) -> Bool {
        switch TextFolding.naturalOrder(left, right) {
        case ..<0: return true
        case 1...: return false
        default: return tie.0.rank < tie.1.rank
        }
    }
}
