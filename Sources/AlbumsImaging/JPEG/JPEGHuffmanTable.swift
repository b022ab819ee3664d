

/// A JPEG Huffman table (DHT): a 9-bit lookahead table for the common short
/// codes, and libjpeg's maxcode/valptr arrays for the rest. Kept in raw
/// memory, since the entropy decoder reads it for every coefficient.
final class JPEGHuffmanTable: @unchecked Sendable {
    let lookahead: UnsafeMutablePointer<UInt16>
    let maxcode: UnsafeMutablePointer<Int32>
    let valueOffset: UnsafeMutablePointer<Int32>
    let values: UnsafeMutablePointer<UInt8>

    /// The four tables, for loops that must not touch the object.
    struct Pointers {
        let lookahead: UnsafeMutablePointer<UInt16>
        let maxcode: UnsafeMutablePointer<Int32>
        let valueOffset: UnsafeMutablePointer<Int32>
        let values: UnsafeMutablePointer<UInt8>
    }

    var pointers: Pointers { Pointers(lookahead: lookahead, maxcode: maxcode, valueOffset: valueOffset, values: values) }

    init(_ table: JPEGHuffman) {
        lookahead = .allocate(capacity: 1 << JPEGHuffman.lookaheadBits)
        maxcode = .allocate(capacity: 18)
        valueOffset = .allocate(capacity: 17)
        values = .allocate(capacity: 256)
        for i in 0..<(1 << JPEGHuffman.lookaheadBits) { lookahead[i] = table.lookahead[i] }
        for i in 0..<18 { maxcode[i] = table.maxcode[i] }
        for i in 0..<17 { valueOffset[i] = table.valueOffset[i] }
        for i in 0..<256 { values[i] = table.values[i] }
    }

    deinit {
        lookahead.deallocate()
        maxcode.deallocate()
        valueOffset.deallocate()
        values.deallocate()
    }
}
