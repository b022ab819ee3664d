#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A JSON object kept as text, member by member: a change to one key leaves
/// every other member exactly as it was written (its type, its nesting, its
/// number's spelling, its place), so keys `albums` doesn't own survive a save.
public struct JSONObjectText: Equatable, Sendable {
    public struct Member: Equatable, Sendable {
        public var key: String
        /// The value's JSON text, as written.
        public var raw: String
    }

    public var members: [Member]

    public init(members: [Member] = []) {
        self.members = members
    }

    /// The object in `data`, or nil when it isn't well-formed JSON with an object at the top.
    public init?(_ data: Data) {
        guard case .object? = try? JSON.parse(data) else { return nil }
        let bytes = [UInt8](data)
        var scanner = Scanner(bytes: bytes)
        guard let members = scanner.object() else { return nil }
        self.members = members
    }

    /// The value of `key` as text: a string's own characters, a number or
    /// `true`/`false` as written, and nil for null or a missing key.
    public subscript(key: String) -> String? {
        guard let raw = members.last(where: { $0.key == key })?.raw, raw != "null" else { return nil }
        if raw.hasPrefix("\"") {
            guard case .string(let text)? = try? JSON.parse(raw.utf8Data) else { return nil }
            return text
        }
        return raw
    }

    public var keys: [String] { members.map(\.key) }

    /// Sets `key` to the string `value` in place, or at the end if it is new; nil removes it.
    public mutating func set(_ key: String, to value: String?) {
        guard let value else {
            members.removeAll { $0.key == key }
            return
        }
        let raw = Self.quoted(value)
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].raw = raw
            // A key written twice is kept once, where it first was.
            members = members.enumerated().filter { $0.offset == index || $0.element.key != key }.map(\.element)
        } else {
            members.append(Member(key: key, raw: raw))
        }
    }

    /// Two-space indented, one member a line, each value as written.
    public func rendered() -> String {
        guard !members.isEmpty else { return "{}\n" }
        return "{\n" + members.map { "  \(Self.quoted($0.key)): \($0.raw)" }.joined(separator: ",\n") + "\n}\n"
    }

    static func quoted(_ text: String) -> String {
        JSON.string(text).rendered().trimmed()
    }

    /// Finds the members of a well-formed object and the extent of each value.
    private struct Scanner {
        let bytes: [UInt8]
        var position = 0

        mutating func object() -> [Member]? {
            skipSpace()
            guard take(UInt8(ascii: "{")) else { return nil }
            var members: [Member] = []
            skipSpace()
            if take(UInt8(ascii: "}")) { return members }
            while position < bytes.count {
                skipSpace()
                let keyStart = position
                guard skipString() else { return nil }
                let keyText = String(decoding: bytes[keyStart..<position], as: UTF8.self)
                guard case .string(let key)? = try? JSON.parse(keyText.utf8Data) else { return nil }
                skipSpace()
                guard take(UInt8(ascii: ":")) else { return nil }
                skipSpace()
                let valueStart = position
                guard skipValue() else { return nil }
                members.append(Member(key: key, raw: String(decoding: bytes[valueStart..<position], as: UTF8.self)))
                skipSpace()
                if take(UInt8(ascii: ",")) { continue }
                return take(UInt8(ascii: "}")) ? members : nil
            }
            return nil
        }

        mutating func skipValue() -> Bool {
            guard position < bytes.count else { return false }
            switch bytes[position] {
            case UInt8(ascii: "\""): return skipString()
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                while position < bytes.count {
                    switch bytes[position] {
                    case UInt8(ascii: "\""):
                        guard skipString() else { return false }
                        continue
                    case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        depth -= 1
                        if depth == 0 {
                            position += 1
                            return true
                        }
                    default: break
                    }
                    position += 1
                }
                return false
            default:
                let start = position
                while position < bytes.count, !",}] \t\r\n".utf8.contains(bytes[position]) { position += 1 }
                return position > start
            }
        }

        mutating func skipString() -> Bool {
            guard take(UInt8(ascii: "\"")) else { return false }
            while position < bytes.count {
                if bytes[position] == UInt8(ascii: "\\") {
                    position += 2
                } else if bytes[position] == UInt8(ascii: "\"") {
                    position += 1
                    return true
                } else {
                    position += 1
                }
            }
            return false
        }

        mutating func skipSpace() {
            while position < bytes.count, " \t\r\n".utf8.contains(bytes[position]) { position += 1 }
        }

        mutating func take(_ byte: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }
    }
}
