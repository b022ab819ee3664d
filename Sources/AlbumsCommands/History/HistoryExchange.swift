import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import AlbumsShape
import AlbumsTerminal

/// What `history export` and `import` do (by either spelling: the parser reads
/// `history --export` as `history export`), and the states they end in.
package enum HistoryExchange {
    /// What an export wrote, and where (nil: standard output, written as it was made).
    package struct Exported: Sendable {
        package var charts: Int
        package var editions: Int
        package var file: String?
        /// False when writing to standard output failed part way (the runner says why; nothing says it was exported).
        package var whole = true
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
        /// Editions not kept as they repeat another: the same albums as the edition before, or a second copy of a date.
        package var repeated: Int = 0
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
            // The command's data, too big to hold (a year of every store's chart is gigabytes): written to standard
            // output as it is made, a chart at a time, until a write fails (the runner then says so).
            let out = context.world.console.out
            struct Stopped: Error {}
            do {
                try write { text in
                    out.writeData(Data(text.utf8))
                    if out.failure() != nil { throw Stopped() }
                }
            } catch is Stopped {
                return Exported(charts: histories.count, editions: editions, file: nil, whole: false)
            }
            return Exported(charts: histories.count, editions: editions, file: nil)
        }
        do {
            // Written a chart at a time: the export is never whole in memory.
            try AtomicFile.write(to: file, createFolders: false, special: .writeThrough) { put in try write { try put(Data($0.utf8)) } }
        } catch is AtomicFile.TerminalTarget {
            throw UsageError("not writing the export to a terminal", hints: ["give a file: albums history export history.json", "or pipe it: albums history export | less"])
        } catch {
            throw Failure("couldn't write the export", why: "\(file): \((error as? FileError)?.reason ?? "\(error)")", suggestion: "check that the folder exists and is writable")
        }
        return Exported(charts: histories.count, editions: editions, file: file)
    }

    /// Merges an export of any size: the file is read and checked whole
    /// first, a piece at a time (a bad one changes nothing), then read again
    /// and each chart's editions recorded as a load would record them, under
    /// the store's lock: kept ones are skipped. One chart and one piece of the
    /// file are held at a time (a gigabyte's export in tens of megabytes);
    /// standard input is kept in a temporary file as it is checked, to be read
    /// the second time. The disk is flushed once, at the end.
    static func imported(_ file: String, _ context: CommandContext) throws -> Imported {
        let store = context.world.history
        if file == "-" && context.world.keyboard.isTerminal {
            throw UsageError("import - reads the export from standard input, which is the terminal here", hints: ["pipe it in: albums history import - < history.json"])
        }
        let name = file == "-" ? "standard input" : file
        let unreadable = { (error: FileError) in
            Failure("couldn't read \(file == "-" ? "the export from standard input" : file)", why: error.reason, suggestion: "give a file that albums history export wrote")
        }
        let spool: ExportPieces.Spool?
        let first: HistoryExport.Source
        do {
            if file == "-" {
                let kept = try ExportPieces.Spool(name: "import")
                spool = kept
                first = ExportPieces.pieces(0, name: name) { try kept.append($0) }
            } else {
                spool = nil
                first = try ExportPieces.pieces(of: file)
            }
        } catch {
            throw unreadable(error)
        }
        defer { spool?.remove() }
        let now = Int64(context.world.clock.now().timeIntervalSince1970)
        do {
            _ = try HistoryExport.check(streaming: first, now: now)
        } catch let bad as HistoryExport.BadFile {
            throw Failure("nothing imported: \(name) is not a history albums can merge", why: bad.description,
                          suggestion: "give a file that albums history export wrote (its JSON: a CSV export is for spreadsheets, and isn't read back)")
        } catch let error as FileError {
            throw unreadable(error)
        }
        spool?.finishWriting()
        let second: HistoryExport.Source
        do {
            second = try ExportPieces.pieces(of: spool?.path ?? file)
        } catch {
            throw unreadable(error)
        }
        // Checked whole; now merged a chart at a time (only one held at once), each
        // new chart's file flushed with all the others at the end: one flush, not one per chart.
        var merged: [Merged] = []
        var warnings: [String] = []
        do {
            try HistoryExport.forEachChart(streaming: second, now: now) { chart in
                var added: [Int64] = [], before: Set<Int64> = [], repeated = 0
                let stored: HistoryStore.Loaded
                do {
                    stored = try store.update(chart.chart, flush: .batched) { history in
                        before = Set(history.editions.map(\.updated))
                        for edition in chart.editions {
                            // Filed and changed: added; filed unchanged: the same as the edition before it, or a date already
                            // there (kept or repeated in the file); not filed: older than the 400 kept.
                            guard let filed = history.record(updated: edition.updated, albums: edition.albums) else { continue }
                            if filed.changed { added.append(edition.updated) } else if !before.contains(edition.updated) { repeated += 1 }
                        }
                        return !added.isEmpty
                    }
                } catch {
                    throw Failure("couldn't keep the imported editions of \(chart.chart)", why: (error as? FileError)?.description ?? "\(error)",
                                  suggestion: merged.isEmpty ? nil : "the charts before it were merged; importing again adds only what is missing")
                }
                if let warning = stored.warning { warnings.append(warning) }
                let after = Set(stored.history.editions.map(\.updated))
                // Each edition of the file: kept already, newly kept, repeated, or left out by the cap (older than every kept one).
                let skipped = chart.editions.filter { before.contains($0.updated) }.count
                let kept = added.filter(after.contains).count
                merged.append(Merged(chart: chart.chart, read: chart.editions.count, added: kept, skipped: skipped, repeated: repeated,
                                     dropped: chart.editions.count - skipped - kept - repeated, evicted: before.subtracting(after).count))
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
