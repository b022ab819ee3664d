import AlbumsPlatform

public struct HTTPRequest: Equatable, Sendable {
    public var url: URL
    public var headers: [String: String]
    /// The whole exchange must finish within this, however the server trickles.
    public var timeout: Duration
    /// A body longer than this is refused without being read into memory.
    public var maxBodyBytes: Int

    public init(url: URL, headers: [String: String] = [:], timeout: Duration = .seconds(15), maxBodyBytes: Int = 20 << 20) {
        self.url = url
        self.headers = headers
        self.timeout = timeout
        self.maxBodyBytes = maxBodyBytes
    }
}
