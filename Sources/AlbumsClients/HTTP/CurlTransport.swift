import AlbumsPlatform
import Synchronization

extension HTTPTransport {
    /// The network through libcurl's easy interface (the default on Linux),
    /// opened with `dlopen` on the first request: linking it would load libcurl
    /// and its 30 libraries into every run, 6 ms before `main`, even for
    /// commands that never touch the network.
    public static func curl() -> HTTPTransport {
        let loader = CurlLoader()
        return HTTPTransport { request in try await loader.send(request) }
    }
}

/// One request per thread, on easy handles that are kept between requests so
/// that their connections are reused. The deadline, the body-size limit and the
/// redirect limit stop a transfer part way; cancelling the task ends the wait at
/// once and the transfer within about a second.
final class CurlLoader: Sendable {
    static let redirectLimit = 5
    private static let idleHandles = 16

    private let pool = Mutex<[EasyHandle]>([])

    deinit {
        // Handles exist only once libcurl is open: a loader that never sent
        // anything must not open it now.
        let handles = pool.withLock { handles in
            defer { handles.removeAll() }
            return handles
        }
        guard !handles.isEmpty, case .success(let curl) = LibCurl.shared else { return }
        for handle in handles { curl.cleanup(handle.pointer) }
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let curl = try LibCurl.shared.get()
        let exchange = CurlExchange(limit: request.maxBodyBytes)
        let answer = Answer()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                answer.wait(continuation)
                Platform.startThread {
                    answer.finish(self.perform(request, exchange, curl))
                }
            }
        } onCancel: {
            exchange.cancelled.store(true, ordering: .relaxed)
            answer.finish(.failure(CancellationError()))
        }
    }

    private func perform(_ request: HTTPRequest, _ exchange: CurlExchange, _ curl: LibCurl) -> Result<HTTPResponse, any Error> {
        guard let easy = pool.withLock({ $0.popLast() })?.pointer ?? curl.easyInit() else {
            return .failure(TransportError.failed("libcurl could not start a transfer"))
        }
        var headers: OpaquePointer?
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
            headers = curl.slistAppend(headers, "\(name): \(value)")
        }
        defer {
            curl.slistFree(headers)
            curl.reset(easy)
            let kept = pool.withLock { handles -> Bool in
                guard handles.count < Self.idleHandles else { return false }
                handles.append(EasyHandle(pointer: easy))
                return true
            }
            if !kept { curl.cleanup(easy) }
        }
        let context = Unmanaged.passUnretained(exchange).toOpaque()
        _ = request.url.absoluteString.withCString { curl.setPointer(easy, CurlOption.url, $0) }
        _ = "".withCString { curl.setPointer(easy, CurlOption.acceptEncoding, $0) }
        _ = curl.setLong(easy, CurlOption.noSignal, 1)
        _ = curl.setLong(easy, CurlOption.followLocation, 1)
        _ = curl.setLong(easy, CurlOption.maxRedirects, Self.redirectLimit)
        _ = curl.setLong(easy, CurlOption.protocols, CurlOption.httpAndHTTPS)
        _ = curl.setLong(easy, CurlOption.redirectProtocols, CurlOption.httpAndHTTPS)
        _ = curl.setLong(easy, CurlOption.timeoutMilliseconds, max(1, Int((request.timeout.seconds * 1000).rounded(.up))))
        _ = curl.setPointer(easy, CurlOption.httpHeader, headers.map { UnsafeRawPointer($0) })
        _ = curl.setPointer(easy, CurlOption.writeFunction, unsafeBitCast(CurlCallbacks.body, to: UnsafeRawPointer.self))
        _ = curl.setPointer(easy, CurlOption.writeData, context)
        _ = curl.setPointer(easy, CurlOption.headerFunction, unsafeBitCast(CurlCallbacks.header, to: UnsafeRawPointer.self))
        _ = curl.setPointer(easy, CurlOption.headerData, context)
        _ = curl.setPointer(easy, CurlOption.progressFunction, unsafeBitCast(CurlCallbacks.progress, to: UnsafeRawPointer.self))
        _ = curl.setPointer(easy, CurlOption.progressData, context)
        _ = curl.setLong(easy, CurlOption.noProgress, 0)
        let code = withExtendedLifetime(exchange) { curl.perform(easy) }
        guard code == 0 else {
            var osErrno = 0
            _ = curl.getLong(easy, CurlInfo.osErrno, &osErrno)
            return .failure(Self.transportError(code, exchange: exchange, timeout: request.timeout, curl: curl, osErrno: Int32(osErrno)))
        }
        var status = 0
        _ = curl.getLong(easy, CurlInfo.responseCode, &status)
        var effective: UnsafePointer<CChar>?
        _ = curl.getString(easy, CurlInfo.effectiveURL, &effective)
        let url = effective.flatMap { URL(string: String(cString: $0)) } ?? request.url
        guard status > 0 else { return .failure(TransportError.failed("the server sent no HTTP answer")) }
        return .success(HTTPResponse(url: url, status: status, headers: exchange.headers, body: exchange.body))
    }

    /// libcurl's result codes, sorted into the failures the client knows how to handle.
    static func transportError(_ code: Int32, exchange: CurlExchange, timeout: Duration, curl: LibCurl, osErrno: Int32 = 0) -> any Error {
        if exchange.tooLarge { return TransportError.tooLarge(limit: exchange.limit) }
        if exchange.headersTooLarge { return TransportError.headersTooLarge(limit: CurlExchange.headerLimit) }
        if exchange.cancelled.load(ordering: .relaxed) { return CancellationError() }
        let reason = curl.strerror(code).map { String(cString: $0) } ?? "libcurl error \(code)"
        switch code {
        case 7 where osErrno == ECONNREFUSED:
            return TransportError.refused(String(cString: strerror(osErrno)))
        case 5, 6, 7: // couldn't resolve the proxy or the host, couldn't connect
            return TransportError.offline(reason)
        case 27 where exchange.body.isEmpty: // libcurl refuses a header line past its limit as "out of memory"
            return TransportError.headersTooLarge(limit: CurlExchange.headerLimit)
        case 1: // a redirect to a protocol that is not allowed
            return TransportError.unsupportedRedirect
        case 28:
            return TransportError.timedOut(seconds: timeout.seconds)
        case 8, 16, 18, 52, 55, 56, 61, 92: // a weird or cut-short answer, a broken connection
            return TransportError.connectionLost(reason)
        case 47:
            return TransportError.tooManyRedirects(limit: redirectLimit)
        case 35, 53, 54, 58, 59, 60, 64, 66, 77, 80, 82, 83, 90, 91: // TLS: handshake, certificates, pinning
            return TransportError.insecure(reason)
        default:
            return TransportError.failed(reason)
        }
    }
}
