@testable import AlbumsCore
@testable import AlbumsClients
import AlbumsEssentials
import AlbumsTestSupport
import Foundation
import Synchronization
import Testing

@Suite struct ImagePipelineTests {
    static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0]) + Data(repeating: 7, count: 996)

    /// A transport that counts requests and how many run at once. A download
    /// can be held open: until the test opens the gate, or until `together`
    /// downloads run at once (each wait bounded by `Wait.until`), so that a test sees
    /// the very state it checks instead of hoping a delay is long enough.
    final class CountingTransport: Sendable {
        let state = Mutex<(requests: [String], running: Int, peak: Int, open: Bool)>(([], 0, 0, true))
        let together: Int
        let reply: @Sendable (URL) -> HTTPResponse

        init(together: Int = 1, heldShut: Bool = false,
             reply: @escaping @Sendable (URL) -> HTTPResponse = { HTTPResponse(url: $0, status: 200, body: ImagePipelineTests.jpeg) }) {
            self.together = together
            self.reply = reply
            state.withLock { $0.open = !heldShut }
        }

        func openGate() { state.withLock { $0.open = true } }

        var transport: HTTPTransport {
            HTTPTransport { request in
                self.state.withLock { state in
                    state.requests.append(request.url.absoluteString)
                    state.running += 1
                    state.peak = max(state.peak, state.running)
                }
                _ = await Wait.eventually { self.state.withLock { $0.open && $0.peak >= self.together } }
                self.state.withLock { $0.running -= 1 }
                return self.reply(request.url)
            }
        }

        var requests: [String] { state.withLock { $0.requests } }
        var peak: Int { state.withLock { $0.peak } }
    }

    func pipeline(_ transport: CountingTransport, store: ArtworkStore = .none, jobs: Int = 6, memory: Bool = true) -> ImagePipeline {
        let http = HTTPClient(transport: transport.transport, clock: .immediate(at: Clock.fixtureDate), retry: .never)
        return ImagePipeline(http: http, store: store, options: .init(jobs: jobs, useMemory: memory))
    }

    static func url(_ n: Int) -> URL { URL(fileURLWithPath: "/").appendingPathComponent("cover-\(n).jpg").absoluteURL }

    @Test func manyCallersOfOneURLShareOneDownload() async throws {
        let transport = CountingTransport(heldShut: true)
        let pipeline = pipeline(transport, memory: false)
        let url = try #require(URL(string: "https://img.test/a/100x100bb.jpg"))
        let results = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<50 { group.addTask { try await pipeline.load(url).data } }
            // The download is held until the other 49 have joined it.
            _ = await Wait.eventually { await pipeline.joinedCallers(of: url) >= 49 }
            #expect(await pipeline.joinedCallers(of: url) == 49)
            transport.openGate()
            return try await group.reduce(into: [Data]()) { $0.append($1) }
        }
        #expect(results.count == 50)
        #expect(results.allSatisfy { $0 == Self.jpeg })
        #expect(transport.requests.count == 1)
    }

    @Test func atMostJobsDownloadsRunAtOnce() async throws {
        // Each download is held until three run at once: the limit is reached, never passed.
        let transport = CountingTransport(together: 3)
        let pipeline = pipeline(transport, jobs: 3)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for n in 0..<20 {
                let url = try #require(URL(string: "https://img.test/\(n)/100x100bb.jpg"))
                group.addTask { _ = try await pipeline.load(url) }
            }
            try await group.waitForAll()
        }
        #expect(transport.requests.count == 20)
        #expect(transport.peak == 3)
    }

    @Test func theMemoryCacheAnswersTheSecondLoad() async throws {
        let transport = CountingTransport()
        let pipeline = pipeline(transport)
        let url = try #require(URL(string: "https://img.test/a/100x100bb.jpg"))
        #expect(try await pipeline.load(url).origin == .network)
        #expect(try await pipeline.load(url).origin == .memory)
        #expect(transport.requests.count == 1)
    }

    @Test(arguments: [
        (200, Data("<html>captive portal</html>".utf8)), (404, jpeg), (500, Data()), (200, Data("{\"error\": 1}".utf8)),
    ] as [(Int, Data)])
    func failuresAreNeverKept(status: Int, body: Data) async throws {
        let folder = Paths.temporaryFolder()
        let store = ArtworkStore.directory(folder)
        let transport = CountingTransport { HTTPResponse(url: $0, status: status, body: body) }
        let pipeline = pipeline(transport, store: store)
        let url = try #require(URL(string: "https://img.test/a/100x100bb.jpg"))
        await #expect(throws: FetchError.self) { try await pipeline.load(url) }
        await #expect(throws: FetchError.self) { try await pipeline.load(url) }
        #expect(transport.requests.count == 2, "a failure is not remembered, in memory or on disk")
        #expect(store.stats().entries == 0)
    }

    /// A cover that fails with an answer (a 404, a picture that isn't one) is no host that stopped answering: five
    /// in a row, and the sixth is still asked.
    @Test(arguments: [(404, jpeg), (200, Data("<html>not a picture</html>".utf8))] as [(Int, Data)])
    func aFailedCoverIsNoHostThatStoppedAnswering(status: Int, body: Data) async throws {
        let transport = CountingTransport { HTTPResponse(url: $0, status: status, body: body) }
        let pipeline = pipeline(transport)
        for n in 1...6 {
            let url = try #require(URL(string: "https://img.test/a/\(n)/100x100bb.jpg"))
            await #expect(throws: (any Error).self) { try await pipeline.load(url) }
        }
        #expect(transport.requests.count == 6, "every one asked")
    }

    @Test func cacheNoneWritesNoFile() async throws {
        let folder = Paths.temporaryFolder() + "/artwork"
        let loader = ImageLoader.directory(folder)
        let transport = CountingTransport()
        let http = HTTPClient(transport: transport.transport, clock: .immediate(at: Clock.fixtureDate), retry: .never)
        let url = try #require(URL(string: "https://img.test/a/100x100bb.jpg"))
        for mode in [CacheMode.none, .memory] {
            let pipeline = loader.pipeline(http: http, cache: mode, diskLimit: 1 << 20)
            _ = try await pipeline.load(url)
            _ = await pipeline.finish()
        }
        #expect(!FileManager.default.fileExists(atPath: folder))
        let disk = loader.pipeline(http: http, cache: .filesystem, diskLimit: 1 << 20)
        _ = try await disk.load(url)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 1)
    }

    @Test func theDiskCacheOutlivesThePipelineAndNamesFilesByHash() async throws {
        let folder = Paths.temporaryFolder()
        let transport = CountingTransport()
        let url = try #require(URL(string: "https://img.test/album/cover-01.jpg/600x600bb.jpg"))
        #expect(try await pipeline(transport, store: .directory(folder)).load(url).origin == .network)
        #expect(try await pipeline(transport, store: .directory(folder)).load(url).origin == .disk)
        #expect(transport.requests.count == 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(names == [SHA256.hex("shared https://img.test/album/cover-01.jpg/600x600bb.jpg")])
        #expect(names.allSatisfy { $0.count == 64 && $0.allSatisfy(\.isHexDigit) })
    }
}

@Suite struct ArtworkStoreTests {
    static func image(_ byte: UInt8, bytes: Int = 1000) -> Data {
        Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data(repeating: byte, count: bytes - 8)
    }

    @Test func theSweepEvictsTheLeastRecentlyUsedDownToTheLimit() async throws {
        let folder = Paths.temporaryFolder()
        let store = ArtworkStore.directory(folder)
        // Written in the past, a minute apart: the order of use is set, not waited for.
        let past = Date().timeIntervalSince1970 - 3600
        for n in 1...5 {
            try store.write("k\(n)", Self.image(UInt8(n)))
            var times = [timespec(tv_sec: Int(past) + n * 60, tv_nsec: 0), timespec(tv_sec: Int(past) + n * 60, tv_nsec: 0)]
            #expect(utimensat(AT_FDCWD, folder + "/" + SHA256.hex("k\(n)"), &times, 0) == 0)
        }
        // Read now: the most recently used.
        #expect(store.read("k1") != nil)
        #expect(store.read("k2") != nil)
        #expect(store.stats() .entries == 5)
        let sweep = store.sweep(3000)
        #expect(sweep == ArtworkStore.Sweep(removed: 2, freedBytes: 2000))
        #expect(store.read("k3") == nil)
        #expect(store.read("k4") == nil)
        #expect(store.read("k1") == Self.image(1))
        #expect(store.read("k2") == Self.image(2))
        #expect(store.read("k5") == Self.image(5))
        #expect(store.stats().bytes == 3000)
        #expect(store.sweep(3000) == ArtworkStore.Sweep(removed: 0, freedBytes: 0))
    }

    @Test func theInMemoryStoreFollowsTheSameRules() throws {
        let store = ArtworkStore.memory(clock: .immediate(at: Clock.fixtureDate))
        for n in 1...4 { try store.write("k\(n)", Self.image(UInt8(n))) }
        _ = store.read("k1")
        #expect(store.sweep(2000) == ArtworkStore.Sweep(removed: 2, freedBytes: 2000))
        #expect(store.read("k1") != nil)
        #expect(store.read("k4") != nil)
        #expect(store.read("k2") == nil)
        #expect(store.clear() == 2)
    }

    @Test func aCorruptFileIsAMissAndIsRemoved() throws {
        let folder = Paths.temporaryFolder()
        let store = ArtworkStore.directory(folder)
        try store.write("k", Self.image(1))
        let path = folder + "/" + SHA256.hex("k")
        try Data("not an image".utf8).write(to: URL(fileURLWithPath: path))
        #expect(store.read("k") == nil)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func strayAndStaleFilesAreLeftOutOfTheCount() throws {
        let folder = Paths.temporaryFolder()
        let store = ArtworkStore.directory(folder)
        try store.write("k", Self.image(1))
        _ = FileManager.default.createFile(atPath: folder + "/notes.txt", contents: Data("x".utf8))
        let stale = folder + "/.abc.tmp"
        _ = FileManager.default.createFile(atPath: stale, contents: Data("partial".utf8))
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-7200)], ofItemAtPath: stale)
        #expect(store.stats().entries == 1)
        #expect(!FileManager.default.fileExists(atPath: stale), "a writer that died long ago left it")
        #expect(store.clear() == 1)
        #expect(FileManager.default.fileExists(atPath: folder + "/notes.txt"))
    }

    @Test func theMemoryStageRespectsItsCostLimit() {
        var memory = MemoryCache(costLimit: 2500)
        memory.set("a", Self.image(1))
        memory.set("b", Self.image(2))
        _ = memory.get("a")
        memory.set("c", Self.image(3))
        #expect(memory.get("b") == nil)
        #expect(memory.get("a") != nil)
        #expect(memory.get("c") != nil)
        #expect(memory.totalCost == 2000)
        memory.set("huge", Self.image(4, bytes: 3000))
        #expect(memory.get("huge") == nil, "larger than the whole cache")
    }

    @Test(arguments: [
        (Data([0xFF, 0xD8, 0xFF, 0xDB]), ImageFormat.jpeg), (Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0]), .png),
        (Data("GIF89a....".utf8), .gif), (Data("RIFF\0\0\0\0WEBPVP8 ".utf8), .webp),
    ] as [(Data, ImageFormat)])
    func sniffsImageFormats(bytes: Data, format: ImageFormat) {
        #expect(ImageFormat(sniffing: bytes) == format)
    }

    @Test func anythingElseIsNotAnImage() {
        #expect(ImageFormat(sniffing: Data("<!DOCTYPE html>".utf8)) == nil)
        #expect(ImageFormat(sniffing: Data([0xFF, 0xD8])) == nil)
        #expect(ImageFormat(sniffing: Data("RIFF\0\0\0\0WAVE".utf8)) == nil)
        #expect(throws: ImageFormat.NotAnImage(startsWith: "<html>")) { try ImageFormat.validate(Data("<html>".utf8)) }
        // The message quotes the first 24 bytes, no more.
        #expect(throws: ImageFormat.NotAnImage(startsWith: "<!DOCTYPE html><html lan")) {
            try ImageFormat.validate(Data("<!DOCTYPE html><html lang=\"en\"><head>".utf8))
        }
    }

    @Test(arguments: [("100MB", 104_857_600), ("512 kb", 524_288), ("2GB", 2_147_483_648), ("1000", 1000), ("1.5MB", nil), ("-1", nil), ("MB", nil), (" 64 MB\t", 67_108_864), ("\t2 kb ", 2048), ("1 0MB", nil)] as [(String, Int?)])
    func parsesSizes(text: String, bytes: Int?) {
        #expect(ByteSize.parse(text) == bytes)
    }

    @Test func theCacheSizeSettingIsNormalised() {
        #expect(Settings.cacheSize.any.normalized("1024kb") == "1MB")
        #expect(Settings.cacheSize.any.normalized("512KB") == nil, "less than 1 MB")
        #expect(ByteSize.describe(1536) == "1.5 KB")
        #expect(ByteSize.describe(104_857_600) == "100 MB")
    }
}

/// A dead artwork host costs one timeout: once a download finds it not
/// answering, the next waits for those under way to the same host, and three
/// in a row give it up.
@Suite struct ImagePipelineDeadHostTests {
    @Test func aSuspectHostsNextDownloadWaitsForThoseUnderWay() {
        #expect(HostWatch.turn(notAnsweringInARow: 0, underWay: 5) == .start, "a host that answers: no waiting")
        #expect(HostWatch.turn(notAnsweringInARow: 1, underWay: 5) == .waitForThoseUnderWay, "six at once, one timed out: the other five decide")
        #expect(HostWatch.turn(notAnsweringInARow: 2, underWay: 0) == .start, "nothing under way to wait for: try again")
        #expect(HostWatch.turn(notAnsweringInARow: 3, underWay: 0) == .giveUp)
        #expect(HostWatch.turn(notAnsweringInARow: 6, underWay: 2) == .giveUp)
    }
}
