#if canImport(FoundationEssentials)
import AlbumsEssentials
import FoundationEssentials
#else
import Foundation
#endif

/// Which feed to read: Apple's live chart, one of the built-in demo feeds, or any URL.
public enum FeedChoice: Equatable, Sendable {
    case standard
    case empty
    case malformed
    case custom(URL)
    /// An http(s) URL with `{country}` and `{limit}` in it: a mirror of Apple's
    /// per-country feeds, or a test server standing in for them.
    case template(String)

    static let placeholders = ["{country}", "{limit}"]

    /// `empty` and `malformed` exist only as embedded fixtures, under this never-resolving host.
    public static let fixtureHost = "fixtures.albums.invalid"

    public init?(_ text: String) {
        switch text {
        case "standard": self = .standard
        case "empty": self = .empty
        case "malformed": self = .malformed
        case _ where Self.placeholders.contains(where: text.contains):
            // Valid once filled in: the template is checked with sample values.
            guard WebURL.parse(Self.fill(text, country: "us", limit: 100)) != nil else { return nil }
            self = .template(text)
        default:
            guard let url = WebURL.parse(text) else { return nil }
            self = .custom(url)
        }
    }

    /// The template with its values, each percent-encoded: `{country}` the
    /// store's code, `{limit}` the length Apple serves that holds the limit
    /// (10, 25, 50 or 100), as for Apple's own URL.
    static func fill(_ template: String, country: String, limit: Int) -> String {
        template.replacing("{country}", with: PercentEncoding.unreserved(country))
            .replacing("{limit}", with: PercentEncoding.unreserved(String(chartLength(for: limit))))
    }

    /// Apple serves the chart in lengths of 10, 25, 50 and 100; ask for the
    /// shortest that holds `limit` albums and cut it down locally.
    public static func chartLength(for limit: Int) -> Int {
        [10, 25, 50, 100].first { $0 >= limit } ?? 100
    }

    /// The value of the `feed` setting: a name in any case, or a URL as given.
    public init?(setting text: String) {
        let text = text.trimmingWhitespace
        let isURL = WebURL.parse(text) != nil || Self.placeholders.contains(where: text.contains)
        self.init(isURL ? text : text.lowercased())
    }

    /// How the `feed` setting spells it.
    public var setting: String {
        switch self {
        case .standard: return "standard"
        case .empty: return "empty"
        case .malformed: return "malformed"
        case .custom(let url): return url.absoluteString
        case .template(let template): return template
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
        case .template(let template):
            return WebURL.parse(Self.fill(template, country: country, limit: limit)) ?? WebURL.invalid
        }
    }
}
