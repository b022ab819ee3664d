/// The stored editions of one chart: which albums it held, in rank order, each
/// time it was published. Compact: every album is named once in a catalog, and
/// an edition is the catalog positions of its albums, best first.
public struct ChartHistory: Equatable, Sendable {
    /// An album as the history names it: enough to list one that has left the chart.
    public struct Entry: Equatable, Sendable {
        public var id: String
        public var name: String
        public var artist: String

        public init(id: String, name: String, artist: String) {
            self.id = id
            self.name = name
            self.artist = artist
        }
    }

    public struct Edition: Equatable, Sendable {
        /// When the feed says it was published, in seconds since 1970 (UTC).
        public var updated: Int64
        /// Positions in the catalog, in rank order: `albums[0]` was number 1.
        public var albums: [Int32]

        public init(updated: Int64, albums: [Int32]) {
            self.updated = updated
            self.albums = albums
        }
    }

    /// The most editions kept per chart; the oldest go first.
    public static let capacity = 400

    /// Which chart: "shared standard us", "stub standard us", or a feed URL.
    public let chart: String
    public private(set) var catalog: [Entry]
    /// Oldest first, each `updated` later than the one before.
    public private(set) var editions: [Edition]
    private var positions: [String: Int32]

    public init(chart: String) {
        self.init(chart: chart, catalog: [], editions: [])
    }

    /// A history as read back; the reader has checked that every position is in the catalog.
    init(chart: String, catalog: [Entry], editions: [Edition]) {
        self.chart = chart
        self.catalog = catalog
        self.editions = editions
        var positions: [String: Int32] = [:]
        positions.reserveCapacity(catalog.count)
        for (position, entry) in catalog.enumerated() { positions[entry.id] = Int32(position) }
        self.positions = positions
    }

    public static func == (left: ChartHistory, right: ChartHistory) -> Bool {
        left.chart == right.chart && left.catalog == right.catalog && left.editions == right.editions
    }

    public var isEmpty: Bool { editions.isEmpty }

    /// Which kept edition a load is filed under, and whether recording it changed the history.
    public struct Filed: Equatable, Sendable {
        public var updated: Int64
        public var changed: Bool
    }

    /// Records the edition published at `updated`, and says which kept edition
    /// stands for it. Nothing changes when that edition is already kept (a
    /// longer copy replaces a shorter one, as when `--limit 10` came first) or
    /// when it lists exactly what the edition before it does (Apple re-stamps
    /// an unchanged feed): that edition stands for it. Nil, and nothing kept,
    /// when it holds no album, or is older than every edition of a full history.
    @discardableResult
    public mutating func record(updated: Int64, albums: [Album]) -> Filed? {
        guard !albums.isEmpty else { return nil }
        let index = editions.firstIndex { $0.updated >= updated } ?? editions.count
        let replacing = index < editions.count && editions[index].updated == updated
        if replacing && editions[index].albums.count >= albums.count { return Filed(updated: updated, changed: false) }
        if !replacing && editions.count >= Self.capacity && index == 0 { return nil }
        let isNewest = index >= editions.count - (replacing ? 1 : 0)
        let listed = albums.map { position(of: $0, rename: isNewest) }
        if !replacing, index > 0, editions[index - 1].albums == listed { return Filed(updated: editions[index - 1].updated, changed: false) }
        let edition = Edition(updated: updated, albums: listed)
        if replacing {
            editions[index] = edition
        } else {
            editions.insert(edition, at: index)
        }
        if editions.count > Self.capacity {
            editions.removeFirst(editions.count - Self.capacity)
            pruneCatalog()
        }
        return Filed(updated: updated, changed: true)
    }

    /// The album's catalog position, adding it if new; the newest edition's names win.
    private mutating func position(of album: Album, rename: Bool) -> Int32 {
        if let position = positions[album.id] {
            if rename { catalog[Int(position)] = Entry(id: album.id, name: album.name, artist: album.artist) }
            return position
        }
        let position = Int32(catalog.count)
        catalog.append(Entry(id: album.id, name: album.name, artist: album.artist))
        positions[album.id] = position
        return position
    }

    /// Drops albums no kept edition lists any more.
    private mutating func pruneCatalog() {
        var renumbered = [Int32](repeating: -1, count: catalog.count)
        var kept: [Entry] = []
        for edition in editions {
            for position in edition.albums where renumbered[Int(position)] < 0 {
                renumbered[Int(position)] = Int32(kept.count)
                kept.append(catalog[Int(position)])
            }
        }
        for index in editions.indices {
            editions[index].albums = editions[index].albums.map { renumbered[Int($0)] }
        }
        self = ChartHistory(chart: chart, catalog: kept, editions: editions)
    }

    /// The catalog position of an album id, if the history has seen it.
    public func position(of id: String) -> Int32? {
        positions[id]
    }

    /// The index of the edition published at exactly `updated`.
    public func edition(at updated: Int64) -> Int? {
        editions.lastIndex { $0.updated == updated }
    }

    /// The index of the latest edition published before `updated`.
    public func edition(before updated: Int64) -> Int? {
        editions.lastIndex { $0.updated < updated }
    }

    /// The index of the latest edition published on or before `moment`.
    public func edition(onOrBefore moment: Int64) -> Int? {
        editions.lastIndex { $0.updated <= moment }
    }
}
