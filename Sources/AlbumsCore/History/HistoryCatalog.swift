import AlbumsEssentials
/// The albums a chart's history names, numbered from 0: each one's id, name and
/// artist as UTF-8 in one shared buffer (the file it was read from, as read),
/// found by offsets. Nothing becomes text until asked: a long history names
/// thousands of albums, and a chart load needs none of their names.
public struct HistoryCatalog: RandomAccessCollection, Equatable, Sendable {
    private var storage: [UInt8]
    /// Per album: id start and end, name start and end, artist start and end.
    private var offsets: [Int32]

    public init() {
        storage = []
        offsets = []
    }

    /// Albums whose fields are at `ranges` in `storage`, already unescaped.
    init(storage: [UInt8], offsets: [Int32]) {
        self.storage = storage
        self.offsets = offsets
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { offsets.count / 6 }

    public subscript(position: Int) -> ChartHistory.Entry {
        ChartHistory.Entry(key: key(at: position), nameBytes: field(position, 1), artistBytes: field(position, 2))
    }

    func key(at position: Int) -> ChartHistory.Key {
        ChartHistory.Key(bytes: field(position, 0))
    }

    /// Whether the album at `position` has this name and artist.
    func names(_ position: Int, are name: String, by artist: String) -> Bool {
        Self.same(field(position, 1), name) && Self.same(field(position, 2), artist)
    }

    private static func same(_ bytes: ArraySlice<UInt8>, _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in bytes.withUnsafeBufferPointer { kept in SameBytes.equal(kept, utf8) } }
    }

    private func field(_ position: Int, _ field: Int) -> ArraySlice<UInt8> {
        let base = position * 6 + field * 2
        return storage[Int(offsets[base])..<Int(offsets[base + 1])]
    }

    mutating func append(_ entry: ChartHistory.Entry) {
        offsets.append(contentsOf: [0, 0, 0, 0, 0, 0])
        replace(endIndex - 1, with: entry)
    }

    /// The album at `position` of another catalog, its bytes copied straight across.
    mutating func append(_ position: Int, of other: HistoryCatalog) {
        let start = Int(other.offsets[position * 6]), end = Int(other.offsets[position * 6 + 5])
        let contiguous = (0..<5).allSatisfy { other.offsets[position * 6 + $0] <= other.offsets[position * 6 + $0 + 1] }
        guard contiguous else { return append(other[position]) }
        let shift = Int32(storage.count) - Int32(start)
        storage.append(contentsOf: other.storage[start..<end])
        for field in 0..<6 { offsets.append(other.offsets[position * 6 + field] + shift) }
    }

    /// The album at `position`, renamed; the old names stay in the buffer until the catalog is written.
    mutating func replace(_ position: Int, with entry: ChartHistory.Entry) {
        let base = position * 6
        offsets[base] = Int32(storage.count)
        storage.append(contentsOf: entry.key.bytes)
        offsets[base + 1] = Int32(storage.count)
        offsets[base + 2] = Int32(storage.count)
        storage.append(contentsOf: entry.nameBytes)
        offsets[base + 3] = Int32(storage.count)
        offsets[base + 4] = Int32(storage.count)
        storage.append(contentsOf: entry.artistBytes)
        offsets[base + 5] = Int32(storage.count)
    }

    /// The positions of some album ids, in one pass over the catalog. The ids
    /// asked for go in a small open-addressed table by an FNV-1a fingerprint, so
    /// each of the catalog's thousands of albums costs one cheap hash.
    func positions(of ids: [ArraySlice<UInt8>]) -> [Int32?] {
        var found = [Int32?](repeating: nil, count: ids.count)
        guard !ids.isEmpty else { return found }
        var size = 16
        while size < ids.count * 4 { size *= 2 }
        let mask = size - 1
        var slots = [Int32](repeating: -1, count: size)
        var fingerprints = [UInt64](repeating: 0, count: ids.count)
        var sameAs = [Int](repeating: -1, count: ids.count)
        for (index, id) in ids.enumerated() {
            let fingerprint = id.withUnsafeBufferPointer(Self.fingerprint)
            fingerprints[index] = fingerprint
            var slot = Int(truncatingIfNeeded: fingerprint) & mask
            while slots[slot] >= 0 {
                let other = Int(slots[slot])
                if fingerprints[other] == fingerprint && ids[other] == id {
                    sameAs[index] = other
                    break
                }
                slot = (slot + 1) & mask
            }
            if sameAs[index] < 0 { slots[slot] = Int32(index) }
        }
        storage.withUnsafeBufferPointer { storage in
            offsets.withUnsafeBufferPointer { offsets in
                for position in 0..<(offsets.count / 6) {
                    let id = UnsafeBufferPointer(rebasing: storage[Int(offsets[position * 6])..<Int(offsets[position * 6 + 1])])
                    let fingerprint = Self.fingerprint(id)
                    var slot = Int(truncatingIfNeeded: fingerprint) & mask
                    while slots[slot] >= 0 {
                        let index = Int(slots[slot])
                        if fingerprints[index] == fingerprint, found[index] == nil, ids[index].elementsEqual(id) {
                            found[index] = Int32(position)
                            break
                        }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }
        for index in found.indices where sameAs[index] >= 0 { found[index] = found[sameAs[index]] }
        return found
    }

    static func fingerprint(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    /// The same albums, named the same. The same buffers (a copy of one catalog) are equal at once.
    public static func == (left: HistoryCatalog, right: HistoryCatalog) -> Bool {
        if left.offsets == right.offsets && left.storage == right.storage { return true }
        return left.count == right.count && zip(left, right).allSatisfy { $0 == $1 }
    }
}
