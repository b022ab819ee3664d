/// An album's run on one chart over its kept editions (up to one of them):
/// the one definition of what every page and command calls days and peak.
/// - days: the editions that list it (a chart is published once a day: a
///   debut is day 1, and a gap between two runs counts nothing);
/// - peak: its best rank; times at peak: the editions at that rank, and
///   when it first stood there.
public struct ChartRun: Equatable, Hashable, Sendable {
    public var days = 0
    public var peak = Int.max
    public var timesAtPeak = 0
    public var peakOn: Int64 = 0
    /// Its first and last kept edition, and its rank in each.
    public var debut: Int64 = 0
    public var debutRank = 0
    public var last: Int64 = 0
    public var lastRank = 0

    public init() {}

    /// Another edition that lists it, at `rank` (editions counted oldest first).
    public mutating func count(rank: Int, on updated: Int64) {
        if days == 0 { (debut, debutRank) = (updated, rank) }
        days += 1
        if rank < peak {
            (peak, timesAtPeak, peakOn) = (rank, 1, updated)
        } else if rank == peak {
            timesAtPeak += 1
        }
        (last, lastRank) = (updated, rank)
    }

    /// Days at #1 (0 when it never reached it).
    public var daysAtNumberOne: Int { peak == 1 ? timesAtPeak : 0 }

    /// Every run of `history`'s catalog (by catalog position) over its editions up to `through` (an index; nil: all).
    public static func runs(of history: ChartHistory, through last: Int? = nil) -> [ChartRun] {
        var runs = [ChartRun](repeating: ChartRun(), count: history.catalog.count)
        // The edition each album was last counted in: an album listed twice in one edition counts once.
        var counted = [Int](repeating: -1, count: history.catalog.count)
        for (index, edition) in history.editions.enumerated() where index <= (last ?? Int.max) {
            for (offset, position) in edition.albums.enumerated() where counted[Int(position)] != index {
                counted[Int(position)] = index
                runs[Int(position)].count(rank: offset + 1, on: edition.updated)
            }
        }
        return runs
    }
}
