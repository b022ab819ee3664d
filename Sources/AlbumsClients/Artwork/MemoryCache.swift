import AlbumsPlatform

/// The memory stage: decoded-or-not bytes by key, with a total cost limit,
/// evicting the least recently used entry first.
struct MemoryCache {
    private struct Entry {
        var data: Data
        var lastUse: Int
    }

    let costLimit: Int
    private var entries: [String: Entry] = [:]
    private var clock = 0
    private(set) var totalCost = 0

    init(costLimit: Int) {
        self.costLimit = costLimit
    }

    mutating func get(_ key: String) -> Data? {
        guard var entry = entries[key] else { return nil }
        clock += 1
        entry.lastUse = clock
        entries[key] = entry
        return entry.data
    }

    mutating func set(_ key: String, _ data: Data) {
        guard data.count <= costLimit else { return }
        if let old = entries[key] { totalCost -= old.data.count }
        clock += 1
        entries[key] = Entry(data: data, lastUse: clock)
        totalCost += data.count
        while totalCost > costLimit, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries[oldest.key] = nil
            totalCost -= oldest.value.data.count
        }
    }

    var count: Int { entries.count }
}
