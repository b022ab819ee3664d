import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import AlbumsShape
import AlbumsTerminal

/// What `history export` and `import` do (by either spelling: the parser reads
/// `history --export` as `history export`), and the states they end in.
package enum HistoryExchange {
    /// What an export wrote: its text when it goes to standard output (nil: saved to the file).
    package struct Exported: Sendable {
        package var charts: Int
        package var editions: Int
        package var text: String?
        package var file: String?
    }

    /// What an import merged, from where, and what the store warned of on the way.
    package struct Imported: Sendable {
        package var merged: [Merged]
        package var file: String
        package var warnings: [String]
    }

    /// `export [FILE]`: where (nil: standard output), and as what.
    package struct Export: Sendable {
        package var file: String?
        package var format: ExportFormat
    }

    package enum ExportFormat: String, CaseIterable, Sendable { case json, csv }

    /// What an import did to one chart of the file.
    package struct Merged: Equatable, Sendable {
        package var chart: String
        /// Editions the file holds for it.
        package var read: Int
        /// Editions new to the history that it keeps.
        package var added: Int
        /// Editions the history had already.
        package var skipped: Int
        /// New editions the 400-edition cap left out (older than every kept one), and kept editions it made room by.
        package var dropped: Int
        package var evicted: Int
    }

    /// Every kept chart, as JSON or CSV, to the file (written atomically) or
    /// standard output; never to a terminal (an export is data for a file or
    /// a program, and the feed's names in it are not sanitised for one).
    static func exported(_ export: Export, _ context: CommandContext) throws -> Exported {
        if export.file == nil && context.screen.outIsTerminal {
            throw UsageError("not writing the export to a terminal", hints: ["give a file: albums history export history.json", "or pipe it: albums history export | less"])
        }
        let histories = context.world.history.all()
        let editions = histories.reduce(0) { $0 + $1.editions.count }
        let write = { (put: (String) throws -> Void) throws in
            if export.format == .json { try HistoryExport.json(histories, write: put) } else { try HistoryExport.csv(histories, write: put) }
        }
        guard let file = export.file else {
            var text = ""
            try write { text += $0 }
            return Exported(charts: histories.count, editions: editions, text: text, file: nil)
        }
        do {
            // Written a chart at a time: the export is never whole in memory.
            try AtomicFile.write(to: file, createFolders: false, special: .writeThrough) { put in try write { try put(Data($0.utf8)) } }
        } catch is AtomicFile.TerminalTarget {
            throw UsageError("not writing the export to a terminal", hints: ["give a file: albums history export history.json", "or pipe it: albums history export | less"])
        } catch {
            throw Failure("couldn't write the export", why: "\(file): \((error as? FileError)?.reason ?? "\(error)")", suggestion: "check that the folder exists and is writable")
        }
        return Exported(charts: histories.count, editions: editions, text: nil, file: file)
    }

    /// Largest export `import` reads: 400 editions of 200 albums of every chart kept fit many times over.
    static let importLimit = 256 << 20

    /// Merges an export: the file is read and checked whole first (a bad one
    /// changes nothing), then each chart's editions are recorded as a load
    /// would record them, under the store's lock: kept ones are skipped. One
    /// chart is held at a time, and the disk is flushed once, at the end.
    static func imported(_ file: String, _ context: CommandContext) throws -> Imported {
        let store = context.world.history
        if file == "-" && context.world.keyboard.isTerminal {
            throw UsageError("import - reads the export from standard input, which is the terminal here", hints: ["pipe it in: albums history import - < history.json"])
        }
        let data: Data
        do {
            data = file == "-" ? try FileReading.stream(0, limit: importLimit, name: "standard input") : try FileReading.contents(of: file, limit: importLimit)
        } catch {
            throw Failure("couldn't read \(file == "-" ? "the export from standard input" : file)", why: error.reason,
                          suggestion: "give a file that albums history export wrote")
        }
        let now = Int64(context.world.clock.now().timeIntervalSince1970)
        do {
            _ = try HistoryExport.check(data, now: now)
        } catch {
            throw Failure("nothing imported: \(file == "-" ? "standard input" : file) is not a history albums can merge", why: error.description,
                          suggestion: "give a file that albums history export wrote")
        }
        // Checked whole; now merged a chart at a time (only one held at once), each
        // new chart's file flushed with all the others at the end: one flush, not one per chart.
        var merged: [Merged] = []
        var warnings: [String] = []
        do {
            try HistoryExport.forEachChart(data, now: now) { chart in
                var added: [Int64] = [], before: Set<Int64> = []
                let stored: HistoryStore.Loaded
                do {
                    stored = try store.update(chart.chart, flush: .batched) { history in
                        before = Set(history.editions.map(\.updated))
                        added = chart.editions.filter { history.record(updated: $0.updated, albums: $0.albums)?.changed == true }.map(\.updated)
                        return !added.isEmpty
                    }
                } catch {
                    throw Failure("couldn't keep the imported editions of \(chart.chart)", why: (error as? FileError)?.description ?? "\(error)",
                                  suggestion: merged.isEmpty ? nil : "the charts before it were merged; importing again adds only what is missing")
                }
                if let warning = stored.warning { warnings.append(warning) }
                let after = Set(stored.history.editions.map(\.updated))
                // Each edition of the file: kept already, newly kept, or left out by the cap (older than every kept one).
                let skipped = chart.editions.filter { before.contains($0.updated) }.count
                let kept = added.filter(after.contains).count
                merged.append(Merged(chart: chart.chart, read: chart.editions.count, added: kept, skipped: skipped,
                                     dropped: chart.editions.count - skipped - kept, evicted: before.subtracting(after).count))
            }
            try store.flush()
        } catch let failure as Failure {
            try? store.flush()
            throw failure
        } catch {
            throw Failure("couldn't keep the imported editions", why: (error as? FileError)?.description ?? "\(error)",
                          suggestion: "importing again adds only what is missing")
        }
        return Imported(merged: merged, file: file, warnings: warnings)
    }
}
