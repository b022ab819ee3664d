/// A JSON document read in one pass into a flat list of nodes (a "tape"),
/// each a kind and where its text is; nothing becomes a `String` until asked.
/// A feed of 10,000 albums is some 400,000 nodes of 16 bytes, where Foundation's
/// decoders build a dictionary or a `Codable` value for every object and a
/// string for every value, used or not (`bench/feed.sh`).
///
/// The tape borrows the bytes it was read from: use it inside `read`'s closure.
public struct JSONTape {
    public enum Kind: UInt8 {
        case object, array, string, number, `true`, `false`, null
    }

    /// Twelve bytes: a feed of 10,000 albums is 400,000 of them.
    struct Node {
        /// The text: a string's between its quotes, a number's digits.
        var start: Int32
        var end: Int32
        /// The node after this one and everything inside it (the low 28 bits),
        /// the kind (3 bits), and whether a string has a backslash in it (the top bit).
        private var tag: UInt32

        init(kind: Kind, escaped: Bool, start: Int32, end: Int32, after: Int32) {
            self.start = start
            self.end = end
            tag = UInt32(after) | UInt32(kind.rawValue) << 28 | (escaped ? 1 << 31 : 0)
        }

        var kind: Kind { Kind(rawValue: UInt8(tag >> 28 & 7)) ?? .null }
        var escaped: Bool { tag >> 31 != 0 }
        var after: Int32 {
            get { Int32(tag & 0x0FFF_FFFF) }
            set { tag = tag & 0xF000_0000 | UInt32(newValue) }
        }
    }

    /// The most nodes a tape holds (28 bits of `after`, a key and its value past the last check):
    /// far more than any answer albums takes in.
    static let maxNodes = 1 << 28 - 1

    /// The bytes are not JSON, or nest deeper than `maxDepth`.
    public struct Invalid: Error, Equatable, Sendable {
        public var offset: Int
    }

    public static let maxDepth = 512

    let bytes: UnsafeBufferPointer<UInt8>
    /// Values nested deeper than this are checked but get no node: a container
    /// at this depth is one node, its text to be read as a tape of its own.
    let storedDepth: Int
    var nodes: [Node] = []

    /// The tape of `bytes`, handed to `body`; the root is node 0. With
    /// `storedDepth`, a long list of objects (a feed's albums) is read one
    /// element at a time (`element`), never all held at once.
    public static func read<Result>(_ bytes: UnsafeBufferPointer<UInt8>, storedDepth: Int = .max,
                                    _ body: (JSONTape) throws -> Result) throws -> Result {
        var tape = JSONTape(bytes: bytes, storedDepth: storedDepth)
        // About one node per 16 bytes of a feed: one allocation, rarely two.
        tape.nodes.reserveCapacity(storedDepth == .max ? bytes.count / 16 + 16 : 64)
        var index = 0
        try tape.value(at: &index, depth: 0)
        tape.skipWhitespace(&index)
        guard index == bytes.count else { throw Invalid(offset: index) }
        return try body(tape)
    }

    // MARK: Reading

    private mutating func value(at index: inout Int, depth: Int) throws(Invalid) {
        skipWhitespace(&index)
        guard index < bytes.count, depth < Self.maxDepth, nodes.count < Self.maxNodes - 2 else { throw Invalid(offset: index) }
        let node = nodes.count
        let storing = depth <= storedDepth, storingInside = depth < storedDepth
        switch bytes[index] {
        case UInt8(ascii: "{"):
            if storing { nodes.append(Node(kind: .object, escaped: false, start: Int32(index), end: 0, after: 0)) }
            index += 1
            var first = true
            while try !closes(&index, with: UInt8(ascii: "}"), first: &first) {
                skipWhitespace(&index)
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw Invalid(offset: index) }
                try string(at: &index, storing: storingInside)
                skipWhitespace(&index)
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw Invalid(offset: index) }
                index += 1
                try value(at: &index, depth: depth + 1)
            }
        case UInt8(ascii: "["):
            if storing { nodes.append(Node(kind: .array, escaped: false, start: Int32(index), end: 0, after: 0)) }
            index += 1
            var first = true
            while try !closes(&index, with: UInt8(ascii: "]"), first: &first) {
                try value(at: &index, depth: depth + 1)
            }
        case UInt8(ascii: "\""):
            try string(at: &index, storing: storing)
            return
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try number(at: &index, storing: storing)
            return
        case UInt8(ascii: "t"):
            try literal("true", .true, at: &index, storing: storing)
            return
        case UInt8(ascii: "f"):
            try literal("false", .false, at: &index, storing: storing)
            return
        case UInt8(ascii: "n"):
            try literal("null", .null, at: &index, storing: storing)
            return
        default:
            throw Invalid(offset: index)
        }
        guard storing else { return }
        nodes[node].end = Int32(index)
        nodes[node].after = Int32(nodes.count)
    }

    /// After `{`, `[` or a member: whether the container closes here (and steps
    /// past it); else steps past the comma that must come between two members.
    private func closes(_ index: inout Int, with closing: UInt8, first: inout Bool) throws(Invalid) -> Bool {
        skipWhitespace(&index)
        guard index < bytes.count else { throw Invalid(offset: index) }
        if bytes[index] == closing {
            index += 1
            return true
        }
        if first {
            first = false
            return false
        }
        guard bytes[index] == UInt8(ascii: ",") else { throw Invalid(offset: index) }
        index += 1
        return false
    }

    private mutating func string(at index: inout Int, storing: Bool) throws(Invalid) {
        let start = index + 1
        var escaped = false
        index = start
        while true {
            // Eight bytes at once while none ends the string, escapes, or is a
            // control character; then straight to the first one that does.
            if index + 8 <= bytes.count, let base = bytes.baseAddress {
                let special = Self.specialBytes(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self).littleEndian)
                if special == 0 {
                    index += 8
                    continue
                }
                index += special.trailingZeroBitCount >> 3
            }
            guard index < bytes.count else { throw Invalid(offset: index) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 { throw Invalid(offset: index) }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                guard index + 1 < bytes.count else { throw Invalid(offset: index) }
                switch bytes[index + 1] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                     UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    index += 2
                case UInt8(ascii: "u"):
                    guard index + 5 < bytes.count, (2...5).allSatisfy({ Self.hexValue(bytes[index + $0]) != nil }) else { throw Invalid(offset: index) }
                    index += 6
                default:
                    throw Invalid(offset: index)
                }
                continue
            }
            index += 1
        }
        if storing { nodes.append(Node(kind: .string, escaped: escaped, start: Int32(start), end: Int32(index), after: Int32(nodes.count + 1))) }
        index += 1
    }

    /// Eight bytes, the first in the lowest: a top bit set in each byte that is
    /// `"`, `\` or below 0x20, and 0 when none is. A byte equal to, or less
    /// than, a value sets its top bit; a borrow can also set the top bit of a
    /// byte above a set one, so only the lowest set bit is exact, and it is
    /// the first special byte.
    static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, tops: UInt64 = 0x8080_8080_8080_8080
        func zeros(_ value: UInt64) -> UInt64 { (value &- ones) & ~value }
        let control = (word &- ones &* 0x20) & ~word
        return (control | zeros(word ^ (ones &* 0x22)) | zeros(word ^ (ones &* 0x5C))) & tops
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    private mutating func number(at index: inout Int, storing: Bool) throws(Invalid) {
        let start = index
        func digits(_ index: inout Int) -> Int {
            let first = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            return index - first
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let leadingZero = index < bytes.count && bytes[index] == UInt8(ascii: "0")
        let whole = digits(&index)
        guard whole > 0, !(leadingZero && whole > 1) else { throw Invalid(offset: start) }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(&index) > 0 else { throw Invalid(offset: index) }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits(&index) > 0 else { throw Invalid(offset: index) }
        }
        if storing { nodes.append(Node(kind: .number, escaped: false, start: Int32(start), end: Int32(index), after: Int32(nodes.count + 1))) }
    }

    private mutating func literal(_ word: StaticString, _ kind: Kind, at index: inout Int, storing: Bool) throws(Invalid) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count,
              (0..<count).allSatisfy({ bytes[index + $0] == word.utf8Start[$0] }) else { throw Invalid(offset: index) }
        if storing { nodes.append(Node(kind: kind, escaped: false, start: Int32(index), end: Int32(index + count), after: Int32(nodes.count + 1))) }
        index += count
    }

    private func skipWhitespace(_ index: inout Int) {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    // MARK: Asking
}
