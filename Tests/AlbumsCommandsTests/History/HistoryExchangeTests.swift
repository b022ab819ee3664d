import AlbumsCommandsTestSupport
@testable import AlbumsClients
@testable import AlbumsCommands
@testable import AlbumsCore
import AlbumsEssentials
import AlbumsShape
import AlbumsTerminal
import AlbumsTestSupport
import Foundation
import Synchronization
import Testing

/// `history export`, `import` and `clear`: never the feed's names raw on a
/// terminal, the rules loads obey, and counts that say what happened.
@Suite struct HistoryExchangeTests {
    static func harness(outIsTerminal: Bool = false, outFails: String? = nil) async -> TestHarness {
        var harness = TestHarness(outIsTerminal: outIsTerminal)
        harness.world.console = harness.console.console(outIsTerminal: outIsTerminal, outFails: outFails)
        _ = await harness.run("--session", "stub", "--plain")
        harness.console.clear()
        return harness
    }

    @Test func anExportIsNeverWrittenToATerminal() async {
        let terminal = await Self.harness(outIsTerminal: true)
        for line in [["history", "export"], ["history", "export", "-", "--format", "csv"], ["history", "--export"]] {
            terminal.console.clear()
            #expect(await terminal.run(line) == .usage, "\(line)")
            #expect(terminal.console.err.hasPrefix("error: not writing the export to a terminal\n  give a file: albums history export history.json\n"), "\(line)")
            #expect(terminal.console.out.isEmpty)
        }
        let piped = await Self.harness()
        #expect(await piped.run("history", "export") == .success)
        #expect(piped.console.out.hasPrefix("{\n  \"format\": \"albums-history\""))
        #expect(piped.console.err == "Exported 3 editions of 1 chart.\n")
    }

    /// A full disk: the export is not said to be done; the failure is said, exit 1.
    @Test func aFailedWriteIsNotCalledAnExport() async {
        let harness = await Self.harness(outFails: "No space left on device")
        #expect(await harness.run("history", "export") == .failure)
        #expect(!harness.console.err.contains("Exported"), "\(harness.console.err)")
        #expect(harness.console.err.hasPrefix("error: couldn't write the output\n  why: standard output: No space left on device\n"))
    }

    /// An export into a folder that doesn't exist fails, saying so, and makes no folder (a typo is not a new folder).
    @Test func anExportIntoAMissingFolderFailsAndMakesNone() async throws {
        let folder = Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let harness = await Self.harness()
        #expect(await harness.run("history", "export", folder + "/missing/history.json") == .failure)
        #expect(harness.console.err.hasPrefix("error: couldn't write the export\n  why: \(folder)/missing/history.json: "), "\(harness.console.err)")
        #expect(harness.console.err.contains("check that the folder exists and is writable"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/missing"))
    }

    /// Settings and exports reach the disk before they replace what was there:
    /// each is flushed, then renamed (seen through AtomicFile's seam, when
    /// the file in place still holds what it held).
    @Test func settingsAndExportsAreFlushedBeforeTheyReplace() async throws {
        let folder = Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var harness = await Self.harness()
        let settings = folder + "/settings.json", export = folder + "/export.json"
        harness.world.settings = .file(settings)
        let seen = Mutex<[String]>([])
        let read: @Sendable (String) -> String = { path in FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? "nothing" }
        try await AtomicFile.$flushed.withValue({ path in seen.withLock { $0.append("\((path as NSString).lastPathComponent): \(read(path))") } }) {
            #expect(await harness.run("settings", "set", "sort", "name") == .success)
            #expect(await harness.run("settings", "set", "sort", "artist") == .success)
            #expect(await harness.run("history", "export", export) == .success)
            try Data("old".utf8).write(to: URL(fileURLWithPath: export))
            #expect(await harness.run("history", "export", export) == .success)
        }
        #expect(seen.withLock { $0 } == [
            "settings.json: nothing", "settings.json: {\n  \"sort\": \"name\"\n}\n", "export.json: nothing", "export.json: old",
        ])
        #expect(read(settings) == "{\n  \"sort\": \"artist\"\n}\n")
    }

    /// --format goes with an export only: with an album's history it is refused, nothing shown.
    @Test func formatWithoutAnExportIsRefused() async {
        let harness = await Self.harness()
        #expect(await harness.run("history", "1", "--format", "csv") == .usage)
        #expect(harness.console.err.hasPrefix("error: --format is an option of history export; give it with that command\n  albums history export --format …\n"))
        #expect(harness.console.out == "")
    }

    @Test func importFromATerminalIsRefusedAtOnce() async {
        var harness = await Self.harness()
        harness.world.keyboard = Keyboard(isTerminal: true, open: { _ in nil })
        #expect(await harness.run("history", "import", "-") == .usage)
        #expect(harness.console.err.hasPrefix("error: import - reads the export from standard input, which is the terminal here\n"))
    }

    /// An export albums could have written, of `charts` (each a chart's JSON object), in a folder of its own.
    static func export(_ charts: [String]) throws -> String {
        let file = Paths.temporaryFolder() + "/export.json"
        try Data(#"{"format": "albums-history", "version": 1, "charts": [\#(charts.joined(separator: ","))]}"#.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    static func remove(_ file: String) { try? FileManager.default.removeItem(atPath: (file as NSString).deletingLastPathComponent) }

    /// 450 daily editions of one chart into an empty history: 400 kept, 50 left out by the cap, and the summary says so.
    @Test func whatTheCapLeavesOutIsCountedNotCalledAdded() async throws {
        let harness = await Self.harness()
        #expect(await harness.run("history", "clear", "--yes") == .success)
        let noon20: Int64 = 1_795_176_000
        let editions = (0..<450).map { day in
            #"{"updated": "\#(FeedDate.iso(noon20 - Int64(day) * 86_400))", "albums": [{"id": "1", "name": "One", "artist": "Ann"}]}"#
        }
        let file = try Self.export([#"{"chart": "stub standard gb", "editions": [\#(editions.joined(separator: ","))]}"#])
        defer { Self.remove(file) }
        harness.console.clear()
        #expect(await harness.run("history", "import", file) == .success)
        #expect(harness.console.err == "stub standard gb: 400 editions added, 50 left out (older than the 400 kept)\n"
            + "Read 450 editions of 1 chart from \(file): 400 added, 50 left out by the 400-edition cap.\n")
        #expect(harness.world.history.load("stub standard gb").history.editions.count == 400)
        harness.console.clear()
        #expect(await harness.run("history", "import", file) == .success)
        #expect(harness.console.err.hasSuffix("Read 450 editions of 1 chart from \(file): 0 added, 400 already kept, 50 left out by the 400-edition cap.\n"),
                "\(harness.console.err)")
    }

    /// Editions that repeat another (the same albums as the edition before it, a date twice) are said to, not blamed on the cap.
    @Test func whatRepeatsIsSaidToRepeat() async throws {
        let harness = await Self.harness()
        #expect(await harness.run("history", "clear", "--yes") == .success)
        let edition = { (date: String, ids: [String]) in
            #"{"updated": "\#(date)", "albums": [\#(ids.map { #"{"id": "\#($0)", "name": "N\#($0)", "artist": "A"}"# }.joined(separator: ","))]}"#
        }
        let editions = [edition("2026-11-18T12:00:00Z", ["1", "2"]), edition("2026-11-19T12:00:00Z", ["1", "2"]),
                        edition("2026-11-20T12:00:00Z", ["2", "1"]), edition("2026-11-20T12:00:00Z", ["2", "1"])]
        let file = try Self.export([#"{"chart": "stub standard gb", "editions": [\#(editions.joined(separator: ","))]}"#])
        defer { Self.remove(file) }
        harness.console.clear()
        #expect(await harness.run("history", "import", file) == .success)
        #expect(harness.console.err == "stub standard gb: 2 editions added, 2 repeating another\n"
            + "Read 4 editions of 1 chart from \(file): 2 added, 2 repeating another (the same albums as the edition before, or a date twice).\n")
        #expect(harness.world.history.load("stub standard gb").history.editions.count == 2)
        // The same file again: nothing added, but its repeat is still said (not "nothing to add"): the 18th and both
        // copies of the 20th are kept already, the 19th repeats the 18th.
        harness.console.clear()
        #expect(await harness.run("history", "import", file) == .success)
        #expect(harness.console.err == "stub standard gb: 0 editions added, 3 already kept, 1 repeating another\n"
            + "Read 4 editions of 1 chart from \(file): 0 added, 3 already kept, 1 repeating another (the same albums as the edition before, or a date twice).\n")
    }

    /// An import holds a piece of its file at a time: 1 MiB (a file of 2 MiB and a byte is three pieces, the last of
    /// one byte); standard input the same.
    @Test func anImportReadsAMebibyteAtATime() throws {
        let folder = Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(repeating: 0x20, count: 2 << 20 + 1).write(to: URL(fileURLWithPath: folder + "/export.json"))
        // The size of each piece, to the end (ten at most).
        func sizes(_ next: () throws -> [UInt8]?) throws -> [Int] {
            var sizes: [Int] = []
            while let piece = try next(), sizes.count < 10 { sizes.append(piece.count) }
            return sizes
        }
        #expect(try sizes(ExportPieces.pieces(of: folder + "/export.json")) == [1 << 20, 1 << 20, 1])
        let descriptor = open(folder + "/export.json", O_RDONLY)
        defer { close(descriptor) }
        var copied = 0
        #expect(try sizes(ExportPieces.pieces(descriptor, name: "standard input") { copied += $0.count }) == [1 << 20, 1 << 20, 1])
        #expect(copied == 2 << 20 + 1)
    }

    /// Standard input with nothing in it yet (a pipe made non-blocking by whoever made it: a read says EAGAIN) is
    /// waited for, not taken for an error: the pieces are what the writer wrote, to its end.
    @Test(.onTestThreads) func aPipeWithNothingInItYetIsWaitedFor() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0 && ends.count == 2)
        let (reading, writing) = (ends[0], ends[1])
        defer { close(reading) }
        _ = fcntl(reading, F_SETFL, fcntl(reading, F_GETFL) | O_NONBLOCK)
        let writer = Thread {
            usleep(50_000)
            _ = "abc".withCString { write(writing, $0, 3) }
            usleep(50_000)
            close(writing)
        }
        writer.start()
        let next = ExportPieces.pieces(reading, name: "standard input") { _ in }
        var pieces: [[UInt8]] = []
        while let piece = try next(), pieces.count < 10 { pieces.append(piece) }
        #expect(pieces == [Array("abc".utf8)])
    }

    /// An import writes every chart `.batched` and flushes the store once at
    /// the end (not once per chart); the charts come one at a time, in order.
    @Test func anImportFlushesOnceAtTheEnd() async throws {
        var harness = await Self.harness()
        let memory = HistoryStore.memory()
        let log = Mutex<[String]>([])
        harness.world.history = HistoryStore(
            location: "/h", load: memory.load,
            update: { chart, flush, change in
                log.withLock { $0.append("\(chart) \(flush)") }
                return try memory.update(chart, flush: flush, change)
            },
            flush: { log.withLock { $0.append("flush") } },
            stats: memory.stats, clear: memory.clear
        )
        let charts = (1...40).map { #"{"chart": "c\#($0)", "editions": [{"updated": "2026-11-19T12:00:00Z", "albums": [{"id": "\#($0)", "name": "N", "artist": "A"}]}]}"# }
        let file = try Self.export(charts)
        defer { Self.remove(file) }
        #expect(await harness.run("history", "import", file) == .success)
        #expect(log.withLock { $0 } == (1...40).map { "c\($0) batched" } + ["flush"])
        #expect(memory.load("c40").history.editions.count == 1)
    }

    /// A fault in the last chart: the file is checked whole before any chart is merged.
    @Test func aFaultInTheLastChartChangesNothing() async throws {
        let harness = await Self.harness()
        let good = #"{"chart": "stub standard gb", "editions": [{"updated": "2026-11-19T12:00:00Z", "albums": [{"id": "1", "name": "N", "artist": "A"}]}]}"#
        let bad = #"{"chart": "stub standard jp", "editions": [{"updated": "2099-01-01T00:00:00Z", "albums": [{"id": "1", "name": "N", "artist": "A"}]}]}"#
        let file = try Self.export([good, bad])
        defer { Self.remove(file) }
        #expect(await harness.run("history", "import", file) == .failure)
        #expect(harness.console.err.contains("why: charts[1].editions[0].updated: 2099-01-01T00:00:00Z is later than tomorrow"))
        #expect(harness.world.history.load("stub standard gb").history.editions.isEmpty, "nothing merged")
    }
}

/// What an import that adds nothing says, by how many editions the file held.
@Suite struct HistoryImportedViewTests {
    static func merged(read: Int, skipped: Int) -> HistoryExchange.Merged {
        HistoryExchange.Merged(chart: "stub standard gb", read: read, added: 0, skipped: skipped, dropped: 0, evicted: 0)
    }

    @Test(arguments: [
        (0, "Nothing to add from in.json: it holds no edition.\n"),
        (1, "Nothing to add from in.json: its one edition is kept already.\n"),
        (2, "Nothing to add from in.json: all 2 editions are kept already.\n"),
    ] as [(Int, String)])
    func anImportOfNothingNewSaysWhy(skipped: Int, said: String) {
        #expect(HistoryView.imported([Self.merged(read: skipped, skipped: skipped)], file: "in.json") == said)
    }

    /// The charts an import changed are listed, ten at most; past ten, how many more (10, 11 and 12 charts).
    @Test(arguments: [(10, ""), (11, "… and 1 chart more\n"), (12, "… and 2 charts more\n")] as [(Int, String)])
    func anImportListsTenChartsAtMost(charts: Int, more: String) {
        let merged = (1...charts).map { HistoryExchange.Merged(chart: "c\($0)", read: 1, added: 1, skipped: 0, dropped: 0, evicted: 0) }
        let said = HistoryView.imported(merged, file: "in.json")
        let lines = (1...10).map { "c\($0): 1 edition added\n" }.joined()
        #expect(said == lines + more + "Read \(charts) editions of \(charts) charts from in.json: \(charts) added.\n")
    }

    @Test func standardInputIsNamedSoAndAFileNameIsMadeVisible() {
        #expect(HistoryView.imported([Self.merged(read: 1, skipped: 1)], file: "-")
            == "Nothing to add from standard input: its one edition is kept already.\n")
        #expect(HistoryView.imported([Self.merged(read: 0, skipped: 0)], file: "a\u{1B}[2Jb.json")
            == "Nothing to add from a\\x1B[2Jb.json: it holds no edition.\n")
    }
}

/// The old spellings are read once, by the parser, as the subcommands they stand for; two or three together are refused.
@Suite struct HistoryAliasTests {
    @Test(arguments: [
        (["history", "--export", "--clear"], "error: give one of --export, --clear, not both\n"),
        (["history", "--clear", "--export"], "error: give one of --clear, --export, not both\n"),
        (["history", "--clear", "--export", "--import", "x.json"], "error: give one of --clear, --export, --import, not all three\n"),
        (["history", "1", "--clear"], "error: --clear is about every chart's history; give no argument with it\n"),
        (["history", "--import"], "error: --import needs the file to merge\n"),
    ] as [([String], String)])
    func twoOldSpellingsOrOneWithAnAlbumAreRefused(arguments: [String], error: String) async {
        let harness = TestHarness()
        #expect(await harness.run(arguments) == .usage)
        #expect(harness.console.err.hasPrefix(error), "\(harness.console.err)")
        #expect(harness.console.out.isEmpty)
    }

    @Test(arguments: [
        (["history", "--export", "out.json"], ["history", "export"], ["out.json"]), (["history", "--export"], ["history", "export"], []),
        (["history", "--export=-"], ["history", "export"], ["-"]), (["history", "--import", "in.json"], ["history", "import"], ["in.json"]),
        (["history", "--clear", "--yes"], ["history", "clear"], []), (["history", "--export", "--format", "csv"], ["history", "export"], []),
    ] as [([String], [String], [String])])
    func eachOldSpellingIsItsSubcommand(arguments: [String], path: [String], positionals: [String]) throws {
        let parsed = try CommandTree.commandsLayer.parse(arguments)
        #expect(parsed.path == path && parsed.positionals == positionals)
    }
}
