import AlbumsCore
import Foundation

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

public struct HTTPResponse: Equatable, Sendable {
    public var url: URL
    public var status: Int
    /// Header names in lower case.
    public var headers: [String: String]
    public var body: Data

    public init(url: URL, status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.url = url
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
        self.body = body
    }

    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}
