import AlbumsCore
import AlbumsPlatform
import Synchronization

extension HTTPTransport {
    /// The network through URLSession (the default on macOS), from albums' own
    /// library opened on first use. The library enforces albums' deadline in
    /// milliseconds, its body and redirect limits, and http(s)-only redirects,
    /// where URLSession on Linux would round timeouts to whole seconds.
    public static func urlSession() -> HTTPTransport {
        HTTPTransport { request in
            let library = try URLSessionLibrary.shared.get()
            let answer = Answer()
            let exchange = Atomic<Int64>(-1)
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    answer.wait(continuation)
                    let context = Unmanaged.passRetained(URLSessionCall(answer: answer, request: request)).toOpaque()
                    let headers = request.headers.map { "\($0.key)\t\($0.value)\n" }.joined()
                    let number = request.url.absoluteString.withCString { url in
                        headers.withCString { headers in
                            library.send(url, headers, Int64((request.timeout.seconds * 1000).rounded(.up)), Int64(request.maxBodyBytes),
                                         Int32(CurlLoader.redirectLimit), context, URLSessionCall.reply)
                        }
                    }
                    exchange.store(number, ordering: .relaxed)
                }
            } onCancel: {
                let number = exchange.load(ordering: .relaxed)
                if number >= 0 { library.cancel(number) }
                answer.finish(.failure(CancellationError()))
            }
        }
    }
}

/// One request on its way through the library; handed to it as the reply's context.
final class URLSessionCall: Sendable {
    let answer: Answer
    let request: HTTPRequest

    init(answer: Answer, request: HTTPRequest) {
        self.answer = answer
        self.request = request
    }

    /// Called once per request by the library, from its own thread.
    static let reply: URLSessionLibrary.Reply = { context, kind, status, url, headers, body, count, message in
        guard let context else { return }
        let call = Unmanaged<URLSessionCall>.fromOpaque(context).takeRetainedValue()
        let bytes = body.map { Data(bytes: $0, count: count) } ?? Data()
        call.answer.finish(URLSessionLibrary.result(
            kind: kind, status: status, url: url.map { String(cString: $0) }, headers: headers.map { String(cString: $0) },
            body: bytes, message: message.map { String(cString: $0) } ?? "", request: call.request
        ))
    }
}
