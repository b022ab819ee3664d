/// One result of the iTunes Search or Lookup API. Results mix `wrapperType`
/// collection, track and artist, and fields come and go between them.
public struct CatalogItem: Decodable, Equatable, Sendable {
    public var wrapperType: String
    public var kind: String?
    public var collectionID: String?
    public var trackID: String?
    public var artistName: String?
    public var collectionName: String?
    public var trackName: String?
    public var collectionViewURL: String?
    public var trackViewURL: String?
    public var artistViewURL: String?
    public var artworkURL100: String?
    public var previewURL: String?
    public var releaseDate: String?
    public var primaryGenreName: String?
    public var copyright: String?
    public var collectionExplicitness: String?
    public var trackExplicitness: String?
    public var discNumber: Int?
    public var trackNumber: Int?
    public var trackTimeMillis: Int?

    enum CodingKeys: String, CodingKey {
        case wrapperType, kind, collectionId, trackId, artistName, collectionName, trackName
        case collectionViewUrl, trackViewUrl, artistViewUrl, artworkUrl100, previewUrl
        case releaseDate, primaryGenreName, copyright, collectionExplicitness
        case trackExplicitness, discNumber, trackNumber, trackTimeMillis
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        wrapperType = try container.decode(String.self, forKey: .wrapperType)
        kind = try? container.decodeIfPresent(String.self, forKey: .kind)
        collectionID = (try? container.decodeIfPresent(FlexibleString.self, forKey: .collectionId))?.value
        trackID = (try? container.decodeIfPresent(FlexibleString.self, forKey: .trackId))?.value
        func text(_ key: CodingKeys) -> String? { try? container.decodeIfPresent(String.self, forKey: key) }
        artistName = text(.artistName)
        collectionName = text(.collectionName)
        trackName = text(.trackName)
        collectionViewURL = text(.collectionViewUrl)
        trackViewURL = text(.trackViewUrl)
        artistViewURL = text(.artistViewUrl)
        artworkURL100 = text(.artworkUrl100)
        previewURL = text(.previewUrl)
        releaseDate = text(.releaseDate)
        primaryGenreName = text(.primaryGenreName)
        copyright = text(.copyright)
        collectionExplicitness = text(.collectionExplicitness)
        trackExplicitness = text(.trackExplicitness)
        func number(_ key: CodingKeys) -> Int? { try? container.decodeIfPresent(Int.self, forKey: key) }
        discNumber = number(.discNumber)
        trackNumber = number(.trackNumber)
        trackTimeMillis = number(.trackTimeMillis)
    }

    public var isCollection: Bool { wrapperType == "collection" }
}
