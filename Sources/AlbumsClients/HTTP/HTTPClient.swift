import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform

/// The one HTTP path: every GET of `albums` (feed, lookup, search, artwork) goes
/// through here. It answers from the cache while fresh, revalidates with
/// ETag / Last-Modified once stale, retries transient failures, and falls back
/// to the cached copy when the network fails. Only answers that decode are
/// kept, and a cached copy that no longer decodes is thrown away and fetched again.
public struct HTTPClient: Sendable {
    public enum Mode: Sendable {
        case normal
        /// Revalidate even a fresh copy.
        case refresh
        /// Never touch the network.
        case offline
    }

    public enum BodyKind: Sendable {
        case json
        case image
        /// A preview's audio or video.
        case media

        public var limit: Int {
            switch self {
            case .json: return 20 << 20
            case .image, .media: return 10 << 20
            }
        }

        var accept: String {
            switch self {
            case .json: return "application/json"
            case .image: return "image/*"
            case .media: return "audio/*, video/*"
            }
        }
    }

    public struct Fetched<Value: Sendable>: Sendable {
        public var value: Value
        public var origin: FetchOrigin
        /// How much longer the answer stays fresh, by its max-age or Expires, in seconds; nil when it doesn't say.
        public var freshFor: TimeInterval?
    }

    public var transport: HTTPTransport
    public var cache: HTTPCacheStore
    public var clock: Clock
    /// Keeps cache entries of the network and of the stub session apart.
    public var namespace: String
    /// The longest one GET may take, every try and every wait between them included.
    public var timeout: Duration
    public var retry: RetryPolicy
    public var mode: Mode

    public init(
        transport: HTTPTransport, cache: HTTPCacheStore = .none, clock: Clock, namespace: String = "shared",
        timeout: Duration = .seconds(15), retry: RetryPolicy = .standard, mode: Mode = .normal
    ) {
        self.transport = transport
        self.cache = cache
        self.clock = clock
        self.namespace = namespace
        self.timeout = timeout
        self.retry = retry
        self.mode = mode
    }

    public func get<Value: Sendable>(
        _ url: URL, _ kind: BodyKind, decode: @Sendable (Data) throws -> Value
    ) async throws -> Fetched<Value> {
        let key = "\(namespace) \(url.absoluteString)"
        var cached = usable(cache.read(key), key: key, decode: decode)
        let now = clock.now()
        if mode == .offline {
            guard let cached else { throw FetchError(url: url, reason: .notCached) }
            return Fetched(value: cached.value, origin: .offline(age: cached.entry.age(at: now)))
        }
        if let cached, mode == .normal, cached.entry.isFresh(at: now) {
            return Fetched(value: cached.value, origin: .fresh(age: cached.entry.age(at: now)),
                           freshFor: cached.entry.freshnessLifetime - cached.entry.age(at: now))
        }
        do {
            let start = clock.now()
            var response = try await sendRetrying(request(url, kind, validators: cached?.entry.validators ?? [:]), since: start)
            if response.status == 304 {
                if let cached {
                    let entry = cached.entry.revalidated(by: response, at: clock.now())
                    cache.write(key, entry)
                    return Fetched(value: cached.value, origin: .revalidated, freshFor: Self.lifetime(entry))
                }
                // A 304 to a request without validators: ask again, unconditionally.
                cached = nil
                response = try await sendRetrying(request(url, kind, validators: [:]), since: start)
            }
            guard (200...299).contains(response.status) else {
                throw FetchError(url: url, reason: .status(response.status))
            }
            let value = try decoded(response.body, url: url, kind: kind, decode: decode)
            let entry = CachedResponse(response, at: clock.now())
            if !CacheControl(response.header("cache-control")).noStore {
                cache.write(key, entry)
            }
            return Fetched(value: value, origin: .network, freshFor: Self.lifetime(entry))
        } catch let error as FetchError {
            guard error.allowsStaleCopy, let cached else { throw error }
            return Fetched(value: cached.value, origin: .stale(age: cached.entry.age(at: clock.now()), because: error))
        }
    }

    /// The entry's freshness lifetime when its headers give one (0 is no lifetime at all).
    private static func lifetime(_ entry: CachedResponse) -> TimeInterval? {
        let lifetime = entry.freshnessLifetime
        return lifetime > 0 ? lifetime : nil
    }

    private func request(_ url: URL, _ kind: BodyKind, validators: [String: String]) -> HTTPRequest {
        var headers = validators
        headers["Accept"] = kind.accept
        return HTTPRequest(url: url, headers: headers, timeout: timeout, maxBodyBytes: kind.limit)
    }

    /// The cached entry with its decoded value; an entry that no longer decodes is removed.
    private func usable<Value>(
        _ entry: CachedResponse?, key: String, decode: (Data) throws -> Value
    ) -> (entry: CachedResponse, value: Value)? {
        guard let entry else { return nil }
        guard let value = try? decode(entry.body) else {
            cache.remove(key)
            return nil
        }
        return (entry, value)
    }

    private func decoded<Value>(_ body: Data, url: URL, kind: BodyKind, decode: (Data) throws -> Value) throws -> Value {
        if kind == .json {
            do { try JSONBody.check(body) } catch let ContentError.notJSON(start) {
                throw FetchError(url: url, reason: .notJSON(startsWith: start))
            } catch {
                throw FetchError(url: url, reason: .undecodable(error))
            }
        }
        do {
            return try decode(body)
        } catch {
            throw FetchError(url: url, reason: .undecodable(error))
        }
    }

    /// Sends, and sends again on transient failures, 429 and 5xx, all within
    /// `timeout` of `start`: each try gets what is left of it, and a wait that
    /// would outlast it (a long Retry-After, a backoff) is not waited: the last
    /// answer or failure stands. Transport failures come out as `FetchError`;
    /// error statuses as the last response.
    private func sendRetrying(_ request: HTTPRequest, since start: Date) async throws -> HTTPResponse {
        var deadline = start.addingTimeInterval(timeout.seconds)
        var retries = 0, restarts = 0
        // What the latest earlier try ran into (a failure, or an answer such as
        // a 503): when a later try only runs out of the time that was left,
        // that is what went wrong, not the timeout. Which of the two a slow machine
        // reported used to depend on how long the retry's connection took.
        enum Earlier { case failed(FetchError), answered(HTTPResponse) }
        var earlier: Earlier?
        while true {
            var attempt = request
            let resumes = clock.resumes(), tried = clock.now()
            let left = deadline.timeIntervalSince(clock.now())
            attempt.timeout = .milliseconds(Int64(max(1, min(timeout.seconds, left) * 1000)))
            let retryAfter: String?
            var failure: FetchError?
            var lastResponse: HTTPResponse?
            do {
                let response = try await transport.send(attempt)
                guard RetryPolicy.shouldRetry(status: response.status), retries < retry.maxRetries else { return response }
                retryAfter = response.header("retry-after")
                lastResponse = response
                earlier = .answered(response)
            } catch let error as TransportError {
                // However little of it this try had, the failure is the whole timeout's.
                let timedOut = if case .timedOut = error { true } else { false }
                // The process was stopped while it waited (Ctrl-Z, a laptop's sleep): that was no wait for the
                // server. The try starts again with the whole timeout, not counted as a retry (twice at most). A stop
                // is known by the resume the clock counted, or by a timeout said long after it was due (the resume
                // may be counted a moment after the waiting thread finds its time up).
                let due = attempt.timeout.seconds * 1.5 + 1
                if timedOut, clock.resumes() != resumes || clock.now().timeIntervalSince(tried) > due, restarts < 2 {
                    restarts += 1
                    deadline = clock.now().addingTimeInterval(timeout.seconds)
                    continue
                }
                if timedOut, retries > 0, case .answered(let response)? = earlier { return response }
                let error = timedOut ? TransportError.timedOut(seconds: timeout.seconds) : error
                failure = if timedOut, retries > 0, case .failed(let first)? = earlier { first } else { FetchError(url: request.url, reason: .transport(error)) }
                if !timedOut, let failure { earlier = .failed(failure) }
                guard error.isTransient, retries < retry.maxRetries else { throw failure ?? error }
                retryAfter = nil
            }
            retries += 1
            let wait = retry.delay(beforeRetry: retries, retryAfter: retryAfter, now: clock.now())
            guard clock.now().addingTimeInterval(wait.seconds) < deadline else {
                if let lastResponse { return lastResponse }
                throw failure ?? FetchError(url: request.url, reason: .transport(.timedOut(seconds: timeout.seconds)))
            }
            try await clock.sleep(wait)
        }
    }
}
