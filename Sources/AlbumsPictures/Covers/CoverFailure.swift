import AlbumsClients
import AlbumsCore

/// Why a cover didn't load, and whether it was not even tried because its
/// host had stopped answering (the image pipeline gives up on such a host).
package struct CoverFailure: Error, Sendable {
    package var failure: Failure
    /// Not tried: the host had already failed to answer the covers before it.
    package var skippedHost: String?

    package init(_ failure: Failure, error: any Error) {
        self.failure = failure
        skippedHost = (error as? ImagePipeline.HostNotAnswering)?.host
    }
}
