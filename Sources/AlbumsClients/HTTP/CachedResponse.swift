import AlbumsEssentials
import AlbumsPlatform

/// A stored answer with what is needed to judge its freshness and revalidate it.
public struct CachedResponse: Equatable, Sendable {
    public var url: String
    /// When the answer was received, or last confirmed by a 304.
    public var storedAt: Date
    /// The caching-related headers of the answer, lower-case names.
    public var headers: [String: String]
    public var body: Data

    public init(url: String, storedAt: Date, headers: [String: String], body: Data) {
        self.url = url
        self.storedAt = storedAt
        self.headers = headers
        self.body = body
    }

    static let keptHeaders = ["etag", "last-modified", "cache-control", "expires", "date", "age", "content-type"]

    init(_ response: HTTPResponse, at now: Date) {
        self.init(
            url: response.url.absoluteString, storedAt: now,
            headers: response.headers.filter { Self.keptHeaders.contains($0.key) }, body: response.body
        )
    }

    /// The same body, confirmed now by a 304 whose headers replace the old ones.
    func revalidated(by response: HTTPResponse, at now: Date) -> CachedResponse {
        var copy = self
        copy.storedAt = now
        for name in Self.keptHeaders {
            if let value = response.header(name) { copy.headers[name] = value }
        }
        return copy
    }

    public func age(at now: Date) -> TimeInterval {
        max(0, now.timeIntervalSince(storedAt)) + TimeInterval(headers["age"].flatMap(HTTPDate.deltaSeconds) ?? 0)
    }

    /// How long the server said the answer stays fresh (Cache-Control max-age, else Expires − Date).
    public var freshnessLifetime: TimeInterval {
        let control = CacheControl(headers["cache-control"])
        if control.noCache { return 0 }
        if let maxAge = control.maxAge { return maxAge }
        if let expires = headers["expires"].flatMap(HTTPDate.parse) {
            let served = headers["date"].flatMap(HTTPDate.parse) ?? storedAt
            return max(0, expires.timeIntervalSince(served))
        }
        return 0
    }

    public func isFresh(at now: Date) -> Bool {
        age(at: now) < freshnessLifetime
    }

    /// Headers that ask the server to answer 304 if nothing changed.
    var validators: [String: String] {
        var headers: [String: String] = [:]
        if let etag = self.headers["etag"] { headers["If-None-Match"] = etag }
        if let modified = self.headers["last-modified"] { headers["If-Modified-Since"] = modified }
        return headers
    }
}
