import Foundation

/// Reads any generation of Apple's top-albums feed. One bad entry is skipped and
/// counted; a feed where nothing decodes is an error.
public enum FeedDecoder {
    public static func decode(_ data: Data) throws -> DecodedFeed {
        try JSONBody.check(data)
        let body: FeedBody
        do {
            body = try JSONDecoder().decode(FeedEnvelope.self, from: data).feed
        } catch DecodingError.dataCorrupted {
            throw FeedDecodingError.invalidJSON
        } catch {
            throw FeedDecodingError.notAFeed
        }
        let feed = try body.decoded()
        if feed.albums.isEmpty && feed.skipped > 0 {
            throw FeedDecodingError.noAlbumDecoded(skipped: feed.skipped)
        }
        return feed
    }
}
