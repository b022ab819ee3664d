@testable import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsTestSupport
import Foundation
import Synchronization
import Testing

/// The history on disk: one file per chart, locked, atomic, and never lost.
@Suite(.onTestThreads) struct HistoryStoreTests {
    static let nov13: Int64 = 1_794_571_200

    static func albums(_ ids: String) -> [Album] {
        ids.split(separator: " ").enumerated().map { offset, id in
            Album(rank: offset + 1, id: String(id), name: "Album \(id)", artist: "Artist \(id)", releaseDate: nil, genres: [], url: "", artworkURL: nil, explicit: false)
        }
    }

    static func record(_ store: HistoryStore, _ chart: String, day: Int64, _ ids: String) throws -> HistoryStore.Loaded {
        try store.update(chart) { $0.record(updated: nov13 + day * 86_400, albums: albums(ids))?.changed == true }
    }

    /// An import's writes: a chart new to the store is written without its
    /// standings (nor a flush of its own), and `flush` then flushes them all;
    /// a chart kept already is changed as any write changes it.
    /// Reading every chart stops when the task reading them is cancelled: the
    /// browser quits without waiting for its artist page to read them all.
    @Test func readingEveryChartStopsWhenCancelled() async throws {
        let folder = Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = HistoryStore.directory(folder)
        for chart in ["a", "b", "c"] { _ = try Self.record(store, chart, day: 0, "A B") }
        #expect(store.all().map(\.chart) == ["a", "b", "c"])
        let cancelled = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return store.all()
        }
        #expect(await cancelled.value.isEmpty)
    }

    @Test func batchedWritesAreFlushedTogether() throws {
        let folder = Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = HistoryStore.directory(folder)
        _ = try Self.record(store, "kept", day: 0, "A B")
        let keptStandings = Self.standingsFiles(folder)
        for chart in ["new 1", "new 2", "kept"] {
            _ = try store.update(chart, flush: .batched) { $0.record(updated: Self.nov13 + 86_400, albums: Self.albums("B A"))?.changed == true }
        }
        try store.flush()
        #expect(store.load("new 1").history.editions.count == 1)
        #expect(store.load("new 2").history.editions.count == 1)
        #expect(store.load("kept").history.editions.count == 2)
        #expect(Self.standingsFiles(folder).count == keptStandings.count, "no standings written for the batch")
        try store.flush()
        // A folder that is gone: the flush says so.
        _ = try store.update("new 3", flush: .batched) { $0.record(updated: Self.nov13, albums: Self.albums("A"))?.changed == true }
        try FileManager.default.removeItem(atPath: folder)
        #expect(throws: FileError.self) { try store.flush() }
        // Nothing written since (nor ever, for a store whose folder was never made): nothing to flush, no folder needed.
        try store.flush()
        try HistoryStore.directory(folder + "/never made").flush()
    }

    /// What a run last read is remembered for the 32 charts read most recently: at 32 every one, at 33 all but the
    /// first; a chart read again moves to the newest end.
    @Test func theLast32ChartsReadAreRemembered() {
        func kept(_ editions: Int) -> HistoryStore.Kept {
            HistoryStore.Kept(history: ChartHistory(chart: "c"), stamp: FileReading.Stamp(stat()), skipped: [],
                              layout: HistoryText.Layout(version: 2, editions: editions, tornAt: nil))
        }
        #expect(HistoryStore.LastRead.capacity == 32)
        let last = HistoryStore.LastRead()
        for chart in 1...31 { last.remember(kept(chart), of: "chart \(chart)") }
        #expect(last.kept(of: "chart 1")?.layout.editions == 1, "31: all")
        last.remember(kept(32), of: "chart 32")
        #expect((1...32).filter { last.kept(of: "chart \($0)")?.layout.editions != $0 } == [], "32: all")
        last.remember(kept(1), of: "chart 1")  // read again: now the newest
        last.remember(kept(33), of: "chart 33")
        #expect(last.kept(of: "chart 2") == nil, "33: the least recent goes")
        #expect(last.kept(of: "chart 1")?.layout.editions == 1 && last.kept(of: "chart 33")?.layout.editions == 33)
    }

    /// A chart's file under the name albums gave it before (8 hex digits of the hash, 32 bits: two charts were
    /// found sharing one) moves to its new name when the chart is loaded or kept; one holding another chart stays.
    @Test func aFileUnderItsOldNameMoves() throws {
        let folder = Paths.temporaryFolder()
        let store = HistoryStore.directory(folder)
        _ = try Self.record(store, "standard us", day: 0, "A B")
        _ = try Self.record(store, "standard gb", day: 0, "B A")
        for chart in ["standard us", "standard gb"] {
            try FileManager.default.moveItem(atPath: HistoryStore.file(for: chart, in: folder), toPath: HistoryStore.legacyFile(for: chart, in: folder))
        }
        // Another chart's file under US's old name (as a collision would have it): not US's, left where it is.
        try FileManager.default.moveItem(atPath: HistoryStore.legacyFile(for: "standard gb", in: folder), toPath: HistoryStore.legacyFile(for: "standard jp", in: folder))
        // Standings made under the old name: they go with the move (made again under the new one).
        let oldStandings = HistoryStore.standingsPrefix(of: HistoryStore.legacyFile(for: "standard us", in: folder)) + "1795176000.standings"
        try Data("old".utf8).write(to: URL(fileURLWithPath: oldStandings))
        // Only those: another file of the old name's, and other charts' standings, stay.
        let notStandings = HistoryStore.standingsPrefix(of: HistoryStore.legacyFile(for: "standard us", in: folder)) + "notes.txt"
        try Data("mine".utf8).write(to: URL(fileURLWithPath: notStandings))
        let othersStandings = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".standings") && folder + "/" + $0 != oldStandings }
        try #require(!othersStandings.isEmpty)
        #expect(store.load("standard us").history.catalog.map(\.id) == ["A", "B"], "loaded: moved")
        #expect(!FileManager.default.fileExists(atPath: oldStandings), "the old name's standings went with the move")
        #expect(FileManager.default.fileExists(atPath: notStandings), "a file of the old name's that is not standings stays")
        for other in othersStandings { #expect(FileManager.default.fileExists(atPath: folder + "/" + other), "\(other) stays") }
        #expect(FileManager.default.fileExists(atPath: HistoryStore.file(for: "standard us", in: folder)))
        #expect(!FileManager.default.fileExists(atPath: HistoryStore.legacyFile(for: "standard us", in: folder)))
        _ = try Self.record(store, "standard us", day: 1, "B A")
        #expect(store.load("standard us").history.editions.count == 2, "kept: in the moved file")
        #expect(store.load("standard jp").history.isEmpty && FileManager.default.fileExists(atPath: HistoryStore.legacyFile(for: "standard jp", in: folder)),
                "GB's file under JP's old name is not JP's history, and stays")
        #expect(store.all().map(\.chart).sorted() == ["standard gb", "standard us"], "every chart once")
    }

    @Test func eachChartHasItsOwnFileNamedAfterIt() throws {
        let folder = Paths.temporaryFolder()
        #expect(HistoryStore.file(for: "standard us", in: folder) == folder + "/standard-us-" + String(SHA256.hex("standard us").prefix(20)) + ".history")
        #expect(HistoryStore.file(for: "https://Example.com/feeds/top.json?x=1", in: folder).hasPrefix(folder + "/https-example-com-feeds-top-json-x-1-"))
        #expect(HistoryStore.file(for: "標準", in: folder) == folder + "/" + String(SHA256.hex("標準").prefix(20)) + ".history")
        #expect(HistoryStore.file(for: "standard us", in: folder) != HistoryStore.file(for: "standard-us", in: folder))
        #expect(HistoryStore.file(for: "É  Top--Albums ✓", in: folder) == folder + "/top-albums-" + String(SHA256.hex("É  Top--Albums ✓").prefix(20)) + ".history")
        let long = String(repeating: "ab ", count: 40)
        #expect(HistoryStore.file(for: long, in: folder) == folder + "/" + String(repeating: "ab-", count: 20).dropLast() + "-" + String(SHA256.hex(long).prefix(20)) + ".history",
                "at most 60 characters, not ending in a dash")
        let store = HistoryStore.directory(folder)
        _ = try Self.record(store, "standard us", day: 0, "A B")
        _ = try Self.record(store, "standard gb", day: 0, "B A")
        #expect(store.load("standard us").history.editions.count == 1)
        #expect(store.load("standard us").history.catalog.map(\.id) == ["A", "B"])
        #expect(store.load("standard gb").history.catalog.map(\.id) == ["B", "A"])
        #expect(store.load("standard jp") == HistoryStore.Loaded(history: ChartHistory(chart: "standard jp")))
    }

    @Test func onlyAChangeIsWritten() throws {
        let folder = Paths.temporaryFolder()
        let store = HistoryStore.directory(folder)
        _ = try Self.record(store, "c", day: 0, "A B")
        let path = HistoryStore.file(for: "c", in: folder)
        var before = stat()
        stat(path, &before)
        _ = try Self.record(store, "c", day: 0, "A B")
        var after = stat()
        stat(path, &after)
        #expect(before.st_ino == after.st_ino, "the same edition again leaves the file as it was")
        _ = try Self.record(store, "c", day: 1, "B A")
        stat(path, &after)
        #expect(before.st_ino == after.st_ino && after.st_size > before.st_size, "a new edition is appended")
        let text = try #require(FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) })
        #expect(text.components(separatedBy: "\nappend\t").count == 2)
        #expect(HistoryStore.directory(folder).load("c").history.editions.map(\.albums) == [[0, 1], [1, 0]], "as another albums reads it")
    }

    /// Editions are appended until the file holds `compactAt`; the next one writes it whole, 400 editions.
    @Test func theFileIsWrittenWholeOnlyToCompact() throws {
        let folder = Paths.temporaryFolder()
        let path = HistoryStore.file(for: "c", in: folder)
        var history = ChartHistory(chart: "c")
        // Each edition names an album of its own, which leaves the catalog when the edition goes.
        history.record(updated: Self.nov13, albums: Self.albums("A X0"))
        var bytes = HistoryText.encodedBytes(history)
        for day in 1..<Int64(HistoryStore.compactAt - 1) {
            let before = history
            history.record(updated: Self.nov13 + day * 86_400, albums: Self.albums("A X\(day)"))
            bytes += try #require(HistoryText.appendRecord(from: before, to: history))
        }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let store = HistoryStore.directory(folder)
        var info = stat()
        stat(path, &info)
        let inode = info.st_ino
        _ = try Self.record(store, "c", day: Int64(HistoryStore.compactAt) - 1, "B A")
        stat(path, &info)
        #expect(info.st_ino == inode, "appended: the file now holds compactAt editions")
        let full = try String(contentsOfFile: path, encoding: .utf8)
        #expect(full.components(separatedBy: "\nedition\t").count - 1 == HistoryStore.compactAt)
        _ = try Self.record(store, "c", day: Int64(HistoryStore.compactAt), "A B")
        stat(path, &info)
        #expect(info.st_ino != inode, "compacted: written whole")
        let compacted = try String(contentsOfFile: path, encoding: .utf8)
        #expect(compacted.components(separatedBy: "\nedition\t").count - 1 == ChartHistory.capacity)
        #expect(!compacted.contains("\nappend\t"))
        let loaded = HistoryStore.directory(folder).load("c").history
        #expect(loaded.editions.count == ChartHistory.capacity)
        #expect(loaded.catalog.count == ChartHistory.capacity - 2 + 2, "A, B and the X of each kept edition but the two newest")
        #expect(loaded.entry("X0") == nil)
    }

    /// A record cut short (albums stopped mid-append, or the disk kept only part
    /// of it) is left out when read; the next edition mends the file, keeping it aside first.
    @Test func anAppendCutShortIsLeftOutThenMended() throws {
        let folder = Paths.temporaryFolder()
        let store = HistoryStore.directory(folder)
        let path = HistoryStore.file(for: "c", in: folder)
        _ = try Self.record(store, "c", day: 0, "A B")
        let whole = try #require(FileManager.default.contents(atPath: path))
        _ = try Self.record(store, "c", day: 1, "B C")
        let appended = try #require(FileManager.default.contents(atPath: path))
        let cut = appended.prefix(whole.count + (appended.count - whole.count) / 2)
        try cut.write(to: URL(fileURLWithPath: path))
        let fresh = HistoryStore.directory(folder)
        let loaded = fresh.load("c")
        #expect(loaded.history.editions.map(\.updated) == [Self.nov13], "the edition cut short is left out")
        #expect(loaded.warning == nil)
        let mended = try Self.record(fresh, "c", day: 2, "C A")
        #expect(mended.warning == "the chart history in \(path) ends in an edition cut short (from line 6), left out; the file as it was is kept as \(path).bad")
        #expect(FileManager.default.contents(atPath: path + ".bad") == Data(cut), "nothing is lost")
        #expect(HistoryStore.directory(folder).load("c").history.editions.map(\.updated) == [Self.nov13, Self.nov13 + 2 * 86_400])
    }

    /// A file from before appends is read as it is, and written whole in the new form at its next edition.
    @Test func aFirstVersionFileIsReadThenWrittenAnew() throws {
        let folder = Paths.temporaryFolder()
        let path = HistoryStore.file(for: "c", in: folder)
        try Data("albums-history 1\nchart\tc\nalbum\tA\tn\ta\nalbum\tB\tm\tb\nedition\t\(Self.nov13)\t01\n".utf8).write(to: URL(fileURLWithPath: path))
        let store = HistoryStore.directory(folder)
        #expect(store.load("c").history.editions.map(\.albums) == [[0, 1]])
        _ = try Self.record(store, "c", day: 1, "B A")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        // The newest edition's names win.
        #expect(text == "albums-history 2\nchart\tc\nalbum\tA\tAlbum A\tArtist A\nalbum\tB\tAlbum B\tArtist B\nedition\t\(Self.nov13)\t01\nedition\t\(Self.nov13 + 86_400)\t10\n")
    }

    @Test func aCorruptFileIsSetAsideWithAWarningAndANewHistoryStarts() throws {
        let folder = Paths.temporaryFolder()
        let store = HistoryStore.directory(folder)
        let path = HistoryStore.file(for: "c", in: folder)
        let garbage = Data("albums-history 1\nchart\tc\nalbum\tA\tx\nedition\t5\t0\n".utf8)
        _ = FileManager.default.createFile(atPath: path, contents: garbage)
        #expect(store.load("c") == HistoryStore.Loaded(
            history: ChartHistory(chart: "c"),
            warning: "ignoring the chart history in \(path): it is not a chart history (line 3: an album line needs an id, a name and an artist)"))
        let recorded = try Self.record(store, "c", day: 0, "A")
        #expect(recorded.warning == "the chart history in \(path) could not be read (it is not a chart history (line 3: an album line needs an id, a name and an artist)); it was set aside as \(path).bad and a new one started")
        #expect(recorded.history.editions.count == 1)
        #expect(FileManager.default.contents(atPath: path + ".bad") == garbage, "nothing is lost")
        #expect(store.load("c").warning == nil)
    }

    /// One edition the reader can't read (a date from before 1970, as an older
    /// albums wrote for a feed dated 1900) costs that edition, not the history:
    /// the others load, the file is kept aside as it was, then written without it.
    @Test func oneBadEditionIsSkippedNotTheWholeHistory() throws {
        let folder = Paths.temporaryFolder()
        let store = HistoryStore.directory(folder)
        let path = HistoryStore.file(for: "c", in: folder)
        let text = "albums-history 1\nchart\tc\nalbum\tA\tx\tz\nalbum\tB\ty\tz\nedition\t1794571200\t01\nedition\t-2208988800\t10\nedition\t1795176000\t10\n"
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        let loaded = store.load("c")
        #expect(loaded.history.editions.map(\.updated) == [1_794_571_200, 1_795_176_000])
        #expect(loaded.warning == "skipped an edition of the chart history in \(path) that can't be read (line 6: an edition needs its date in seconds)")
        let recorded = try Self.record(store, "c", day: 14, "A B")
        #expect(recorded.history.editions.count == 3)
        #expect(recorded.warning == "skipped an edition of the chart history in \(path) that can't be read (line 6: an edition needs its date in seconds); the file as it was is kept as \(path).bad")
        #expect(FileManager.default.contents(atPath: path + ".bad") == Data(text.utf8), "nothing is lost")
        #expect(store.load("c") == HistoryStore.Loaded(history: recorded.history), "the file was rewritten without the bad line")
    }

    /// A second file set aside never replaces the first: `.bad`, then `.bad.1`;
    /// a folder already at `.bad` is passed over, not written into or over.
    @Test func aSetAsideFileNeverReplacesAnEarlierOne() throws {
        let folder = Paths.temporaryFolder()
        let store = HistoryStore.directory(folder)
        let path = HistoryStore.file(for: "c", in: folder)
        try FileManager.default.createDirectory(atPath: path + ".bad", withIntermediateDirectories: true)
        var kept: [String] = []
        for round in 1...3 {
            let garbage = Data("not a history, round \(round)\n".utf8)
            _ = FileManager.default.createFile(atPath: path, contents: garbage)
            let recorded = try Self.record(store, "c", day: Int64(round), "A")
            let aside = path + ".bad.\(round)"
            #expect(recorded.warning?.hasSuffix("it was set aside as \(aside) and a new one started") == true, "round \(round)")
            kept.append(aside)
        }
        for (round, aside) in kept.enumerated() {
            #expect(FileManager.default.contents(atPath: aside) == Data("not a history, round \(round + 1)\n".utf8))
        }
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: path + ".bad", isDirectory: &isFolder) && isFolder.boolValue)
    }

    /// A FIFO where the history should be is never opened for a blocking read:
    /// the load warns at once and the next recording puts it aside.
    @Test func aFIFOInPlaceOfTheHistoryNeverHangs() throws {
        let folder = Paths.temporaryFolder()
        let store = HistoryStore.directory(folder)
        let path = HistoryStore.file(for: "c", in: folder)
        #expect(mkfifo(path, 0o644) == 0)
        #expect(store.load("c").warning == "ignoring the chart history in \(path): it is not a regular file (a device, a pipe or a socket)")
        let recorded = try Self.record(store, "c", day: 0, "A")
        #expect(recorded.history.editions.count == 1)
        #expect(store.load("c") == HistoryStore.Loaded(history: recorded.history))
    }

    /// Clearing takes each file's lock, as recording does: a recording that holds
    /// the lock finishes first, and its edition is counted and removed with the
    /// rest, not written back after the clear. The lock file is left in place.
    @Test func clearWaitsForARecordingThatHoldsTheLock() throws {
        let folder = Paths.temporaryFolder()
        let store = HistoryStore.directory(folder)
        _ = try Self.record(store, "c", day: 0, "A")
        _ = try Self.record(store, "c", day: 1, "B")
        let path = HistoryStore.file(for: "c", in: folder)
        // Threads of their own: both block, and the test's pool has few threads to spare.
        let inside = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let recorded = DispatchSemaphore(value: 0), cleared = DispatchSemaphore(value: 0)
        Thread {
            _ = try? store.update("c") { history in
                inside.signal()
                _ = release.wait(timeout: .now() + 10)
                return history.record(updated: Self.nov13 + 2 * 86_400, albums: Self.albums("C"))?.changed == true
            }
            recorded.signal()
        }.start()
        #expect(inside.wait(timeout: .now() + 10) == .success)
        let removed = Mutex<HistoryStats?>(nil)
        Thread {
            removed.withLock { $0 = try? store.clear() }
            cleared.signal()
        }.start()
        // Unlocked, clear is done in well under a millisecond; locked, it can't finish until released.
        #expect(cleared.wait(timeout: .now() + 0.3) == .timedOut, "clear went ahead while a recording held the lock")
        release.signal()
        #expect(recorded.wait(timeout: .now() + 10) == .success)
        #expect(cleared.wait(timeout: .now() + 10) == .success)
        #expect(removed.withLock { $0 }?.editions == 3, "the edition recorded while clear waited is counted")
        #expect(store.load("c").history.isEmpty, "and nothing comes back")
        #expect(FileManager.default.fileExists(atPath: path + ".lock"), "a lock file another process may hold is never unlinked")
    }

    @Test func aFileOfAnotherChartIsNotUsed() throws {
        let folder = Paths.temporaryFolder()
        let store = HistoryStore.directory(folder)
        _ = try Self.record(store, "c", day: 0, "A")
        try FileManager.default.moveItem(atPath: HistoryStore.file(for: "c", in: folder), toPath: HistoryStore.file(for: "d", in: folder))
        #expect(store.load("d").warning?.hasSuffix("it is the history of another chart (c)") == true)
    }

    /// Sixteen writers on as many threads, each its own edition: all kept, and the file reads back.
    @Test func concurrentRecordingsAreAllKept() throws {
        let folder = Paths.temporaryFolder()
        DispatchQueue.concurrentPerform(iterations: 16) { day in
            _ = try? Self.record(HistoryStore.directory(folder), "c", day: Int64(day), "A\(day) B")
        }
        let loaded = HistoryStore.directory(folder).load("c")
        #expect(loaded.warning == nil)
        #expect(loaded.history.editions.map(\.updated) == (0..<16).map { Self.nov13 + Int64($0) * 86_400 })
    }

    /// A store reuses what it loaded only while the file is unchanged: here another
    /// process records between this one's load and its own recording.
    @Test func whatWasLoadedIsReadAgainWhenAnotherProcessChangedTheFile() throws {
        let folder = Paths.temporaryFolder()
        let mine = HistoryStore.directory(folder), theirs = HistoryStore.directory(folder)
        _ = try Self.record(mine, "c", day: 0, "A B")
        #expect(mine.load("c").history.editions.count == 1)
        _ = try Self.record(theirs, "c", day: 1, "B A")
        let recorded = try Self.record(mine, "c", day: 2, "C A")
        #expect(recorded.history.editions.map(\.updated) == (0..<3).map { Self.nov13 + Int64($0) * 86_400 })
        #expect(HistoryStore.directory(folder).load("c").history.editions.count == 3)
    }

    @Test func statsAndClear() throws {
        let folder = Paths.temporaryFolder()
        let store = HistoryStore.directory(folder)
        #expect(store.stats() == HistoryStats(charts: [], bytes: 0))
        _ = try Self.record(store, "c", day: 0, "A B")
        _ = try Self.record(store, "c", day: 1, "B A")
        _ = try Self.record(store, "d", day: 3, "C")
        let stats = store.stats()
        #expect(stats.charts == 2)
        #expect(stats.editions == 3)
        let sizes = ["c", "d"].map { (try? FileManager.default.attributesOfItem(atPath: HistoryStore.file(for: $0, in: folder))[.size] as? Int) ?? 0 }
        #expect(stats.bytes == sizes.reduce(0, +))
        #expect(stats.oldest == Date(timeIntervalSince1970: TimeInterval(Self.nov13)))
        #expect(stats.newest == Date(timeIntervalSince1970: TimeInterval(Self.nov13 + 3 * 86_400)))
        _ = FileManager.default.createFile(atPath: folder + "/notes.txt", contents: Data("mine".utf8))
        #expect(try store.clear() == stats)
        #expect(store.stats().editions == 0)
        #expect(store.load("c").history.isEmpty)
        #expect(FileManager.default.fileExists(atPath: folder + "/notes.txt"), "only history files go")
    }

    /// Each write keeps the newest edition's standings beside the file; they
    /// count only while the file is as they were worked out from, and a clean
    /// read puts back what is missing or out of date.
    @Test func theNewestStandingsAreKeptBesideTheFile() throws {
        let folder = Paths.temporaryFolder()
        let store = HistoryStore.directory(folder)
        let path = HistoryStore.file(for: "c", in: folder)
        // The standings file of the history file as it is now.
        let beside = { try HistoryStore.standingsFile(of: path, source: #require(FileReading.Stamp.of(path)).source) }
        #expect(store.standings("c") == nil, "no history, no standings")
        _ = try Self.record(store, "c", day: 0, "A B C")
        _ = try Self.record(store, "c", day: 1, "B D")
        let recorded = try Self.record(store, "c", day: 2, "D A B")
        #expect(try [beside()] == Self.standingsFiles(folder), "one file, for the history as it is now: those of the file as it was are gone")
        let standings = try #require(store.standings("c"))
        #expect(standings == recorded.history.newestStandings && recorded.standings == standings, "and the recording says them")
        #expect(standings.ids == ["D", "A", "B"] && standings.standings.map(\.previousRank) == [2, nil, 1])
        #expect(HistoryStore.directory(folder).standings("c") == standings, "as another albums reads them")

        // Another process changes the history (here, a byte more at its end): the standings no longer count.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data("x".utf8))
        handle.closeFile()
        #expect(store.standings("c") == nil)
        // A file ending in a line cut short is read without it; no standings are kept for it.
        #expect(store.load("c").history.editions.count == 3)
        store.keepStandings("c")
        #expect(store.standings("c") == nil)
        _ = try Self.record(store, "c", day: 3, "A D")
        #expect(store.standings("c") == store.load("c").history.newestStandings)
        #expect(store.standings("c")?.ids == ["A", "D"])
        #expect(try [beside()] == Self.standingsFiles(folder))

        // Missing, or not a standings file: kept again from a clean read of the file as it still is.
        try FileManager.default.removeItem(atPath: beside())
        #expect(store.standings("c") == nil)
        _ = store.load("c")
        store.keepStandings("c")
        #expect(store.standings("c")?.ids == ["A", "D"])
        try Data("albums-standings 1\n".utf8).write(to: URL(fileURLWithPath: beside()))
        #expect(store.standings("c") == nil)
        let other = HistoryStore.directory(folder)
        _ = other.load("c")
        _ = try Self.record(store, "c", day: 4, "D")
        try FileManager.default.removeItem(atPath: beside())
        other.keepStandings("c")
        #expect(Self.standingsFiles(folder).isEmpty, "what it read has changed since: nothing is kept")
        _ = other.load("c")
        other.keepStandings("c")
        #expect(store.standings("c")?.ids == ["D"])

        _ = try store.clear()
        #expect(Self.standingsFiles(folder).isEmpty, "clearing the history clears its standings")
        #expect(store.standings("c") == nil)
    }

    /// The standings files in `folder`, as paths.
    static func standingsFiles(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".standings") }.map { folder + "/" + $0 }
    }

    @Test func theMemoryStoreForTheTestWorld() throws {
        let store = HistoryStore.memory()
        _ = try Self.record(store, "c", day: 0, "A B")
        _ = try Self.record(store, "c", day: 0, "A B")
        #expect(store.load("c").history.editions.count == 1)
        #expect(store.stats().editions == 1)
        #expect(store.standings("c") == store.load("c").history.newestStandings && store.standings("c")?.ids == ["A", "B"])
        #expect(try store.clear().editions == 1)
        #expect(store.load("c").history.isEmpty)
    }
}
