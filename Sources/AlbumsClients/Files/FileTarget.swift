import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform

/// What a path names once its symbolic links are followed.
struct FileTarget {
    enum Kind: Equatable {
        case missing
        case regular(mode: mode_t)
        case folder
        /// A device, a FIFO or a socket.
        case special
    }

    /// The path to write: the link's final target for a file, the path itself
    /// for a device or pipe (opening it follows the links, `/proc/self/fd/1` included).
    var path: String
    var kind: Kind

    /// Links in a row before giving up, as the kernel does (ELOOP).
    static let maxLinks = 40

    static func resolve(_ path: String) throws -> FileTarget {
        var own = stat()
        guard lstat(path, &own) == 0 else {
            if errno == ENOENT { return FileTarget(path: path, kind: .missing) }
            throw FileError.fromErrno(path)
        }
        guard own.st_mode & S_IFMT == S_IFLNK else { return FileTarget(path: path, kind: kind(of: own)) }
        var followed = stat()
        guard stat(path, &followed) == 0 else {
            if errno == ELOOP { throw FileError(path: path, reason: "too many levels of symbolic links") }
            guard errno == ENOENT else { throw FileError.fromErrno(path) }
            return FileTarget(path: try danglingTarget(of: path), kind: .missing)
        }
        let kind = kind(of: followed)
        guard case .regular = kind else { return FileTarget(path: path, kind: kind) }
        guard let real = realpath(path, nil) else { throw FileError.fromErrno(path) }
        defer { free(real) }
        return FileTarget(path: String(cString: real), kind: kind)
    }

    private static func kind(of info: stat) -> Kind {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular(mode: info.st_mode & 0o7777)
        case S_IFDIR: return .folder
        default: return .special
        }
    }

    /// Where a chain of links ends when its last target doesn't exist yet: the file to create.
    private static func danglingTarget(of path: String) throws -> String {
        var current = path
        for _ in 0..<maxLinks {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { throw FileError.fromErrno(path) }
            current = destination.hasPrefix("/") ? destination : PathText.appending(destination, to: PathText.folder(of: current))
        }
        throw FileError(path: path, reason: "too many levels of symbolic links")
    }
}
