import Foundation

/// Reading a file someone named: only a regular file, and not a huge one,
/// with a reason that says what is wrong with anything else.
public enum FileReading {
    public static func contents(of path: String, limit: Int) throws(FileError) -> Data {
        let target: FileTarget
        do { target = try FileTarget.resolve(path) } catch {
            throw (error as? FileError) ?? FileError(path: path, reason: "\(error)")
        }
        switch target.kind {
        case .missing: throw FileError(path: path, reason: "there is no such file")
        case .folder: throw FileError(path: path, reason: "it is a folder, not a file")
        case .special: throw FileError(path: path, reason: "it is not a regular file (a device, a pipe or a socket)")
        case .regular: break
        }
        var info = stat()
        if stat(target.path, &info) == 0, Int(info.st_size) > limit {
            throw FileError(path: path, reason: "it is larger than \(limit >> 20) MB")
        }
        guard let data = FileManager.default.contents(atPath: target.path) else { throw FileError.fromErrno(path) }
        return data
    }
}
