/// Text for a URL's path segment or query value: every byte of its UTF-8 but
/// the unreserved characters of RFC 3986 (`A–Z a–z 0–9 - . _ ~`) written
/// `%XX`, so that `&`, `=`, `+`, `#`, `/`, spaces and non-ASCII arrive as the
/// text they are.
public enum PercentEncoding {
    public static func unreserved(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x2D, 0x2E, 0x5F, 0x7E:
                bytes.append(byte)
            default:
                bytes += [0x25, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
