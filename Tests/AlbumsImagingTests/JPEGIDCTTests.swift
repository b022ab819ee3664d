@testable import AlbumsImaging
import AlbumsTestSupport
import Testing

/// The accurate IDCT's 16-bit path (`JPEGIDCT.pass16`, taken when every
/// dequantized coefficient of a block is within −1,024…1,023) gives the
/// pixels of its 32-bit path (libjpeg's arithmetic lane for lane), and the
/// bounds it relies on hold for every input in that range.
@Suite struct JPEGIDCTTests {
    /// `islow8` of one block, with the 16-bit table (the fast path when the
    /// block allows it) or without (the 32-bit path throughout). As in the
    /// decoder (`JPEGComponent.quant16`), a table past 16 bits has no 16-bit copy.
    static func idct(_ coefficients: [Int16], _ quant: [Int32], sixteen: Bool) -> [UInt8] {
        let quant16 = quant.map { Int16(truncatingIfNeeded: $0) }
        let sixteen = sixteen && JPEGIDCT.fitsSixteenBits(quant)
        var output = [UInt8](repeating: 0, count: 64)
        coefficients.withUnsafeBufferPointer { c in
            quant.withUnsafeBufferPointer { q in
                quant16.withUnsafeBufferPointer { q16 in
                    output.withUnsafeMutableBufferPointer { o in
                        JPEGIDCT.islow8(c.baseAddress!, q.baseAddress!, sixteen ? q16.baseAddress : nil, o.baseAddress!, stride: 8)
                    }
                }
            }
        }
        return output
    }

    /// Whether the 16-bit path takes this block: every product within −1,024…1,023.
    static func takesSixteen(_ coefficients: [Int16], _ quant: [Int32]) -> Bool {
        zip(coefficients, quant).allSatisfy { (-1024...1023).contains(Int32($0) * $1) }
    }

    @Test(.timeLimit(.minutes(1)))
    func theSixteenBitPathGivesTheThirtyTwoBitPathsPixels() {
        var random = SplitMix64(seed: 0x1DC7)
        var sixteen = 0, fallback = 0, wrong = 0
        for round in 0..<60_000 {
            // Tables from fine (1) to coarse (255), and now and then a 16-bit one past 32,767.
            let coarseness = Int32(1 + random.next() % 255)
            var quant = (0..<64).map { _ in Int32(1 + random.next() % UInt64(coarseness)) }
            if round % 97 == 0 { quant[Int(random.next() % 64)] = Int32(32_768 + random.next() % 32_768) }
            // Coefficients: mostly zero, small, or near and past the 16-bit path's edge.
            let reach = [2, 16, 128, 1024, 4096][Int(random.next() % 5)]
            let density = random.next() % 64
            let coefficients = (0..<64).map { index -> Int16 in
                guard index == 0 || random.next() % 64 < density else { return 0 }
                return Int16(Int(random.next() % UInt64(2 * reach + 1)) - reach)
            }
            if Self.takesSixteen(coefficients, quant) && quant.allSatisfy({ $0 <= 32_767 }) { sixteen += 1 } else { fallback += 1 }
            if Self.idct(coefficients, quant, sixteen: true) != Self.idct(coefficients, quant, sixteen: false) { wrong += 1 }
        }
        #expect(wrong == 0)
        #expect(sixteen > 10_000, "the 16-bit path is tried")
        #expect(fallback > 10_000, "and so is the way round it")
    }

    /// At the edges of the range: every input at −1,024 or 1,023, in each of the 256 sign patterns.
    @Test func theSixteenBitPathHoldsAtTheEdgesOfItsRange() {
        var wrong = 0
        for pattern in 0..<256 {
            for dc in [Int16(-1024), 1023] {
                let coefficients = (0..<64).map { k -> Int16 in
                    k == 0 ? dc : (pattern >> (k % 8)) & 1 == 0 ? -1024 : 1023
                }
                let quant = [Int32](repeating: 1, count: 64)
                if Self.idct(coefficients, quant, sixteen: true) != Self.idct(coefficients, quant, sixteen: false) { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }

    /// What `pass16` relies on, worked out with the 32-bit `pass` (which has
    /// no 16-bit shortcut): for inputs within −1,024…1,023, the column pass's
    /// outputs fit in 16 bits; for inputs that size, the row pass's sums fit in
    /// 32 bits and its outputs in 16. A linear pass is largest at a corner of
    /// the box of its inputs, so the 256 corners bound every input.
    @Test func thePassesStayWithinSixteenBits() {
        typealias Lanes = JPEGIDCT.Lanes
        func corners(_ low: Int32, _ high: Int32, shift: Int32) -> Int32 {
            var largest: Int32 = 0
            for pattern in stride(from: 0, to: 256, by: 8) {
                // Eight patterns at once, one per lane.
                func input(_ bit: Int) -> Lanes {
                    Lanes((0..<8).map { lane in ((pattern + lane) >> bit) & 1 == 0 ? low : high })
                }
                let out = JPEGIDCT.pass(input(0), input(1), input(2), input(3), input(4), input(5), input(6), input(7), shift: shift)
                for vector in [out.0, out.1, out.2, out.3, out.4, out.5, out.6, out.7] {
                    for lane in 0..<8 { largest = max(largest, abs(vector[lane])) }
                }
            }
            return largest
        }
        let columns = corners(-1024, 1023, shift: JPEGIDCT.constBits - JPEGIDCT.pass1Bits)
        #expect(columns <= 30_607)
        // The row pass's largest sum, from its outputs at the least shift (1 bit), by the size of its inputs.
        let gain = Int64(corners(-1024, 1024, shift: 1)) * 2 / 1024 + 1
        #expect(Int64(columns) * gain < Int64(Int32.max))
        let rows = corners(-columns, columns, shift: JPEGIDCT.constBits + JPEGIDCT.pass1Bits + 3)
        #expect(rows + 128 <= Int32(Int16.max), "the row pass's outputs (about 7,150), with 128 added")
    }
}

/// Which tables and pictures take the decoder's faster paths.
@Suite struct JPEGPathRuleTests {
    /// A 16-bit table (up to 65,535) has a 16-bit copy only when every entry
    /// fits in an Int16; 65,535 would wrap to −1, whose products pass the
    /// 16-bit path's range check and give the wrong pixels.
    @Test func aTableEntryPast32767TakesTheThirtyTwoBitPath() throws {
        var table = [Int32](repeating: 16, count: 64)
        try #require(table.count == 64)
        #expect(JPEGIDCT.fitsSixteenBits(table))
        table[1] = 32_767
        #expect(JPEGIDCT.fitsSixteenBits(table))
        for entry: Int32 in [32_768, 40_000, 65_535] {
            table[1] = entry
            #expect(!JPEGIDCT.fitsSixteenBits(table), "\(entry)")
        }
        // A block with one small AC coefficient under that table: whatever the decoder's rule, the pixels are the 32-bit path's.
        var coefficients = [Int16](repeating: 0, count: 64)
        try #require(coefficients.count == 64)
        coefficients[1] = 5
        table[1] = 65_535
        #expect(JPEGIDCTTests.idct(coefficients, table, sixteen: true) == JPEGIDCTTests.idct(coefficients, table, sixteen: false))
    }

    /// Two threads from 1024² pixels out; below, one is as fast and costs less CPU.
    @Test func twoThreadsFromAMillionPixelsOut() {
        #expect(JPEGRowPipeline.usesTwoThreads(pixels: 1024 * 1024))
        #expect(JPEGRowPipeline.usesTwoThreads(pixels: 2400 * 2400))
        #expect(!JPEGRowPipeline.usesTwoThreads(pixels: 1024 * 1023))
        #expect(!JPEGRowPipeline.usesTwoThreads(pixels: 600 * 600))
    }
}
