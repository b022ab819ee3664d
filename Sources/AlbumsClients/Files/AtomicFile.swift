import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform

/// The one way `albums` writes a file: what happens depends on what is there.
/// - A regular file, or nothing: a temporary file in the same folder, renamed
///   over the target, so readers see the old file or the new one, never a torn
///   one. A replaced file keeps its mode; a new one gets `permissions`.
/// - A symbolic link: followed to its target, which then gets the same rule,
///   and the link stays a link (a settings file kept in a dotfiles repository).
/// - A device, a FIFO or a socket: for a file albums owns (`.replace`), taken
///   as if missing: a FIFO in the cache never blocks a write. For a file
///   someone named (`.writeThrough`: `--output /dev/stdout`, a named pipe),
///   written to directly, never renamed over; and never a terminal
///   (`TerminalTarget`), where image bytes would be taken for commands.
/// - A folder: an error.
/// `durable` also flushes a replaced file to disk first, for files that must
/// survive a crash (settings); caches check their entries instead.
public enum AtomicFile {
    /// What to do with a device, a FIFO or a socket where the file should be.
    public enum Special: Sendable {
        case replace
        case writeThrough
    }

    /// Told of each file flushed to disk before it replaces `path` (a durable
    /// write), after the flush and before the rename: the seam through which a
    /// test sees settings and exports made durable, in that order.
    @TaskLocal public static var flushed: (@Sendable (_ path: String) -> Void)?

    /// The target is a terminal: nothing was written.
    public struct TerminalTarget: Error, Equatable, Sendable {
        public var path: String
    }

    public static func write(
        _ data: Data, to path: String, permissions: mode_t = 0o644, durable: Bool = true, createFolders: Bool = true,
        special: Special = .replace
    ) throws {
        try write(to: path, permissions: permissions, durable: durable, createFolders: createFolders, special: special) { put in try put(data) }
    }

    /// The file written piece by piece: `body` hands each piece to `put` as it
    /// is made, so a large file (the history's export) is never whole in
    /// memory. The same rules as a write at once: readers see the old file or
    /// the whole new one; a piece that fails leaves the old file as it was.
    public static func write(
        to path: String, permissions: mode_t = 0o644, durable: Bool = true, createFolders: Bool = true, special: Special = .replace,
        _ body: (_ put: (Data) throws -> Void) throws -> Void
    ) throws {
        let target = try FileTarget.resolve(path)
        switch target.kind {
        case .folder:
            throw FileError(path: path, reason: "it is a folder")
        case .special where special == .writeThrough:
            try writeInPlace(to: target.path, body)
        case .special:
            try replace(target.path, mode: nil, permissions: permissions, durable: durable, body)
        case .regular(let mode):
            try replace(target.path, mode: mode, durable: durable, body)
        case .missing:
            if createFolders { try createDirectory(PathText.folder(of: target.path)) }
            try replace(target.path, mode: nil, permissions: permissions, durable: durable, body)
        }
    }

    public static func createDirectory(_ directory: String) throws {
        guard !directory.isEmpty else { return }
        // Each missing folder from the top down, so that a failure says why, as
        // the system did: a read-only folder, no space, a file in the way.
        var path = directory.hasPrefix("/") ? "" : "."
        for part in directory.split(separator: "/") {
            path += "/" + part
            var info = stat()
            if stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR { continue }
            if mkdir(path, 0o755) != 0 && errno != EEXIST {
                throw FileError(path: directory, reason: "cannot create the folder (\(String(cString: strerror(errno))))")
            }
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
                throw FileError(path: directory, reason: "cannot create the folder (\(path) is not a folder)")
            }
        }
    }

    /// Adds `record` at the end of the regular file at `path`, when it is still
    /// `size` bytes long (as its writer read it); false, and nothing written,
    /// when it isn't, so that the caller writes the file whole instead. For
    /// files whose reader checks each record and leaves out one cut short (the
    /// chart history): the file is never renamed, and a record that fails to
    /// be written whole is cut off again. Not flushed to disk: a record lost
    /// in a crash reads as never written, and what it held can be fetched again.
    public static func append(_ record: Data, to path: String, size: Int64) throws -> Bool {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError.fromErrno(path) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileError.fromErrno(path) }
        guard (info.st_mode & S_IFMT) == S_IFREG, Int64(info.st_size) == size else { return false }
        do {
            try writeAll(record, to: descriptor, path: path)
        } catch {
            _ = ftruncate(descriptor, off_t(size))
            throw error
        }
        return true
    }

    /// A temporary file beside `path`, renamed over it. `mode`: the replaced file's, kept exactly.
    private static func replace(_ path: String, mode: mode_t?, permissions: mode_t = 0o644, durable: Bool,
                                _ body: (_ put: (Data) throws -> Void) throws -> Void) throws {
        let directory = PathText.folder(of: path)
        let name = PathText.name(of: path)
        let folder = directory.isEmpty ? "." : directory
        let temporary = "\(folder)/.\(name).\(getpid())-\(UInt32.random(in: .min ... .max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode ?? permissions)
        guard descriptor >= 0 else { throw FileError.fromErrno(path) }
        do {
            if let mode, fchmod(descriptor, mode) != 0 { throw FileError.fromErrno(path) }
            try body { try writeAll($0, to: descriptor, path: path) }
            if durable {
                guard fsync(descriptor) == 0 else { throw FileError.fromErrno(path) }
                Self.flushed?(path)
            }
            guard close(descriptor) == 0 else {
                unlink(temporary)
                throw FileError.fromErrno(path)
            }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let failure = FileError.fromErrno(path)
            unlink(temporary)
            throw failure
        }
    }

    /// A device, FIFO or socket takes the bytes as they are; it is never replaced.
    private static func writeInPlace(to path: String, _ body: (_ put: (Data) throws -> Void) throws -> Void) throws {
        // A named pipe waits for its reader, as `echo > pipe` does: the user named it.
        let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError.fromErrno(path) }
        defer { close(descriptor) }
        if isatty(descriptor) != 0 { throw TerminalTarget(path: path) }
        try body { try writeAll($0, to: descriptor, path: path) }
    }

    /// Every byte of `data`, through short writes and interruptions.
    public static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws {
        try data.withUnsafeBytes { try writeAll($0, to: descriptor, path: path) }
    }

    public static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32, path: String) throws {
        var offset = 0
        while offset < buffer.count {
            guard let base = buffer.baseAddress else { return }
            let written = posixWrite(descriptor, base + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw FileError.fromErrno(path)
            }
            offset += written
        }
    }
}
