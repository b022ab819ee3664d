import AlbumsPlatform
import Synchronization

public struct SettingsFileError: Error, Equatable, Sendable {
    public var path: String
    public var problem: String
}
