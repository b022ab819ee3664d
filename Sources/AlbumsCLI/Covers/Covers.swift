import AlbumsClients
import AlbumsCore
import Foundation

/// Covers, loaded one way: an album's cover at a size, through the run's image
/// pipeline (memory, disk, then one download per URL). The runner sweeps the
/// disk cache once, when the command ends.
public struct Covers: Sendable {
    let pipeline: ImagePipeline

    public init(pipeline: ImagePipeline) {
        self.pipeline = pipeline
    }

    public func cover(of album: Album, size: Int) async throws(Failure) -> ImagePipeline.Loaded {
        let subject = Subject.cover(album: album.name)
        guard let artwork = album.artworkURL, let url = WebURL.parse(ArtworkURL.sized(artwork, size)) else {
            throw Failure("couldn't load \(subject.name)", why: "the feed gives no artwork for it")
        }
        do {
            return try await pipeline.load(url)
        } catch {
            throw Failure(loading: subject, error)
        }
    }

    /// At most `jobs` downloads at once.
    public func limitDownloads(to jobs: Int) async {
        await pipeline.limitDownloads(to: jobs)
    }

    /// The disk cache back under its limit, if this run added to it.
    func finish() async {
        _ = await pipeline.finish()
    }
}
