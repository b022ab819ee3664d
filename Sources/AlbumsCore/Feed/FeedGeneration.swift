import AlbumsEssentials
/// The three shapes of top-albums feed Apple has published, told apart by their content.
public enum FeedGeneration: String, Sendable {
    /// `rss.applemarketingtools.com/api/v2/…`: the current one. No copyright, `"Explict"`.
    case v2
    /// `rss.itunes.apple.com/api/v1/…`: the retired generator, with a copyright per album.
    case v1
    /// `itunes.apple.com/{cc}/rss/topalbums/…/json`: Atom as JSON, every value wrapped in `{"label": …}`.
    case legacy
}
