import AlbumsCore
import Foundation
import Synchronization

extension HistoryStore {
    /// One file per chart in `folder`, named after the chart: `standard-us-1f0c2a9b.history`.
    /// What a load read is remembered with the file's stamp, so that recording
    /// right after it reads the file again only if another process replaced it.
    public static func directory(_ folder: String) -> HistoryStore {
        let lastRead = Mutex<[String: (stamp: FileReading.Stamp, history: ChartHistory)]>([:])
        return HistoryStore(
            location: folder,
            load: { chart in
                let path = file(for: chart, in: folder)
                switch read(path, chart: chart) {
                case .missing: return Loaded(history: ChartHistory(chart: chart))
                case .history(let history, let stamp, let skipped):
                    if skipped.isEmpty { lastRead.withLock { $0[chart] = (stamp, history) } }
                    return Loaded(history: history, warning: skipped.first.map { skipping(skipped.count, $0, in: path) })
                case .unreadable(let problem):
                    return Loaded(history: ChartHistory(chart: chart), warning: "ignoring the chart history in \(path): \(problem)")
                }
            },
            update: { chart, change in
                let path = file(for: chart, in: folder)
                return try FileLock.withLock(beside: path) {
                    var history = ChartHistory(chart: chart)
                    var warning: String?
                    var rewrite = false
                    let known = lastRead.withLock { $0[chart] }
                    switch known.flatMap({ $0.stamp == FileReading.Stamp.of(path) ? $0 : nil }).map({ Read.history($0.history, $0.stamp, skipped: []) })
                        ?? read(path, chart: chart) {
                    case .missing: break
                    case .history(let kept, _, let skipped):
                        history = kept
                        if let first = skipped.first {
                            // The file is rewritten without the lines it can't read; they are kept aside first.
                            let copy = try SetAside.copy(path)
                            warning = skipping(skipped.count, first, in: path) + "; the file as it was is kept as \(copy)"
                            rewrite = true
                        }
                    case .unreadable(let problem):
                        let aside = try SetAside.move(path)
                        warning = "the chart history in \(path) could not be read (\(problem)); it was set aside as \(aside) and a new one started"
                    }
                    if change(&history) || rewrite {
                        try AtomicFile.write(Data(HistoryText.encodedBytes(history)), to: path)
                        if let stamp = FileReading.Stamp.of(path) { lastRead.withLock { $0[chart] = (stamp, history) } }
                    }
                    return Loaded(history: history, warning: warning)
                }
            },
            stats: { stats(folder) },
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
                return HistoryStats(charts: charts, bytes: bytes)
            }
        )
    }

    static func skipping(_ count: Int, _ first: HistoryText.FormatError, in path: String) -> String {
        "skipped \(count == 1 ? "an edition" : "\(count) editions") of the chart history in \(path) that can't be read (\(first.description))"
    }

    enum Read {
        case missing
        case history(ChartHistory, FileReading.Stamp, skipped: [HistoryText.FormatError])
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
            return .history(read.history, stamp, skipped: read.skipped)
        case .failure(let error):
            return .unreadable("it is not a chart history (\(error.description))")
        }
    }

    /// The file of one chart: its name made safe for a file name, and a hash
    /// of the whole of it, so that two charts never share a file.
    public static func file(for chart: String, in folder: String) -> String {
        var slug = ""
        for scalar in chart.lowercased().unicodeScalars {
            let safe = scalar.isASCII && (("a"..."z").contains(scalar) || ("0"..."9").contains(scalar))
            if safe {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty && !slug.hasSuffix("-") {
                slug += "-"
            }
            if slug.count >= 60 { break }
        }
        if slug.hasSuffix("-") { slug.removeLast() }
        return folder + "/" + (slug.isEmpty ? "" : slug + "-") + String(SHA256.hex(chart).prefix(8)) + ".history"
    }

    static func files(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".history") }.sorted()
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
