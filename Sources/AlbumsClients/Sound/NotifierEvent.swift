import AlbumsPlatform
import Synchronization

/// What the chart did, for the notifier to mark with a sound.
public enum NotifierEvent: String, Sendable {
    case loaded
    case empty
    case failed
}
