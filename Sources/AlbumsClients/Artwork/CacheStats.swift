import AlbumsPlatform
import Synchronization

/// What a cache holds: how many entries, how many bytes, the least and most recently used.
public struct CacheStats: Equatable, Sendable {
    public var entries: Int
    public var bytes: Int
    public var oldest: Date?
    public var newest: Date?

    public init(entries: Int, bytes: Int, oldest: Date? = nil, newest: Date? = nil) {
        self.entries = entries
        self.bytes = bytes
        self.oldest = oldest
        self.newest = newest
    }
}
