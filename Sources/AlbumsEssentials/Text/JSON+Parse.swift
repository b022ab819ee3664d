#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// JSON read whole into values, and written compact: for the few places that
/// need a document as a tree (the stub's answers, a settings file's strings).
/// The chart and the history are read off tapes, never so.
extension JSON {
    /// The value `data` holds (any value at the top, a string or a number
    /// too); throws `JSONTape.Invalid` where it isn't JSON.
    public static func parse(_ data: Data) throws -> JSON {
        try data.withUnsafeBytes { raw in
            try JSONTape.read(raw.bindMemory(to: UInt8.self)) { tape in tape.tree(0) }
        }
    }

    /// On one line, without spaces: `{"a":[1,true]}`.
    public func compact() -> String {
        var text = ""
        writeCompact(to: &text)
        return text
    }

    private func writeCompact(to text: inout String) {
        switch self {
        case .null, .bool, .int, .double, .string:
            var writer = JSONWriter()
            writer.value(self)
            text += writer.take()
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                element.writeCompact(to: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                JSON.writeString(member.key, to: &text)
                text += ":"
                member.value.writeCompact(to: &text)
            }
            text += "}"
        }
    }
}

extension JSONTape {
    /// The value at `node`, whole: numbers without a fraction or an exponent
    /// that fit in an Int as `.int`, any other number as `.double`.
    func tree(_ node: Int) -> JSON {
        switch kind(node) {
        case .null: return .null
        case .true: return .bool(true)
        case .false: return .bool(false)
        case .string: return .string(string(node) ?? "")
        case .number:
            let item = nodes[node]
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(item.start)..<Int(item.end)]), as: UTF8.self)
            if let whole = Int(text) { return .int(whole) }
            return .double(Double(text) ?? 0)
        case .array:
            return .array((elements(node) ?? []).map(tree))
        case .object:
            var members: [JSON.Member] = []
            var index = node + 1
            while index < Int(nodes[node].after) {
                members.append(JSON.Member(string(index) ?? "", tree(index + 1)))
                index = Int(nodes[index + 1].after)
            }
            return .object(members)
        }
    }
}
