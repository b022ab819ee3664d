import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import Synchronization

extension SiteWriter {
    /// One run writing a site: pages added one at a time, from any number of
    /// threads, each written into the run's own folder as it comes; then
    /// `finish` moves them into place (see `SiteWriter`), or `abandon` removes
    /// what the run wrote and leaves the site as it was.
    package final class Run: Sendable {
        let folder: String
        let fingerprint: String
        let old: Manifest?
        let staged: String
        let store: @Sendable (UnsafeRawBufferPointer, String) throws -> Void
        let progress: @Sendable (Int, Int) -> Void
        let expected: Int

        struct State {
            var listed: [String: (hash: String, size: Int)] = [:]
            var new: [String] = []
            var changed: [String] = []
            /// The folders made inside the run's folder.
            var folders: Set<String> = []
            var done = 0
        }

        private let state = Mutex(State())
        private let cleanup: SignalCleanup.Token?
        private let writers = Writers()

        /// The writes under way, and whether a signal stopped the run: the signal's cleanup waits for the writes
        /// under way to end and lets no new one start before it removes the run's folder (else a page written
        /// meanwhile would leave the folder behind).
        final class Writers: Sendable {
            private let inFlight = Atomic<Int>(0)
            private let stopped = Atomic<Bool>(false)

            /// Whether a write may start (then `leave` when it ends).
            func enter() -> Bool {
                inFlight.add(1, ordering: .sequentiallyConsistent)
                guard !stopped.load(ordering: .sequentiallyConsistent) else {
                    leave()
                    return false
                }
                return true
            }

            func leave() { inFlight.subtract(1, ordering: .sequentiallyConsistent) }

            /// No write starts from now on; returns when those under way have ended (at most about 10 s:
            /// 1,000 `pause`s, 10 ms each but in tests).
            func stop(pause: () -> Void = { usleep(10_000) }) {
                stopped.store(true, ordering: .sequentiallyConsistent)
                for _ in 0..<1_000 where inFlight.load(ordering: .sequentiallyConsistent) > 0 { pause() }
            }
        }

        /// `expected`: how many pages are coming, for `progress`.
        package init(folder: String, fingerprint: String, expected: Int, progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in },
                     store: @escaping @Sendable (UnsafeRawBufferPointer, String) throws -> Void = Run.writeFile) throws {
            self.folder = folder
            self.fingerprint = fingerprint
            self.expected = expected
            self.progress = progress
            self.store = store
            old = try SiteWriter.manifest(in: folder)
            staged = folder + "/" + SiteWriter.staging
            // What a run stopped part way left: cleared, the site as it is kept.
            Self.removeTree(staged)
            var info = stat()
            if lstat(staged, &info) == 0 { throw FileError(path: staged, reason: "it can't be removed, and albums writes its pages there first") }
            guard mkdir(staged, 0o755) == 0 else { throw FileError.fromErrno(staged) }
            let folder = staged, writers = writers
            // Killed by a signal (Ctrl-C, SIGTERM, a hang-up): what this run wrote goes with it, once no page is being written.
            cleanup = SignalCleanup.registerUnlessEnding {
                writers.stop()
                Self.removeTree(folder)
            }
        }

        /// A page, written into the run's folder unless it is as the site has it already.
        package func add(_ path: String, _ data: Data) throws {
            try data.withUnsafeBytes { try add(path, bytes: $0) }
        }

        /// A page of text, written from the text's own bytes (not copied first: a site is hundreds of megabytes).
        package func add(_ path: String, text: String) throws {
            var text = text
            try text.withUTF8 { try add(path, bytes: UnsafeRawBufferPointer($0)) }
        }

        private func add(_ path: String, bytes: UnsafeRawBufferPointer) throws {
            guard SiteWriter.isOwnPath(path) else { return }
            let hash = SiteWriter.contentHash(bytes)
            let kept = old?.pages[path]
            var info = stat()
            let there = lstat(folder + "/" + path, &info) == 0
            let whole = there && info.st_mode & S_IFMT == S_IFREG && Int(info.st_size) == bytes.count
            let same = kept.map { $0.hash == hash && $0.size == bytes.count } ?? false
            if same && whole {
                state.withLock { $0.listed[path] = (hash, bytes.count) }
                return
            }
            guard writers.enter() else { throw FileError(path: folder, reason: "the run was stopped") }
            defer { writers.leave() }
            try makeFolders(for: path)
            try store(bytes, staged + "/" + path)
            let done = state.withLock { state in
                state.listed[path] = (hash, bytes.count)
                if there { state.changed.append(path) } else { state.new.append(path) }
                state.done += 1
                return state.done
            }
            progress(done, expected)
        }

        /// The folders of `path` inside the run's folder, each made once.
        private func makeFolders(for path: String) throws {
            let parts = path.split(separator: "/").dropLast()
            var folder = ""
            for part in parts {
                folder += (folder.isEmpty ? "" : "/") + part
                let made = state.withLock { $0.folders.contains(folder) }
                if made { continue }
                if mkdir(staged + "/" + folder, 0o755) != 0 && errno != EEXIST { throw FileError.fromErrno(staged + "/" + folder) }
                state.withLock { _ = $0.folders.insert(folder) }
            }
        }

        /// Moves the pages into place, removes those no longer in the site, and writes the manifest.
        package func finish() throws -> Summary {
            defer { cleanup.map(SignalCleanup.remove) }
            let (listed, new, changed) = state.withLock { ($0.listed, $0.new.sorted(), $0.changed.sorted()) }
            let manifest = Manifest(fingerprint: fingerprint, pages: listed)
            if old == nil {
                // A first build: the manifest, then each of the run's top folders and files into the empty folder at once.
                try place(Data(manifest.text.utf8), at: SitePaths.manifest)
                for entry in Platform.folderEntries(staged).sorted() {
                    guard rename(staged + "/" + entry, folder + "/" + entry) == 0 else { throw FileError.fromErrno(folder + "/" + entry) }
                }
            } else {
                // New pages first (nothing links to them yet), then the changed ones.
                for path in new + changed { try move(path) }
            }
            var removed = 0
            for path in (old?.pages.keys).map(Array.init)?.sorted() ?? [] where listed[path] == nil {
                guard (try? checkFolders(of: path)) != nil else { continue }
                if unlink(folder + "/" + path) == 0 { removed += 1 }
            }
            if old != nil && manifest != old { try place(Data(manifest.text.utf8), at: SitePaths.manifest) }
            Self.removeTree(staged)
            return Summary(pages: listed.count, new: new.count, changed: changed.count, removed: removed, upToDate: false)
        }

        /// Everything this run wrote removed; the site as it was.
        package func abandon() {
            cleanup.map(SignalCleanup.remove)
            Self.removeTree(staged)
        }

        /// A page from the run's folder into its place: its folders made (never through a link), a link where it goes replaced.
        private func move(_ path: String) throws {
            try checkFolders(of: path, making: true)
            guard rename(staged + "/" + path, folder + "/" + path) == 0 else { throw FileError.fromErrno(folder + "/" + path) }
        }

        /// `data` written at `path` of the site by way of the run's folder (never through a link where it goes).
        private func place(_ data: Data, at path: String) throws {
            try data.withUnsafeBytes { try store($0, staged + "/" + path) }
            guard rename(staged + "/" + path, folder + "/" + path) == 0 else { throw FileError.fromErrno(folder + "/" + path) }
        }

        /// Each folder of `path` in the site is a folder, not a link (made when missing and `making`).
        private func checkFolders(of path: String, making: Bool = false) throws {
            var current = folder
            for part in path.split(separator: "/").dropLast() {
                current += "/" + part
                var info = stat()
                if lstat(current, &info) != 0 {
                    guard making, mkdir(current, 0o755) == 0 || errno == EEXIST else { throw FileError.fromErrno(current) }
                    continue
                }
                guard info.st_mode & S_IFMT == S_IFDIR else {
                    throw FileError(path: current, reason: info.st_mode & S_IFMT == S_IFLNK
                        ? "it is a symbolic link where the site has a folder: albums writes only into the site's own folders" : "it is not a folder")
                }
            }
        }

        /// A page's bytes in a new file (never through a link: the run's folder is the run's own).
        package static let writeFile: @Sendable (UnsafeRawBufferPointer, String) throws -> Void = { bytes, path in
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw FileError.fromErrno(path) }
            do {
                try AtomicFile.writeAll(bytes, to: descriptor, path: path)
            } catch {
                close(descriptor)
                throw error
            }
            guard close(descriptor) == 0 else { throw FileError.fromErrno(path) }
        }

        /// A folder and everything in it, links removed as links (never followed).
        static func removeTree(_ path: String) {
            var info = stat()
            guard lstat(path, &info) == 0 else { return }
            if info.st_mode & S_IFMT == S_IFDIR {
                for entry in Platform.folderEntries(path) { removeTree(path + "/" + entry) }
                rmdir(path)
            } else {
                unlink(path)
            }
        }
    }
}
