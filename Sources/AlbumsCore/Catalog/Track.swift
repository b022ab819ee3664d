import AlbumsEssentials
/// One track of an album, from the Lookup API (`entity=song`).
public struct Track: Hashable, Sendable {
    public var disc: Int
    public var number: Int
    public var id: String
    public var name: String
    public var artist: String
    /// Seconds; nil when the catalog doesn't say.
    public var duration: Int?
    public var explicit: Bool
    /// A 30-second preview (AAC, or a video's for a music video); nil when there is none.
    public var previewURL: String?
    /// Apple's lookup lists an album's music videos among its songs.
    public var isVideo: Bool
    /// The album it is on, as the catalog names it.
    public var albumID: String?
    public var albumName: String?

    public init(disc: Int, number: Int, id: String, name: String, artist: String, duration: Int?, explicit: Bool,
                previewURL: String?, isVideo: Bool = false, albumID: String? = nil, albumName: String? = nil) {
        self.disc = disc
        self.number = number
        self.id = id
        self.name = name
        self.artist = artist
        self.duration = duration
        self.explicit = explicit
        self.previewURL = previewURL
        self.isVideo = isVideo
        self.albumID = albumID
        self.albumName = albumName
    }

    /// A track result of the catalog; nil for anything else.
    public init?(_ item: CatalogItem) {
        guard item.wrapperType == "track", let id = item.trackID else { return nil }
        self.init(
            disc: item.discNumber ?? 1, number: item.trackNumber ?? 0, id: id, name: item.trackName ?? "",
            artist: item.artistName ?? "", duration: item.trackTimeMillis.flatMap(Track.seconds(milliseconds:)),
            explicit: item.trackExplicitness == "explicit", previewURL: item.previewURL,
            isVideo: item.kind == "music-video", albumID: item.collectionID, albumName: item.collectionName
        )
    }

    /// The longest a track can believably be: a day.
    static let longest = 24 * 3600

    /// A track's length in whole seconds, rounded (187,600 ms is 3:08); nil,
    /// unknown, outside 0 to 24 hours (a negative or absurd answer).
    public static func seconds(milliseconds: Int) -> Int? {
        guard (0...longest * 1000).contains(milliseconds) else { return nil }
        return (milliseconds + 500) / 1000
    }

    /// "3:07"; "" when unknown.
    public var length: String {
        duration.map(Track.minutesAndSeconds) ?? ""
    }

    /// 187 → "3:07".
    public static func minutesAndSeconds(_ duration: Int) -> String {
        let seconds = duration % 60
        return "\(duration / 60):" + (seconds < 10 ? "0" : "") + "\(seconds)"
    }

    /// The keys of `albums tracks --json`, in order.
    public static let jsonFields = ["disc", "number", "id", "name", "artist", "duration", "explicit", "previewUrl"]

    public var json: JSON {
        .object([
            .init("disc", .int(disc)), .init("number", .int(number)), .init("id", .string(id)), .init("name", .string(name)),
            .init("artist", .string(artist)), .init("duration", duration.map(JSON.int) ?? .null), .init("explicit", .bool(explicit)),
            .init("previewUrl", .string(previewURL)),
        ])
    }
}

/// An album and its tracks, in disc and track order.
public struct TrackList: Hashable, Sendable {
    public var albumID: String
    public var albumName: String
    public var artist: String
    public var tracks: [Track]

    public init(albumID: String, albumName: String, artist: String, tracks: [Track]) {
        self.albumID = albumID
        self.albumName = albumName
        self.artist = artist
        self.tracks = tracks.sorted { ($0.disc, $0.number) < ($1.disc, $1.number) }
    }

    public var discs: Int { Set(tracks.map(\.disc)).count }

    /// "12 tracks, 43 min", for `show`.
    public var summary: String {
        let minutes = (tracks.compactMap(\.duration).reduce(0, +) + 30) / 60
        let count = "\(tracks.count) \(tracks.count == 1 ? "track" : "tracks")"
        return minutes > 0 ? "\(count), \(minutes) min" : count
    }
}
