import AlbumsCore
import AlbumsPlatform
import Synchronization

/// Where the charts' histories are kept: one file per chart under the XDG
/// state folder (`history/`), or memory.
public struct HistoryStore: Sendable {
    public struct Loaded: Equatable, Sendable {
        public var history: ChartHistory
        /// Why the kept file was not used, when it wasn't.
        public var warning: String?
        /// The newest edition's standings, when a recording worked them out.
        public var standings: EditionStandings?

        public init(history: ChartHistory, warning: String? = nil) {
            self.history = history
            self.warning = warning
        }
    }

    /// The folder, or nil when the histories live in memory.
    /// When a history file that `update` writes reaches the disk.
    public enum Flush: Sendable {
        /// Flushed as it is written: a load's edition.
        case eachWrite
        /// A chart new to the store is written without a flush of its own (and
        /// without its standings, which the next load works out); `flush` then
        /// makes all of them durable at once: an import of 5,000 charts is one
        /// flush, not 5,000. A file that replaces a kept one is still flushed
        /// before it does, so that what was kept is never at risk.
        case batched
    }

    public var location: String?
    /// The chart's kept history; an empty one when there is none or it can't be read.
    public var load: @Sendable (_ chart: String) -> Loaded
    /// Changes the chart's history as one step, under a lock, so that two
    /// `albums` recording at once both keep their edition. `change` returns
    /// whether it changed anything; only then is the history written. A file
    /// that can't be read is set aside as `….bad` first, and said so.
    public var updating: @Sendable (_ chart: String, _ flush: Flush, _ change: (inout ChartHistory) -> Bool) throws -> Loaded
    /// Makes every write `update` made `.batched` durable, at once.
    public var flush: @Sendable () throws -> Void
    /// Where the albums of the chart's newest kept edition stood before it,
    /// without reading the whole history when it can be helped; nil when
    /// there is no edition, or only the whole history can say.
    public var standings: @Sendable (_ chart: String) -> EditionStandings?
    /// Keeps the standings of the chart's history as this store last read it,
    /// when the history is still as read, for `standings` to find next time.
    public var keepStandings: @Sendable (_ chart: String) -> Void
    public var stats: @Sendable () -> HistoryStats
    /// Every kept chart's history that can be read (`artist`, `history --export`);
    /// none when the task asking is cancelled (it stops between two files).
    public var all: @Sendable () -> [ChartHistory]
    /// Forgets every chart's history; returns what there was.
    public var clear: @Sendable () throws -> HistoryStats
    /// What every kept chart's file is now (names, sizes and times), as one
    /// hash: the same as long as no chart changed (`albums site` does nothing
    /// then); nil where it can't be told (memory), which counts as changed.
    public var fingerprint: @Sendable () -> String?

    public init(
        location: String?, load: @escaping @Sendable (String) -> Loaded,
        update: @escaping @Sendable (String, Flush, (inout ChartHistory) -> Bool) throws -> Loaded,
        flush: @escaping @Sendable () throws -> Void = {},
        standings: @escaping @Sendable (String) -> EditionStandings? = { _ in nil },
        keepStandings: @escaping @Sendable (String) -> Void = { _ in },
        stats: @escaping @Sendable () -> HistoryStats, all: @escaping @Sendable () -> [ChartHistory] = { [] },
        clear: @escaping @Sendable () throws -> HistoryStats, fingerprint: @escaping @Sendable () -> String? = { nil }
    ) {
        self.location = location
        self.load = load
        self.updating = update
        self.flush = flush
        self.standings = standings
        self.keepStandings = keepStandings
        self.stats = stats
        self.all = all
        self.clear = clear
        self.fingerprint = fingerprint
    }

    public static func memory() -> HistoryStore {
        let charts = Mutex<[String: ChartHistory]>([:])
        let stats: @Sendable () -> HistoryStats = {
            charts.withLock { HistoryStats(charts: $0.values.filter { !$0.isEmpty }, bytes: 0) }
        }
        return HistoryStore(
            location: nil,
            load: { chart in Loaded(history: charts.withLock { $0[chart] } ?? ChartHistory(chart: chart)) },
            update: { chart, _, change in
                charts.withLock { charts in
                    var history = charts[chart] ?? ChartHistory(chart: chart)
                    if change(&history) {
                        history.compact()
                        charts[chart] = history
                    }
                    return Loaded(history: history)
                }
            },
            standings: { chart in charts.withLock { $0[chart]?.newestStandings } },
            stats: stats,
            all: { charts.withLock { $0.values.filter { !$0.isEmpty }.sorted { $0.chart < $1.chart } } },
            clear: { defer { charts.withLock { $0 = [:] } }; return stats() }
        )
    }
}

/// What the history holds, for `cache stats` and `history --clear`.
public struct HistoryStats: Equatable, Sendable {
    public var charts: Int
    public var editions: Int
    public var bytes: Int
    /// When the oldest and newest kept editions were published.
    public var oldest: Date?
    public var newest: Date?

    public init(charts: [ChartHistory], bytes: Int) {
        self.charts = charts.count
        editions = charts.reduce(0) { $0 + $1.editions.count }
        self.bytes = bytes
        oldest = charts.compactMap { $0.editions.first?.updated }.min().map { Date(timeIntervalSince1970: TimeInterval($0)) }
        newest = charts.compactMap { $0.editions.last?.updated }.max().map { Date(timeIntervalSince1970: TimeInterval($0)) }
    }
}

extension HistoryStore {
    /// Changes the chart's history as one step, under a lock (`updating`).
    public func update(_ chart: String, flush: Flush = .eachWrite, _ change: (inout ChartHistory) -> Bool) throws -> Loaded {
        try updating(chart, flush, change)
    }
}
