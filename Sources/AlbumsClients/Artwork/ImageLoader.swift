import AlbumsCore

/// KatFancy's ImageLoader, grown into a small pipeline: the world says where
/// artwork is kept, and each command gets a pipeline for its settings.
public struct ImageLoader: Sendable {
    /// The folder artwork is kept in, or nil when it is kept in memory.
    public var folder: String?
    /// The disk stage for a cache mode.
    public var store: @Sendable (CacheMode) -> ArtworkStore

    public init(folder: String?, store: @escaping @Sendable (CacheMode) -> ArtworkStore) {
        self.folder = folder
        self.store = store
    }

    /// Artwork under `folder` when the cache mode is `filesystem`.
    public static func directory(_ folder: String) -> ImageLoader {
        ImageLoader(folder: folder) { mode in mode == .filesystem ? .directory(folder) : .none }
    }

    /// One store in memory standing in for the disk, for the test world.
    public static func inMemory(clock: Clock) -> ImageLoader {
        let memory = ArtworkStore.memory(clock: clock)
        return ImageLoader(folder: nil) { mode in mode == .filesystem ? memory : .none }
    }

    public func pipeline(http: HTTPClient, cache: CacheMode, diskLimit: Int, jobs: Int = 6) -> ImagePipeline {
        ImagePipeline(
            http: http, store: store(cache),
            options: .init(jobs: jobs, useMemory: cache != .none, diskLimit: diskLimit)
        )
    }
}
