import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform

/// A file operation that failed, with the path and the system's reason.
public struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The system's reason for the last call's failure. "Not a directory" names
    /// the file that stands where a folder of the path should be.
    public static func fromErrno(_ path: String) -> FileError {
        let code = errno
        if code == ENOTDIR, let file = fileInTheWay(of: path) {
            return FileError(path: path, reason: "\(file) is a file, where a folder should be")
        }
        return FileError(path: path, reason: String(cString: strerror(code)))
    }

    /// The first of `path`'s folders that exists and isn't a folder.
    static func fileInTheWay(of path: String) -> String? {
        var folder = ""
        for component in PathText.folder(of: path).split(separator: "/", omittingEmptySubsequences: true) {
            folder += (folder.isEmpty && !path.hasPrefix("/") ? "" : "/") + component
            var info = stat()
            guard stat(folder, &info) == 0 else { return nil }
            if info.st_mode & S_IFMT != S_IFDIR { return folder }
        }
        return nil
    }

    public var description: String { "\(path): \(reason)" }
}
