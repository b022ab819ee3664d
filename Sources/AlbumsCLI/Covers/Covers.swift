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
        do throws(CoverFailure) {
            return try await load(album, size: size)
        } catch {
            throw error.failure
        }
    }

    /// The cover, or why not and whether the host is answering at all.
    public func load(_ album: Album, size: Int) async throws(CoverFailure) -> ImagePipeline.Loaded {
        let subject = Subject.cover(album: album.name)
        guard let url = Self.url(of: album, size: size) else {
            let missing = Failure("couldn't load \(subject.name)", why: "the feed gives no artwork for it")
            throw CoverFailure(missing, error: missing)
        }
        do {
            return try await pipeline.load(url)
        } catch {
            throw CoverFailure(Failure(loading: subject, error), error: error)
        }
    }

    /// The artwork URL asking for `size`×`size`, if the feed gives one.
    public static func url(of album: Album, size: Int) -> URL? {
        album.artworkURL.flatMap { WebURL.parse(ArtworkURL.sized($0, size)) }
    }

    /// At most `jobs` downloads at once.
    public func limitDownloads(to jobs: Int) async {
        await pipeline.limitDownloads(to: jobs)
    }

    /// Whether both load through the same pipeline.
    func isSame(as other: Covers) -> Bool {
        pipeline === other.pipeline
    }

    /// The disk cache back under its limit, if this run added to it.
    func finish() async {
        _ = await pipeline.finish()
    }
}
