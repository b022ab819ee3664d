import AlbumsCore
import AlbumsShape

/// Copyrights for albums whose feed has none (v2), from the iTunes Lookup API:
/// one request for every album that needs one.
package enum CopyrightLookup {
    package static func fill(_ albums: [Album], _ context: CommandContext) async throws -> [Album] {
        let missing = albums.filter { $0.copyright == nil }.map(\.id)
        guard !missing.isEmpty else { return albums }
        let url = Lookup.url(api: context.configuration.api, ids: missing, country: context.configuration.country)
        let answer = try await context.http.get(url, .json, decode: CatalogAnswer.decode).value
        let found = Lookup.albums(in: answer)
        return albums.map { album in
            var album = album
            if album.copyright == nil { album.copyright = found[album.id]?.copyright }
            return album
        }
    }
}
