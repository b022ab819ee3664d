import AlbumsEssentials
import AlbumsPlatform
import AlbumsCore
import Synchronization

extension HistoryStore {
    /// One file per chart in `folder`, named after the chart: `standard-us-90a0b75c36a252e5c77c.history`.
    /// What a load read is remembered with the file's stamp, so that recording
    /// right after it reads the file again only if another process replaced it.
    /// A new edition is appended to the file as one record; the file is written
    /// whole (atomically, flushed to disk) only to compact it, once it holds
    /// `compactAt` editions, or when an append can't say what changed.
    public static func directory(_ folder: String) -> HistoryStore {
        let lastRead = LastRead()
        let unflushed = Mutex<[String]>([])
        return HistoryStore(
            location: folder,
            load: { chart in
                migrate(chart, in: folder)
                let path = file(for: chart, in: folder)
                switch read(path, chart: chart) {
                case .missing: return Loaded(history: ChartHistory(chart: chart))
                case .history(let kept):
                    if kept.skipped.isEmpty { lastRead.remember(kept, of: chart) }
                    return Loaded(history: kept.history, warning: kept.skipped.first.map { skipping(kept.skipped.count, $0, in: path) })
                case .unreadable(let problem):
                    return Loaded(history: ChartHistory(chart: chart), warning: "ignoring the chart history in \(path): \(problem)")
                }
            },
            update: { chart, flush, change in
                let path = file(for: chart, in: folder)
                return try FileLock.withLock(beside: path) {
                    migrate(chart, in: folder)
                    var history = ChartHistory(chart: chart)
                    var file: Kept?
                    var warning: String?
                    var rewrite = false
                    let known = lastRead.kept(of: chart)
                    switch known.flatMap({ $0.stamp == FileReading.Stamp.of(path) ? Read.history($0) : nil }) ?? read(path, chart: chart) {
                    case .missing: break
                    case .history(let kept):
                        history = kept.history
                        file = kept
                        if let first = kept.skipped.first {
                            // The file is rewritten without the lines it can't read; they are kept aside first.
                            let copy = try SetAside.copy(path)
                            warning = skipping(kept.skipped.count, first, in: path) + "; the file as it was is kept as \(copy)"
                            rewrite = true
                        } else if let line = kept.layout.tornAt {
                            let copy = try SetAside.copy(path)
                            warning = "the chart history in \(path) ends in an edition cut short (from line \(line)), left out; the file as it was is kept as \(copy)"
                            rewrite = true
                        }
                    case .unreadable(let problem):
                        let aside = try SetAside.move(path)
                        warning = "the chart history in \(path) could not be read (\(problem)); it was set aside as \(aside) and a new one started"
                    }
                    let before = history
                    guard change(&history) || rewrite else { return Loaded(history: history, warning: warning) }
                    var loaded = Loaded(history: history, warning: warning)
                    var layout = HistoryText.Layout(version: 2, editions: history.editions.count, tornAt: nil)
                    if !rewrite, let file, file.layout.takesAppends, file.layout.editions < compactAt,
                       let record = HistoryText.appendRecord(from: before, to: history),
                       try AtomicFile.append(Data(record), to: path, size: file.stamp.size) {
                        layout.editions = file.layout.editions + 1
                    } else if flush == .batched, file == nil, !rewrite {
                        history.compact()
                        try AtomicFile.write(Data(HistoryText.encodedBytes(history)), to: path, durable: false)
                        unflushed.withLock { $0.append(path) }
                    } else {
                        history.compact()
                        try AtomicFile.write(Data(HistoryText.encodedBytes(history)), to: path)
                    }
                    loaded.history = history
                    if let stamp = FileReading.Stamp.of(path) {
                        lastRead.remember(Kept(history: history, stamp: stamp, skipped: [], layout: layout), of: chart)
                        if flush == .eachWrite { loaded.standings = writeStandings(history, of: path, as: stamp) }
                    }
                    return loaded
                }
            },
            flush: {
                let paths = unflushed.withLock { paths in defer { paths = [] }; return paths }
                guard !paths.isEmpty else { return }
                guard Platform.flush(paths, in: folder) else {
                    throw FileError(path: folder, reason: "the \(paths.count) charts written could not be flushed to disk")
                }
            },
            standings: { chart in readStandings(of: file(for: chart, in: folder)) },
            keepStandings: { chart in
                let path = file(for: chart, in: folder)
                guard let kept = lastRead.kept(of: chart), kept.layout.tornAt == nil, FileReading.Stamp.of(path) == kept.stamp else { return }
                writeStandings(kept.history, of: path, as: kept.stamp)
            },
            stats: { stats(folder) },
            all: {
                // A file at a time, and none once the task reading them is cancelled
                // (the browser quitting while its artist page reads every chart).
                var histories: [ChartHistory] = []
                for name in files(folder) {
                    guard !Task.isCancelled else { return [] }
                    if let history = measure(folder + "/" + name)?.1, !history.isEmpty { histories.append(history) }
                }
                return histories.sorted { $0.chart < $1.chart }
            },
            clear: {
                // Each file under the lock that recording takes, so that a load
                // recording at the same time either finishes first (and its
                // edition is counted and removed) or starts again from nothing.
                // The lock files stay: another albums may be holding one.
                var charts: [ChartHistory] = []
                var bytes = 0
                for name in files(folder) {
                    let path = folder + "/" + name
                    try FileLock.withLock(beside: path) {
                        if let (count, history) = measure(path) {
                            bytes += count
                            if let history { charts.append(history) }
                        }
                        guard unlink(path) == 0 || errno == ENOENT else { throw FileError.fromErrno(path) }
                    }
                }
                for name in Platform.folderEntries(folder) where name.hasSuffix(".standings") {
                    unlink(folder + "/" + name)
                }
                return HistoryStats(charts: charts, bytes: bytes)
            },
            fingerprint: {
                // Each file's name and stamp (device, inode, size, time to the nanosecond): a write changes one.
                SHA256.hex(files(folder).map { name in name + " " + (FileReading.Stamp.of(folder + "/" + name)?.source ?? "gone") }.joined(separator: "\n"))
            }
        )
    }

    /// The standings of the newest edition kept in the history file at `path`
    /// (`EditionStandings`), in a small file beside it; nil when they are
    /// missing, don't read, or were worked out from the file as it was before.
    static func readStandings(of path: String) -> EditionStandings? {
        guard let source = FileReading.Stamp.of(path)?.source,
              let data = try? FileReading.whole(standingsFile(of: path, source: source), limit: 1 << 20) else { return nil }
        return EditionStandings.decode(Array(data), source: source)
    }

    /// Keeps `history`'s newest standings beside its file, which is `stamp` now,
    /// and removes those of the file as it was. They can always be worked out
    /// again: written atomically, not flushed, and a failure to write them
    /// changes nothing but the next load's speed.
    @discardableResult
    static func writeStandings(_ history: ChartHistory, of path: String, as stamp: FileReading.Stamp) -> EditionStandings? {
        guard let standings = history.newestStandings else { return nil }
        let source = stamp.source
        let file = standingsFile(of: path, source: source)
        try? AtomicFile.write(Data(standings.encodedBytes(source: source)), to: file, durable: false, createFolders: false)
        removeStandings(of: path, except: file)
        return standings
    }

    /// `standard-us-90a0b75c36a252e5c77c.history` in the state `source` (a stamp's):
    /// `standard-us-90a0b75c36a252e5c77c.<token>.standings`.
    static func standingsFile(of path: String, source: String) -> String {
        standingsPrefix(of: path) + EditionStandings.fileToken(source: source) + ".standings"
    }

    static func standingsPrefix(of path: String) -> String {
        (path.hasSuffix(".history") ? String(path.dropLast(8)) : path) + "."
    }

    /// Every standings file of the history at `path` but `kept`, read from the folder itself.
    static func removeStandings(of path: String, except kept: String) {
        let prefix = standingsPrefix(of: path)
        let slash = prefix.lastIndex(of: "/")
        let folder = slash.map { String(prefix[..<$0]) } ?? "."
        let name = slash.map { String(prefix[prefix.index(after: $0)...]) } ?? prefix
        for entry in Platform.folderEntries(folder) where entry.hasPrefix(name) && entry.hasSuffix(".standings") {
            let file = folder + "/" + entry
            if file != kept { unlink(file) }
        }
    }

    static func skipping(_ count: Int, _ first: HistoryText.FormatError, in path: String) -> String {
        "skipped \(count == 1 ? "an edition" : "\(count) editions") of the chart history in \(path) that can't be read (\(first.description))"
    }

    /// The file is written whole once it holds this many editions (the newest
    /// 400 are kept): an edition is otherwise appended.
    static let compactAt = ChartHistory.capacity + ChartHistory.capacity / 8

    /// A history file as read.
    struct Kept: Sendable {
        var history: ChartHistory
        var stamp: FileReading.Stamp
        var skipped: [HistoryText.FormatError]
        var layout: HistoryText.Layout
    }

    /// What each chart's file held when this process last read or wrote it.
    /// A short list, not a dictionary: a run reads a chart or a few, and the
    /// first dictionary of a new kind can cost a scan of every protocol
    /// conformance in the binary (seen here with gdb: some 100,000 instructions).
    final class LastRead: Sendable {
        private let charts = Mutex<[(chart: String, kept: Kept)]>([])

        func kept(of chart: String) -> Kept? {
            charts.withLock { charts in charts.first { $0.chart == chart }?.kept }
        }

        func remember(_ kept: Kept, of chart: String) {
            charts.withLock { charts in
                charts.removeAll { $0.chart == chart }
                // The few most recent: an import of thousands of charts reads each once.
                if charts.count >= Self.capacity { charts.removeFirst() }
                charts.append((chart, kept))
            }
        }

        static let capacity = 32
    }

    enum Read {
        case missing
        case history(Kept)
        case unreadable(String)
    }

    static func read(_ path: String, chart: String) -> Read {
        let decoded: Result<HistoryText.Read, HistoryText.FormatError>
        let stamp: FileReading.Stamp
        do {
            guard let read = try FileReading.withMapped(path, { bytes, stamp in (Result { () throws(HistoryText.FormatError) in try HistoryText.read(bytes) }, stamp) }) else {
                return .missing
            }
            (decoded, stamp) = read
        } catch {
            return .unreadable(error.reason)
        }
        switch decoded {
        case .success(let read):
            guard read.history.chart == chart else { return .unreadable("it is the history of another chart (\(read.history.chart))") }
            return .history(Kept(history: read.history, stamp: stamp, skipped: read.skipped, layout: read.layout))
        case .failure(let error):
            return .unreadable("it is not a chart history (\(error.description))")
        }
    }

    static func files(_ folder: String) -> [String] {
        Platform.folderEntries(folder).filter { $0.hasSuffix(".history") }.sorted()
    }

    static func stats(_ folder: String) -> HistoryStats {
        var charts: [ChartHistory] = []
        var bytes = 0
        for name in files(folder) {
            guard let (count, history) = measure(folder + "/" + name) else { continue }
            bytes += count
            if let history { charts.append(history) }
        }
        return HistoryStats(charts: charts, bytes: bytes)
    }

    /// A history file's size and what of it can be read; nil when it can't be opened.
    static func measure(_ path: String) -> (Int, ChartHistory?)? {
        let read = try? FileReading.withMapped(path) { data, _ in (data.count, (try? HistoryText.read(data))?.history) }
        return read.flatMap { $0 }
    }
}
