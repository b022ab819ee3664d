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

public struct SettingsFileError: Error, Equatable, Sendable {
    public var path: String
    public var problem: String
}

enum SettingsFile {
    static func read(_ path: String) throws(SettingsFileError) -> [String: String] {
        guard FileManager.default.fileExists(atPath: path) else { return [:] }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SettingsFileError(path: path, problem: "it can't be read (\(FileError.fromErrno(path).reason))")
        }
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return [:] }
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw SettingsFileError(path: path, problem: "it is not a JSON object of settings")
        }
        var values: [String: String] = [:]
        for (key, value) in object {
            switch value {
            case let text as String: values[key] = text
            case let number as NSNumber: values[key] = number.stringValue
            default: values[key] = String(describing: value)
            }
        }
        return values
    }

    static func write(_ values: [String: String], to path: String) throws(SettingsFileError) {
        let object = JSON.object(values.sorted { $0.key < $1.key }.map { JSON.Member($0.key, .string($0.value)) })
        do {
            try AtomicFile.write(Data(object.rendered().utf8), to: path)
        } catch let error as FileError {
            throw SettingsFileError(path: path, problem: "it can't be written (\(error.reason))")
        } catch {
            throw SettingsFileError(path: path, problem: "it can't be written")
        }
    }
}
