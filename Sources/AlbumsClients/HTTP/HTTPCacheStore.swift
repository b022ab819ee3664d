import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import Synchronization

/// Where answers are kept between requests: nowhere, in this process, or on disk.
public struct HTTPCacheStore: Sendable {
    public var read: @Sendable (_ key: String) -> CachedResponse?
    public var write: @Sendable (_ key: String, CachedResponse) -> Void
    public var remove: @Sendable (_ key: String) -> Void
    public var stats: @Sendable () -> CacheStats
    /// Removes every entry; returns how many there were.
    public var clear: @Sendable () -> Int

    public init(
        read: @escaping @Sendable (String) -> CachedResponse?,
        write: @escaping @Sendable (String, CachedResponse) -> Void,
        remove: @escaping @Sendable (String) -> Void,
        stats: @escaping @Sendable () -> CacheStats = { .init(entries: 0, bytes: 0) },
        clear: @escaping @Sendable () -> Int = { 0 }
    ) {
        self.read = read
        self.write = write
        self.remove = remove
        self.stats = stats
        self.clear = clear
    }

    public static let none = HTTPCacheStore(read: { _ in nil }, write: { _, _ in }, remove: { _ in })

    public static func memory() -> HTTPCacheStore {
        let entries = Mutex<[String: CachedResponse]>([:])
        return HTTPCacheStore(
            read: { key in entries.withLock { $0[key] } },
            write: { key, response in entries.withLock { $0[key] = response } },
            remove: { key in _ = entries.withLock { $0.removeValue(forKey: key) } },
            stats: {
                entries.withLock { entries in
                    let dates = entries.values.map(\.storedAt)
                    return .init(entries: entries.count, bytes: entries.values.reduce(0) { $0 + $1.body.count },
                                 oldest: dates.min(), newest: dates.max())
                }
            },
            clear: { entries.withLock { entries in defer { entries = [:] }; return entries.count } }
        )
    }

    /// One file per answer, named by the hash of its key: a line of JSON metadata,
    /// then the body. A file that doesn't parse, or whose body is short, is
    /// removed and treated as a miss.
    public static func directory(_ path: String) -> HTTPCacheStore {
        let file: @Sendable (String) -> String = { key in "\(path)/\(SHA256.hex(key)).http" }
        return HTTPCacheStore(
            read: { key in
                let location = file(key)
                // Not a regular file (a FIFO, a device), or absurdly large: a miss, never a hang; the next write replaces it.
                guard let data = (try? FileReading.whole(location, limit: 64 << 20)) ?? nil else { return nil }
                guard let entry = HTTPCacheFile.decode(data) else {
                    unlink(location)
                    return nil
                }
                return entry
            },
            write: { key, response in
                try? AtomicFile.write(HTTPCacheFile.encode(response), to: file(key), durable: false)
            },
            remove: { key in unlink(file(key)) },
            stats: { CacheFiles.stats(CacheFiles.list(path, suffix: ".http")) },
            clear: { CacheFiles.remove(CacheFiles.list(path, suffix: ".http")) }
        )
    }
}
