/// The bytes a terminal sends, split into what was typed and its control
/// strings: CSI sequences, and DCS, APC, OSC, SOS and PM strings ended by ST
/// (or BEL, for OSC), each in 7-bit or 8-bit (C1) form. A C1 byte counts only
/// where a character starts: in UTF-8 text the same bytes continue characters.
package struct TerminalStrings {
    package enum Kind: Equatable { case csi, dcs, apc, osc, sos, pm }

    package enum Item: Equatable {
        case typed(Range<Int>)
        /// The body: for CSI its parameters and final byte, for the others what lies between the introducer and ST.
        case control(Kind, body: [UInt8], Range<Int>)
        /// A control sequence or string cut off at the end.
        case cut(Range<Int>)
    }

    /// Past this, a control string is not one any terminal sends, and is dropped there.
    package static let longest = 4096

    package let bytes: [UInt8]
    package var index = 0

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    package mutating func next() -> Item? {
        guard index < bytes.count else { return nil }
        let start = index, byte = bytes[index]
        if let (kind, bodyStart) = introducer(at: index) {
            // A sequence's final byte, or a string's ST, within the longest.
            let limit = min(bytes.count, start + Self.longest)
            if kind == .csi {
                var end = bodyStart
                while end < limit, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
                guard end < limit, (0x40...0x7E).contains(bytes[end]) else {
                    index = bytes.count
                    return .cut(start..<bytes.count)
                }
                index = end + 1
                return .control(.csi, body: Array(bytes[bodyStart...end]), start..<index)
            }
            var end = bodyStart
            while end < limit {
                if bytes[end] == 0x9C { index = end + 1; return .control(kind, body: Array(bytes[bodyStart..<end]), start..<index) }
                if bytes[end] == 0x07 && kind == .osc { index = end + 1; return .control(kind, body: Array(bytes[bodyStart..<end]), start..<index) }
                if bytes[end] == 0x1B, end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "\\") {
                    index = end + 2
                    return .control(kind, body: Array(bytes[bodyStart..<end]), start..<index)
                }
                end += 1
            }
            index = end
            return .cut(start..<end)
        }
        // A character: one byte, or a whole UTF-8 sequence (whose continuation bytes are never C1).
        var length = 1
        switch byte {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: break
        }
        var end = start + 1
        while end < min(bytes.count, start + length), (0x80...0xBF).contains(bytes[end]) { end += 1 }
        index = end
        return .typed(start..<end)
    }

    /// The control sequence or string starting at `start`, and where its body starts.
    func introducer(at start: Int) -> (Kind, Int)? {
        let byte = bytes[start]
        if byte == 0x1B, start + 1 < bytes.count {
            switch bytes[start + 1] {
            case UInt8(ascii: "["): return (.csi, start + 2)
            case UInt8(ascii: "P"): return (.dcs, start + 2)
            case UInt8(ascii: "_"): return (.apc, start + 2)
            case UInt8(ascii: "]"): return (.osc, start + 2)
            case UInt8(ascii: "X"): return (.sos, start + 2)
            case UInt8(ascii: "^"): return (.pm, start + 2)
            default: return nil
            }
        }
        switch byte {
        case 0x9B: return (.csi, start + 1)
        case 0x90: return (.dcs, start + 1)
        case 0x9F: return (.apc, start + 1)
        case 0x9D: return (.osc, start + 1)
        case 0x98: return (.sos, start + 1)
        case 0x9E: return (.pm, start + 1)
        default: return nil
        }
    }
}
