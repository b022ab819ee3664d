import AlbumsPlatform

/// The entries of a cache folder: files named by a SHA-256 (64 hex digits) and
/// `suffix`. Temporary files of writers that died more than an hour ago are
/// removed on the way.
enum CacheFiles {
    struct Entry {
        var path: String
        var bytes: Int
        var used: Date
    }

    static func list(_ folder: String, suffix: String = "") -> [Entry] {
        var entries: [Entry] = []
        let stale = Date().addingTimeInterval(-3600)
        for name in Platform.folderEntries(folder) {
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            let modified = Date(timeIntervalSince1970: Platform.modificationTime(info))
            if name.hasPrefix(".") {
                if modified < stale { unlink(path) }
                continue
            }
            guard name.hasSuffix(suffix) else { continue }
            let hash = name.dropLast(suffix.count)
            guard hash.count == 64, hash.allSatisfy(\.isHexDigit) else { continue }
            entries.append(Entry(path: path, bytes: Int(info.st_size), used: modified))
        }
        return entries
    }

    static func stats(_ entries: [Entry]) -> CacheStats {
        CacheStats(entries: entries.count, bytes: entries.reduce(0) { $0 + $1.bytes },
                           oldest: entries.map(\.used).min(), newest: entries.map(\.used).max())
    }

    /// Removes the entries; returns how many went.
    static func remove(_ entries: [Entry]) -> Int {
        entries.filter { unlink($0.path) == 0 }.count
    }
}
