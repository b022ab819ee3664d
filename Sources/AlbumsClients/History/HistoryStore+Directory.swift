import AlbumsCore
import Foundation

extension HistoryStore {
    /// One file per chart in `folder`, named after the chart: `shared-standard-us-1f0c2a9b.history`.
    public static func directory(_ folder: String) -> HistoryStore {
        HistoryStore(
            location: folder,
            load: { chart in
                let path = file(for: chart, in: folder)
                switch read(path, chart: chart) {
                case .missing: return Loaded(history: ChartHistory(chart: chart))
                case .history(let history): return Loaded(history: history)
                case .unreadable(let problem):
                    return Loaded(history: ChartHistory(chart: chart), warning: "ignoring the chart history in \(path): \(problem)")
                }
            },
            update: { chart, change in
                let path = file(for: chart, in: folder)
                return try FileLock.withLock(beside: path) {
                    var history = ChartHistory(chart: chart)
                    var warning: String?
                    switch read(path, chart: chart) {
                    case .missing: break
                    case .history(let kept): history = kept
                    case .unreadable(let problem):
                        unlink(path + ".bad")
                        rename(path, path + ".bad")
                        warning = "the chart history in \(path) could not be read (\(problem)); it was set aside as \(path).bad and a new one started"
                    }
                    if change(&history) {
                        try AtomicFile.write(Data(HistoryText.encode(history).utf8), to: path)
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
        case history(ChartHistory)
        case unreadable(String)
    }

    static func read(_ path: String, chart: String) -> Read {
        guard let data = FileManager.default.contents(atPath: path) else {
            return access(path, F_OK) == 0 ? .unreadable("it can't be read") : .missing
        }
        do {
            let history = try HistoryText.decode([UInt8](data))
            guard history.chart == chart else { return .unreadable("it is the history of another chart (\(history.chart))") }
            return .history(history)
        } catch {
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
            guard let data = FileManager.default.contents(atPath: folder + "/" + name) else { continue }
            bytes += data.count
            if let history = try? HistoryText.decode([UInt8](data)) { charts.append(history) }
        }
        return HistoryStats(charts: charts, bytes: bytes)
    }
}
