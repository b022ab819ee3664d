/// The one way albums writes JSON: members in the order given, two spaces a
/// level as `jq` lays it out, empty arrays and objects as `[]` and `{}`.
/// `JSON.rendered()` is a value written at once; a long document (the
/// history's export) is written piece by piece, its text taken away as it
/// grows (`take()`), so it never has to be whole in memory.
public struct JSONWriter: Sendable {
    /// What is written and not yet taken.
    public private(set) var text = ""
    /// Each array or object open, innermost last: whether an object, and how many children it has so far.
    private var open: [(object: Bool, children: Int)] = []
    /// An object's key just written: its value comes next, on the same line.
    private var afterKey = false

    public init() {}

    /// A value written once as this writer would write it next, kept to be
    /// written again and again (an album named by a thousand editions).
    public struct Fragment: Sendable {
        fileprivate let text: String
        fileprivate let depth: Int
    }

    /// Everything written so far, taken away (the writer goes on where it was).
    public mutating func take() -> String {
        defer { text = "" }
        return text
    }

    public mutating func beginObject() { begin(object: true) }
    public mutating func beginArray() { begin(object: false) }

    /// Closes the innermost array or object.
    public mutating func end() {
        guard let last = open.popLast() else { return }
        if last.children > 0 { text += "\n" + indentation(open.count) }
        text += last.object ? "}" : "]"
    }

    /// An object's member's key; its value follows.
    public mutating func key(_ key: String) {
        child()
        JSON.writeString(key, to: &text)
        text += ": "
        afterKey = true
    }

    public mutating func value(_ value: JSON) {
        switch value {
        case .array(let elements):
            beginArray()
            for element in elements { self.value(element) }
            end()
        case .object(let members):
            beginObject()
            for member in members {
                key(member.key)
                self.value(member.value)
            }
            end()
        case .null: scalar("null")
        case .bool(let flag): scalar(flag ? "true" : "false")
        case .int(let number): scalar(String(number))
        case .double(let number): scalar(number.isFinite ? String(number) : "null")
        case .string(let string):
            child()
            JSON.writeString(string, to: &text)
        }
    }

    /// `value` as this writer would write it next, to write (where the same would go) as often as it comes.
    public func fragment(_ value: JSON) -> Fragment {
        var writer = JSONWriter()
        writer.open = open.map { ($0.object, 1) }
        writer.afterKey = true
        writer.value(value)
        return Fragment(text: writer.text, depth: open.count)
    }

    public mutating func write(_ fragment: Fragment) {
        assert(fragment.depth == open.count, "a fragment written at another depth than it was made for")
        child()
        text += fragment.text
    }

    private mutating func begin(object: Bool) {
        child()
        text += object ? "{" : "["
        open.append((object, 0))
    }

    private mutating func scalar(_ literal: String) {
        child()
        text += literal
    }

    /// Where the next child starts: after its key, else on a line of its own (after a comma past the first).
    private mutating func child() {
        if afterKey {
            afterKey = false
            return
        }
        guard let last = open.last else { return }
        text += last.children == 0 ? "\n" : ",\n"
        open[open.count - 1].children += 1
        text += indentation(open.count)
    }

    private func indentation(_ depth: Int) -> String { String(repeating: "  ", count: depth) }
}
