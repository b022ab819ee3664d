import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import Synchronization

/// Where settings are kept: a small store of strings, as in KatFancy. The real
/// one and the test one differ only in where the strings go.
public struct SettingsStore: Sendable {
    /// The file behind the store, if there is one.
    public var location: String?
    public var load: @Sendable () throws(SettingsFileError) -> [String: String]
    /// Sets each key to its value (nil removes it), as one change: other
    /// processes' changes are never lost, and keys not named stay as they are.
    public var update: @Sendable ([String: String?]) throws(SettingsFileError) -> Void
    /// A change worked out from the settings as they are at that moment, made
    /// under the same lock as `update`: no other process's change comes between
    /// the read and the write (`follow add`: four at once keep every name).
    /// `compute` may throw to change nothing; its error comes out as it is.
    public var change: @Sendable (_ compute: ([String: String]) throws -> [String: String?]) throws -> Void

    public init(
        location: String?,
        load: @escaping @Sendable () throws(SettingsFileError) -> [String: String],
        update: @escaping @Sendable ([String: String?]) throws(SettingsFileError) -> Void,
        change: (@Sendable (_ compute: ([String: String]) throws -> [String: String?]) throws -> Void)? = nil
    ) {
        self.location = location
        self.load = load
        self.update = update
        // A store with no lock of its own (a test's) changes what it loads, then updates.
        self.change = change ?? { compute in try update(try compute(try load())) }
    }

    /// Settings in a dictionary: for tests, and nothing outlives the process.
    public static func memory(_ initial: [String: String] = [:]) -> SettingsStore {
        let values = Mutex(initial)
        return SettingsStore(location: nil, load: { values.withLock { $0 } }, update: { changes in
            values.withLock { values in
                for (key, value) in changes { values[key] = value }
            }
        }, change: { compute in
            try values.withLock { values in
                for (key, value) in try compute(values) { values[key] = value }
            }
        })
    }

    /// Settings in a JSON file. A missing file is an empty one; a file that can't be
    /// read or parsed is an error that names it, and it is never overwritten.
    public static func file(_ path: String) -> SettingsStore {
        SettingsStore(
            location: path,
            load: { () throws(SettingsFileError) in try SettingsFile.read(path) },
            update: { changes throws(SettingsFileError) in try SettingsFile.update(changes, at: path) },
            change: { compute in try SettingsFile.change(at: path, compute) }
        )
    }
}
