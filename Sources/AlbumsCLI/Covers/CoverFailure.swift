import AlbumsClients
import AlbumsCore

/// Why a cover didn't load, and whether its host is not answering at all
/// (a timeout, a refused or lost connection, no connection, or given up on
/// after such failures), rather than answering badly.
public struct CoverFailure: Error, Sendable {
    public var failure: Failure
    public var hostNotAnswering: Bool
    /// Not tried: the host had already failed to answer the covers before it.
    public var skippedHost: String?

    init(_ failure: Failure, error: any Error) {
        self.failure = failure
        if let given = error as? ImagePipeline.HostNotAnswering {
            skippedHost = given.host
            hostNotAnswering = true
        } else {
            hostNotAnswering = (error as? FetchError)?.hostNotAnswering == true
        }
    }
}
