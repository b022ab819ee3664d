import AlbumsCore
import Foundation
import Synchronization

public final class NotifierRecording: Sendable {
    private let events = Mutex<[(NotifierEvent, SoundMode)]>([])

    public init() {}

    func append(_ event: NotifierEvent, _ mode: SoundMode) {
        events.withLock { $0.append((event, mode)) }
    }

    public var played: [NotifierEvent] { events.withLock { $0.map(\.0) } }
    public var modes: [SoundMode] { events.withLock { $0.map(\.1) } }
}
