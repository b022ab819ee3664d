import AlbumsCore
import AlbumsPlatform
import Synchronization

public final class NotifierRecording: Sendable {
    private let events = Mutex<[(NotifierEvent, SoundMode)]>([])

    public init() {}

    func append(_ event: NotifierEvent, _ mode: SoundMode) {
        events.withLock { $0.append((event, mode)) }
    }

    private let notices = Mutex<[(Notice, NotifyMode)]>([])

    func append(_ notice: Notice, _ mode: NotifyMode) {
        notices.withLock { $0.append((notice, mode)) }
    }

    /// Every notice posted, in order.
    public var posted: [Notice] { notices.withLock { $0.map(\.0) } }
    public var postModes: [NotifyMode] { notices.withLock { $0.map(\.1) } }

    public var played: [NotifierEvent] { events.withLock { $0.map(\.0) } }
    public var modes: [SoundMode] { events.withLock { $0.map(\.1) } }
}
