

/// A canonical Huffman code: a 10-bit lookup table for short codes, counts and
/// sorted symbols for the rest.
struct HuffmanTable {
    static let fastBits = 10
    static let fastMask = (1 << fastBits) - 1
    /// `length << 9 | symbol`, or 0 when the code is longer than `fastBits`.
    var fast: [UInt16]
    var counts: [Int]
    var symbols: [Int]

    static let empty = HuffmanTable(fast: [UInt16](repeating: 0, count: 1 << fastBits), counts: [Int](repeating: 0, count: 16), symbols: [])

    private init(fast: [UInt16], counts: [Int], symbols: [Int]) {
        self.fast = fast
        self.counts = counts
        self.symbols = symbols
    }

    init(lengths: [Int], allowIncomplete: Bool = false) throws(Inflate.Failure) {
        var counts = [Int](repeating: 0, count: 16)
        for length in lengths {
            guard length <= 15 else { throw .corrupt("code too long") }
            counts[length] += 1
        }
        counts[0] = 0
        var left = 1
        for length in 1...15 {
            left <<= 1
            left -= counts[length]
            guard left >= 0 else { throw .corrupt("over-subscribed code") }
        }
        let used = lengths.filter { $0 > 0 }.count
        guard left == 0 || allowIncomplete || used <= 1 else { throw .corrupt("incomplete code") }
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
        var symbols = [Int](repeating: 0, count: lengths.count)
        var codes = [Int](repeating: 0, count: lengths.count)
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1...15 {
            next[length] = code
            code = (code + counts[length]) << 1
        }
        for (symbol, length) in lengths.enumerated() where length > 0 {
            symbols[offsets[length]] = symbol
            offsets[length] += 1
            codes[symbol] = next[length]
            next[length] += 1
        }
        var fast = [UInt16](repeating: 0, count: 1 << HuffmanTable.fastBits)
        for (symbol, length) in lengths.enumerated() where length > 0 && length <= HuffmanTable.fastBits {
            // Deflate sends codes most significant bit first into a least-significant-first stream.
            var reversed = 0
            var value = codes[symbol]
            for _ in 0..<length {
                reversed = reversed << 1 | (value & 1)
                value >>= 1
            }
            var index = reversed
            while index < (1 << HuffmanTable.fastBits) {
                fast[index] = UInt16(length << 9 | symbol)
                index += 1 << length
            }
        }
        self.init(fast: fast, counts: counts, symbols: Array(symbols.prefix(used)))
    }
}
