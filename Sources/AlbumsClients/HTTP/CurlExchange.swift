import AlbumsEssentials
import AlbumsPlatform
import Synchronization

/// What one transfer has received so far. Written only by the thread running
/// the transfer; `cancelled` is set from anywhere.
final class CurlExchange: @unchecked Sendable {
    let limit: Int
    var status = 0
    var headers: [String: String] = [:]
    var body = Data()
    var tooLarge = false
    /// Header bytes of the current answer, and whether they went past `headerLimit`.
    var headerBytes = 0
    var headersTooLarge = false
    let cancelled = Atomic<Bool>(false)

    /// libcurl's own limit on one header line (CURL_MAX_HTTP_HEADER), used for all of them.
    static let headerLimit = 100 << 10

    init(limit: Int) { self.limit = limit }

    /// One header line. A status line starts a new answer (after a redirect),
    /// so the headers of the last answer are the ones kept.
    func receive(headerLine line: String) -> Bool {
        headerBytes += line.utf8.count
        guard headerBytes <= Self.headerLimit else {
            headersTooLarge = true
            return false
        }
        let line = line.trimmed()
        if line.hasPrefix("HTTP/") {
            headerBytes = line.utf8.count
            headers = [:]
            status = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        } else if let colon = line.firstIndex(of: ":") {
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmed()
            headers[name] = value
            if name == "content-length", (200..<300).contains(status), let length = Int(value) {
                guard length <= limit else {
                    tooLarge = true
                    return false
                }
                // Room for the whole body at once: growing by doubling holds up to twice it.
                body.reserveCapacity(length)
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
