

/// What came out of a feed: the albums that decoded, and how many entries did not.
public struct DecodedFeed: Equatable, Sendable {
    public var albums: [Album]
    public var skipped: Int
    public var generation: FeedGeneration
    /// When the feed says it was published (seconds since 1970, UTC): `feed.updated`
    /// in v2 and v1, `feed.updated.label` in the legacy feed; nil when it has none
    /// or it can't be read.
    public var updated: Int64?
    /// The store the feed says it is (`feed.country` in v2 and v1, lower case); nil when it doesn't say.
    public var country: String?

    public init(albums: [Album], skipped: Int, generation: FeedGeneration, updated: Int64? = nil, country: String? = nil) {
        self.albums = albums
        self.skipped = skipped
        self.generation = generation
        self.updated = updated
        self.country = country
    }
}
