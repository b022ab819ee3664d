import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform

/// A GET that produced nothing usable.
public struct FetchError: Error, Sendable {
    public enum Reason: Sendable {
        case transport(TransportError)
        /// The server answered with an error status.
        case status(Int)
        /// The server answered, but not with JSON (a captive portal's page, say).
        case notJSON(startsWith: String)
        /// The answer is not what was asked for; the decoder's error says how.
        case undecodable(any Error)
        /// `--offline`, and nothing usable in the cache.
        case notCached
    }

    public var url: URL
    public var reason: Reason

    public init(url: URL, reason: Reason) {
        self.url = url
        self.reason = reason
    }

    /// Whether the host isn't answering at all (a timeout, a refused or lost
    /// connection, no connection), rather than answering badly.
    public var hostNotAnswering: Bool {
        guard case .transport(let transport) = reason else { return false }
        switch transport {
        case .offline, .refused, .timedOut, .connectionLost: return true
        default: return false
        }
    }

    /// A failure of the network or the server rather than of the request: a cached copy may stand in.
    var allowsStaleCopy: Bool {
        switch reason {
        case .transport(let error): return error.isNetworkFailure
        case .status(let status): return RetryPolicy.shouldRetry(status: status)
        case .notJSON, .undecodable: return true
        case .notCached: return false
        }
    }
}
