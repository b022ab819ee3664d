import AlbumsCore
#if !os(Linux)
import Foundation
import Synchronization

extension HTTPTransport {
    /// The real network, through URLSession (on Linux it is libcurl: see
    /// CurlTransport.swift). The session is made on first use, so a command that
    /// never touches the network never pays for one.
    public static func network() -> HTTPTransport {
        let loader = URLSessionLoader()
        return HTTPTransport { request in try await loader.send(request) }
    }
}

/// Streams each answer through a delegate so that a deadline, a body-size limit
/// and a redirect limit can stop it part way. URLSession on Linux rounds its own
/// timeouts to whole seconds, so the deadline here is the one that counts.
final class URLSessionLoader: NSObject, URLSessionDataDelegate, Sendable {
    static let redirectLimit = 5

    private struct Exchange {
        var continuation: CheckedContinuation<HTTPResponse, any Error>
        var limit: Int
        var timeout: Duration
        var response: HTTPURLResponse?
        var body = Data()
        var redirects = 0
        var failure: TransportError?
    }

    private let exchanges = Mutex<[Int: Exchange]>([:])
    private let sessionStorage = Mutex<URLSession?>(nil)

    private var session: URLSession {
        sessionStorage.withLock { stored in
            if let stored { return stored }
            let configuration = URLSessionConfiguration.ephemeral
            configuration.urlCache = nil
            configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
            configuration.httpMaximumConnectionsPerHost = 8
            let queue = OperationQueue()
            queue.maxConcurrentOperationCount = 1
            let made = URLSession(configuration: configuration, delegate: self, delegateQueue: queue)
            stored = made
            return made
        }
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.cachePolicy = .reloadIgnoringLocalCacheData
        // A backstop only: whole seconds, and at least one.
        urlRequest.timeoutInterval = max(1, request.timeout.seconds.rounded(.up)) + 1
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        let task = session.dataTask(with: urlRequest)
        let identifier = task.taskIdentifier
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                exchanges.withLock {
                    $0[identifier] = Exchange(continuation: continuation, limit: request.maxBodyBytes, timeout: request.timeout)
                }
                task.resume()
                DispatchQueue.global().asyncAfter(deadline: .now() + request.timeout.seconds) { [weak self] in
                    self?.stop(identifier, task: task, because: .timedOut(seconds: request.timeout.seconds))
                }
            }
        } onCancel: {
            task.cancel()
        }
    }

    private func stop(_ identifier: Int, task: URLSessionTask, because failure: TransportError) {
        let stillRunning = exchanges.withLock { exchanges -> Bool in
            guard exchanges[identifier] != nil else { return false }
            if exchanges[identifier]?.failure == nil { exchanges[identifier]?.failure = failure }
            return true
        }
        if stillRunning { task.cancel() }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let http = response as? HTTPURLResponse
        let limit = exchanges.withLock { exchanges -> Int in
            exchanges[dataTask.taskIdentifier]?.response = http
            return exchanges[dataTask.taskIdentifier]?.limit ?? .max
        }
        if response.expectedContentLength > Int64(limit) {
            stop(dataTask.taskIdentifier, task: dataTask, because: .tooLarge(limit: limit))
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overLimit = exchanges.withLock { exchanges -> Int? in
            guard var exchange = exchanges[dataTask.taskIdentifier] else { return nil }
            exchange.body.append(data)
            let limit = exchange.limit
            let over = exchange.body.count > limit
            if over { exchange.body = Data() }
            exchanges[dataTask.taskIdentifier] = exchange
            return over ? limit : nil
        }
        if let limit = overLimit {
            stop(dataTask.taskIdentifier, task: dataTask, because: .tooLarge(limit: limit))
        }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        let allowed = exchanges.withLock { exchanges -> Bool in
            guard var exchange = exchanges[task.taskIdentifier] else { return false }
            exchange.redirects += 1
            let allowed = exchange.redirects <= Self.redirectLimit
            if !allowed && exchange.failure == nil { exchange.failure = .tooManyRedirects(limit: Self.redirectLimit) }
            exchanges[task.taskIdentifier] = exchange
            return allowed
        }
        // Refusing the redirect ends the task with the 3xx answer; cancelling it
        // here as well would crash FoundationNetworking on Linux.
        completionHandler(allowed ? request : nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let exchange = exchanges.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        if let failure = exchange.failure {
            exchange.continuation.resume(throwing: failure)
        } else if let error {
            exchange.continuation.resume(throwing: Self.transportError(error, timeout: exchange.timeout))
        } else if let response = exchange.response {
            exchange.continuation.resume(returning: HTTPResponse(
                url: response.url ?? task.originalRequest?.url ?? WebURL.invalid,
                status: response.statusCode,
                headers: Self.headers(of: response),
                body: exchange.body
            ))
        } else {
            exchange.continuation.resume(throwing: TransportError.failed("the server sent no HTTP answer"))
        }
    }

    private static func headers(of response: HTTPURLResponse) -> [String: String] {
        var headers: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            headers[String(describing: name).lowercased()] = String(describing: value)
        }
        return headers
    }

    static func transportError(_ error: any Error, timeout: Duration) -> any Error {
        guard let urlError = error as? URLError else { return TransportError.failed(error.localizedDescription) }
        let reason = urlError.localizedDescription
        switch urlError.code {
        case .cancelled:
            return CancellationError()
        case .cannotConnectToHost:
            return TransportError.refused(reason)
        case .notConnectedToInternet, .cannotFindHost, .dnsLookupFailed,
             .internationalRoamingOff, .dataNotAllowed, .callIsActive:
            return TransportError.offline(reason)
        case .timedOut:
            return TransportError.timedOut(seconds: timeout.seconds)
        case .networkConnectionLost, .badServerResponse, .cannotParseResponse, .zeroByteResource,
             .cannotDecodeContentData, .cannotDecodeRawData:
            return TransportError.connectionLost(reason)
        case .unknown:
            // On Linux, libcurl's transfer errors (a body cut short, a failed
            // receive) arrive as "unknown" with curl's own words as the reason.
            return TransportError.connectionLost(reason)
        case .httpTooManyRedirects, .redirectToNonExistentLocation:
            return TransportError.tooManyRedirects(limit: redirectLimit)
        case .secureConnectionFailed, .serverCertificateHasBadDate, .serverCertificateUntrusted, .serverCertificateHasUnknownRoot,
             .serverCertificateNotYetValid, .clientCertificateRejected, .clientCertificateRequired:
            return TransportError.insecure(reason)
        default:
            return TransportError.failed(reason)
        }
    }
}

#endif
