/// One album on the chart, the same whichever generation of Apple's feed it came from.
public struct Album: Hashable, Sendable {
    /// The 1-based position in the feed, whatever the sort.
    public var rank: Int
    public var id: String
    public var name: String
    public var artist: String
    public var artistURL: String?
    /// `YYYY-MM-DD`, or nil when the feed has none.
    public var releaseDate: String?
    public var genres: [String]
    public var url: String
    public var artworkURL: String?
    public var explicit: Bool
    public var copyright: String?
    /// Where it stands in its chart's stored history; nil when history is off.
    public var history: AlbumHistory?

    public init(
        rank: Int, id: String, name: String, artist: String, artistURL: String? = nil,
        releaseDate: String?, genres: [String], url: String, artworkURL: String?,
        explicit: Bool, copyright: String? = nil, history: AlbumHistory? = nil
    ) {
        self.rank = rank
        self.id = id
        self.name = name
        self.artist = artist
        self.artistURL = artistURL
        self.releaseDate = releaseDate
        self.genres = genres
        self.url = url
        self.artworkURL = artworkURL
        self.explicit = explicit
        self.copyright = copyright
        self.history = history
    }

    /// An album known only by what a kept history (or its export) says of it:
    /// id, name and artist, at `rank`, with its store page made from the id.
    public init(kept id: String, name: String, artist: String, rank: Int) {
        self.init(rank: rank, id: id, name: name, artist: artist, releaseDate: nil, genres: [], url: Self.storeURL(id), artworkURL: nil, explicit: false)
    }

    /// The album's page in Apple Music's store, from its id alone.
    public static func storeURL(_ id: String) -> String {
        "https://music.apple.com/album/\(id)"
    }

    /// Every genre but the generic "Music", unless that is all there is.
    public var displayGenres: [String] {
        let specific = genres.filter { $0 != "Music" }
        return specific.isEmpty ? genres : specific
    }

    public var primaryGenre: String {
        displayGenres.first ?? ""
    }
}
