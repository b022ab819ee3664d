import AlbumsClients
import AlbumsEssentials
import AlbumsPlatform

/// An export read a piece at a time (`history import`): a year of every
/// store's chart is gigabytes, more than is ever read at once.
enum ExportPieces {
    /// A regular file's bytes a piece at a time (`size` bytes each; nil at its end), for a file too big to read
    /// whole: an export of a year of every store's chart is gigabytes. The file is open until its last piece.
    static func pieces(of path: String, size: Int = 1 << 20) throws(FileError) -> () throws -> [UInt8]? {
        guard let (descriptor, _) = try FileReading.openRegular(path, limit: Int.max) else { throw FileError(path: path, reason: "there is no such file") }
        let reader = PieceReader(descriptor: descriptor, name: path, size: size, closing: true)
        return { try reader.next() }
    }

    /// A descriptor's bytes a piece at a time (a pipe, standard input; `name` says what it is in an error), each
    /// piece also handed to `copy` (kept, to be read again).
    static func pieces(_ descriptor: Int32, name: String, size: Int = 1 << 20, copy: @escaping ([UInt8]) throws -> Void) -> () throws -> [UInt8]? {
        let reader = PieceReader(descriptor: descriptor, name: name, size: size, closing: false)
        return {
            let piece = try reader.next()
            if let piece { try copy(piece) }
            return piece
        }
    }

    /// Reads a descriptor a piece at a time; closes it at its end, or when dropped (when it owns it).
    final class PieceReader {
        private var descriptor: Int32
        private let name: String
        private let size: Int
        private let closing: Bool

        init(descriptor: Int32, name: String, size: Int, closing: Bool) {
            (self.descriptor, self.name, self.size, self.closing) = (descriptor, name, size, closing)
        }

        deinit { finish() }

        func next() throws(FileError) -> [UInt8]? {
            guard descriptor >= 0 else { return nil }
            var piece = [UInt8](repeating: 0, count: size)
            while true {
                let count = piece.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && (errno == EINTR || errno == EAGAIN) {
                    if errno == EAGAIN { usleep(1_000) }
                    continue
                }
                if count < 0 { throw FileError.fromErrno(name) }
                if count == 0 {
                    finish()
                    return nil
                }
                piece.removeSubrange(count...)
                return piece
            }
        }

        private func finish() {
            if closing && descriptor >= 0 { close(descriptor) }
            descriptor = -1
        }
    }

    /// A file of albums' own in the temporary folder, written a piece at a time and removed when done with (or
    /// when a signal ends albums): standard input kept, to be read a second time.
    final class Spool {
        let path: String
        private var descriptor: Int32
        private var token: SignalCleanup.Token?

        /// As `TemporaryFile`'s: the cleanup is registered before the file exists, so no moment is left uncovered.
        init(name: String) throws(FileError) {
            let path = TemporaryFile.path(name: name + "-", suffix: "json")
            let token = SignalCleanup.register { unlink(path) }
            descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else {
                let error = FileError.fromErrno(path)
                SignalCleanup.remove(token)
                throw error
            }
            self.path = path
            self.token = token
        }

        deinit { remove() }

        func append(_ bytes: [UInt8]) throws {
            try bytes.withUnsafeBytes { try AtomicFile.writeAll($0, to: descriptor, path: path) }
        }

        /// Written: ready to read.
        func finishWriting() {
            if descriptor >= 0 { close(descriptor) }
            descriptor = -1
        }

        func remove() {
            finishWriting()
            unlink(path)
            token.map(SignalCleanup.remove)
            token = nil
        }
    }
}
