/// A JSON value that keeps the order of object members, so `--json` output is stable and reads in a sensible order.
public enum JSON: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSON])
    case object([Member])

    public struct Member: Equatable, Sendable {
        public var key: String
        public var value: JSON

        public init(_ key: String, _ value: JSON) {
            self.key = key
            self.value = value
        }
    }

    public static func string(_ value: String?) -> JSON {
        value.map(JSON.string) ?? .null
    }

    public subscript(key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    public var keys: [String] {
        guard case .object(let members) = self else { return [] }
        return members.map(\.key)
    }

    /// The object with only `fields`, in the order they are asked for.
    public func selecting(_ fields: [String]) -> JSON {
        switch self {
        case .object:
            return .object(fields.compactMap { key in self[key].map { Member(key, $0) } })
        case .array(let elements):
            return .array(elements.map { $0.selecting(fields) })
        default:
            return self
        }
    }

    /// Pretty-printed with two spaces, like `jq`, and a final newline (the one writer: `JSONWriter`).
    public func rendered() -> String {
        var writer = JSONWriter()
        writer.value(self)
        return writer.take() + "\n"
    }

    static func writeString(_ value: String, to text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            // Whatever untrusted text may not carry as it is (UnsafeText: controls, bidi, invisibles):
            // escaped (the same string to any JSON reader), so that JSON shown on a terminal can
            // neither drive it nor reorder what is read. Past U+FFFF, as a surrogate pair.
            case _ where UnsafeText.isUnsafe(scalar):
                if scalar.value > 0xFFFF {
                    let value = scalar.value - 0x10000
                    text += "\\u" + hex4(0xD800 + (value >> 10)) + "\\u" + hex4(0xDC00 + (value & 0x3FF))
                } else {
                    text += "\\u" + hex4(scalar.value)
                }
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
