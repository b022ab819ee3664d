import Foundation

/// The one way `albums` writes a file it owns: a temporary file in the same
/// folder, then renamed over the target. Readers see the old file or the new
/// one, never a torn one. `durable` also flushes it to disk first, for files
/// that must survive a crash (settings); caches check their entries instead.
public enum AtomicFile {
    public static func write(
        _ data: Data, to path: String, permissions: mode_t = 0o644, durable: Bool = true, createFolders: Bool = true
    ) throws {
        let directory = (path as NSString).deletingLastPathComponent
        if createFolders { try createDirectory(directory) }
        let name = (path as NSString).lastPathComponent
        let folder = directory.isEmpty ? "." : directory
        let temporary = "\(folder)/.\(name).\(getpid())-\(UInt32.random(in: .min ... .max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
        guard descriptor >= 0 else { throw FileError.fromErrno(path) }
        do {
            try writeAll(data, to: descriptor, path: path)
            if durable { guard fsync(descriptor) == 0 else { throw FileError.fromErrno(path) } }
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

    public static func createDirectory(_ directory: String) throws {
        guard !directory.isEmpty else { return }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw FileError(path: directory, reason: "cannot create the folder")
        }
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws {
        try data.withUnsafeBytes { buffer in
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
}
