/// Reading values off a tape: members, elements, strings, numbers.
extension JSONTape {
    public func kind(_ node: Int) -> Kind { nodes[node].kind }

    /// The value of `key` in the object `node`; nil when `node` is not an
    /// object or has no such key (the last one wins when a key comes twice).
    public func member(_ node: Int, _ key: StaticString) -> Int? {
        guard nodes[node].kind == .object else { return nil }
        let end = Int(nodes[node].after)
        let wanted = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
        var found: Int?
        var index = node + 1
        while index < end {
            let name = nodes[index]
            let matches = name.escaped
                ? string(index).map { $0.utf8.elementsEqual(wanted) } ?? false
                : SameBytes.equal(UnsafeBufferPointer(rebasing: bytes[Int(name.start)..<Int(name.end)]), wanted)
            if matches { found = index + 1 }
            index = Int(nodes[index + 1].after)
        }
        return found
    }

    /// The value `node` as a tape of its own (for a container at `storedDepth`,
    /// whose inside this tape doesn't hold), handed to `body`.
    public func element<Result>(_ node: Int, _ body: (JSONTape) throws -> Result) throws -> Result {
        let item = nodes[node]
        return try Self.read(UnsafeBufferPointer(rebasing: bytes[Int(item.start)..<Int(item.end)]), body)
    }

    /// The elements of the array `node`; nil when it is not an array.
    public func elements(_ node: Int) -> [Int]? {
        guard nodes[node].kind == .array else { return nil }
        var elements: [Int] = []
        var index = node + 1
        while index < Int(nodes[node].after) {
            elements.append(index)
            index = Int(nodes[index].after)
        }
        return elements
    }

    /// The string `node` holds, its escapes decoded; nil when it is not a string.
    public func string(_ node: Int) -> String? {
        let item = nodes[node]
        guard item.kind == .string else { return nil }
        let text = UnsafeBufferPointer(rebasing: bytes[Int(item.start)..<Int(item.end)])
        guard item.escaped else { return String(decoding: text, as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        var plain: [UInt8] = []
        var index = 0
        func flush() {
            scalars.append(contentsOf: String(decoding: plain, as: UTF8.self).unicodeScalars)
            plain.removeAll(keepingCapacity: true)
        }
        func hex(at offset: Int) -> UInt32 {
            (0..<4).reduce(0) { $0 << 4 | (Self.hexValue(text[offset + $1]) ?? 0) }
        }
        while index < text.count {
            guard text[index] == UInt8(ascii: "\\") else {
                plain.append(text[index])
                index += 1
                continue
            }
            let code = text[index + 1]
            index += 2
            switch code {
            case UInt8(ascii: "b"): plain.append(0x08)
            case UInt8(ascii: "f"): plain.append(0x0C)
            case UInt8(ascii: "n"): plain.append(0x0A)
            case UInt8(ascii: "r"): plain.append(0x0D)
            case UInt8(ascii: "t"): plain.append(0x09)
            case UInt8(ascii: "u"):
                flush()
                var value = hex(at: index)
                index += 4
                // A surrogate pair is one character; a lone surrogate is U+FFFD.
                if (0xD800..<0xDC00).contains(value), index + 5 < text.count, text[index] == UInt8(ascii: "\\"), text[index + 1] == UInt8(ascii: "u") {
                    let low = hex(at: index + 2)
                    if (0xDC00..<0xE000).contains(low) {
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                        index += 6
                    }
                }
                scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            default: plain.append(code)
            }
        }
        flush()
        return String(scalars)
    }

    /// A whole number that fits in 64 bits, written without a fraction or an exponent.
    public func int64(_ node: Int) -> Int64? {
        let item = nodes[node]
        guard item.kind == .number else { return nil }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(item.start)..<Int(item.end)]), as: UTF8.self)
        return Int64(text)
    }
}
