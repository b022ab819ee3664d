import Foundation

/// A file operation that failed, with the path and the system's reason.
public struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public static func fromErrno(_ path: String) -> FileError {
        FileError(path: path, reason: String(cString: strerror(errno)))
    }

    public var description: String { "\(path): \(reason)" }
}
