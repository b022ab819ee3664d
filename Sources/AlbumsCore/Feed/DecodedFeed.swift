

/// What came out of a feed: the albums that decoded, and how many entries did not.
public struct DecodedFeed: Equatable, Sendable {
    public var albums: [Album]
    public var skipped: Int
    public var generation: FeedGeneration

    public init(albums: [Album], skipped: Int, generation: FeedGeneration) {
        self.albums = albums
        self.skipped = skipped
        self.generation = generation
    }
}
