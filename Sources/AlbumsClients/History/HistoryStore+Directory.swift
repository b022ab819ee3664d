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
                case .history(let history, let stamp):
                    lastRead.withLock { $0[chart] = (stamp, history) }
                    return Loaded(history: history)
                case .unreadable(let problem):
                    return Loaded(history: ChartHistory(chart: chart), warning: "ignoring the chart history in \(path): \(problem)")
                }
            },
            update: { chart, change in
                let path = file(for: chart, in: folder)
                return try FileLock.withLock(beside: path) {
                    var history = ChartHistory(chart: chart)
                    var warning: String?
                    let known = lastRead.withLock { $0[chart] }
                    switch known.flatMap({ $0.stamp == FileReading.Stamp.of(path) ? $0 : nil }).map({ Read.history($0.history, $0.stamp) })
                        ?? read(path, chart: chart) {
                    case .missing: break
                    case .history(let kept, _): history = kept
                    case .unreadable(let problem):
                        unlink(path + ".bad")
                        rename(path, path + ".bad")
                        warning = "the chart history in \(path) could not be read (\(problem)); it was set aside as \(path).bad and a new one started"
                    }
                    if change(&history) {
                        try AtomicFile.write(Data(HistoryText.encodedBytes(history)), to: path)
                        if let stamp = FileReading.Stamp.of(path) { lastRead.withLock { $0[chart] = (stamp, history) } }
                    }
                    return Loaded(history: history, warning: warning)
                }
            },
            stats: { stats(folder) },
            clear: {
                let before = stats(folder)
                for name in files(folder) {
                    let path = folder + "/" + name
                    guard unlink(path) == 0 || errno == ENOENT else { throw FileError.fromErrno(path) }
                    unlink(path + ".lock")
                }
                return before
            }
        )
    }

    enum Read {
        case missing
        case history(ChartHistory, FileReading.Stamp)
        case unreadable(String)
    }

    static func read(_ path: String, chart: String) -> Read {
        let decoded: Result<ChartHistory, HistoryText.FormatError>
        let stamp: FileReading.Stamp
        do {
            guard let read = try FileReading.withMapped(path, { bytes, stamp in (Result { () throws(HistoryText.FormatError) in try HistoryText.decode(bytes) }, stamp) }) else {
                return .missing
            }
            (decoded, stamp) = read
        } catch {
            return .unreadable("it can't be read: \(error.reason)")
        }
        switch decoded {
        case .success(let history):
            guard history.chart == chart else { return .unreadable("it is the history of another chart (\(history.chart))") }
            return .history(history, stamp)
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
            let read = try? FileReading.withMapped(folder + "/" + name) { data, _ in (data.count, try? HistoryText.decode(data)) }
            guard let (count, history) = read.flatMap({ $0 }) else { continue }
            bytes += count
            if let history { charts.append(history) }
        }
        return HistoryStats(charts: charts, bytes: bytes)
    }
}
