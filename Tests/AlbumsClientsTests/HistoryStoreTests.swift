@testable import AlbumsClients
import AlbumsCore
import AlbumsTestSupport
import Foundation
import Synchronization
import Testing

/// The history on disk: one file per chart, locked, atomic, and never lost.
@Suite struct HistoryStoreTests {
    static let nov13: Int64 = 1_794_571_200

    static func albums(_ ids: String) -> [Album] {
        ids.split(separator: " ").enumerated().map { offset, id in
            Album(rank: offset + 1, id: String(id), name: "Album \(id)", artist: "Artist \(id)", releaseDate: nil, genres: [], url: "", artworkURL: nil, explicit: false)
        }
    }

    static func record(_ store: HistoryStore, _ chart: String, day: Int64, _ ids: String) throws -> HistoryStore.Loaded {
        try store.update(chart) { $0.record(updated: nov13 + day * 86_400, albums: albums(ids))?.changed == true }
    }

    @Test func eachChartHasItsOwnFileNamedAfterIt() throws {
        let folder = Paths.temporaryFolder()
        #expect(HistoryStore.file(for: "standard us", in: folder) == folder + "/standard-us-" + String(SHA256.hex("standard us").prefix(8)) + ".history")
        #expect(HistoryStore.file(for: "https://Example.com/feeds/top.json?x=1", in: folder).hasPrefix(folder + "/https-example-com-feeds-top-json-x-1-"))
        #expect(HistoryStore.file(for: "標準", in: folder) == folder + "/" + String(SHA256.hex("標準").prefix(8)) + ".history")
        #expect(HistoryStore.file(for: "standard us", in: folder) != HistoryStore.file(for: "standard-us", in: folder))
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
        #expect(before.st_ino != after.st_ino, "a new edition replaces the file whole")
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

    @Test func theMemoryStoreForTheTestWorld() throws {
        let store = HistoryStore.memory()
        _ = try Self.record(store, "c", day: 0, "A B")
        _ = try Self.record(store, "c", day: 0, "A B")
        #expect(store.load("c").history.editions.count == 1)
        #expect(store.stats().editions == 1)
        #expect(try store.clear().editions == 1)
        #expect(store.load("c").history.isEmpty)
    }
}
