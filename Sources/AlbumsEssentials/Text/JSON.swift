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

    /// Pretty-printed with two spaces, like `jq`, and a final newline.
    public func rendered() -> String {
        var text = ""
        write(to: &text, indent: 0)
        text += "\n"
        return text
    }

    /// As `rendered`, for a value nested `indent` levels deep in a document
    /// written piece by piece (`HistoryExport`): no final newline.
    public func rendered(indent: Int) -> String {
        var text = ""
        write(to: &text, indent: indent)
        return text
    }

    private func write(to text: inout String, indent: Int) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .int(let value): text += String(value)
        case .double(let value): text += value.isFinite ? String(value) : "null"
        case .string(let value): JSON.writeString(value, to: &text)
        case .array(let elements):
            guard !elements.isEmpty else { text += "[]"; return }
            text += "[\n"
            for (index, element) in elements.enumerated() {
                text += String(repeating: "  ", count: indent + 1)
                element.write(to: &text, indent: indent + 1)
                text += index < elements.count - 1 ? ",\n" : "\n"
            }
            text += String(repeating: "  ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else { text += "{}"; return }
            text += "{\n"
            for (index, member) in members.enumerated() {
                text += String(repeating: "  ", count: indent + 1)
                JSON.writeString(member.key, to: &text)
                text += ": "
                member.value.write(to: &text, indent: indent + 1)
                text += index < members.count - 1 ? ",\n" : "\n"
            }
            text += String(repeating: "  ", count: indent) + "}"
        }
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
