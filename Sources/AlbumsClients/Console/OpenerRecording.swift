import AlbumsPlatform
import Synchronization

public final class OpenerRecording: Sendable {
    private let urls = Mutex<[URL]>([])

    public init() {}

    func append(_ url: URL) { urls.withLock { $0.append(url) } }

    public var opened: [URL] { urls.withLock { $0 } }
}
