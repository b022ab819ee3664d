import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import Synchronization

/// Covers, loaded one way: an album's cover at a size, through the run's image
/// pipeline (memory, disk, then one download per URL). The pipeline is made
/// the first time a cover is asked for, so a command that draws none builds
/// none. The runner sweeps the disk cache once, when the command ends.
package struct Covers: Sendable {
    private let box: Box

    /// `make` builds the pipeline, when a cover is first asked for.
    package init(_ make: @escaping @Sendable () -> ImagePipeline) {
        box = Box(make)
    }

    /// The pipeline, made now if it wasn't.
    package var pipeline: ImagePipeline { box.pipeline }

    /// Whether the pipeline has been made (a cover was asked for).
    var isMade: Bool { box.made != nil }

    private final class Box: Sendable {
        package let make: @Sendable () -> ImagePipeline
        private let state = Mutex<ImagePipeline?>(nil)

        package init(_ make: @escaping @Sendable () -> ImagePipeline) { self.make = make }

        package var pipeline: ImagePipeline {
            state.withLock { made in
                if let made { return made }
                let pipeline = make()
                made = pipeline
                return pipeline
            }
        }

        package var made: ImagePipeline? { state.withLock { $0 } }
    }

    package func cover(of album: Album, size: Int) async throws(Failure) -> ImagePipeline.Loaded {
        do throws(CoverFailure) {
            return try await load(album, size: size)
        } catch {
            throw error.failure
        }
    }

    /// The cover, or why not and whether the host is answering at all.
    package func load(_ album: Album, size: Int) async throws(CoverFailure) -> ImagePipeline.Loaded {
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
    package static func url(of album: Album, size: Int) -> URL? {
        album.artworkURL.flatMap { WebURL.parse(ArtworkURL.sized($0, size)) }
    }

    /// At most `jobs` downloads at once.
    package func limitDownloads(to jobs: Int) async {
        await pipeline.limitDownloads(to: jobs)
    }

    /// Whether both load through the same pipeline.
    package func isSame(as other: Covers) -> Bool {
        box === other.box
    }

    /// The disk cache back under its limit (`limit`: a lower one the run ended
    /// with), if this run added to it (nothing to do when no cover was asked for).
    package func finish(within limit: Int? = nil) async {
        guard let pipeline = box.made else { return }
        _ = await pipeline.finish(within: limit)
    }
}
