import AlbumsCore

/// The earlier editions the stub chart ships with (`Fixtures/stub/history`),
/// so that movement shows offline from the first run: two weekly charts
/// before the stub feed's own.
public enum HistorySeeds {
    static let files = ["history/most-played-2026-11-06.json", "history/most-played-2026-11-13.json"]

    /// Each seed edition's date and albums, oldest first.
    public static let stub: [(updated: Int64, albums: [Album])] = files.compactMap { path in
        guard let data = Fixtures.data(path), let feed = try? FeedDecoder.decode(data), let updated = feed.updated else { return nil }
        return (updated, feed.albums)
    }
}
