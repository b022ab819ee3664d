import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import Synchronization

/// Writes a site into its folder so that the folder is a readable site at
/// every moment, a page that didn't change is not touched, and nothing is
/// ever written or removed outside the folder.
///
/// The folder keeps a manifest (`.albums-site`): each page albums wrote, with
/// the hash and size of its bytes, and a fingerprint of what the site was made
/// from. A folder albums may write into is a missing one, an empty one, or one
/// with a manifest; anything else is refused, and nothing in it touched.
///
/// Every page is first written into a folder of the run's own inside the
/// site's (`.albums-site-build`), as it is made (the pages are never all in
/// memory), then moved into place: on a first build, the whole site at once;
/// afterwards, the new pages (nothing links to them yet), then the changed
/// ones (each links only to pages that exist), then the pages no longer in the
/// site are removed, and the manifest written last. A run stopped part way
/// (Ctrl-C, a full disk, SIGKILL) leaves the site as it was, or with some
/// pages moved; the next run clears what it left and finishes the work. Two
/// runs never write one folder at once (a lock on the folder). A symbolic
/// link in the site's folders is never followed: a page's folder must be a
/// folder, and a link where a page goes is replaced, not written through.
package enum SiteWriter {
    package struct Summary: Equatable, Sendable {
        package var pages: Int
        package var new: Int
        package var changed: Int
        package var removed: Int
        /// The site was made from what it was made from last time, and every page was there: nothing was done.
        package var upToDate: Bool
    }

    /// Where a run writes its pages before they are moved into place, inside the site's folder.
    static let staging = ".albums-site-build"

    struct Manifest: Equatable {
        var fingerprint: String
        var pages: [String: (hash: String, size: Int)]

        static func == (left: Manifest, right: Manifest) -> Bool {
            left.fingerprint == right.fingerprint && left.pages.mapValues { "\($0.hash) \($0.size)" } == right.pages.mapValues { "\($0.hash) \($0.size)" }
        }

        /// "albums-site 1 FINGERPRINT", then "HASH SIZE PATH" a line.
        var text: String {
            "albums-site 1 \(fingerprint)\n" + pages.keys.sorted().map { path in
                "\(pages[path]?.hash ?? "") \(pages[path]?.size ?? 0) \(path)\n"
            }.joined()
        }

        init(fingerprint: String, pages: [String: (hash: String, size: Int)]) {
            self.fingerprint = fingerprint
            self.pages = pages
        }

        /// Nil for anything that isn't one, a path outside the site's folders included.
        init?(_ text: String) {
            var lines = text.split(separator: "\n")
            guard let head = lines.first, head.hasPrefix("albums-site 1 ") else { return nil }
            fingerprint = String(head.dropFirst(14))
            lines.removeFirst()
            var pages: [String: (hash: String, size: Int)] = [:]
            for line in lines {
                let fields = line.split(separator: " ", maxSplits: 2)
                guard fields.count == 3, let size = Int(fields[1]), size >= 0, SiteWriter.isOwnPath(String(fields[2])) else { return nil }
                pages[String(fields[2])] = (String(fields[0]), size)
            }
            self.pages = pages
        }
    }

    /// The folder as it is: its manifest, or nil for a new or empty folder (or one holding only what an
    /// interrupted first build left); a usage error for anything albums must not write into.
    static func manifest(in folder: String) throws(UsageError) -> Manifest? {
        var info = stat()
        guard stat(folder, &info) == 0 else { return nil }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw UsageError("\(folder.clipped(to: 4096)) is not a folder", hints: ["give a new folder, an empty one, or a site albums made"])
        }
        let entries = Platform.folderEntries(folder).filter { $0 != staging }
        guard entries.contains(SitePaths.manifest) else {
            guard entries.isEmpty else {
                let some = entries.sorted().prefix(3).map { "\"\($0.clipped)\"" }.joined(separator: ", ")
                throw UsageError("\(folder.clipped(to: 4096)) is not empty and is not a site albums made (it holds \(some)\(entries.count > 3 ? ", …" : "") and no \(SitePaths.manifest))",
                                 hints: ["give a new folder, an empty one, or one albums site wrote before; nothing in it was touched"])
            }
            return nil
        }
        let path = folder + "/" + SitePaths.manifest
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
              let data = try? FileReading.contents(of: path, limit: 64 << 20), let manifest = Manifest(String(decoding: data, as: UTF8.self)) else {
            throw UsageError("\(folder.clipped(to: 4096))/\(SitePaths.manifest) can't be read as a site's manifest", hints: ["move the folder away and make the site anew; nothing in it was touched"])
        }
        return manifest
    }

    /// Whether the site in `folder` was made from `fingerprint` and every page it lists is there, whole, and no run left work behind.
    static func isUpToDate(_ manifest: Manifest?, fingerprint: String, in folder: String) -> Bool {
        guard let manifest, manifest.fingerprint == fingerprint else { return false }
        var info = stat()
        guard lstat(folder + "/" + staging, &info) != 0 else { return false }
        return manifest.pages.allSatisfy { path, page in
            lstat(folder + "/" + path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && Int(info.st_size) == page.size
        }
    }

    /// A page's bytes as 16 hex digits: a 64-bit hash taken eight bytes at a time (fast over every page of a site),
    /// enough to tell a changed page.
    static func contentHash(_ data: Data) -> String {
        data.withUnsafeBytes(contentHash)
    }

    static func contentHash(_ bytes: UnsafeRawBufferPointer) -> String {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = (hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x0000_0100_0000_01B3
            hash ^= hash >> 29
            offset += 8
        }
        while offset < bytes.count {
            hash = (hash ^ UInt64(bytes[offset])) &* 0x0000_0100_0000_01B3
            offset += 1
        }
        hash ^= hash >> 32
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// A path of the site's own: relative, in the site's folders, no way up, nothing hidden, printable ASCII. No part
    /// is empty (so it is neither absolute nor a folder) or begins with a dot (so none is "." or "..").
    static func isOwnPath(_ path: String) -> Bool {
        path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { part in !part.isEmpty && !part.hasPrefix(".") }
            && path.utf8.allSatisfy { (0x21...0x7E).contains($0) }
    }

    /// Writes `pages` (paths relative to `folder`) as the site made from `fingerprint`, in one run under the folder's lock.
    /// `progress`: told how many of the pages have been written; `store`: how a page's bytes are written (a test passes one that stops part way).
    package static func write(_ pages: [(path: String, data: Data)], into folder: String, fingerprint: String,
                              progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in },
                              store: @escaping @Sendable (UnsafeRawBufferPointer, String) throws -> Void = Run.writeFile) throws -> Summary {
        try locked(folder) {
            let run = try Run(folder: folder, fingerprint: fingerprint, expected: pages.count, progress: progress, store: store)
            do {
                for page in pages { try run.add(page.path, page.data) }
                return try run.finish()
            } catch {
                run.abandon()
                throw error
            }
        }
    }

    /// How long a run waits for another writing the same folder.
    package static let patience: Duration = .seconds(60)

    /// `body` while holding the folder's lock (the folder made first, if missing): no other albums writes it meanwhile.
    package static func locked<T>(_ folder: String, waiting patience: Duration = patience, _ body: () throws -> T) throws -> T {
        let descriptor = try lock(folder, waiting: patience)
        defer { unlock(descriptor) }
        return try body()
    }

    package static func locked<T>(_ folder: String, waiting patience: Duration = patience, _ body: () async throws -> T) async throws -> T {
        let descriptor = try lock(folder, waiting: patience)
        defer { unlock(descriptor) }
        return try await body()
    }

    /// The folder (made first, if missing), locked for this process: an exclusive flock on the folder itself, so
    /// nothing is added to the site for it. Waits for another run at most `patience`: a try every 10 ms (`pause`
    /// between two tries, none after the last).
    static func lock(_ folder: String, waiting patience: Duration, pause: () -> Void = { usleep(10_000) }) throws -> Int32 {
        var info = stat()
        if stat(folder, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
            throw UsageError("\(folder.clipped(to: 4096)) is not a folder", hints: ["give a new folder, an empty one, or a site albums made"])
        }
        try AtomicFile.createDirectory(folder)
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError.fromErrno(folder) }
        let tries = max(1, Int(patience.seconds * 100))
        for attempt in 0..<tries {
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return descriptor }
            guard errno == EWOULDBLOCK || errno == EINTR else {
                let failure = FileError.fromErrno(folder)
                close(descriptor)
                throw failure
            }
            guard attempt < tries - 1 else { break }
            pause()
        }
        close(descriptor)
        throw FileError(path: folder, reason: "another albums site is writing this folder, and still was after \(Int(patience.seconds)) s")
    }

    static func unlock(_ descriptor: Int32) {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
