import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// Streams each answer through a delegate so that albums' own rules stop it
/// part way: a deadline in milliseconds (URLSession on Linux rounds its own
/// timeouts to whole seconds, and below one second fails at once), a body-size
/// limit, a redirect limit, and redirects to http and https only.
final class URLSessionLoader: NSObject, URLSessionDataDelegate, Sendable {
    private struct Exchange {
        var request: URLSessionRequest
        var done: @Sendable (URLSessionReply) -> Void
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
    }

    static let shared = URLSessionLoader()

    private let exchanges = Mutex<[Int: Exchange]>([:])
    private let tasks = Mutex<[Int: URLSessionTask]>([:])
    private let sessionStorage = Mutex<URLSession?>(nil)
    /// The delegate's queue, one operation at a time; every cancel runs on it too.
    let delegateQueue: OperationQueue = {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        return queue
    }()

    private var session: URLSession {
        sessionStorage.withLock { stored in
            if let stored { return stored }
            let configuration = URLSessionConfiguration.ephemeral
            configuration.urlCache = nil
            configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
            configuration.httpMaximumConnectionsPerHost = 8
            let made = URLSession(configuration: configuration, delegate: self, delegateQueue: delegateQueue)
            stored = made
            return made
        }
    }

    /// Starts the exchange; `done` is called exactly once. Returns the task's number, for `cancel`.
    func start(_ request: URLSessionRequest, done: @escaping @Sendable (URLSessionReply) -> Void) -> Int {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.cachePolicy = .reloadIgnoringLocalCacheData
        // A backstop only: whole seconds, and at least one; the deadline below is the one that counts.
        urlRequest.timeoutInterval = max(1, request.timeout.rounded(.up)) + 1
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let task = session.dataTask(with: urlRequest)
        let identifier = task.taskIdentifier
        exchanges.withLock { $0[identifier] = Exchange(request: request, done: done) }
        tasks.withLock { $0[identifier] = task }
        task.resume()
        DispatchQueue.global().asyncAfter(deadline: .now() + request.timeout) { [weak self] in
            self?.stop(identifier, because: (.timedOut, "no answer in time"))
        }
        return identifier
    }

    func cancel(_ identifier: Int) {
        stop(identifier, because: (.cancelled, "cancelled"))
    }

    /// Ends the exchange with `failure`. FoundationNetworking on Linux traps
    /// when a task is cancelled while a redirect or a response waits for the
    /// delegate's completion handler (its state is no longer "waiting" when the
    /// handler's answer arrives). So the cancel runs on the delegate's own
    /// queue: a handler called before it has its answer queued ahead of the
    /// cancel, and a delegate call after it finds the exchange cancelled and
    /// never calls its handler.
    private func stop(_ identifier: Int, because failure: (URLSessionReply.FailureKind, String)) {
        // The failure counts at once (the answer completing meanwhile reports it); only the cancel waits its turn.
        exchanges.withLock { exchanges in
            if exchanges[identifier] != nil, exchanges[identifier]?.failure == nil { exchanges[identifier]?.failure = failure }
        }
        delegateQueue.addOperation { [self] in
            let task = exchanges.withLock { exchanges -> URLSessionTask? in
                guard exchanges[identifier] != nil, exchanges[identifier]?.cancelled == false else { return nil }
                exchanges[identifier]?.cancelled = true
                return tasks.withLock { $0[identifier] }
            }
            task?.cancel()
        }
    }

    /// Whether the exchange was cancelled: a completion handler must then be left uncalled.
    private func isCancelled(_ identifier: Int) -> Bool {
        exchanges.withLock { $0[identifier]?.cancelled ?? true }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        guard !isCancelled(dataTask.taskIdentifier) else { return }
        let (limit, failed) = exchanges.withLock { exchanges -> (Int, Bool) in
            exchanges[dataTask.taskIdentifier]?.response = response as? HTTPURLResponse
            return (exchanges[dataTask.taskIdentifier]?.request.maxBodyBytes ?? .max, exchanges[dataTask.taskIdentifier]?.failure != nil)
        }
        if failed {
            completionHandler(.cancel)
            return
        }
        if response.expectedContentLength > Int64(limit) {
            // Refused by the handler, on this queue: the task ends without a cancel.
            exchanges.withLock { exchanges in
                if exchanges[dataTask.taskIdentifier]?.failure == nil { exchanges[dataTask.taskIdentifier]?.failure = (.tooLarge, "too large") }
            }
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        // Kept in place, in the dictionary: copying the exchange out and back
        // would copy the whole body on every chunk (O(n²), twice the memory).
        let over = exchanges.withLock { exchanges -> Bool in
            let identifier = dataTask.taskIdentifier
            guard let limit = exchanges[identifier]?.request.maxBodyBytes, let received = exchanges[identifier]?.received else { return false }
            guard received + data.count <= limit else {
                exchanges[identifier]?.chunks = []
                return true
            }
            exchanges[identifier]?.chunks.append(data)
            exchanges[identifier]?.received = received + data.count
            return false
        }
        if over { stop(dataTask.taskIdentifier, because: (.tooLarge, "too large")) }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        guard !isCancelled(task.taskIdentifier) else { return }
        // The Location header as sent: FoundationNetworking on Linux turns
        // `file:///etc/passwd` into a path on the same http host.
        let stated = response.value(forHTTPHeaderField: "Location").flatMap { URL(string: $0)?.scheme?.lowercased() }
        let scheme = stated ?? request.url?.scheme?.lowercased() ?? ""
        let allowed = exchanges.withLock { exchanges -> Bool in
            guard var exchange = exchanges[task.taskIdentifier] else { return false }
            exchange.redirects += 1
            if scheme != "http" && scheme != "https" {
                exchange.failure = exchange.failure ?? (.unsupportedRedirect, "redirect to \(scheme)")
            } else if exchange.redirects > exchange.request.redirectLimit {
                exchange.failure = exchange.failure ?? (.tooManyRedirects, "too many redirects")
            }
            exchanges[task.taskIdentifier] = exchange
            return exchange.failure == nil
        }
        // Refusing the redirect ends the task with the 3xx answer; cancelling it
        // here as well would crash FoundationNetworking on Linux.
        completionHandler(allowed ? request : nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        tasks.withLock { _ = $0.removeValue(forKey: task.taskIdentifier) }
        guard let exchange = exchanges.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
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
