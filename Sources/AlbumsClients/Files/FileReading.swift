import AlbumsPlatform
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

    /// Which file, in which state: the same stamp means the same bytes, for a
    /// file albums only ever replaces whole (a new file renamed over it).
    public struct Stamp: Equatable, Sendable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modified: Double

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            modified = Platform.modificationTime(info)
        }

        /// The file at `path` as it is now; nil when there is none.
        public static func of(_ path: String) -> Stamp? {
            var info = stat()
            return stat(path, &info) == 0 ? Stamp(info) : nil
        }
    }

    /// `body` with the file's bytes, mapped rather than copied, and its stamp;
    /// nil when there is no such file. The bytes last only as long as `body`.
    public static func withMapped<T>(_ path: String, limit: Int = 64 << 20,
                                     _ body: (UnsafeBufferPointer<UInt8>, Stamp) -> T) throws(FileError) -> T? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw FileError.fromErrno(path)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileError.fromErrno(path) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw FileError(path: path, reason: "it is not a regular file") }
        let size = Int(info.st_size)
        guard size <= limit else { throw FileError(path: path, reason: "it is larger than \(limit >> 20) MB") }
        guard size > 0 else { return body(UnsafeBufferPointer(start: nil, count: 0), Stamp(info)) }
        guard let pointer = Platform.mapForReading(descriptor, size: size) else { throw FileError.fromErrno(path) }
        defer { Platform.unmap(pointer, size: size) }
        return body(UnsafeBufferPointer(start: pointer.assumingMemoryBound(to: UInt8.self), count: size), Stamp(info))
    }
}
