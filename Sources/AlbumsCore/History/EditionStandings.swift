extension ChartHistory {
    /// Where one album stood in the kept editions before the one shown: what
    /// its marks (movement, peak, weeks, debut) are worked out from.
    public struct Standing: Equatable, Sendable {
        /// Its rank in the edition before; nil when it wasn't in it.
        public var previousRank: Int?
        /// Its best rank in them; `Int.max` when it is in none.
        public var peakRank: Int = .max
        /// How many of them list it; 0 for an album new to the chart.
        public var editions: Int = 0
        /// When the first of them that lists it was published, and its rank there.
        public var debut: Int64?
        public var debutRank: Int = 0

        public init() {}

        public init(previousRank: Int?, peakRank: Int, editions: Int, debut: Int64?, debutRank: Int) {
            self.previousRank = previousRank
            self.peakRank = peakRank
            self.editions = editions
            self.debut = debut
            self.debutRank = debutRank
        }
    }
}

extension Album {
    /// This album, ranked `rank` in the edition published at `updated`, marked
    /// with where it stands given where it stood before.
    func marked(_ standing: ChartHistory.Standing, at updated: Int64) -> Album {
        var album = self
        let movement: Movement
        if let previousRank = standing.previousRank {
            movement = .from(previousRank, to: rank)
        } else {
            movement = standing.editions > 0 ? .reentry : .new
        }
        let debut = standing.debut ?? updated
        album.history = AlbumHistory(
            previousRank: standing.previousRank, peakRank: min(standing.peakRank, rank), editions: standing.editions + 1,
            movement: movement, debut: debut, debutRank: standing.debut == nil ? rank : standing.debutRank,
            days: standing.editions + 1
        )
        return album
    }
}

/// The newest kept edition of a chart, and where each of its albums stood in
/// the kept editions before it (`ChartHistory.newestStandings`).
///
/// Kept beside the history file, so that the usual load (today's edition is
/// already kept, and the chart is only listed) marks its albums without
/// reading 400 editions:
///
///     albums-standings 1
///     source<TAB>…what the history file was when these were worked out…
///     edition<TAB>1795176000<TAB>100
///     1790000001<TAB>399<TAB>1<TAB>1<TAB>1760702400<TAB>4
///     1790000009<TAB>0<TAB>-<TAB>-<TAB>-<TAB>-
///
/// The edition's date and how many albums it lists, then one line per album
/// in rank order: its id, how many earlier editions list
/// it, its rank in the edition before (`-`: not in it), its peak, and its
/// debut's date and rank (`-` for an album new to the chart). It is only a
/// copy of what the history says: one whose source isn't the history file as
/// it is now, or that doesn't read, is passed over and the history read.
public struct EditionStandings: Equatable, Sendable {
    public static let header = "albums-standings 1"

    /// What a standings file worked out from `source` puts in its name: eight
    /// hex digits of the source's FNV-1a. Each state of the history file has a
    /// file of its own, so a new one is renamed into a name nothing holds: on
    /// ext4, renaming over a file starts writing the new one to disk at once
    /// (a guard for programs that don't flush), which costs five times as much.
    public static func fileToken(source: String) -> String {
        String(decoding: HistoryText.hex(HistoryText.checksum(source.utf8)), as: UTF8.self)
    }

    public var updated: Int64
    /// The edition's albums, best first.
    public var ids: [String]
    /// Where each of them stood before it, in the same order.
    public var standings: [ChartHistory.Standing]

    public init(updated: Int64, ids: [String], standings: [ChartHistory.Standing]) {
        self.updated = updated
        self.ids = ids
        self.standings = standings
    }

    /// `shown` (the first albums of `feed`, published at `updated`) marked as
    /// recording the feed in the whole history and annotating it would mark
    /// them, and the edition they are filed under; nil unless that needs no
    /// more than this edition: the feed's edition is this one (a copy no
    /// longer than it), or lists exactly its albums (Apple re-stamps an
    /// unchanged feed), and every album shown is in it.
    public func marks(feed: [Album], updated: Int64, shown: [Album]) -> (edition: Int64, albums: [Album])? {
        guard !feed.isEmpty, ChartHistory.storableDates.contains(updated), !ids.isEmpty, ids.count == standings.count else { return nil }
        if updated == self.updated {
            guard ids.count >= feed.count else { return nil }
        } else {
            guard updated > self.updated, feed.count == ids.count, zip(feed, ids).allSatisfy({ $0.id == $1 }) else { return nil }
        }
        var marked: [Album] = []
        marked.reserveCapacity(shown.count)
        // Usually each album is where the edition has it; otherwise it is looked up.
        // (An id listed twice has the same standing at each place.)
        var index: [String: Int]?
        for (position, album) in shown.enumerated() {
            var offset = position
            if offset >= ids.count || ids[offset] != album.id {
                if index == nil {
                    var found: [String: Int] = [:]
                    for (offset, id) in ids.enumerated() where found[id] == nil { found[id] = offset }
                    index = found
                }
                guard let found = index?[album.id] else { return nil }
                offset = found
            }
            marked.append(album.marked(standings[offset], at: self.updated))
        }
        return (self.updated, marked)
    }

    public func encodedBytes(source: String) -> [UInt8] {
        var bytes = Array("\(Self.header)\nsource\t".utf8)
        bytes.reserveCapacity(64 + source.utf8.count + ids.count * 48)
        HistoryText.appendEscaped(ArraySlice(source.utf8), to: &bytes)
        bytes.append(contentsOf: "\nedition\t\(updated)\t\(ids.count)\n".utf8)
        for (id, standing) in zip(ids, standings) {
            HistoryText.appendEscaped(ArraySlice(id.utf8), to: &bytes)
            let known = standing.editions > 0
            func append(_ field: Int64?) {
                bytes.append(0x09)
                if let field { HistoryText.appendNumber(field, to: &bytes) } else { bytes.append(0x2D) }
            }
            append(Int64(standing.editions))
            append(standing.previousRank.map(Int64.init))
            append(known ? Int64(standing.peakRank) : nil)
            append(standing.debut)
            append(known ? Int64(standing.debutRank) : nil)
            bytes.append(0x0A)
        }
        return bytes
    }

    /// The standings in `bytes` when they were worked out from `source`; nil
    /// otherwise, or for anything that isn't a whole standings file.
    public static func decode(_ bytes: [UInt8], source: String) -> EditionStandings? {
        // The source first: standings of the file as it was aren't read any further.
        var expected = Array("\(header)\nsource\t".utf8)
        HistoryText.appendEscaped(ArraySlice(source.utf8), to: &expected)
        expected.append(0x0A)
        guard bytes.starts(with: expected) else { return nil }
        return decode(bytes)?.standings
    }

    /// The standings in `bytes`, and the source they name; nil for anything
    /// that isn't a whole standings file (it is then passed over).
    public static func decode(_ bytes: [UInt8]) -> (source: String, standings: EditionStandings)? {
        // Every line ends in a newline, and the edition says how many albums follow: a file cut short doesn't read.
        guard bytes.last == 0x0A else { return nil }
        let lines = bytes.dropLast().split(separator: 0x0A, omittingEmptySubsequences: false)
        guard lines.count >= 4, lines[0].elementsEqual(header.utf8),
              let source = field(lines[1], after: "source\t"), let edition = field(lines[2], after: "edition\t") else { return nil }
        var date = Fields(edition)
        guard let updated = date.next().flatMap(HistoryText.number), let count = date.next().flatMap(number), date.next() == nil,
              count == lines.count - 3 else { return nil }
        var standings = EditionStandings(updated: updated, ids: [], standings: [])
        standings.ids.reserveCapacity(count)
        standings.standings.reserveCapacity(count)
        for line in lines.dropFirst(3) {
            var fields = Fields(line)
            guard let id = fields.next(), !id.isEmpty, let editions = fields.next().flatMap(number), let previous = fields.next(),
                  let peak = fields.next(), let debut = fields.next(), let debutRank = fields.next(), fields.next() == nil else { return nil }
            var standing = ChartHistory.Standing()
            if editions > 0 {
                guard let peak = number(peak), peak > 0, let debut = HistoryText.number(debut), let debutRank = number(debutRank), debutRank > 0 else { return nil }
                standing = ChartHistory.Standing(previousRank: nil, peakRank: peak, editions: editions, debut: debut, debutRank: debutRank)
                if !previous.elementsEqual("-".utf8) {
                    guard let previous = number(previous), previous > 0 else { return nil }
                    standing.previousRank = previous
                }
            } else {
                guard [previous, peak, debut, debutRank].allSatisfy({ $0.elementsEqual("-".utf8) }) else { return nil }
            }
            standings.ids.append(String(decoding: HistoryText.unescaped(id), as: UTF8.self))
            standings.standings.append(standing)
        }
        return (String(decoding: HistoryText.unescaped(source), as: UTF8.self), standings)
    }

    /// A line's tab-separated fields, one at a time.
    private struct Fields {
        var rest: ArraySlice<UInt8>?

        init(_ line: ArraySlice<UInt8>) { rest = line }

        mutating func next() -> ArraySlice<UInt8>? {
            guard let line = rest else { return nil }
            guard let tab = line.firstIndex(of: 0x09) else {
                rest = nil
                return line
            }
            rest = line[(tab + 1)...]
            return line[..<tab]
        }
    }

    private static func field(_ line: ArraySlice<UInt8>, after prefix: String) -> ArraySlice<UInt8>? {
        line.starts(with: prefix.utf8) ? line.dropFirst(prefix.utf8.count) : nil
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        HistoryText.number(digits).flatMap { Int(exactly: $0) }
    }
}
