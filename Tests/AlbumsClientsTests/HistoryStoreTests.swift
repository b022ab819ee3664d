@testable import AlbumsClients
import AlbumsCore
import AlbumsTestSupport
import Foundation
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
        let garbage = Data("albums-history 1\nchart\tc\nalbum\tA\tx\tz\nedition\t5\t7\n".utf8)
        _ = FileManager.default.createFile(atPath: path, contents: garbage)
        #expect(store.load("c") == HistoryStore.Loaded(
            history: ChartHistory(chart: "c"),
            warning: "ignoring the chart history in \(path): it is not a chart history (line 4: album 7 is not in the catalog)"))
        let recorded = try Self.record(store, "c", day: 0, "A")
        #expect(recorded.warning == "the chart history in \(path) could not be read (it is not a chart history (line 4: album 7 is not in the catalog)); it was set aside as \(path).bad and a new one started")
        #expect(recorded.history.editions.count == 1)
        #expect(FileManager.default.contents(atPath: path + ".bad") == garbage, "nothing is lost")
        #expect(store.load("c").warning == nil)
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
