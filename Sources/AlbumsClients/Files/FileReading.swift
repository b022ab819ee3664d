import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform

/// Reading a file, albums' own or one someone named: only a regular file, and not a huge one,
/// with a reason that says what is wrong with anything else.
public enum FileReading {
    public static func contents(of path: String, limit: Int) throws(FileError) -> Data {
        guard let data = try whole(path, limit: limit) else { throw FileError(path: path, reason: "there is no such file") }
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

        /// The stamp as text, to keep with something worked out from the file.
        public var source: String { "\(device):\(inode):\(size):\(modified)" }

        /// The file at `path` as it is now; nil when there is none.
        public static func of(_ path: String) -> Stamp? {
            var info = stat()
            return stat(path, &info) == 0 ? Stamp(info) : nil
        }
    }

    /// One of albums' own files (settings, history, recent searches, cache
    /// entries), read whole; nil when there is none. It is opened without
    /// blocking and must be a regular file no larger than `limit`, so that a
    /// FIFO or a device put in its place is an error at once, never a hang.
    public static func whole(_ path: String, limit: Int) throws(FileError) -> Data? {
        let descriptor = try openRegular(path, limit: limit)
        guard let (descriptor, info) = descriptor else { return nil }
        defer { close(descriptor) }
        var data = Data(count: Int(info.st_size))
        var filled = 0
        let failed = data.withUnsafeMutableBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            while filled < buffer.count {
                let count = read(descriptor, base + filled, buffer.count - filled)
                if count < 0 && errno == EINTR { continue }
                if count < 0 { return true }
                if count == 0 { break }
                filled += count
            }
            return false
        }
        if failed { throw FileError.fromErrno(path) }
        // A file that shrank while it was read: what there was.
        if filled < data.count { data.removeSubrange(filled...) }
        return data
    }

    /// Everything a descriptor gives until its end (a pipe, standard input),
    /// refused past `limit` bytes; `name` says what it is in an error.
    public static func stream(_ descriptor: Int32, limit: Int, name: String) throws(FileError) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { throw FileError.fromErrno(name) }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
            if data.count > limit { throw FileError(path: name, reason: "it is larger than \(ByteSize.describe(limit))") }
        }
    }

    /// The file opened for reading, without blocking, and its status; nil
    /// when there is no such file; an error for anything but a regular file
    /// of at most `limit` bytes.
    public static func openRegular(_ path: String, limit: Int) throws(FileError) -> (Int32, stat)? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw FileError.fromErrno(path)
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let failure = FileError.fromErrno(path)
            close(descriptor)
            throw failure
        }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG else {
            close(descriptor)
            throw FileError(path: path, reason: kind == S_IFDIR ? "it is a folder, not a file" : "it is not a regular file (a device, a pipe or a socket)")
        }
        guard Int(info.st_size) <= limit else {
            close(descriptor)
            throw FileError(path: path, reason: "it is larger than \(ByteSize.describe(limit)), so it was not read")
        }
        return (descriptor, info)
    }

    /// `body` with the file's bytes, mapped rather than copied, and its stamp;
    /// nil when there is no such file. The bytes last only as long as `body`.
    public static func withMapped<T>(_ path: String, limit: Int = 64 << 20,
                                     _ body: (UnsafeBufferPointer<UInt8>, Stamp) -> T) throws(FileError) -> T? {
        guard let (descriptor, info) = try openRegular(path, limit: limit) else { return nil }
        defer { close(descriptor) }
        let size = Int(info.st_size)
        guard size > 0 else { return body(UnsafeBufferPointer(start: nil, count: 0), Stamp(info)) }
        guard let pointer = Platform.mapForReading(descriptor, size: size) else { throw FileError.fromErrno(path) }
        defer { Platform.unmap(pointer, size: size) }
        return body(UnsafeBufferPointer(start: pointer.assumingMemoryBound(to: UInt8.self), count: size), Stamp(info))
    }
}
