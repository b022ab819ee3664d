

/// DEFLATE (RFC 1951): stored, fixed-Huffman and dynamic-Huffman blocks.
/// Output never grows past `limit`; input that runs out or makes no sense
/// ends with what was decoded so far and an error saying why. With a
/// `deliver` closure the output is handed over as it is made and only the
/// last 32 KB (all a back-reference can reach) is kept, so memory stays flat
/// however large the image.
struct Inflate {
    enum Failure: Error, Equatable {
        case truncated
        case corrupt(String)
    }

    private let input: UnsafeBufferPointer<UInt8>
    private var position: Int
    private var bitBuffer: UInt64 = 0
    private var bitCount = 0
    /// Bits handed out past the end of the input, as zeros.
    private var overrun = 0
    private(set) var output: [UInt8]
    private let limit: Int
    /// Bytes of output dropped from the front of `output` once delivered and out of reach.
    private var dropped = 0
    /// How much of `output` has been delivered.
    private var delivered = 0
    private let deliver: ((ArraySlice<UInt8>) -> Void)?

    /// The farthest back a DEFLATE back-reference may reach.
    static let window = 32768
    /// How much new output is gathered before it is delivered.
    static let deliveryChunk = 1 << 16

    init(_ input: UnsafeBufferPointer<UInt8>, start: Int, limit: Int, deliver: ((ArraySlice<UInt8>) -> Void)? = nil) {
        self.input = input
        self.position = start
        self.limit = limit
        self.deliver = deliver
        output = []
        output.reserveCapacity(deliver == nil ? limit : min(limit, Self.window * 4 + Self.deliveryChunk))
    }

    /// All the output so far, delivered or not.
    private var produced: Int { dropped + output.count }

    /// Inflates the zlib stream (header, deflate data) in `input`.
    static func zlib(_ input: UnsafeBufferPointer<UInt8>, limit: Int) -> (output: [UInt8], failure: Failure?) {
        var output: [UInt8] = []
        let failure = zlib(input, limit: limit, keeping: &output, deliver: nil)
        return (output, failure)
    }

    /// Inflates the zlib stream in `input`, handing the output to `deliver` in
    /// order as it is made; returns how many bytes were made, and why it stopped early.
    static func zlib(_ input: UnsafeBufferPointer<UInt8>, limit: Int, deliver: @escaping (ArraySlice<UInt8>) -> Void) -> (count: Int, failure: Failure?) {
        var unused: [UInt8] = []
        var count = 0
        let failure = zlib(input, limit: limit, keeping: &unused) { bytes in
            count += bytes.count
            deliver(bytes)
        }
        return (count, failure)
    }

    private static func zlib(
        _ input: UnsafeBufferPointer<UInt8>, limit: Int, keeping output: inout [UInt8], deliver: ((ArraySlice<UInt8>) -> Void)?
    ) -> Failure? {
        guard input.count >= 2 else { return .truncated }
        let cmf = Int(input[0]), flg = Int(input[1])
        guard cmf & 0x0F == 8, (cmf << 8 | flg) % 31 == 0 else { return .corrupt("not a zlib stream") }
        guard flg & 0x20 == 0 else { return .corrupt("a preset dictionary is not allowed") }
        var inflater = Inflate(input, start: 2, limit: limit, deliver: deliver)
        var failure: Failure?
        do { try inflater.run() } catch { failure = error }
        inflater.flush(final: true)
        output = inflater.output
        return failure
    }

    /// Hands over what was made since the last delivery, and drops what no
    /// back-reference can reach any more.
    private mutating func flush(final: Bool = false) {
        guard let deliver else { return }
        if delivered < output.count { deliver(output[delivered...]) }
        delivered = output.count
        if !final && output.count > Self.window * 4 {
            let drop = output.count - Self.window
            output.removeFirst(drop)
            dropped += drop
            delivered -= drop
        }
    }

    @inline(__always)
    private mutating func flushIfDue() {
        if deliver != nil && output.count - delivered >= Self.deliveryChunk { flush() }
    }

    mutating func run() throws(Failure) {
        var last = false
        var blocks = 0
        while !last {
            blocks += 1
            // Each block consumes at least 3 bits, so this bounds the loop by the input.
            guard blocks <= input.count * 3 + 8 else { throw .corrupt("too many blocks") }
            last = try bits(1) == 1
            switch try bits(2) {
            case 0: try stored()
            case 1: try huffmanBlock(literals: Inflate.fixedLiterals, distances: Inflate.fixedDistances)
            case 2:
                let (literals, distances) = try dynamicTables()
                try huffmanBlock(literals: literals, distances: distances)
            default: throw .corrupt("reserved block type")
            }
            flushIfDue()
            if produced >= limit { return }
        }
    }

    // MARK: bits, least significant first

    @inline(__always)
    private mutating func refill() {
        while bitCount <= 56 {
            if position < input.count {
                bitBuffer |= UInt64(input[position]) << UInt64(bitCount)
                position += 1
            } else {
                overrun += 8
            }
            bitCount += 8
        }
    }

    @inline(__always)
    private mutating func bits(_ count: Int) throws(Failure) -> Int {
        if bitCount < count { refill() }
        let value = Int(bitBuffer & ((1 << UInt64(count)) - 1))
        bitBuffer >>= UInt64(count)
        bitCount -= count
        if overrun > bitCount + 64 { throw .truncated }
        return value
    }

    private var isPastEnd: Bool { overrun > bitCount }

    // MARK: blocks

    private mutating func stored() throws(Failure) {
        // Drop to a byte boundary: give back whole bytes still in the buffer.
        let spare = bitCount % 8
        bitBuffer >>= UInt64(spare)
        bitCount -= spare
        let buffered = bitCount / 8 - overrun / 8
        position -= max(0, buffered)
        bitBuffer = 0
        bitCount = 0
        overrun = 0
        guard position + 4 <= input.count else { throw .truncated }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        guard length == ~complement & 0xFFFF else { throw .corrupt("stored block length") }
        position += 4
        let available = min(length, input.count - position, limit - produced)
        output.append(contentsOf: input[position..<(position + available)])
        position += available
        guard available == length || produced >= limit else { throw .truncated }
    }

    private mutating func huffmanBlock(literals: HuffmanTable, distances: HuffmanTable) throws(Failure) {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 {
                guard produced < limit else { return }
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < 29 else { throw .corrupt("bad length symbol") }
                let length = Inflate.lengthBase[index] + (try bits(Inflate.lengthExtra[index]))
                let distanceSymbol = try decode(distances)
                guard distanceSymbol < 30 else { throw .corrupt("bad distance symbol") }
                let distance = Inflate.distanceBase[distanceSymbol] + (try bits(Inflate.distanceExtra[distanceSymbol]))
                guard distance <= output.count else { throw .corrupt("distance too far back") }
                let count = min(length, limit - produced)
                var from = output.count - distance
                for _ in 0..<count {
                    output.append(output[from])
                    from += 1
                }
                if produced >= limit { return }
            }
            if isPastEnd { throw .truncated }
            flushIfDue()
        }
    }

    private mutating func dynamicTables() throws(Failure) -> (HuffmanTable, HuffmanTable) {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeLengthCount = try bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw .corrupt("too many codes") }
        var codeLengthLengths = [Int](repeating: 0, count: 19)
        for i in 0..<codeLengthCount {
            codeLengthLengths[Inflate.codeLengthOrder[i]] = try bits(3)
        }
        let codeLengths = try HuffmanTable(lengths: codeLengthLengths)
        var lengths: [Int] = []
        lengths.reserveCapacity(literalCount + distanceCount)
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(codeLengths)
            switch symbol {
            case 0...15:
                lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw .corrupt("repeat with no previous length") }
                lengths.append(contentsOf: repeatElement(previous, count: 3 + (try bits(2))))
            case 17:
                lengths.append(contentsOf: repeatElement(0, count: 3 + (try bits(3))))
            default:
                lengths.append(contentsOf: repeatElement(0, count: 11 + (try bits(7))))
            }
            if isPastEnd { throw .truncated }
        }
        guard lengths.count == literalCount + distanceCount else { throw .corrupt("code lengths overrun") }
        guard lengths[256] > 0 else { throw .corrupt("no end-of-block code") }
        return (try HuffmanTable(lengths: Array(lengths[0..<literalCount])),
                try HuffmanTable(lengths: Array(lengths[literalCount...]), allowIncomplete: true))
    }

    // MARK: Huffman codes

    @inline(__always)
    private mutating func decode(_ table: HuffmanTable) throws(Failure) -> Int {
        if bitCount < 16 { refill() }
        let entry = table.fast[Int(bitBuffer & UInt64(HuffmanTable.fastMask))]
        if entry != 0 {
            let length = Int(entry >> 9)
            bitBuffer >>= UInt64(length)
            bitCount -= length
            return Int(entry & 0x1FF)
        }
        return try decodeSlowly(table)
    }

    /// Codes longer than the fast table, one bit at a time (canonical decoding).
    private mutating func decodeSlowly(_ table: HuffmanTable) throws(Failure) -> Int {
        var code = 0, first = 0, index = 0
        for length in 1...15 {
            code |= try bits(1)
            let count = table.counts[length]
            if code - count < first { return table.symbols[index + (code - first)] }
            index += count
            first += count
            first <<= 1
            code <<= 1
        }
        throw .corrupt("invalid Huffman code")
    }

    // MARK: constants

    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    static let fixedLiterals: HuffmanTable = {
        let lengths = [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112) + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8)
        return (try? HuffmanTable(lengths: lengths)) ?? HuffmanTable.empty
    }()

    static let fixedDistances: HuffmanTable = (try? HuffmanTable(lengths: [Int](repeating: 5, count: 30), allowIncomplete: true)) ?? HuffmanTable.empty
}
