/// Reads the entropy-coded data of a scan, most significant bit first, taking
/// out the stuffed zero after each 0xFF and stopping at the next marker: past
/// it, or past the end of the file, it hands out zeros and counts them.
struct JPEGBitReader {
    let data: UnsafeBufferPointer<UInt8>
    var position: Int
    /// Bits waiting, at the top of the word.
    var buffer: UInt64 = 0
    var count = 0
    /// The marker (after 0xFF) that ended the data, if one did.
    var marker: UInt8?
    /// Zero bits handed out past the data.
    var padding = 0

    init(_ data: UnsafeBufferPointer<UInt8>, position: Int) {
        self.data = data
        self.position = position
    }

    var ranOut: Bool { padding > count }

    /// The bit buffer's state in locals, for the hot loop of sequential decoding.
    struct Registers {
        var buffer: UInt64
        var count: Int
        var position: Int
        var marker: UInt8?
        var padding: Int
    }

    var registers: Registers {
        get { Registers(buffer: buffer, count: count, position: position, marker: marker, padding: padding) }
        set {
            buffer = newValue.buffer
            count = newValue.count
            position = newValue.position
            marker = newValue.marker
            padding = newValue.padding
        }
    }

    /// Tops up `state` to more than 56 bits, bytes straight from `data` when no
    /// 0xFF is among them; the careful path otherwise.
    @inline(__always)
    static func fill(_ state: inout Registers, _ data: UnsafeBufferPointer<UInt8>) {
        while state.count <= 56 {
            let position = state.position
            if state.marker == nil, position < data.count {
                let value = data[position]
                if value != 0xFF {
                    state.buffer |= UInt64(value) << UInt64(56 &- state.count)
                    state.count &+= 8
                    state.position = position &+ 1
                    continue
                }
            }
            var reader = JPEGBitReader(data, position: state.position)
            reader.registers = state
            reader.refill()
            state = reader.registers
            return
        }
    }

    @inline(__always)
    mutating func refill() {
        while count <= 56 {
            var byte: UInt64 = 0
            if marker == nil, position < data.count {
                let value = data[position]
                if value == 0xFF {
                    var next = position + 1
                    while next < data.count && data[next] == 0xFF { next += 1 }
                    if next < data.count && data[next] == 0x00 {
                        byte = 0xFF
                        position = next + 1
                    } else {
                        marker = next < data.count ? data[next] : 0
                        position = next - 1
                        padding += 8
                    }
                } else {
                    byte = UInt64(value)
                    position += 1
                }
            } else {
                padding += 8
            }
            buffer |= byte << UInt64(56 - count)
            count += 8
        }
    }

    @inline(__always)
    mutating func peek(_ bits: Int) -> Int {
        Int(buffer >> UInt64(64 - bits))
    }

    @inline(__always)
    mutating func skip(_ bits: Int) {
        buffer <<= UInt64(bits)
        count -= bits
    }

    @inline(__always)
    mutating func read(_ bits: Int) -> Int {
        guard bits > 0 else { return 0 }
        if count < bits { refill() }
        let value = peek(bits)
        skip(bits)
        return value
    }

    @inline(__always)
    mutating func bit() -> Int {
        if count < 1 { refill() }
        let value = Int(buffer >> 63)
        skip(1)
        return value
    }

    /// `bits` bits as a signed coefficient (JPEG's EXTEND).
    @inline(__always)
    mutating func receiveExtend(_ bits: Int) -> Int32 {
        guard bits > 0 else { return 0 }
        if count < bits { refill() }
        return Self.extend(bits, &buffer, &count)
    }

    @inline(__always)
    mutating func decode(_ table: JPEGHuffmanTable.Pointers) -> Int {
        if count < 16 { refill() }
        return Self.decode(table, &buffer, &count)
    }

    /// Decodes a symbol from a bit buffer held in locals; at least 16 bits must be there.
    @inline(__always)
    static func decode(_ table: JPEGHuffmanTable.Pointers, _ buffer: inout UInt64, _ count: inout Int) -> Int {
        let entry = table.lookahead[Int(truncatingIfNeeded: buffer >> UInt64(64 - JPEGHuffman.lookaheadBits))]
        if entry != 0 {
            let length = Int(entry &>> 8)
            buffer &<<= UInt64(length)
            count &-= length
            return Int(entry & 0xFF)
        }
        var length = JPEGHuffman.lookaheadBits + 1
        var code = Int32(truncatingIfNeeded: buffer >> UInt64(64 - length))
        while length <= 16 && code > table.maxcode[length] {
            length += 1
            code = Int32(truncatingIfNeeded: buffer >> UInt64(64 - length))
        }
        guard length <= 16 else {
            // A code no table has: corrupt data. Drop 16 bits; the caller's bounds end the block.
            buffer <<= 16
            count -= 16
            return 0
        }
        buffer <<= UInt64(length)
        count -= length
        let index = Int(code &+ table.valueOffset[length])
        return index >= 0 && index < 256 ? Int(table.values[index]) : 0
    }

    /// `bits` bits (0…16) of a bit buffer held in locals, as a signed coefficient (JPEG's EXTEND).
    @inline(__always)
    static func extend(_ bits: Int, _ buffer: inout UInt64, _ count: inout Int) -> Int32 {
        guard bits > 0 else { return 0 }
        let value = Int32(truncatingIfNeeded: buffer &>> UInt64(64 &- bits))
        buffer &<<= UInt64(bits)
        count &-= bits
        return signed(value, bits: bits)
    }

    /// `bits` (1…16) bits read as a coefficient: below half their range, a negative one.
    @inline(__always)
    static func signed(_ value: Int32, bits: Int) -> Int32 {
        value < Int32(1) &<< Int32(bits &- 1) ? value &- (Int32(1) &<< Int32(bits)) &+ 1 : value
    }

    /// Drops what is left of the current byte and any buffered bits, ready after a marker.
    mutating func reset(at newPosition: Int) {
        position = newPosition
        buffer = 0
        count = 0
        marker = nil
        padding = 0
    }
}
