#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Tells JSON from everything else a server may answer with, before a decoder sees it.
public enum JSONBody {
    /// Throws `notJSON` unless the body, after leading whitespace (Apple's APIs
    /// start with blank lines), opens a JSON object or array.
    public static func check(_ data: Data) throws {
        guard let first = data.first(where: { !Self.isWhitespace($0) }) else {
            throw ContentError.notJSON(startsWith: "")
        }
        guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else {
            let start = String(decoding: data.prefix(40), as: UTF8.self)
                .trimmed()
            throw ContentError.notJSON(startsWith: start)
        }
        guard data.withUnsafeBytes(UTF8Check.isValid) else { throw ContentError.notUTF8 }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
