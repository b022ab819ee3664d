

/// A loaded chart, with anything the user should know about how it was loaded.
public struct Chart: Equatable, Sendable {
    public var albums: [Album]
    /// "skipped 2 entries …", "offline: showing the chart from 3 hours ago".
    public var notices: [String]

    public init(albums: [Album], notices: [String] = []) {
        self.albums = albums
        self.notices = notices
    }
}
