

/// The table as parsed, before it goes into raw memory.
struct JPEGHuffman {
    static let lookaheadBits = 9
    /// `length << 8 | symbol`, or 0 when the code is longer than the lookahead.
    var lookahead = [UInt16](repeating: 0, count: 1 << lookaheadBits)
    /// Largest code of each length (1…16), or -1 when there is none; [17] is a sentinel.
    var maxcode = [Int32](repeating: -1, count: 18)
    /// Index into `values` of the first code of each length, minus that code.
    var valueOffset = [Int32](repeating: 0, count: 17)
    var values = [UInt8](repeating: 0, count: 256)

    init(counts: [UInt8], symbols: [UInt8]) throws(ImageDecodingError) {
        guard counts.count == 16 else { throw .corrupt("bad Huffman table") }
        let total = counts.reduce(0) { $0 + Int($1) }
        guard total <= 256, symbols.count >= total else { throw .corrupt("bad Huffman table") }
        for (i, symbol) in symbols.prefix(total).enumerated() { values[i] = symbol }
        var code: Int32 = 0
        var index: Int32 = 0
        for length in 1...16 {
            let count = Int32(counts[length - 1])
            if count > 0 {
                valueOffset[length] = index - code
                code += count
                index += count
                maxcode[length] = code - 1
                guard code - 1 < (1 << length) else { throw .corrupt("over-subscribed Huffman table") }
            }
            code <<= 1
        }
        maxcode[17] = Int32.max
        // The lookahead table: every 9-bit pattern that starts with a code of length ≤ 9.
        var next: Int32 = 0
        var position = 0
        for length in 1...16 {
            let count = Int(counts[length - 1])
            for _ in 0..<count {
                if length <= JPEGHuffman.lookaheadBits {
                    let shift = JPEGHuffman.lookaheadBits - length
                    let first = Int(next) << shift
                    for fill in 0..<(1 << shift) {
                        lookahead[first + fill] = UInt16(length << 8) | UInt16(values[position])
                    }
                }
                next += 1
                position += 1
            }
            next <<= 1
        }
    }
}
