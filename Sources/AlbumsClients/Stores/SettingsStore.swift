import AlbumsCore
import Foundation
import Synchronization

/// Where settings are kept: a two-method store of strings, as in KatFancy. The
/// real one and the test one differ only in where the strings go.
public struct SettingsStore: Sendable {
    /// The file behind the store, if there is one.
    public var location: String?
    public var load: @Sendable () throws(SettingsFileError) -> [String: String]
    public var save: @Sendable ([String: String]) throws(SettingsFileError) -> Void

    public init(
        location: String?,
        load: @escaping @Sendable () throws(SettingsFileError) -> [String: String],
        save: @escaping @Sendable ([String: String]) throws(SettingsFileError) -> Void
    ) {
        self.location = location
        self.load = load
        self.save = save
    }

    /// Settings in a dictionary: for tests, and nothing outlives the process.
    public static func memory(_ initial: [String: String] = [:]) -> SettingsStore {
        let values = Mutex(initial)
        return SettingsStore(location: nil, load: { values.withLock { $0 } }, save: { new in values.withLock { $0 = new } })
    }

    /// Settings in a JSON file. A missing file is an empty one; a file that can't be
    /// read or parsed is an error that names it, and it is never overwritten.
    public static func file(_ path: String) -> SettingsStore {
        SettingsStore(
            location: path,
            load: { () throws(SettingsFileError) in try SettingsFile.read(path) },
            save: { values throws(SettingsFileError) in try SettingsFile.write(values, to: path) }
        )
    }
}
