import AlbumsCore
import Foundation
import Synchronization

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
