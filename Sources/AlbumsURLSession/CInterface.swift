import Foundation

/// The transport's C interface: albums opens this library on first use and
/// calls these, so that nothing of URLSession (on Linux: FoundationNetworking,
/// libcurl and the libraries they need) loads for a command that stays offline.
/// Only C values cross: strings, bytes, numbers and an opaque context.

/// How an exchange ended: `kind` 0 with a status, the final URL, headers as
/// "name\tvalue\n" lines and the body; otherwise a failure kind and a message.
public typealias AlbumsURLSessionReply = @convention(c) (
    _ context: UnsafeMutableRawPointer?, _ kind: Int32, _ status: Int32, _ url: UnsafePointer<CChar>?,
    _ headers: UnsafePointer<CChar>?, _ body: UnsafePointer<UInt8>?, _ count: Int, _ message: UnsafePointer<CChar>?
) -> Void

/// Starts a GET; `reply` is called exactly once, from another thread. Returns
/// the exchange's number for `albums_urlsession_cancel`, or -1 for a bad URL
/// (after `reply` has been called with the failure).
@_cdecl("albums_urlsession_send")
public func albumsURLSessionSend(
    _ url: UnsafePointer<CChar>, _ headers: UnsafePointer<CChar>, _ timeoutMilliseconds: Int64, _ maxBodyBytes: Int64,
    _ redirectLimit: Int32, _ context: UnsafeMutableRawPointer?, _ reply: AlbumsURLSessionReply
) -> Int64 {
    let box = ReplyContext(pointer: context)
    guard let target = URL(string: String(cString: url)) else {
        "not a URL".withCString { reply(context, URLSessionReply.FailureKind.failed.rawValue, 0, nil, nil, nil, 0, $0) }
        return -1
    }
    let request = URLSessionRequest(
        url: target, headers: HeaderLines.parse(String(cString: headers)), timeout: Double(timeoutMilliseconds) / 1000,
        maxBodyBytes: Int(maxBodyBytes), redirectLimit: Int(redirectLimit)
    )
    return Int64(URLSessionLoader.shared.start(request) { answer in
        switch answer {
        case .response(let url, let status, let headers, let body):
            url.absoluteString.withCString { url in
                HeaderLines.render(headers).withCString { headers in
                    body.withUnsafeBytes { bytes in
                        reply(box.pointer, 0, Int32(status), url, headers, bytes.bindMemory(to: UInt8.self).baseAddress, body.count, nil)
                    }
                }
            }
        case .failure(let kind, let message):
            message.withCString { reply(box.pointer, kind.rawValue, 0, nil, nil, nil, 0, $0) }
        }
    })
}

@_cdecl("albums_urlsession_cancel")
public func albumsURLSessionCancel(_ exchange: Int64) {
    URLSessionLoader.shared.cancel(Int(exchange))
}

/// The caller's context, handed back as it came.
struct ReplyContext: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer?
}

/// Headers as "name\tvalue\n" lines: neither may hold a tab or a newline.
enum HeaderLines {
    static func parse(_ text: String) -> [String: String] {
        var headers: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1)
            if parts.count == 2 { headers[String(parts[0])] = String(parts[1]) }
        }
        return headers
    }

    static func render(_ headers: [String: String]) -> String {
        headers.map { name, value in
            let clean = { (text: String) in text.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ") }
            return clean(name) + "\t" + clean(value) + "\n"
        }.joined()
    }
}
