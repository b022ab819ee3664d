import AlbumsClients
import AlbumsCore
import AlbumsEssentials

/// Why an answer that arrived can't be used, for people.
package enum AnswerProblem {
    package static func describe(_ error: any Error, host: String, expected: String) -> String {
        switch error {
        case ContentError.notUTF8:
            return "the answer from \(host) is not UTF-8 text, as JSON must be"
        case FeedDecodingError.invalidJSON:
            return "the feed from \(host) is not valid JSON: it is cut short or corrupt"
        case FeedDecodingError.notAFeed:
            return "the answer from \(host) is JSON, but not a top-albums feed"
        case CatalogAnswerError.notAnAnswer:
            return "the answer from \(host) is JSON, but not an answer of the iTunes Search or Lookup API"
        case FeedDecodingError.noAlbumDecoded(let skipped):
            return "none of the \(skipped) entries in the feed from \(host) could be read"
        case let error as ImageFormat.NotAnImage:
            let start = error.startsWith.isEmpty ? "it is empty" : "it starts with \"\(String(error.startsWith.prefix(24)))\""
            return "the answer from \(host) is not \(expected) (\(start))"
        default:
            return "the answer from \(host) could not be read"
        }
    }
}
