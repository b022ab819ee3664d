import AlbumsEssentials
extension Album {
    /// The keys of `albums list --json`, in order.
    public static let jsonFields = ["rank", "id", "name", "artist", "releaseDate", "genres", "url", "artworkUrl", "explicit", "copyright",
                                        "previousRank", "peakRank", "editions", "movement", "debut", "days"]

    public var json: JSON {
        .object([
            .init("rank", .int(rank)),
            .init("id", .string(id)),
            .init("name", .string(name)),
            .init("artist", .string(artist)),
            .init("releaseDate", .string(releaseDate)),
            .init("genres", .array(genres.map(JSON.string))),
            .init("url", .string(url)),
            .init("artworkUrl", .string(artworkURL)),
            .init("explicit", .bool(explicit)),
            .init("copyright", .string(copyright)),
            // From the chart's history; null when history is off.
            .init("previousRank", history?.previousRank.map(JSON.int) ?? .null),
            .init("peakRank", history.map { .int($0.peakRank) } ?? .null),
            .init("editions", history.map { .int($0.editions) } ?? .null),
            .init("movement", .string(history?.movement.name)),
            // The first kept edition that lists it (UTC), and whole days since.
            .init("debut", .string(history.map { FeedDate.iso($0.debut) })),
            .init("days", history.map { .int($0.days) } ?? .null),
        ])
    }
}
