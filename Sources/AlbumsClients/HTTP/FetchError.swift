import AlbumsCore
import Foundation

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
