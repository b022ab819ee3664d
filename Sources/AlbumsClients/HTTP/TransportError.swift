import AlbumsPlatform

/// Why an exchange with a server failed before a status code could tell.
public enum TransportError: Error, Equatable, Sendable {
    /// No route to the server: no connection, an unknown host.
    case offline(String)
    /// The server's machine answered, but nothing there takes connections on that port.
    case refused(String)
    /// No complete answer within the timeout.
    case timedOut(seconds: Double)
    /// The connection broke: reset, or the body was cut short.
    case connectionLost(String)
    /// The body is longer than the limit for its kind.
    case tooLarge(limit: Int)
    case tooManyRedirects(limit: Int)
    /// A redirect to something other than http or https (`file://`, say), which is never followed.
    case unsupportedRedirect
    /// The headers alone are longer than the limit.
    case headersTooLarge(limit: Int)
    /// The TLS handshake failed, or the server's certificate isn't trusted.
    case insecure(String)
    /// The stub session has no fixture for this URL.
    case noFixture(URL)
    /// The transport can't run on this machine (its library missing or unloadable):
    /// why, and what to do instead. Nothing to do with the server.
    case unavailable(why: String, fix: String)
    case failed(String)

    /// Worth another try: the next attempt may well succeed.
    public var isTransient: Bool {
        switch self {
        case .offline, .refused, .timedOut, .connectionLost: return true
        case .tooLarge, .tooManyRedirects, .unsupportedRedirect, .headersTooLarge, .insecure, .noFixture, .unavailable, .failed: return false
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
