import AlbumsEssentials
/// One thing the iTunes Search API found: an album, a song or a music video.
public struct SearchResult: Equatable, Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case album
        case song
        case musicVideo = "music-video"
    }

    public var kind: Kind
    public var id: String
    public var name: String
    public var artist: String
    /// The album a song or video is on; nil for albums.
    public var collection: String?
    /// `YYYY-MM-DD`.
    public var releaseDate: String?
    public var genre: String?
    public var url: String?
    public var artworkURL: String?
    public var previewURL: String?

    public init(kind: Kind, id: String, name: String, artist: String, collection: String? = nil, releaseDate: String? = nil,
                genre: String? = nil, url: String? = nil, artworkURL: String? = nil, previewURL: String? = nil) {
        self.kind = kind
        self.id = id
        self.name = name
        self.artist = artist
        self.collection = collection
        self.releaseDate = releaseDate
        self.genre = genre
        self.url = url
        self.artworkURL = artworkURL
        self.previewURL = previewURL
    }

    /// The result an item stands for, or nil for artists and anything unnamed.
    public init?(_ item: CatalogItem) {
        let kind: Kind
        switch (item.wrapperType, item.kind) {
        case ("collection", _): kind = .album
        case ("track", "song"): kind = .song
        case ("track", "music-video"): kind = .musicVideo
        default: return nil
        }
        let name = kind == .album ? item.collectionName : item.trackName
        guard let name, let artist = item.artistName, let id = kind == .album ? item.collectionID : item.trackID else { return nil }
        self.init(
            kind: kind, id: id, name: name, artist: artist, collection: kind == .album ? nil : item.collectionName,
            releaseDate: item.releaseDate.flatMap(ReleaseDate.day), genre: item.primaryGenreName,
            url: kind == .album ? item.collectionViewURL : (item.trackViewURL ?? item.collectionViewURL),
            // ABA Music's trick: the 100 px artwork, asked for at 200 px.
            artworkURL: item.artworkURL100.map { ArtworkURL.sized($0, 200) }, previewURL: item.previewURL
        )
    }

    public static let jsonFields = ["kind", "id", "name", "artist", "collection", "releaseDate", "genre", "url", "artworkUrl", "previewUrl"]

    public var json: JSON {
        .object([
            .init("kind", .string(kind.rawValue)), .init("id", .string(id)), .init("name", .string(name)),
            .init("artist", .string(artist)), .init("collection", .string(collection)),
            .init("releaseDate", .string(releaseDate)), .init("genre", .string(genre)), .init("url", .string(url)),
            .init("artworkUrl", .string(artworkURL)), .init("previewUrl", .string(previewURL)),
        ])
    }
}
