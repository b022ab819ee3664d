/// The stored editions of one chart: which albums it held, in rank order, each
/// time it was published. Compact: every album is named once in a catalog, and
/// an edition is the catalog positions of its albums, best first.
public struct ChartHistory: Equatable, Sendable {
    /// An album as the history names it: enough to list one that has left the
    /// chart. Kept as UTF-8 (slices of the file it was read from), and made text
    /// only when asked: a long history names thousands of albums, and a chart
    /// load needs none of their names.
    public struct Entry: Equatable, Sendable {
        let key: Key
        let nameBytes: ArraySlice<UInt8>
        let artistBytes: ArraySlice<UInt8>

        public init(id: String, name: String, artist: String) {
            self.init(key: Key(id), nameBytes: ArraySlice(name.utf8), artistBytes: ArraySlice(artist.utf8))
        }

        init(key: Key, nameBytes: ArraySlice<UInt8>, artistBytes: ArraySlice<UInt8>) {
            self.key = key
            self.nameBytes = nameBytes
            self.artistBytes = artistBytes
        }

        public var id: String { String(decoding: key.bytes, as: UTF8.self) }
        public var name: String { String(decoding: nameBytes, as: UTF8.self) }
        public var artist: String { String(decoding: artistBytes, as: UTF8.self) }
    }

    /// An album id as bytes, hashed in one go.
    struct Key: Hashable, Sendable {
        let bytes: ArraySlice<UInt8>

        init(_ id: String) { bytes = ArraySlice(id.utf8) }
        init(bytes: ArraySlice<UInt8>) { self.bytes = bytes }

        func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
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
    /// How many albums an edition keeps at most (the first, in rank order): Apple's charts list 100, a feed of one's
    /// own may list any number, and a history must not grow without bound.
    public static let editionSize = 200

    /// Which chart: "standard us", "stub standard us", or a feed URL.
    public let chart: String
    public private(set) var catalog: HistoryCatalog
    /// Oldest first, each `updated` later than the one before.
    public private(set) var editions: [Edition]

    public init(chart: String) {
        self.init(chart: chart, catalog: HistoryCatalog(), editions: [])
    }

    /// A history as read back; the reader has checked that every position is in the catalog.
    init(chart: String, catalog: HistoryCatalog, editions: [Edition]) {
        self.chart = chart
        self.catalog = catalog
        self.editions = editions
    }

    public var isEmpty: Bool { editions.isEmpty }

    /// The dates the history file can hold (whole seconds since 1970, in at
    /// most 12 digits): `record` keeps nothing else, so the file never holds
    /// an edition its reader would refuse.
    public static let storableDates: ClosedRange<Int64> = 0...999_999_999_999

    /// The dates a feed can believably be updated on: from 2000 to a day after `now`.
    /// A feed dated otherwise (1900, year 1, past 9999) is dated the day it was fetched.
    public static func believableDates(now: Int64) -> ClosedRange<Int64> {
        946_684_800...max(946_684_800, now + 86_400)
    }

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
        guard !albums.isEmpty, Self.storableDates.contains(updated) else { return nil }
        let albums = Array(albums.prefix(Self.editionSize))
        let index = editions.firstIndex { $0.updated >= updated } ?? editions.count
        let replacing = index < editions.count && editions[index].updated == updated
        if replacing && editions[index].albums.count >= albums.count { return Filed(updated: updated, changed: false) }
        if !replacing && editions.count >= Self.capacity && index == 0 { return nil }
        let isNewest = index >= editions.count - (replacing ? 1 : 0)
        let listed = catalogPositions(of: albums, rename: isNewest)
        if !replacing, index > 0, editions[index - 1].albums == listed { return Filed(updated: editions[index - 1].updated, changed: false) }
        let edition = Edition(updated: updated, albums: listed)
        if replacing {
            editions[index] = edition
        } else {
            editions.insert(edition, at: index)
        }
        // The oldest go; the albums only they listed stay in the catalog until
        // `compact()`, so that every other album keeps its number (and a new
        // edition can be appended to the file that numbers them so).
        if editions.count > Self.capacity { editions.removeFirst(editions.count - Self.capacity) }
        return Filed(updated: updated, changed: true)
    }

    /// Each album's catalog position, adding those that are new; the newest edition's names win.
    private mutating func catalogPositions(of albums: [Album], rename: Bool) -> [Int32] {
        let keys = albums.map { Key($0.id) }
        var found = positions(of: keys)
        var added: [Key: Int32] = [:]
        for (index, album) in albums.enumerated() {
            // Made only for an album new to the catalog, or renamed: most are neither.
            let entry = { Entry(key: keys[index], nameBytes: ArraySlice(album.name.utf8), artistBytes: ArraySlice(album.artist.utf8)) }
            if let position = found[index] {
                if rename && !catalog.names(Int(position), are: album.name, by: album.artist) { catalog.replace(Int(position), with: entry()) }
            } else if let position = added[keys[index]] {
                found[index] = position
            } else {
                let position = Int32(catalog.count)
                catalog.append(entry())
                added[keys[index]] = position
                found[index] = position
            }
        }
        return found.map { $0 ?? 0 }
    }

    /// Drops the albums no kept edition lists any more, numbering the rest anew.
    public mutating func compact() {
        var renumbered = [Int32](repeating: -1, count: catalog.count)
        var kept = HistoryCatalog()
        for edition in editions {
            for position in edition.albums where renumbered[Int(position)] < 0 {
                renumbered[Int(position)] = Int32(kept.count)
                kept.append(Int(position), of: catalog)
            }
        }
        for index in editions.indices {
            editions[index].albums = editions[index].albums.map { renumbered[Int($0)] }
        }
        catalog = kept
    }

    /// The catalog positions of some album ids.
    func positions(of keys: [Key]) -> [Int32?] {
        catalog.positions(of: keys.map(\.bytes))
    }

    /// The catalog position of an album id, if the history has seen it.
    public func position(of id: String) -> Int32? {
        positions(of: [Key(id)])[0]
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
