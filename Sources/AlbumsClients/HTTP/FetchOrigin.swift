import AlbumsPlatform

/// Where a fetched answer came from.
public enum FetchOrigin: Sendable {
    case network
    /// From the cache, still fresh: no request made.
    case fresh(age: TimeInterval)
    /// From the cache, confirmed by a 304.
    case revalidated
    /// From the cache because the network failed.
    case stale(age: TimeInterval, because: FetchError)
    /// From the cache under `--offline`.
    case offline(age: TimeInterval)
}
