import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import Dispatch
import Synchronization

/// Writes a site into its folder, page by page, so that the folder is a
/// readable site at every moment (a run that is stopped leaves no page
/// linking to a missing one), and a page that didn't change is not touched.
///
/// The folder keeps a manifest (`.albums-site`): each page albums wrote, with
/// the hash and size of its bytes, and a fingerprint of what the site was made
/// from. A folder albums may write into is a missing one, an empty one, or one
/// with a manifest; anything else is refused, and nothing in it touched.
///
/// Pages are written in three steps: the pages that are new (nothing links
/// to them yet), then those that changed (each, once written, links only to
/// pages that exist), then the pages no longer in the site are removed (no
/// page written links to them any more). Each page is written atomically.
package enum SiteWriter {
    package struct Summary: Equatable, Sendable {
        package var pages: Int
        package var new: Int
        package var changed: Int
        package var removed: Int
        /// The site was made from what it was made from last time, and every page was there: nothing was done.
        package var upToDate: Bool
    }

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

        init?(_ text: String) {
            var lines = text.split(separator: "\n")
            guard let head = lines.first, head.hasPrefix("albums-site 1 ") else { return nil }
            fingerprint = String(head.dropFirst(14))
            lines.removeFirst()
            var pages: [String: (hash: String, size: Int)] = [:]
            for line in lines {
                let fields = line.split(separator: " ", maxSplits: 2)
                guard fields.count == 3, let size = Int(fields[1]), SiteWriter.isOwnPath(String(fields[2])) else { return nil }
                pages[String(fields[2])] = (String(fields[0]), size)
            }
            self.pages = pages
        }
    }

    /// The folder as it is: its manifest, or nil for a new or empty folder; a
    /// usage error for anything albums must not write into.
    static func manifest(in folder: String) throws(UsageError) -> Manifest? {
        var info = stat()
        guard stat(folder, &info) == 0 else { return nil }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw UsageError("\(folder.clipped(to: 4096)) is not a folder", hints: ["give a new folder, an empty one, or a site albums made"])
        }
        let entries = Platform.folderEntries(folder)
        guard entries.contains(SitePaths.manifest) else {
            guard entries.isEmpty else {
                let some = entries.sorted().prefix(3).map { "\"\($0.clipped)\"" }.joined(separator: ", ")
                throw UsageError("\(folder.clipped(to: 4096)) is not empty and is not a site albums made (it holds \(some)\(entries.count > 3 ? ", …" : "") and no \(SitePaths.manifest))",
                                 hints: ["give a new folder, an empty one, or one albums site wrote before; nothing in it was touched"])
            }
            return nil
        }
        guard let data = try? FileReading.contents(of: folder + "/" + SitePaths.manifest, limit: 64 << 20),
              let manifest = Manifest(String(decoding: data, as: UTF8.self)) else {
            throw UsageError("\(folder.clipped(to: 4096))/\(SitePaths.manifest) can't be read as a site's manifest", hints: ["move the folder away and make the site anew; nothing in it was touched"])
        }
        return manifest
    }

    /// Whether the site in `folder` was made from `fingerprint` and every page it lists is there, whole.
    static func isUpToDate(_ manifest: Manifest?, fingerprint: String, in folder: String) -> Bool {
        guard let manifest, manifest.fingerprint == fingerprint else { return false }
        return manifest.pages.allSatisfy { path, page in
            var info = stat()
            return stat(folder + "/" + path, &info) == 0 && Int(info.st_size) == page.size
        }
    }

    /// `body` for each page, on every core; the first error thrown, once all have ended (pages after it in a share are not written).
    static func inParallel(_ pages: [(String, Data)], _ body: @Sendable (String, Data) throws -> Void) throws {
        let failure = Mutex<(any Error)?>(nil)
        let shares = max(1, min(ProcessInfo.processInfo.activeProcessorCount, pages.count))
        let pages = pages.map { SendablePage(path: $0.0, data: $0.1) }
        DispatchQueue.concurrentPerform(iterations: shares) { share in
            for index in stride(from: share, to: pages.count, by: shares) {
                guard failure.withLock({ $0 == nil }) else { return }
                do { try body(pages[index].path, pages[index].data) } catch { failure.withLock { $0 = $0 ?? error } }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
    }

    struct SendablePage: Sendable {
        var path: String
        var data: Data
    }

    /// A page's bytes as 16 hex digits (FNV-1a, 64 bits): enough to tell a changed page, and fast over every page of a site.
    static func contentHash(_ data: Data) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        data.withUnsafeBytes { bytes in
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// A path of the site's own: relative, in the site's folders, no way up.
    static func isOwnPath(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/").contains("..") && !path.hasPrefix(".")
            && path.utf8.allSatisfy { (0x21...0x7E).contains($0) }
    }

    /// Writes `pages` (paths relative to `folder`) as the site made from `fingerprint`.
    /// `progress`: told how many of the pages to write have been.
    /// `store`: how a page is written (each atomically); a test passes one that stops part way.
    /// The pages of a step are written on every core; a step starts once the one before has ended.
    package static func write(_ pages: [(path: String, data: Data)], into folder: String, fingerprint: String,
                              progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in },
                              store: @escaping @Sendable (Data, String) throws -> Void = { data, path in try AtomicFile.write(data, to: path, durable: false) }) throws -> Summary {
        let old = try manifest(in: folder)
        var new: [(String, Data)] = [], changed: [(String, Data)] = []
        var listed: [String: (hash: String, size: Int)] = [:]
        for page in pages where isOwnPath(page.path) {
            let hash = contentHash(page.data)
            listed[page.path] = (hash, page.data.count)
            var info = stat()
            let exists = stat(folder + "/" + page.path, &info) == 0
            if exists, let before = old?.pages[page.path], before.hash == hash, before.size == page.data.count, Int(info.st_size) == page.data.count { continue }
            if exists { changed.append((page.path, page.data)) } else { new.append((page.path, page.data)) }
        }
        let total = new.count + changed.count
        let done = Mutex(0)
        for step in [new, changed] {
            try inParallel(step) { path, data in
                try store(data, folder + "/" + path)
                progress(done.withLock { count in count += 1; return count }, total)
            }
        }
        var removed = 0
        for path in (old?.pages.keys).map(Array.init) ?? [] where listed[path] == nil {
            if unlink(folder + "/" + path) == 0 { removed += 1 }
        }
        let manifest = Manifest(fingerprint: fingerprint, pages: listed)
        if manifest != old { try AtomicFile.write(Data(manifest.text.utf8), to: folder + "/" + SitePaths.manifest) }
        return Summary(pages: listed.count, new: new.count, changed: changed.count, removed: removed, upToDate: false)
    }
}
