import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import Synchronization

enum HTTPCacheFile {
    private struct Metadata: Codable {
        var url: String
        var storedAt: Double
        var headers: [String: String]
        var length: Int
    }

    static func encode(_ response: CachedResponse) -> Data {
        let metadata = Metadata(
            url: response.url, storedAt: response.storedAt.timeIntervalSince1970,
            headers: response.headers, length: response.body.count
        )
        let line = (try? JSONEncoder().encode(metadata)) ?? "{}".utf8Data
        return line + "\n".utf8Data + response.body
    }

    static func decode(_ data: Data) -> CachedResponse? {
        guard let newline = data.firstIndex(of: UInt8(ascii: "\n")),
              let metadata = try? JSONDecoder().decode(Metadata.self, from: data[data.startIndex..<newline]) else { return nil }
        let body = data[data.index(after: newline)...]
        guard body.count == metadata.length else { return nil }
        return CachedResponse(
            url: metadata.url, storedAt: Date(timeIntervalSince1970: metadata.storedAt),
            headers: metadata.headers, body: Data(body)
        )
    }
}
