import AlbumsPlatform

/// A file of albums' own that can't be used is kept, never lost: put aside
/// under the first free name of `….bad`, `….bad.1`, … `….bad.99`. Nothing that
/// is already there is ever replaced (a hard link, which fails on an existing
/// name, or a copy opened with O_EXCL where the file system has no links), so
/// a second bad file never overwrites the first.
public enum SetAside {
    static let most = 100

    /// `path` moved aside; returns where it went.
    public static func move(_ path: String) throws(FileError) -> String {
        let kept = try copy(path)
        guard unlink(path) == 0 || errno == ENOENT else { throw FileError.fromErrno(path) }
        return kept
    }

    /// A copy of `path` aside, `path` left as it is; returns where the copy is.
    public static func copy(_ path: String) throws(FileError) -> String {
        for number in 0..<most {
            let candidate = name(path, number)
            if link(path, candidate) == 0 { return candidate }
            switch errno {
            case EEXIST: continue
            case EPERM, EXDEV, EMLINK, ENOTSUP, EOPNOTSUPP:
                if try copyBytes(path, to: candidate) { return candidate }
            default: throw FileError.fromErrno(candidate)
            }
        }
        throw FileError(path: path, reason: "\(name(path, 0)) to \(name(path, most - 1)) are all taken; remove some of them")
    }

    /// `path.bad`, then `path.bad.1`, `path.bad.2`, …
    public static func name(_ path: String, _ number: Int) -> String {
        number == 0 ? path + ".bad" : path + ".bad.\(number)"
    }

    /// The bytes of `path` in a new file `candidate`; false when that name is taken.
    private static func copyBytes(_ path: String, to candidate: String) throws(FileError) -> Bool {
        let data = try FileReading.whole(path, limit: 64 << 20) ?? Data()
        let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            if errno == EEXIST { return false }
            throw FileError.fromErrno(candidate)
        }
        defer { close(descriptor) }
        do { try AtomicFile.writeAll(data, to: descriptor, path: candidate) } catch {
            throw (error as? FileError) ?? FileError(path: candidate, reason: "\(error)")
        }
        return true
    }
}
