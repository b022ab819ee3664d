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

public enum FeedDecodingError: Error, Equatable, Sendable {
    /// Not valid JSON: cut short or corrupt.
    case invalidJSON
    /// JSON, but not any top-albums feed Apple has published.
    case notAFeed
    /// A feed whose every entry failed to decode.
    case noAlbumDecoded(skipped: Int)
}
