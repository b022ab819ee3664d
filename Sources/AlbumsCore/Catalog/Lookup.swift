#if canImport(FoundationEssentials)
import AlbumsEssentials
import FoundationEssentials
#else
import Foundation
#endif

/// The iTunes Lookup API: `GET {api}/lookup?id={ids}&country={cc}`, many ids in one request.
public enum Lookup {
    public static func url(api: String, ids: [String], country: String) -> URL {
        var components = URLComponents(string: api + "/lookup")
        components?.queryItems = [
            URLQueryItem(name: "id", value: ids.joined(separator: ",")),
            URLQueryItem(name: "country", value: country),
        ]
        return components?.url ?? WebURL.invalid
    }

    /// The albums (`wrapperType: "collection"`) of an answer, by id.
    public static func albums(in answer: CatalogAnswer) -> [String: CatalogItem] {
        var albums: [String: CatalogItem] = [:]
        for item in answer.items where item.isCollection {
            if let id = item.collectionID, albums[id] == nil { albums[id] = item }
        }
        return albums
    }
}
