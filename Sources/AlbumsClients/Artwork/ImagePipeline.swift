import AlbumsPlatform

/// The image pipeline, after Nuke: memory cache, disk cache, data loading, each
/// a stage of its own. One download per URL however many callers wait for it;
/// at most `jobs` downloads at once; only image bytes are ever kept, and a
/// failure is this run's alone (KatFancy kept its error image until relaunch).
public actor ImagePipeline {
    public enum Origin: String, Sendable {
        case network
        /// Another caller's download of the same URL, joined while it ran.
        case shared
        case memory
        case disk
    }

    public struct Loaded: Sendable {
        public var data: Data
        public var origin: Origin
        /// Why a downloaded image could not be kept in the disk cache, when it couldn't.
        public var notStored: String?

        public init(data: Data, origin: Origin, notStored: String? = nil) {
            self.data = data
            self.origin = origin
            self.notStored = notStored
        }
    }

    /// A download not tried: its host failed to answer the downloads before it.
    public struct HostNotAnswering: Error, Equatable, Sendable {
        public var host: String
    }

    public struct Options: Sendable {
        public var jobs: Int
        public var memoryLimit: Int
        public var useMemory: Bool
        public var diskLimit: Int

        public init(jobs: Int = 6, memoryLimit: Int = 64 << 20, useMemory: Bool = true, diskLimit: Int = 100 << 20) {
            self.jobs = jobs
            self.memoryLimit = memoryLimit
            self.useMemory = useMemory
            self.diskLimit = diskLimit
        }
    }

    let http: HTTPClient
    let store: ArtworkStore
    private(set) var options: Options
    /// Whether anything went into the disk cache, so that the sweep has work.
    private var wroteToDisk = false
    private var memory: MemoryCache
    private var inFlight: [String: Task<Loaded, any Error>] = [:]
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []
    /// Hosts that stop answering (a dead artwork host costs one timeout, not
    /// one per cover, in every command that loads covers), and the downloads
    /// waiting for those under way to one to end.
    private var hosts = HostWatch()
    private var waitingForHost: [String: [CheckedContinuation<Void, Never>]] = [:]
    /// Callers that joined a download already under way, by key (for tests).
    private var joined: [String: Int] = [:]

    public init(http: HTTPClient, store: ArtworkStore, options: Options) {
        self.http = http
        self.store = store
        self.options = options
        memory = MemoryCache(costLimit: options.useMemory ? options.memoryLimit : 0)
    }

    public func load(_ url: URL) async throws -> Loaded {
        let key = "\(http.namespace) \(url.absoluteString)"
        if let data = memory.get(key) { return Loaded(data: data, origin: .memory) }
        if let task = inFlight[key] {
            joined[key, default: 0] += 1
            var loaded = try await task.value
            loaded.origin = .shared
            return loaded
        }
        let task = Task { try await self.fetch(url, key: key) }
        inFlight[key] = task
        defer {
            inFlight[key] = nil
            joined[key] = nil
        }
        return try await task.value
    }

    /// How many callers are waiting on the download of `url` that another started.
    func joinedCallers(of url: URL) -> Int {
        joined["\(http.namespace) \(url.absoluteString)", default: 0]
    }

    /// At most `jobs` downloads at once from now on.
    public func limitDownloads(to jobs: Int) {
        options.jobs = jobs
    }

    /// The end of a command: the disk cache back under its limit (`limit`: a
    /// lower one the run ended with), if this run added to it.
    public func finish(within limit: Int? = nil) -> ArtworkStore.Sweep {
        guard wroteToDisk else { return ArtworkStore.Sweep(removed: 0, freedBytes: 0) }
        wroteToDisk = false
        return store.sweep(min(limit ?? options.diskLimit, options.diskLimit))
    }

    private func fetch(_ url: URL, key: String) async throws -> Loaded {
        if let data = store.read(key) {
            memory.set(key, data)
            return Loaded(data: data, origin: .disk)
        }
        await acquire()
        defer { release() }
        // Checked once a download's turn comes, so the covers queued behind a
        // dead host's first timeouts are given up on when those end.
        let host = url.host ?? ""
        while true {
            switch hosts.turn(host) {
            case .start: break
            case .waitForThoseUnderWay:
                await withCheckedContinuation { waitingForHost[host, default: []].append($0) }
                continue
            case .giveUp: throw HostNotAnswering(host: host)
            }
            break
        }
        hosts.started(host)
        var notAnswering = false
        defer {
            hosts.ended(host, notAnswering: notAnswering)
            for waiter in waitingForHost.removeValue(forKey: host) ?? [] { waiter.resume() }
        }
        let data: Data
        do {
            data = try await http.get(url, .image, decode: ImageFormat.validate).value
        } catch {
            notAnswering = (error as? FetchError)?.hostNotAnswering == true
            throw error
        }
        var notStored: String?
        do {
            try store.write(key, data)
            wroteToDisk = true
        } catch {
            notStored = (error as? FileError)?.reason ?? "\(error)"
        }
        memory.set(key, data)
        return Loaded(data: data, origin: .network, notStored: notStored)
    }

    private func acquire() async {
        if running < max(1, options.jobs) {
            running += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Hands the slot straight to the next waiter, or frees it.
    private func release() {
        if waiting.isEmpty {
            running -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
