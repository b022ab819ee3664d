import AlbumsEssentials


public enum FeedDecodingError: Error, Equatable, Sendable {
    /// Not valid JSON: cut short or corrupt.
    case invalidJSON
    /// JSON, but not any top-albums feed Apple has published.
    case notAFeed
    /// A feed whose every entry failed to decode.
    case noAlbumDecoded(skipped: Int)
}
