import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An HTTP/1.1 server on 127.0.0.1 that a test starts, scripts and stops.
/// Every loop in it is bounded in count and in time, so a test can't hang on it.
public final class LoopbackServer: Sendable {
    public struct Request: Sendable {
        public var method: String
        /// Path and query, as sent.
        public var target: String
        /// Header names in lower case.
        public var headers: [String: String]
        /// When the whole request had arrived.
        public var arrived = Date()

        public var path: String { String(target.prefix { $0 != "?" }) }

        public func query(_ name: String) -> String? {
            URLComponents(string: "http://localhost" + target)?.queryItems?.first { $0.name == name }?.value
        }
    }

    public indirect enum Reply: Sendable {
        case respond(status: Int, headers: [String: String] = [:], body: Data = Data())
        /// Waits, then replies.
        case delayed(Duration, Reply)
        /// Reads the request and never answers, until the server stops.
        case hang
        /// Closes the connection with a reset before sending a byte.
        case reset
        /// Promises `declaredLength` bytes, sends `body`, and closes.
        case truncated(status: Int, declaredLength: Int, body: Data)
        /// Sends headers for `bytes` bytes of filler, then the filler, until the client stops reading.
        case huge(status: Int, bytes: Int)
        /// Sends the body in pieces, waiting between them.
        case trickle(status: Int, body: Data, pieces: Int, pause: Duration)
        /// A body with no Content-Length, ended by closing the connection.
        case unsized(status: Int, body: Data)

        public static func json(_ text: String, status: Int = 200, headers: [String: String] = [:]) -> Reply {
            .respond(status: status, headers: ["Content-Type": "application/json"].merging(headers) { $1 }, body: Data(text.utf8))
        }

        public static func data(_ data: Data, status: Int = 200, type: String = "application/json", headers: [String: String] = [:]) -> Reply {
            .respond(status: status, headers: ["Content-Type": type].merging(headers) { $1 }, body: data)
        }
    }

    /// Longest any server lives, whatever the test does.
    public static let lifetime: TimeInterval = 120

    public let port: Int
    private let listener: Int32
    private let handler: @Sendable (Request) -> Reply
    private let state = Mutex<(stopped: Bool, requests: [Request])>((false, []))

    public init(_ handler: @escaping @Sendable (Request) -> Reply) throws {
        self.handler = handler
        #if os(Linux)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw ServerError("socket") }
        // No program a test starts holds the server's sockets (they would outlive `stop`, and a reset would never be sent).
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 128) == 0 else {
            close(descriptor)
            throw ServerError("bind")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        listener = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    deinit {
        stop()
    }

    /// A port nothing listens on now (the kernel's choice, released at once).
    public static func closedPort() throws -> Int {
        #if os(Linux)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> Int32 in
                guard bind(descriptor, pointer, length) == 0 else { return -1 }
                return getsockname(descriptor, pointer, &length)
            }
        }
        guard bound == 0 else { throw ServerError("no free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    public var baseURL: String { "http://127.0.0.1:\(port)" }

    public func url(_ target: String) -> String { baseURL + target }

    public var requests: [Request] { state.withLock { $0.requests } }

    public var isStopped: Bool { state.withLock { $0.stopped } }

    public func stop() {
        let wasRunning = state.withLock { state -> Bool in
            defer { state.stopped = true }
            return !state.stopped
        }
        if wasRunning { shutdown(listener, Int32(SHUT_RDWR)) }
    }

    private func acceptLoop() {
        let deadline = Date().addingTimeInterval(Self.lifetime)
        while !isStopped && Date() < deadline {
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
            let thread = Thread { [self] in serve(connection) }
            thread.start()
        }
        close(listener)
        state.withLock { $0.stopped = true }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        guard let request = readRequest(connection) else { return }
        state.withLock { $0.requests.append(request) }
        reply(handler(request), on: connection)
    }

    private func reply(_ script: Reply, on connection: Int32) {
        switch script {
        case .respond(let status, let headers, let body):
            let head = Self.head(status: status, headers: headers, length: status == 204 || status == 304 ? nil : body.count)
            send(head, connection)
            if status != 204 && status != 304 { send(body, connection) }
        case .delayed(let wait, let next):
            sleepUnlessStopped(wait.seconds)
            if !isStopped { reply(next, on: connection) }
        case .hang:
            sleepUnlessStopped(Self.lifetime)
        case .reset:
            var hardClose = linger(l_onoff: 1, l_linger: 0)
            setsockopt(connection, SOL_SOCKET, SO_LINGER, &hardClose, socklen_t(MemoryLayout<linger>.size))
        case .truncated(let status, let declared, let body):
            send(Self.head(status: status, headers: ["Content-Type": "application/json"], length: declared), connection)
            send(body, connection)
        case .huge(let status, let bytes):
            send(Self.head(status: status, headers: ["Content-Type": "application/json"], length: bytes), connection)
            let chunk = Data(repeating: UInt8(ascii: " "), count: 64 * 1024)
            var sent = 0
            while sent < bytes && !isStopped {
                guard send(chunk.prefix(bytes - sent), connection) else { return }
                sent += min(chunk.count, bytes - sent)
            }
        case .unsized(let status, let body):
            send(Self.head(status: status, headers: ["Content-Type": "application/json"], length: nil), connection)
            send(body, connection)
        case .trickle(let status, let body, let pieces, let pause):
            send(Self.head(status: status, headers: ["Content-Type": "application/json"], length: body.count), connection)
            let size = max(1, (body.count + pieces - 1) / max(1, pieces))
            var offset = 0
            while offset < body.count && !isStopped {
                guard send(body[offset..<min(body.count, offset + size)], connection) else { return }
                offset += size
                sleepUnlessStopped(pause.seconds)
            }
        }
    }

    private func sleepUnlessStopped(_ seconds: TimeInterval) {
        let deadline = Date().addingTimeInterval(min(seconds, Self.lifetime))
        while !isStopped && Date() < deadline {
            Thread.sleep(forTimeInterval: min(0.01, max(0, deadline.timeIntervalSinceNow)))
        }
    }

    private static func head(status: Int, headers: [String: String], length: Int?) -> Data {
        var text = "HTTP/1.1 \(status) \(reason(status))\r\nConnection: close\r\n"
        if let length { text += "Content-Length: \(length)\r\n" }
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
        return Data((text + "\r\n").utf8)
    }

    private static func reason(_ status: Int) -> String {
        [200: "OK", 204: "No Content", 301: "Moved Permanently", 302: "Found", 304: "Not Modified", 404: "Not Found",
         429: "Too Many Requests", 500: "Internal Server Error", 503: "Service Unavailable"][status] ?? "Status"
    }

    @discardableResult
    private func send(_ data: Data, _ connection: Int32) -> Bool {
        data.withUnsafeBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            var attempts = 0
            while offset < buffer.count && attempts < 100_000 {
                attempts += 1
                #if os(Linux)
                let sent = Glibc.send(connection, base + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                #else
                let sent = Darwin.send(connection, base + offset, buffer.count - offset, 0)
                #endif
                if sent < 0 && errno == EINTR { continue }
                guard sent > 0 else { return false }
                offset += sent
            }
            return offset == buffer.count
        }
    }

    /// Reads up to the end of the headers (GETs have no body), for at most 5 s and 64 KB.
    private func readRequest(_ connection: Int32) -> Request? {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline && received.count < 64 * 1024 {
            if let end = received.range(of: Data("\r\n\r\n".utf8)) {
                return Self.parse(received[..<end.lowerBound])
            }
            var poller = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            received.append(contentsOf: buffer[0..<count])
        }
        return nil
    }

    private static func parse(_ head: Data) -> Request? {
        let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
        let parts = lines.first?.split(separator: " ") ?? []
        guard parts.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Request(method: String(parts[0]), target: String(parts[1]), headers: headers)
    }

    public struct ServerError: Error {
        public var step: String
        public init(_ step: String) { self.step = step }
    }
}

extension Duration {
    /// The duration in seconds, as a floating-point number.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
