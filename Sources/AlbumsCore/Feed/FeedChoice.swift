import Foundation

/// Which feed to read: Apple's live chart, one of the built-in demo feeds, or any URL.
public enum FeedChoice: Equatable, Sendable {
    case standard
    case empty
    case malformed
    case custom(URL)

    /// `empty` and `malformed` exist only as embedded fixtures, under this never-resolving host.
    public static let fixtureHost = "fixtures.albums.invalid"

    public init?(_ text: String) {
        switch text {
        case "standard": self = .standard
        case "empty": self = .empty
        case "malformed": self = .malformed
        default:
            guard let url = WebURL.parse(text) else { return nil }
            self = .custom(url)
        }
    }

    /// Apple serves the chart in lengths of 10, 25, 50 and 100; ask for the
    /// shortest that holds `limit` albums and cut it down locally.
    public static func chartLength(for limit: Int) -> Int {
        [10, 25, 50, 100].first { $0 >= limit } ?? 100
    }

    /// The value of the `feed` setting: a name in any case, or a URL as given.
    public init?(setting text: String) {
        let text = text.trimmingWhitespace
        self.init(WebURL.parse(text) == nil ? text.lowercased() : text)
    }

    /// How the `feed` setting spells it.
    public var setting: String {
        switch self {
        case .standard: return "standard"
        case .empty: return "empty"
        case .malformed: return "malformed"
        case .custom(let url): return url.absoluteString
        }
    }

    public func url(country: String, limit: Int) -> URL {
        switch self {
        case .standard:
            let length = Self.chartLength(for: limit)
            return WebURL.make("https://rss.applemarketingtools.com/api/v2/\(country)/music/most-played/\(length)/albums.json")
        case .empty:
            return WebURL.make("https://\(Self.fixtureHost)/feeds/empty.json")
        case .malformed:
            return WebURL.make("https://\(Self.fixtureHost)/feeds/malformed.json")
        case .custom(let url):
            return url
        }
    }
}
