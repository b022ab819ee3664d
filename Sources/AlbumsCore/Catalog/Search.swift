#if canImport(FoundationEssentials)
import AlbumsEssentials
import FoundationEssentials
#else
import Foundation
#endif

/// The iTunes Search API: `GET {api}/search?term=…&entity=…&media=…&country=…&limit=…`.
public enum Search {
    public static let limits = 1...200

    public static func url(api: String, term: String, kind: SearchResult.Kind, country: String, limit: Int) -> URL {
        let entity = switch kind {
        case .album: "album"
        case .song: "song"
        case .musicVideo: "musicVideo"
        }
        let query = [
            ("term", term), ("entity", entity), ("media", kind == .musicVideo ? "musicVideo" : "music"),
            ("country", country), ("limit", String(limit)),
        ].map { "\($0)=\(encode($1))" }.joined(separator: "&")
        return URL(string: api + "/search?" + query) ?? WebURL.invalid
    }

    /// Percent-encodes everything but the unreserved characters, so that `&`,
    /// `=`, `+` and `#` in a term stay part of it (URLComponents leaves them be).
    static func encode(_ value: String) -> String {
        PercentEncoding.unreserved(value)
    }

    /// The albums, songs or videos of an answer, in its order.
    public static func results(in answer: CatalogAnswer, kind: SearchResult.Kind) -> [SearchResult] {
        answer.items.compactMap(SearchResult.init).filter { $0.kind == kind }
    }
}
