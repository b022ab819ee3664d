import Foundation

/// Why an exchange with a server failed before a status code could tell.
public enum TransportError: Error, Equatable, Sendable {
    /// No route to the server: no connection, unknown host, refused.
    case offline(String)
    /// No complete answer within the timeout.
    case timedOut(seconds: Double)
    /// The connection broke: reset, or the body was cut short.
    case connectionLost(String)
    /// The body is longer than the limit for its kind.
    case tooLarge(limit: Int)
    case tooManyRedirects(limit: Int)
    /// The TLS handshake failed, or the server's certificate isn't trusted.
    case insecure(String)
    /// The stub session has no fixture for this URL.
    case noFixture(URL)
    case failed(String)

    /// Worth another try: the next attempt may well succeed.
    public var isTransient: Bool {
        switch self {
        case .offline, .timedOut, .connectionLost: return true
        case .tooLarge, .tooManyRedirects, .insecure, .noFixture, .failed: return false
        }
    }

    /// Failures that mean "the network is not there", for which a cached copy
    /// stands in: the transient ones, and a failed TLS handshake (a network that
    /// intercepts HTTPS for its sign-in page), which is not worth retrying.
    public var isNetworkFailure: Bool {
        if case .insecure = self { return true }
        return isTransient
    }
}
