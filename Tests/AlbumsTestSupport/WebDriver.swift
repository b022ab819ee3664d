import AlbumsEssentials
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A real browser, driven over WebDriver: chromedriver (started by the test,
/// on a free loopback port, ended with it) driving a headless chromium. The
/// protocol is HTTP and JSON, spoken here over a plain socket: no package.
/// Every wait is bounded.
public final class WebDriver: @unchecked Sendable {
    public struct Failed: Error, CustomStringConvertible {
        public var description: String
    }

    /// chromium and chromedriver, where Debian's packages put them; nil when either is missing.
    public static var programs: (browser: String, driver: String)? {
        let browser = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first { FileManager.default.isExecutableFile(atPath: $0) }
        let driver = ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let browser, let driver else { return nil }
        return (browser, driver)
    }

    public static var isAvailable: Bool { programs != nil }

    private let driver: Spawned
    private let port: Int
    private let session: String
    private let profile: String

    /// A headless browser `width`×`height` CSS pixels.
    public init(width: Int = 1200, height: Int = 900) throws {
        guard let (browser, driverPath) = Self.programs else { throw Failed(description: "chromium or chromedriver is missing") }
        let port = try LoopbackServer.closedPort()
        self.port = port
        profile = Paths.temporaryFolder()
        driver = try Spawned(driverPath, ["--port=\(port)", "--allowed-ips=127.0.0.1"], environment: ProcessInfo.processInfo.environment)
        // Ready once it answers /status.
        let ready = Wait.until(20) { (try? Self.request(port: port, "GET", "/status", body: nil))?["value"] != nil }
        guard ready else {
            driver.stop()
            throw Failed(description: "chromedriver did not answer on port \(port)")
        }
        let capabilities: [String: Any] = ["capabilities": ["alwaysMatch": [
            "browserName": "chrome",
            "goog:loggingPrefs": ["browser": "ALL", "performance": "ALL"],
            "goog:chromeOptions": ["binary": browser, "args": [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=\(width),\(height)",
                "--user-data-dir=\(profile)", "--no-first-run", "--disable-extensions",
            ]],
        ]]]
        do {
            let answer = try Self.request(port: port, "POST", "/session", body: capabilities, timeout: 60)
            guard let value = answer["value"] as? [String: Any], let id = value["sessionId"] as? String else {
                throw Failed(description: "no session: \(answer)")
            }
            session = id
        } catch {
            driver.stop()
            try? FileManager.default.removeItem(atPath: profile)
            throw error
        }
    }

    deinit { quit() }

    private var quitOnce = false

    /// Ends the browser and the driver (also done when the driver is dropped).
    public func quit() {
        guard !quitOnce else { return }
        quitOnce = true
        _ = try? Self.request(port: port, "DELETE", "/session/\(session)", body: nil, timeout: 20)
        driver.stop()
        try? FileManager.default.removeItem(atPath: profile)
    }

    public func open(_ url: String) throws {
        _ = try command("POST", "url", ["url": url])
    }

    /// The value a script returns (`return …;`).
    public func run(_ script: String, _ arguments: [Any] = []) throws -> Any? {
        try command("POST", "execute/sync", ["script": script, "args": arguments])
    }

    /// Clicks the first element `selector` finds.
    public func click(_ selector: String) throws {
        guard let element = try command("POST", "element", ["using": "css selector", "value": selector]) as? [String: Any],
              let id = element.values.first as? String else { throw Failed(description: "no element \(selector)") }
        _ = try command("POST", "element/\(id)/click", [:])
    }

    /// Presses each of `keys` on the keyboard, as a person types it (WebDriver's key codes: "\u{E004}" is Tab).
    public func press(_ keys: [String]) throws {
        let actions = keys.flatMap { key in [["type": "keyDown", "value": key], ["type": "keyUp", "value": key]] }
        _ = try command("POST", "actions", ["actions": [["type": "key", "id": "keyboard", "actions": actions]]])
    }

    public static let tab = "\u{E004}"

    /// The browser's console messages since the last call (level and text).
    public func consoleMessages() throws -> [(level: String, message: String)] {
        let entries = try command("POST", "se/log", ["type": "browser"]) as? [[String: Any]] ?? []
        return entries.map { (($0["level"] as? String) ?? "", ($0["message"] as? String) ?? "") }
    }

    /// Every URL the browser asked for since the last call: its network log (DevTools' Network.requestWillBeSent).
    public func requests() throws -> [String] {
        let entries = try command("POST", "se/log", ["type": "performance"]) as? [[String: Any]] ?? []
        return entries.compactMap { entry in
            guard let text = entry["message"] as? String, let json = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
                  let message = json["message"] as? [String: Any], message["method"] as? String == "Network.requestWillBeSent",
                  let params = message["params"] as? [String: Any], let request = params["request"] as? [String: Any] else { return nil }
            return request["url"] as? String
        }
    }

    /// The window's size, in CSS pixels.
    public func resize(width: Int, height: Int) throws {
        _ = try command("POST", "window/rect", ["width": width, "height": height])
    }

    /// Chrome DevTools' `Emulation.setEmulatedMedia`: `prefers-color-scheme` as given.
    public func prefersColorScheme(_ scheme: String) throws {
        _ = try command("POST", "goog/cdp/execute", ["cmd": "Emulation.setEmulatedMedia",
                                                    "params": ["features": [["name": "prefers-color-scheme", "value": scheme]]]])
    }

    private func command(_ method: String, _ path: String, _ body: [String: Any]?) throws -> Any? {
        let answer = try Self.request(port: port, method, "/session/\(session)/\(path)", body: body)
        if let value = answer["value"] as? [String: Any], let error = value["error"] as? String {
            throw Failed(description: "\(path): \(error): \(value["message"] ?? "")")
        }
        return answer["value"] ?? nil
    }

    /// One HTTP/1.1 exchange with the driver on 127.0.0.1: JSON in, JSON out.
    static func request(port: Int, _ method: String, _ path: String, body: [String: Any]?, timeout: TimeInterval = 30) throws -> [String: Any] {
        let payload = try body.map { try JSONSerialization.data(withJSONObject: $0) } ?? Data()
        #if os(Linux)
        let socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let socketDescriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard socketDescriptor >= 0 else { throw Failed(description: "socket") }
        defer { close(socketDescriptor) }
        var seconds = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(socketDescriptor, SOL_SOCKET, SO_RCVTIMEO, &seconds, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socketDescriptor, SOL_SOCKET, SO_SNDTIMEO, &seconds, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failed(description: "connect to port \(port)") }
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n"
        head += "Content-Length: \(payload.count)\r\n\r\n"
        let out = Data(head.utf8) + payload
        try out.withUnsafeBytes { raw in
            var sent = 0
            while sent < raw.count {
                let n = send(socketDescriptor, raw.baseAddress?.advanced(by: sent), raw.count - sent, 0)
                guard n > 0 else { throw Failed(description: "send") }
                sent += n
            }
        }
        // Read the head, then as much body as it says (Content-Length, or chunks to the last), at most 64 MB.
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        func complete() -> Data? {
            guard let split = received.range(of: Data("\r\n\r\n".utf8)) else { return nil }
            let head = String(decoding: received[..<split.lowerBound], as: UTF8.self).lowercased()
            let body = received[split.upperBound...]
            if let line = head.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
               let length = Int(line.dropFirst(15).trimmingCharacters(in: .whitespaces)) {
                return body.count >= length ? Data(body.prefix(length)) : nil
            }
            if head.contains("transfer-encoding: chunked") {
                return body.range(of: Data("\r\n0\r\n\r\n".utf8)) != nil || body.starts(with: Data("0\r\n\r\n".utf8)) ? dechunk(Data(body)) : nil
            }
            return nil
        }
        var json: Data?
        while received.count < 64 << 20 {
            if let body = complete() { json = body; break }
            let n = recv(socketDescriptor, &buffer, buffer.count, 0)
            guard n > 0 else { break }
            received.append(contentsOf: buffer[0..<n])
        }
        guard let json = json ?? complete() ?? received.range(of: Data("\r\n\r\n".utf8)).map({ Data(received[$0.upperBound...]) }) else {
            throw Failed(description: "no answer to \(method) \(path)")
        }
        guard let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any] else {
            throw Failed(description: "not JSON from \(method) \(path): \(String(decoding: json.prefix(200), as: UTF8.self))")
        }
        return object
    }

    static func dechunk(_ data: Data) -> Data {
        var result = Data(), rest = data[...]
        while let line = rest.range(of: Data("\r\n".utf8)), let size = Int(String(decoding: rest[..<line.lowerBound], as: UTF8.self), radix: 16), size > 0 {
            let start = line.upperBound
            guard rest.distance(from: start, to: rest.endIndex) >= size else { break }
            let end = rest.index(start, offsetBy: size)
            result += rest[start..<end]
            rest = rest[end...].dropFirst(2)
        }
        return result
    }
}
