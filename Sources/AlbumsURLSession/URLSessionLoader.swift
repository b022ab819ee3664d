import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// Streams each answer through a delegate so that albums' own rules stop it
/// part way: a deadline in milliseconds (URLSession on Linux rounds its own
/// timeouts to whole seconds, and below one second fails at once), a body-size
/// limit, a redirect limit, and redirects to http and https only.
///
/// Each exchange has a session and a delegate queue of its own: a session's
/// delegate calls run one at a time, and FoundationNetworking reads a body as
/// fast as it comes and queues a call per 16 KB, so on one shared queue a
/// large answer held every other exchange's calls behind thousands of its
/// own (in-process tests timed out behind a 50 MB refusal).
final class URLSessionLoader: NSObject, URLSessionDataDelegate, Sendable {
    private struct Exchange {
        var request: URLSessionRequest
        var done: @Sendable (URLSessionReply) -> Void
        var session: URLSession
        var task: URLSessionTask
        var queue: OperationQueue
        var response: HTTPURLResponse?
        /// The body as it came, chunk by chunk, joined once at the end: no chunk
        /// is ever copied into a growing buffer, so a body refused at the cap
        /// costs the cap, not the cap and its copies.
        var chunks: [Data] = []
        var received = 0

        var body: Data {
            var whole = Data(capacity: received)
            for chunk in chunks { whole.append(chunk) }
            return whole
        }
        var redirects = 0
        var failure: (URLSessionReply.FailureKind, String)?
        /// `task.cancel()` was called: a delegate call that takes a completion
        /// handler must not call it any more (see `stop`).
        var cancelled = false
        /// A stop is under way: its cancel is made or queued.
        var stopping = false
    }

    static let shared = URLSessionLoader()

    /// By the exchange's number.
    private let exchanges = Mutex<(byNumber: [Int: Exchange], bySession: [ObjectIdentifier: Int], next: Int)>(([:], [:], 0))

    private static let configuration: URLSessionConfiguration = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return configuration
    }()

    /// Starts the exchange; `done` is called exactly once. Returns its number, for `cancel`.
    func start(_ request: URLSessionRequest, done: @escaping @Sendable (URLSessionReply) -> Void) -> Int {
        start(request, held: false, done: done).number
    }

    /// `held`: the delegate's queue starts suspended (for tests that stop an exchange at a given call).
    func start(_ request: URLSessionRequest, held: Bool, done: @escaping @Sendable (URLSessionReply) -> Void) -> (number: Int, queue: OperationQueue) {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.cachePolicy = .reloadIgnoringLocalCacheData
        // A backstop only: whole seconds, and at least one; the deadline below is the one that counts.
        urlRequest.timeoutInterval = max(1, request.timeout.rounded(.up)) + 1
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.isSuspended = held
        let session = URLSession(configuration: Self.configuration, delegate: self, delegateQueue: queue)
        let task = session.dataTask(with: urlRequest)
        let number = exchanges.withLock { state in
            defer { state.next += 1 }
            state.byNumber[state.next] = Exchange(request: request, done: done, session: session, task: task, queue: queue)
            state.bySession[ObjectIdentifier(session)] = state.next
            return state.next
        }
        task.resume()
        DispatchQueue.global().asyncAfter(deadline: .now() + request.timeout) { [weak self] in
            self?.stop(number, because: (.timedOut, "no answer in time"))
        }
        return (number, queue)
    }

    func cancel(_ number: Int) {
        stop(number, because: (.cancelled, "cancelled"))
    }

    /// The number of the exchange `session` carries.
    private func number(_ session: URLSession) -> Int? {
        exchanges.withLock { $0.bySession[ObjectIdentifier(session)] }
    }

    /// Changes the exchange `number` (if it is still under way) and returns what `change` does.
    private func withExchange<T>(_ number: Int, _ change: (inout Exchange) -> T) -> T? {
        exchanges.withLock { state in
            guard var exchange = state.byNumber[number] else { return nil }
            // Taken out for the change and put back, without a copy of the body being made: it is moved.
            state.byNumber[number] = nil
            defer { state.byNumber[number] = exchange }
            return change(&exchange)
        }
    }

    /// Ends the exchange with `failure`. FoundationNetworking on Linux traps
    /// when a task is cancelled while a redirect or a response waits for the
    /// delegate's completion handler (its state is no longer "waiting" when the
    /// handler's answer arrives). So a cancel from elsewhere (the deadline, the
    /// caller) runs on the exchange's delegate queue, ahead of what waits there:
    /// a handler already called has its answer queued ahead of the cancel, and
    /// a delegate call after it finds the exchange cancelled and leaves its
    /// handler uncalled. `fromBody`: called from a body's delegate call, on that
    /// queue, where no handler can be waiting: the cancel is made there and then.
    private func stop(_ number: Int, because failure: (URLSessionReply.FailureKind, String), fromBody: Bool = false) {
        // The failure counts at once (the answer completing meanwhile reports it).
        let queue = withExchange(number) { exchange -> OperationQueue? in
            if exchange.failure == nil { exchange.failure = failure }
            defer { exchange.stopping = true }
            return exchange.stopping ? nil : exchange.queue
        } ?? nil
        guard let queue else { return }
        let cancel: @Sendable () -> Void = { [self] in
            let task = withExchange(number) { exchange -> URLSessionTask? in
                guard !exchange.cancelled else { return nil }
                exchange.cancelled = true
                return exchange.task
            } ?? nil
            task?.cancel()
        }
        if fromBody { return cancel() }
        let operation = BlockOperation(block: cancel)
        operation.queuePriority = .veryHigh
        queue.addOperation(operation)
    }

    /// Whether the exchange was cancelled (or is over): a completion handler must then be left uncalled.
    private func isCancelled(_ session: URLSession) -> Bool {
        guard let number = number(session) else { return true }
        return withExchange(number) { $0.cancelled } ?? true
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        guard !isCancelled(session), let number = number(session) else { return }
        let refused = withExchange(number) { exchange -> Bool in
            exchange.response = response as? HTTPURLResponse
            if exchange.failure == nil, response.expectedContentLength > Int64(exchange.request.maxBodyBytes) {
                exchange.failure = (.tooLarge, "too large")
            }
            return exchange.failure != nil
        } ?? true
        // Refused by the handler, on this queue: the task ends without a cancel.
        completionHandler(refused ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard let number = number(session) else { return }
        let over = withExchange(number) { exchange -> Bool in
            guard !exchange.stopping else { return false }
            guard exchange.received + data.count <= exchange.request.maxBodyBytes else {
                exchange.chunks = []
                return true
            }
            exchange.chunks.append(data)
            exchange.received += data.count
            return false
        } ?? false
        if over { stop(number, because: (.tooLarge, "too large"), fromBody: true) }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        guard !isCancelled(session), let number = number(session) else { return }
        // The Location header as sent: FoundationNetworking on Linux turns
        // `file:///etc/passwd` into a path on the same http host.
        let stated = response.value(forHTTPHeaderField: "Location").flatMap { URL(string: $0)?.scheme?.lowercased() }
        let scheme = stated ?? request.url?.scheme?.lowercased() ?? ""
        let allowed = withExchange(number) { exchange -> Bool in
            exchange.redirects += 1
            if scheme != "http" && scheme != "https" {
                exchange.failure = exchange.failure ?? (.unsupportedRedirect, "redirect to \(scheme)")
            } else if exchange.redirects > exchange.request.redirectLimit {
                exchange.failure = exchange.failure ?? (.tooManyRedirects, "too many redirects")
            }
            return exchange.failure == nil
        } ?? false
        // Refusing the redirect ends the task with the 3xx answer; cancelling it
        // here as well would crash FoundationNetworking on Linux.
        completionHandler(allowed ? request : nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let exchange = exchanges.withLock { state -> Exchange? in
            guard let number = state.bySession.removeValue(forKey: ObjectIdentifier(session)) else { return nil }
            return state.byNumber.removeValue(forKey: number)
        }
        // The session has done its one exchange: it lets go of its delegate (albums' loader) and its queue.
        session.finishTasksAndInvalidate()
        guard let exchange else { return }
        if let (kind, message) = exchange.failure {
            exchange.done(.failure(kind, message))
        } else if let error {
            let (kind, message) = Self.kind(of: error)
            exchange.done(.failure(kind, message))
        } else if let response = exchange.response {
            var headers: [String: String] = [:]
            for (name, value) in response.allHeaderFields { headers[String(describing: name).lowercased()] = String(describing: value) }
            exchange.done(.response(url: response.url ?? exchange.request.url, status: response.statusCode, headers: headers, body: exchange.body))
        } else {
            exchange.done(.failure(.failed, "the server sent no HTTP answer"))
        }
    }

    /// URLSession's errors, sorted into the failures albums knows how to handle.
    static func kind(of error: any Error) -> (URLSessionReply.FailureKind, String) {
        guard let urlError = error as? URLError else { return (.failed, error.localizedDescription) }
        let reason = urlError.localizedDescription
        switch urlError.code {
        case .cancelled: return (.cancelled, reason)
        // URLSession does not say why it couldn't connect; on a machine that answered, a refusal is what it is.
        case .cannotConnectToHost: return (.refused, "could not connect")
        case .notConnectedToInternet, .cannotFindHost, .dnsLookupFailed, .internationalRoamingOff, .dataNotAllowed, .callIsActive:
            return (.offline, reason)
        case .timedOut: return (.timedOut, reason)
        // On Linux, libcurl's transfer errors (a body cut short, a failed receive)
        // arrive as "unknown" with curl's own words as the reason.
        case .networkConnectionLost, .badServerResponse, .cannotParseResponse, .zeroByteResource, .cannotDecodeContentData,
             .cannotDecodeRawData, .unknown:
            return (.connectionLost, reason)
        case .httpTooManyRedirects, .redirectToNonExistentLocation: return (.tooManyRedirects, reason)
        case .unsupportedURL: return (.unsupportedRedirect, reason)
        case .secureConnectionFailed, .serverCertificateHasBadDate, .serverCertificateUntrusted, .serverCertificateHasUnknownRoot,
             .serverCertificateNotYetValid, .clientCertificateRejected, .clientCertificateRequired:
            return (.insecure, reason)
        default: return (.failed, reason)
        }
    }
}
