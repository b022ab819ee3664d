import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import AlbumsShape
import AlbumsTerminal

/// What `history export`, `import` and `clear` do, one way whichever
/// spelling asked (the subcommands, or `history --export`, `--import`, `--clear`).
package enum HistoryExchange {
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
    static func exported(_ export: Export, _ context: CommandContext) throws -> HistoryCommand.State {
        if export.file == nil && context.screen.outIsTerminal {
            throw UsageError("not writing the export to a terminal", hints: ["give a file: albums history export history.json", "or pipe it: albums history export | less"])
        }
        let histories = context.world.history.all()
        let text = export.format == .json ? HistoryExport.json(histories) : HistoryExport.csv(histories)
        let editions = histories.reduce(0) { $0 + $1.editions.count }
        guard let file = export.file else { return .exported(charts: histories.count, editions: editions, text: text, file: nil) }
        do {
            try AtomicFile.write(Data(text.utf8), to: file, createFolders: false, special: .writeThrough)
        } catch is AtomicFile.TerminalTarget {
            throw UsageError("not writing the export to a terminal", hints: ["give a file: albums history export history.json", "or pipe it: albums history export | less"])
        } catch {
            throw Failure("couldn't write the export", why: "\(file): \((error as? FileError)?.reason ?? "\(error)")", suggestion: "check that the folder exists and is writable")
        }
        return .exported(charts: histories.count, editions: editions, text: nil, file: file)
    }

    /// Largest export `import` reads: 400 editions of 200 albums of every chart kept fit many times over.
    static let importLimit = 256 << 20

    /// Merges an export: the file is read and checked whole first (a bad one
    /// changes nothing), then each chart's editions are recorded as a load
    /// would record them, under the store's lock: kept ones are skipped. One
    /// chart is held at a time, and the disk is flushed once, at the end.
    static func imported(_ file: String, _ context: CommandContext) throws -> HistoryCommand.State {
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
        return .imported(merged, file: file, warnings: warnings)
    }

    /// Forgets every kept edition: on a terminal once the user said yes to how
    /// many go; elsewhere only with `--yes` (a script must mean it).
    static func cleared(yes: Bool, _ context: CommandContext) throws -> HistoryCommand.State {
        let store = context.world.history
        if !yes {
            let stats = store.stats()
            guard stats.editions > 0 else { return .cleared(stats, location: store.location) }
            let question = "Remove \(HistoryView.counted(stats.editions, "edition")) of \(HistoryView.counted(stats.charts, "chart")) from the history? [y/N] "
            guard context.world.keyboard.isTerminal, context.screen.errIsTerminal else {
                throw UsageError("not clearing \(HistoryView.counted(stats.editions, "edition")) of \(HistoryView.counted(stats.charts, "chart")) without asking",
                                 hints: ["there is no terminal to ask on: give --yes to clear anyway (albums history clear --yes)"])
            }
            context.world.console.err.write(question)
            let answer = context.world.keyboard.line()?.trimmed(lineBreaks: false).lowercased() ?? ""
            guard answer == "y" || answer == "yes" else { return .kept(stats) }
        }
        do {
            return .cleared(try store.clear(), location: store.location)
        } catch {
            throw Failure("couldn't clear the chart history", why: (error as? FileError)?.description ?? "\(error)")
        }
    }
}
