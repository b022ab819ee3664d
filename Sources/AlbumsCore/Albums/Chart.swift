

/// A loaded chart, with anything the user should know about how it was loaded.
public struct Chart: Equatable, Sendable {
    public var albums: [Album]
    /// "skipped 2 entries …", "offline: showing the chart from 3 hours ago".
    public var notices: [String]
    /// The chart's kept editions, this one included; nil when history is off.
    public var history: ChartHistory?
    /// The kept edition this chart is (its `updated`), when there is one.
    public var edition: Int64?
    /// Whether this load kept an edition the history didn't have: news, for `albums watch`.
    public var isNewEdition = false
    /// How much longer the feed says this answer stays fresh (max-age, Expires), in seconds.
    public var freshFor: Double?

    public init(albums: [Album], notices: [String] = [], history: ChartHistory? = nil, edition: Int64? = nil) {
        self.albums = albums
        self.notices = notices
        self.history = history
        self.edition = edition
    }
}
