import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform

/// The settings file: a JSON object. Reading gives each member's value as text;
/// a change edits only the members it names, under a lock, and replaces the file.
enum SettingsFile {
    static func read(_ path: String) throws(SettingsFileError) -> [String: String] {
        guard let object = try document(path) else { return [:] }
        var values: [String: String] = [:]
        for key in object.keys {
            if let value = object[key] { values[key] = value }
        }
        return values
    }

    /// How a change is kept apart from others: FileLock's lock beside the file;
    /// a test passes its own, to see that the whole read-change-write is inside it.
    typealias Locking = @Sendable (_ path: String, _ body: () throws -> Void) throws -> Void
    static let fileLock: Locking = { path, body in try FileLock.withLock(beside: path, body) }

    /// Sets each key to its value, or removes it for nil; every other member stays
    /// as it was written. Read, change and write all happen under the lock.
    static func update(_ changes: [String: String?], at path: String, lock: Locking = fileLock) throws(SettingsFileError) {
        do {
            try change(at: path, { _ in changes }, lock: lock)
        } catch let error as SettingsFileError {
            throw error
        } catch {
            throw SettingsFileError(path: path, problem: "it can't be written")
        }
    }

    /// Changes worked out from the file's values as they are under the lock
    /// (`compute`), then made as `update` makes them: read, compute, write, with
    /// no other change between. An error `compute` throws comes out as it is.
    static func change(at path: String, _ compute: ([String: String]) throws -> [String: String?], lock: Locking = fileLock) throws {
        struct Computed: Error { var error: any Error }
        do {
            try withoutActuallyEscaping(compute) { compute in
                try lock(path) {
                    var object = try document(path) ?? JSONObjectText()
                    var values: [String: String] = [:]
                    for key in object.keys { if let value = object[key] { values[key] = value } }
                    let changes: [String: String?]
                    do { changes = try compute(values) } catch { throw Computed(error: error) }
                    guard !changes.isEmpty else { return }
                    for (key, value) in changes.sorted(by: { $0.key < $1.key }) { object.set(key, to: value) }
                    try AtomicFile.write(object.rendered().utf8Data, to: path)
                }
            }
        } catch let computed as Computed {
            throw computed.error
        } catch let error as SettingsFileError {
            throw error
        } catch let error as FileError where error.path != path {
            throw SettingsFileError(path: error.path, problem: "\(error.reason), so \(path) can't be written")
        } catch let error as FileError {
            throw SettingsFileError(path: path, problem: "it can't be written (\(error.reason))")
        } catch {
            throw SettingsFileError(path: path, problem: "it can't be written")
        }
    }

    /// The most a settings file may hold: a real one is a few hundred bytes.
    static let limit = 1 << 20

    /// The file's object; nil when there is no file, or only whitespace in it.
    static func document(_ path: String) throws(SettingsFileError) -> JSONObjectText? {
        let read: Data?
        do { read = try FileReading.whole(path, limit: limit) } catch {
            throw SettingsFileError(path: error.path, problem: error.reason)
        }
        guard var data = read else { return nil }
        // A byte-order mark, as some Windows editors begin UTF-8 with: not part of the JSON (it is not written back).
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { data.removeFirst(3) }
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return nil }
        guard let object = JSONObjectText(data) else {
            throw SettingsFileError(path: path, problem: "it is not a JSON object of settings")
        }
        return object
    }
}
