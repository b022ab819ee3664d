import Foundation

/// What a path names once its symbolic links are followed.
struct FileTarget {
    enum Kind: Equatable {
        case missing
        case regular(mode: mode_t)
        case folder
        /// A device, a FIFO or a socket.
        case special
    }

    /// The path at the end of the links.
    var path: String
    var kind: Kind

    /// Links in a row before giving up, as the kernel does (ELOOP).
    static let maxLinks = 40

    static func resolve(_ path: String) throws -> FileTarget {
        var current = path
        for _ in 0..<maxLinks {
            var info = stat()
            guard lstat(current, &info) == 0 else {
                if errno == ENOENT { return FileTarget(path: current, kind: .missing) }
                throw FileError.fromErrno(path)
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                    throw FileError.fromErrno(path)
                }
                current = destination.hasPrefix("/") ? destination : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
            case S_IFREG: return FileTarget(path: current, kind: .regular(mode: info.st_mode & 0o7777))
            case S_IFDIR: return FileTarget(path: current, kind: .folder)
            default: return FileTarget(path: current, kind: .special)
            }
        }
        throw FileError(path: path, reason: "too many levels of symbolic links")
    }
}
