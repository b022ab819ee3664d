

/// A JPEG Huffman table (DHT): a 9-bit lookahead table for the common short
/// codes, and libjpeg's maxcode/valptr arrays for the rest. Kept in raw
/// memory, since the entropy decoder reads it for every coefficient.
final class JPEGHuffmanTable: @unchecked Sendable {
    let lookahead: UnsafeMutablePointer<UInt16>
    let maxcode: UnsafeMutablePointer<Int32>
    let valueOffset: UnsafeMutablePointer<Int32>
    let values: UnsafeMutablePointer<UInt8>
    /// For an AC coefficient whose code and value bits together fit in the
    /// lookahead's 9 bits, all of it at once: `value << 16 | run << 8 | bits`
    /// (the value already extended to its sign); 0 for anything else.
    let fastAC: UnsafeMutablePointer<Int32>

    /// The tables, for loops that must not touch the object.
    struct Pointers {
        let lookahead: UnsafeMutablePointer<UInt16>
        let maxcode: UnsafeMutablePointer<Int32>
        let valueOffset: UnsafeMutablePointer<Int32>
        let values: UnsafeMutablePointer<UInt8>
        let fastAC: UnsafeMutablePointer<Int32>
    }

    var pointers: Pointers { Pointers(lookahead: lookahead, maxcode: maxcode, valueOffset: valueOffset, values: values, fastAC: fastAC) }

    init(_ table: JPEGHuffman) {
        let patterns = 1 << JPEGHuffman.lookaheadBits
        lookahead = .allocate(capacity: patterns)
        maxcode = .allocate(capacity: 18)
        valueOffset = .allocate(capacity: 17)
        values = .allocate(capacity: 256)
        fastAC = .allocate(capacity: patterns)
        for i in 0..<patterns { lookahead[i] = table.lookahead[i] }
        for i in 0..<18 { maxcode[i] = table.maxcode[i] }
        for i in 0..<17 { valueOffset[i] = table.valueOffset[i] }
        for i in 0..<256 { values[i] = table.values[i] }
        for pattern in 0..<patterns {
            let entry = Int(table.lookahead[pattern])
            let length = entry >> 8, symbol = entry & 0xFF, size = symbol & 15
            guard entry != 0, size > 0, length + size <= JPEGHuffman.lookaheadBits else {
                fastAC[pattern] = 0
                continue
            }
            // The value's bits follow the code's in the same pattern.
            let bits = Int32((pattern >> (JPEGHuffman.lookaheadBits - length - size)) & ((1 << size) - 1))
            let value = JPEGBitReader.signed(bits, bits: size)
            fastAC[pattern] = value << 16 | Int32(symbol >> 4) << 8 | Int32(length + size)
        }
    }

    deinit {
        fastAC.deallocate()
        lookahead.deallocate()
        maxcode.deallocate()
        valueOffset.deallocate()
        values.deallocate()
    }
}
