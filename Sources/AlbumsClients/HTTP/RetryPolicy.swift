import AlbumsEssentials
import AlbumsPlatform

/// When and how long to wait before trying a GET again: at most `maxRetries`
/// more times, on transient failures, 429 and 5xx, with exponential backoff and
/// jitter, honouring the server's Retry-After up to a cap.
public struct RetryPolicy: Sendable {
    public var maxRetries: Int
    public var baseDelay: Duration
    public var retryAfterCap: Duration
    /// A factor in 0.5…1.5 that spreads retries of many clients apart.
    public var jitter: @Sendable () -> Double

    public init(maxRetries: Int = 2, baseDelay: Duration = .milliseconds(400), retryAfterCap: Duration = .seconds(10),
                jitter: @escaping @Sendable () -> Double = { Double.random(in: 0.5...1.5) }) {
        self.maxRetries = maxRetries
        self.baseDelay = baseDelay
        self.retryAfterCap = retryAfterCap
        self.jitter = jitter
    }

    public static let standard = RetryPolicy()
    public static let never = RetryPolicy(maxRetries: 0)

    public static func shouldRetry(status: Int) -> Bool {
        status == 429 || (500...599).contains(status)
    }

    /// The wait before retry number `retry` (1-based).
    public func delay(beforeRetry retry: Int, retryAfter: String?, now: Date) -> Duration {
        if let retryAfter, let seconds = Self.seconds(retryAfter, now: now) {
            // Capped before it becomes a whole number of milliseconds: a header's number is any size.
            return .milliseconds(Int64((min(max(0, seconds), retryAfterCap.seconds) * 1000).rounded()))
        }
        let exponential = baseDelay.seconds * pow(2, Double(retry - 1)) * jitter()
        return .milliseconds(Int64(exponential * 1000))
    }

    /// Retry-After's seconds: delta-seconds (digits only), or an HTTP date less now; nil for anything else ("inf",
    /// "1e16", "-5": the backoff's own wait then).
    static func seconds(_ retryAfter: String, now: Date) -> Double? {
        if let seconds = HTTPDate.deltaSeconds(retryAfter) { return Double(seconds) }
        return HTTPDate.parse(retryAfter).map { $0.timeIntervalSince(now) }.flatMap { $0.isFinite ? $0 : nil }
    }
}
