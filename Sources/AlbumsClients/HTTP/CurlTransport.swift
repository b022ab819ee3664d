import AlbumsCore
#if os(Linux)
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension HTTPTransport {
    /// The real network. On Linux that is libcurl's easy interface, opened with
    /// `dlopen` on the first request: linking FoundationNetworking would load
    /// libcurl and its 30 libraries into every run, 6 ms before `main`, even for
    /// commands that never touch the network.
    public static func network() -> HTTPTransport {
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
                Thread.detachNewThread {
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
            return .failure(Self.transportError(code, exchange: exchange, timeout: request.timeout, curl: curl))
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
    static func transportError(_ code: Int32, exchange: CurlExchange, timeout: Duration, curl: LibCurl) -> any Error {
        if exchange.tooLarge { return TransportError.tooLarge(limit: exchange.limit) }
        if exchange.cancelled.load(ordering: .relaxed) { return CancellationError() }
        let reason = curl.strerror(code).map { String(cString: $0) } ?? "libcurl error \(code)"
        switch code {
        case 5, 6, 7: // couldn't resolve the proxy or the host, couldn't connect
            return TransportError.offline(reason)
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

/// What one transfer has received so far. Written only by the thread running
/// the transfer; `cancelled` is set from anywhere.
final class CurlExchange: @unchecked Sendable {
    let limit: Int
    var status = 0
    var headers: [String: String] = [:]
    var body = Data()
    var tooLarge = false
    let cancelled = Atomic<Bool>(false)

    init(limit: Int) { self.limit = limit }

    /// One header line. A status line starts a new answer (after a redirect),
    /// so the headers of the last answer are the ones kept.
    func receive(headerLine line: String) -> Bool {
        let line = line.trimmingCharacters(in: .whitespacesAndNewlines)
        if line.hasPrefix("HTTP/") {
            headers = [:]
            status = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        } else if let colon = line.firstIndex(of: ":") {
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = value
            if name == "content-length", (200..<300).contains(status), let length = Int(value), length > limit {
                tooLarge = true
                return false
            }
        }
        return true
    }

    func receive(body bytes: UnsafeRawBufferPointer) -> Bool {
        guard body.count + bytes.count <= limit else {
            tooLarge = true
            return false
        }
        body.append(contentsOf: bytes)
        return true
    }
}

/// The callbacks libcurl calls, as C function pointers; the context is the exchange.
enum CurlCallbacks {
    typealias DataCallback = @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int
    typealias ProgressCallback = @convention(c) (UnsafeMutableRawPointer?, Int64, Int64, Int64, Int64) -> Int32

    static let body: DataCallback = { data, size, count, context in
        guard let context else { return 0 }
        let exchange = Unmanaged<CurlExchange>.fromOpaque(context).takeUnretainedValue()
        return exchange.receive(body: UnsafeRawBufferPointer(start: data, count: size * count)) ? size * count : 0
    }

    static let header: DataCallback = { data, size, count, context in
        guard let context else { return 0 }
        let exchange = Unmanaged<CurlExchange>.fromOpaque(context).takeUnretainedValue()
        let line = String(decoding: UnsafeRawBufferPointer(start: data, count: size * count), as: UTF8.self)
        return exchange.receive(headerLine: line) ? size * count : 0
    }

    /// Non-zero stops the transfer: how a cancelled task ends it.
    static let progress: ProgressCallback = { context, _, _, _, _ in
        guard let context else { return 0 }
        return Unmanaged<CurlExchange>.fromOpaque(context).takeUnretainedValue().cancelled.load(ordering: .relaxed) ? 1 : 0
    }
}

/// The answer to one `send`, given once: by the transfer, or by cancellation first.
final class Answer: Sendable {
    private let state = Mutex<(waiting: CheckedContinuation<HTTPResponse, any Error>?, result: Result<HTTPResponse, any Error>?)>((nil, nil))

    func wait(_ continuation: CheckedContinuation<HTTPResponse, any Error>) {
        let ready = state.withLock { state -> Result<HTTPResponse, any Error>? in
            if state.result == nil { state.waiting = continuation }
            return state.result
        }
        if let ready { continuation.resume(with: ready) }
    }

    func finish(_ result: Result<HTTPResponse, any Error>) {
        let waiting = state.withLock { state -> CheckedContinuation<HTTPResponse, any Error>? in
            guard state.result == nil else { return nil }
            state.result = result
            defer { state.waiting = nil }
            return state.waiting
        }
        waiting?.resume(with: result)
    }
}

struct EasyHandle: @unchecked Sendable {
    let pointer: OpaquePointer
}

/// The option and information numbers of libcurl's `curl.h`.
enum CurlOption {
    static let writeData: Int32 = 10001
    static let url: Int32 = 10002
    static let writeFunction: Int32 = 20011
    static let httpHeader: Int32 = 10023
    static let headerData: Int32 = 10029
    static let noProgress: Int32 = 43
    static let followLocation: Int32 = 52
    static let maxRedirects: Int32 = 68
    static let headerFunction: Int32 = 20079
    static let noSignal: Int32 = 99
    static let acceptEncoding: Int32 = 10102
    static let timeoutMilliseconds: Int32 = 155
    static let protocols: Int32 = 181
    static let redirectProtocols: Int32 = 182
    static let progressData: Int32 = 10057
    static let progressFunction: Int32 = 20219
    /// CURLPROTO_HTTP | CURLPROTO_HTTPS: a redirect can't lead to file:// or anywhere else.
    static let httpAndHTTPS = 3
}

enum CurlInfo {
    static let effectiveURL: Int32 = 0x100001
    static let responseCode: Int32 = 0x200002
}

/// The few functions of libcurl's easy interface that `albums` uses, looked up
/// once. `curl_easy_setopt` is variadic; on x86-64 and arm64 Linux a variadic
/// callee reads a single long or pointer argument from the same register as a
/// fixed one, so it is called through two fixed signatures.
struct LibCurl: @unchecked Sendable {
    let easyInit: @convention(c) () -> OpaquePointer?
    let setLong: @convention(c) (OpaquePointer?, Int32, Int) -> Int32
    let setPointer: @convention(c) (OpaquePointer?, Int32, UnsafeRawPointer?) -> Int32
    let perform: @convention(c) (OpaquePointer?) -> Int32
    let reset: @convention(c) (OpaquePointer?) -> Void
    let cleanup: @convention(c) (OpaquePointer?) -> Void
    let getLong: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<Int>) -> Int32
    let getString: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Int32
    let slistAppend: @convention(c) (OpaquePointer?, UnsafePointer<CChar>) -> OpaquePointer?
    let slistFree: @convention(c) (OpaquePointer?) -> Void
    let strerror: @convention(c) (Int32) -> UnsafePointer<CChar>?

    static let shared: Result<LibCurl, TransportError> = load()

    private static func load() -> Result<LibCurl, TransportError> {
        guard let library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL) ?? dlopen("libcurl.so", RTLD_NOW | RTLD_LOCAL) else {
            return .failure(.failed("libcurl is not installed (Debian and Ubuntu: apt install libcurl4)"))
        }
        func function<T>(_ name: String, _ type: T.Type) -> T? {
            dlsym(library, name).map { unsafeBitCast($0, to: type) }
        }
        guard let globalInit = function("curl_global_init", (@convention(c) (Int) -> Int32).self),
              let easyInit = function("curl_easy_init", (@convention(c) () -> OpaquePointer?).self),
              let setLong = function("curl_easy_setopt", (@convention(c) (OpaquePointer?, Int32, Int) -> Int32).self),
              let setPointer = function("curl_easy_setopt", (@convention(c) (OpaquePointer?, Int32, UnsafeRawPointer?) -> Int32).self),
              let perform = function("curl_easy_perform", (@convention(c) (OpaquePointer?) -> Int32).self),
              let reset = function("curl_easy_reset", (@convention(c) (OpaquePointer?) -> Void).self),
              let cleanup = function("curl_easy_cleanup", (@convention(c) (OpaquePointer?) -> Void).self),
              let getLong = function("curl_easy_getinfo", (@convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<Int>) -> Int32).self),
              let getString = function("curl_easy_getinfo", (@convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Int32).self),
              let slistAppend = function("curl_slist_append", (@convention(c) (OpaquePointer?, UnsafePointer<CChar>) -> OpaquePointer?).self),
              let slistFree = function("curl_slist_free_all", (@convention(c) (OpaquePointer?) -> Void).self),
              let strerror = function("curl_easy_strerror", (@convention(c) (Int32) -> UnsafePointer<CChar>?).self)
        else {
            return .failure(.failed("the installed libcurl lacks functions albums needs"))
        }
        // CURL_GLOBAL_ALL, once, before any transfer starts.
        guard globalInit(3) == 0 else { return .failure(.failed("libcurl could not start")) }
        return .success(LibCurl(
            easyInit: easyInit, setLong: setLong, setPointer: setPointer, perform: perform, reset: reset, cleanup: cleanup,
            getLong: getLong, getString: getString, slistAppend: slistAppend, slistFree: slistFree, strerror: strerror
        ))
    }
}
#endif
