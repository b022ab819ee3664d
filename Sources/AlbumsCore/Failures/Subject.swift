/// What was being loaded when something failed. It names the thing in the
/// message and chooses the advice, so a failed search never suggests the chart.
public enum Subject: Equatable, Sendable {
    case chart
    /// The copyrights the v2 feed lacks, from the iTunes Lookup API.
    case copyrights
    case searchResults(term: String)
    case cover(album: String)
    /// An album's tracks, or a song, from the iTunes Lookup API.
    case tracks(id: String)
    /// A 30-second preview, downloaded for a player that needs a file.
    case preview(track: String)

    /// "the top albums chart", "the cover of Golden Rivers".
    public var name: String {
        switch self {
        case .chart: return "the top albums chart"
        case .copyrights: return "copyrights from the iTunes Lookup API"
        case .searchResults(let term): return "search results for \"\(term)\""
        case .cover(let album): return "the cover of \(album)"
        case .tracks(let id): return "the tracks of \(id)"
        case .preview(let track): return "the preview of \(track)"
        }
    }

    /// What a copy from the cache is called in "offline: showing … from 3 hours ago".
    public var cachedName: String {
        switch self {
        case .chart: return "the chart"
        case .copyrights: return "copyrights"
        case .searchResults: return "results"
        case .cover: return "the cover"
        case .tracks: return "the tracks"
        case .preview: return "the preview"
        }
    }

    /// What the answer should have been: "the answer from … is not a feed from Apple".
    public var expected: String {
        switch self {
        case .chart: return "a feed from Apple"
        case .copyrights, .searchResults, .tracks: return "an answer from the iTunes catalog"
        case .cover: return "an image"
        case .preview: return "an audio file"
        }
    }

    /// What to try without a network.
    public var offlineAdvice: String {
        switch self {
        case .chart: return "check your connection, or use the built-in chart: albums --session stub"
        case .copyrights: return "check your connection, or leave out --with-copyright"
        case .searchResults: return "check your connection; the built-in answers work offline: albums search --session stub neon"
        case .cover: return "check your connection; covers already in the cache show offline"
        case .tracks: return "check your connection; track lists already in the cache show offline, and the built-in ones always: --session stub"
        case .preview: return "check your connection; previews stream from Apple"
        }
    }

    /// What to try when the server is failing or busy.
    public var serverAdvice: String {
        switch self {
        case .chart: return "try again in a few minutes, or use the built-in chart: albums --session stub"
        case .copyrights, .searchResults, .cover, .tracks, .preview: return "try again in a few minutes"
        }
    }

    /// What to try when the answer can't be read.
    public var unreadableAdvice: String {
        switch self {
        case .chart: return "check the feed URL, or try --feed standard"
        case .copyrights, .searchResults, .tracks: return "check the api setting (albums settings get api), or try again later"
        case .cover, .preview: return "try again later"
        }
    }

    /// What to try when the stub session has no answer for the URL.
    public var noFixtureAdvice: String {
        switch self {
        case .chart: return "with --session stub use --feed standard, empty or malformed; use --session shared for other URLs"
        case .copyrights, .searchResults, .cover, .tracks, .preview: return "use --session shared to ask the network"
        }
    }
}
