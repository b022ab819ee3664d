/// How an album moved since the previous edition of its chart.
public enum Movement: Hashable, Sendable {
    /// On the chart for the first time, as far as the history knows.
    case new
    /// Back: on the chart before, but not in the previous edition.
    case reentry
    case up(Int)
    case down(Int)
    case same

    /// Between two ranks of one album (1 is best).
    public static func from(_ previous: Int, to rank: Int) -> Movement {
        if rank < previous { return .up(previous - rank) }
        if rank > previous { return .down(rank - previous) }
        return .same
    }

    /// `--json`'s `movement`: "new", "reentry", "up", "down", "same".
    public var name: String {
        switch self {
        case .new: return "new"
        case .reentry: return "reentry"
        case .up: return "up"
        case .down: return "down"
        case .same: return "same"
        }
    }

    /// The table's cell: "▲3", "▼12", "=", "NEW", "RE".
    public var symbol: String {
        switch self {
        case .new: return "NEW"
        case .reentry: return "RE"
        case .up(let places): return "▲\(places)"
        case .down(let places): return "▼\(places)"
        case .same: return "="
        }
    }

    /// `--plain`'s field: "+3", "-12", "=", "new", "re".
    public var plain: String {
        switch self {
        case .new: return "new"
        case .reentry: return "re"
        case .up(let places): return "+\(places)"
        case .down(let places): return "-\(places)"
        case .same: return "="
        }
    }

    /// `--sort movement`: biggest climbers first, then new, re-entries, the
    /// unmoved, and droppers, the biggest drop last.
    var sortKey: (Int, Int) {
        switch self {
        case .up(let places): return (0, -places)
        case .new: return (1, 0)
        case .reentry: return (2, 0)
        case .same: return (3, 0)
        case .down(let places): return (4, places)
        }
    }
}

/// Where an album stands in its chart's stored history.
public struct AlbumHistory: Hashable, Sendable {
    /// Its rank in the previous edition; nil when it wasn't in it.
    public var previousRank: Int?
    /// Its best rank over every stored edition, this one included.
    public var peakRank: Int
    /// How many stored editions it appears in, this one included.
    public var editions: Int
    public var movement: Movement
    /// When the first kept edition that lists it was published, and its rank there.
    public var debut: Int64
    public var debutRank: Int
    /// Days on the chart (`ChartRun`: the editions that list it, this one included; a debut is 1).
    public var days: Int

    public init(previousRank: Int?, peakRank: Int, editions: Int, movement: Movement, debut: Int64, debutRank: Int, days: Int) {
        self.previousRank = previousRank
        self.peakRank = peakRank
        self.editions = editions
        self.movement = movement
        self.debut = debut
        self.debutRank = debutRank
        self.days = days
    }
}
