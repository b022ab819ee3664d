import AlbumsEssentials
import AlbumsPlatform

extension ArtworkStore {
    /// One file per image, named by the SHA-256 of its key (never URL text in a
    /// path), written atomically. A read touches the file, so its modification
    /// time is its last use and the sweep evicts by it.
    public static func directory(_ path: String) -> ArtworkStore {
        let file: @Sendable (String) -> String = { key in "\(path)/\(SHA256.hex(key))" }
        return ArtworkStore(
            location: path,
            read: { key in
                let location = file(key)
                // Not a regular file (a FIFO, a device), or absurdly large: a miss, never a hang; the next write replaces it.
                guard let data = (try? FileReading.whole(location, limit: 64 << 20)) ?? nil else { return nil }
                guard ImageFormat(sniffing: data) != nil else {
                    unlink(location)
                    return nil
                }
                utimensat(AT_FDCWD, location, nil, 0)
                return data
            },
            write: { key, data in
                try AtomicFile.write(data, to: file(key), durable: false)
            },
            sweep: { limit in
                var entries = CacheFiles.list(path)
                var total = entries.reduce(0) { $0 + $1.bytes }
                var sweep = Sweep(removed: 0, freedBytes: 0)
                guard total > limit else { return sweep }
                entries.sort { $0.used < $1.used }
                for entry in entries where total > limit {
                    guard unlink(entry.path) == 0 else { continue }
                    total -= entry.bytes
                    sweep.removed += 1
                    sweep.freedBytes += entry.bytes
                }
                return sweep
            },
            stats: { CacheFiles.stats(CacheFiles.list(path)) },
            clear: { CacheFiles.remove(CacheFiles.list(path)) }
        )
    }
}
