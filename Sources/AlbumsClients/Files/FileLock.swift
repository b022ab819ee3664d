import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform

/// An exclusive lock between processes, on a lock file beside the file it
/// guards (`settings.json.lock`): held for a read-modify-write, so that two
/// `albums` changing one file never lose each other's change.
public enum FileLock {
    /// How long to wait for another process to finish with the file.
    public static let patience: Duration = .seconds(5)
    static let pause: Duration = .milliseconds(10)

    public static func withLock<T>(beside path: String, waiting patience: Duration = patience, _ body: () throws -> T) throws -> T {
        try AtomicFile.createDirectory(PathText.folder(of: path))
        let lockPath = path + ".lock"
        // Without blocking: a FIFO put in its place is refused, never waited on.
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            if errno == EISDIR { throw FileError(path: lockPath, reason: "it is a folder, where albums keeps a lock file") }
            throw FileError.fromErrno(lockPath)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw FileError(path: lockPath, reason: "it is not a regular file, where albums keeps a lock file")
        }
        let tries = max(1, Int(patience.seconds / pause.seconds))
        var locked = false
        for _ in 0..<tries {
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                locked = true
                break
            }
            guard errno == EWOULDBLOCK || errno == EINTR else { throw FileError.fromErrno(lockPath) }
            usleep(UInt32(pause.seconds * 1_000_000))
        }
        guard locked else {
            throw FileError(path: path, reason: "another albums is changing it, and still was after \(Int(patience.seconds)) s (lock: \(lockPath))")
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
