import AlbumsCore
import AlbumsPlatform

extension World {
    /// The HTTP client for a session and a cache mode: the network or the
    /// embedded fixtures, with the cache store for the mode. The fixtures'
    /// own host (the demo feeds) is always answered by them, and answers from
    /// fixtures are never cached: they are already on hand, so `--offline`
    /// never stops the stub session (its answers are built in, never "not cached").
    public func http(session: Session, cache: CacheMode, timeout: Duration, mode: HTTPClient.Mode) -> HTTPClient {
        let chosen = transport(for: session)
        let fixtures = self.fixtures
        let transport = HTTPTransport(servesFixtures: chosen.servesFixtures) { request in
            try await (StubRoutes.ownsHost(of: request.url) ? fixtures : chosen).send(request)
        }
        return HTTPClient(
            transport: transport, cache: chosen.servesFixtures ? .none : httpCache(cache), clock: clock,
            namespace: chosen.servesFixtures ? "stub" : "shared", timeout: timeout, mode: chosen.servesFixtures && mode == .offline ? .normal : mode
        )
    }

    /// What a session talks to: the embedded fixtures for `stub`, else the network
    /// (which the stub and test worlds answer with fixtures too).
    public func transport(for session: Session) -> HTTPTransport {
        session == .stub ? fixtures : network
    }

    /// What plays previews in a session: the stub session's previews are made
    /// up, so on the device it plays them with the stub player; the test world
    /// keeps its recording.
    public func player(for session: Session, _ choice: PlayerChoice,
                       download: @escaping @Sendable (URL) async throws -> Data) -> Player {
        session == .stub && kind == .device ? .stub : player(choice, download)
    }

    /// The image pipeline for a session and a cache mode. It keeps images in
    /// its own caches, so its HTTP client keeps nothing.
    public func imagePipeline(session: Session, cache: CacheMode, diskLimit: Int, timeout: Duration, mode: HTTPClient.Mode) -> ImagePipeline {
        var client = http(session: session, cache: cache, timeout: timeout, mode: mode)
        client.cache = .none
        return imageLoader.pipeline(http: client, cache: cache, diskLimit: diskLimit)
    }
}
