import AlbumsEssentials
extension Album {
    /// The keys of `albums show --json`: the list's, plus the artist's page and a large cover.
    public static let detailJSONFields = jsonFields + ["artistUrl", "artworkUrlLarge"]

    public static let largeArtworkSize = 600

    public var largeArtworkURL: String? {
        artworkURL.map { ArtworkURL.sized($0, Album.largeArtworkSize) }
    }

    public var detailJSON: JSON {
        guard case .object(let members) = json else { return json }
        return .object(members + [.init("artistUrl", .string(artistURL)), .init("artworkUrlLarge", .string(largeArtworkURL))])
    }
}
