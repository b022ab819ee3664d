import AlbumsPlatform
import Synchronization

/// The disk stage of the image pipeline: image bytes by key, least recently
/// used first out. The sweep runs at the end of a command, since a CLI exits
/// long before a timer would fire.
public struct ArtworkStore: Sendable {
    public struct Sweep: Equatable, Sendable {
        public var removed: Int
        public var freedBytes: Int
    }

    /// The folder behind the store, if there is one.
    public var location: String?
    public var read: @Sendable (_ key: String) -> Data?
    /// Keeps the bytes, or says why it couldn't (a full disk, a read-only folder).
    public var write: @Sendable (_ key: String, Data) throws -> Void
    /// Evicts least recently used entries until the total is at most `limit` bytes.
    public var sweep: @Sendable (_ limit: Int) -> Sweep
    public var stats: @Sendable () -> CacheStats
    /// Removes every entry; returns how many there were.
    public var clear: @Sendable () -> Int

    public static let none = ArtworkStore(
        location: nil, read: { _ in nil }, write: { _, _ in }, sweep: { _ in Sweep(removed: 0, freedBytes: 0) },
        stats: { CacheStats(entries: 0, bytes: 0) }, clear: { 0 }
    )
}

extension ArtworkStore {
    /// Entries in memory, for the test world: the same LRU rules, no files.
    public static func memory(clock: Clock) -> ArtworkStore {
        struct Entry { var data: Data; var used: Date; var order: Int }
        let entries = Mutex<(items: [String: Entry], counter: Int)>(([:], 0))
        return ArtworkStore(
            location: nil,
            read: { key in
                entries.withLock { state in
                    guard var entry = state.items[key] else { return nil }
                    state.counter += 1
                    entry.used = clock.now()
                    entry.order = state.counter
                    state.items[key] = entry
                    return entry.data
                }
            },
            write: { key, data in
                entries.withLock { state in
                    state.counter += 1
                    state.items[key] = Entry(data: data, used: clock.now(), order: state.counter)
                }
            },
            sweep: { limit in
                entries.withLock { state in
                    var total = state.items.values.reduce(0) { $0 + $1.data.count }
                    var sweep = Sweep(removed: 0, freedBytes: 0)
                    for (key, entry) in state.items.sorted(by: { $0.value.order < $1.value.order }) where total > limit {
                        state.items[key] = nil
                        total -= entry.data.count
                        sweep.removed += 1
                        sweep.freedBytes += entry.data.count
                    }
                    return sweep
                }
            },
            stats: {
                entries.withLock { state in
                    let dates = state.items.values.map(\.used)
                    return CacheStats(entries: state.items.count, bytes: state.items.values.reduce(0) { $0 + $1.data.count },
                                 oldest: dates.min(), newest: dates.max())
                }
            },
            clear: { entries.withLock { state in defer { state.items = [:] }; return state.items.count } }
        )
    }
}
