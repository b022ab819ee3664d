#if canImport(FoundationEssentials)
import AlbumsEssentials
import FoundationEssentials
#else
import Foundation
#endif

/// What an id is in the catalog, asked with `lookup?id=ID&entity=song`: an
/// album comes back with its tracks, a song as itself.
public enum TrackLookup {
    public enum Found: Equatable, Sendable {
        case album(TrackList)
        case song(Track)
    }

    public static func url(api: String, id: String, country: String) -> URL {
        var components = URLComponents(string: api + "/lookup")
        components?.queryItems = [
            URLQueryItem(name: "id", value: id), URLQueryItem(name: "entity", value: "song"), URLQueryItem(name: "country", value: country),
        ]
        return components?.url ?? WebURL.invalid
    }

    /// The album or song `id` is, from the answer; an id the answer doesn't
    /// have, or that is neither (an artist), is a failure that says so.
    public static func found(_ id: String, in answer: CatalogAnswer) throws(Failure) -> Found {
        if let album = answer.items.first(where: { $0.isCollection && $0.collectionID == id }) {
            let tracks = answer.items.compactMap(Track.init).filter { $0.albumID == nil || $0.albumID == id }
            return .album(TrackList(albumID: id, albumName: album.collectionName ?? "", artist: album.artistName ?? "", tracks: tracks))
        }
        if let song = answer.items.first(where: { $0.trackID == id }).flatMap(Track.init) {
            return .song(song)
        }
        if let other = answer.items.first {
            throw Failure("\(id.clipped) is not an album or a song", why: "the catalog says it is \(other.wrapperType == "artist" ? "an artist" : "a \(other.kind ?? other.wrapperType)")",
                          suggestion: "use an album's rank or id (albums --plain), or a song's id (albums search --entity song)")
        }
        throw Failure("no album or song with id \(id.clipped)", why: "the catalog has nothing with that id in this country",
                      suggestion: "check the id, or the country (--country)")
    }
}
