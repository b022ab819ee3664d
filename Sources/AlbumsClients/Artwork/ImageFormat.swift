import AlbumsEssentials
import AlbumsPlatform

/// The image formats artwork comes in, told by their first bytes.
public enum ImageFormat: String, Sendable {
    case jpeg
    case png
    case gif
    case webp

    public init?(sniffing data: Data) {
        let bytes = [UInt8](data.prefix(12))
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) {
            self = .gif
        } else if bytes.count == 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
            self = .webp
        } else {
            return nil
        }
    }

    public struct NotAnImage: Error, Equatable, Sendable {
        /// The first bytes, for the message.
        public var startsWith: String
    }

    /// The bytes unchanged if they are an image; only images are ever cached.
    public static func validate(_ data: Data) throws -> Data {
        guard ImageFormat(sniffing: data) != nil else {
            let start = String(decoding: data.prefix(24), as: UTF8.self).trimmed()
            throw NotAnImage(startsWith: start)
        }
        return data
    }
}
