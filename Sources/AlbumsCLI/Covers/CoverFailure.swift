import AlbumsClients
import AlbumsCore

/// Why a cover didn't load, and whether its host is not answering at all
/// (a timeout, a refused or lost connection, no connection), rather than
/// answering badly.
public struct CoverFailure: Error, Sendable {
    public var failure: Failure
    public var hostNotAnswering: Bool

    init(_ failure: Failure, error: any Error) {
        self.failure = failure
        if let error = error as? FetchError, case .transport(let transport) = error.reason {
            switch transport {
            case .offline, .refused, .timedOut, .connectionLost: hostNotAnswering = true
            default: hostNotAnswering = false
            }
        } else {
            hostNotAnswering = false
        }
    }
}
