@testable import AlbumsImaging
import AlbumsTestSupport
import Testing

/// A refining AC scan finds the coefficients that take a correction bit from
/// each block's `given` mask. Checked against libjpeg's decode_mcu_AC_refine
/// written out as it is (every position looked at in turn), on random blocks
/// and random bits: the same coefficients, the same end-of-band run, and the
/// same bits read.
@Suite struct JPEGRefineTests {
    /// Every symbol a refining scan can have (runs with no value or ±1, ZRL,
    /// and end-of-band runs), each a 5-bit code: any bits decode.
    static func table() throws -> JPEGHuffmanTable {
        let symbols = (0..<15).map { UInt8($0 << 4) } + [0xF0] + (0..<16).map { UInt8($0 << 4 | 1) }
        var counts = [UInt8](repeating: 0, count: 16)
        counts[4] = UInt8(symbols.count)
        return JPEGHuffmanTable(try JPEGHuffman(counts: counts, symbols: symbols))
    }

    /// libjpeg's loop, one zigzag position after another.
    static func reference(_ block: UnsafeMutablePointer<Int16>, eobrun: inout Int, ss: Int, se: Int, al: Int,
                          table: JPEGHuffmanTable.Pointers, reader: inout JPEGBitReader) {
        let plus = Int16(truncatingIfNeeded: 1 << al), minus = Int16(truncatingIfNeeded: -1 << al)
        let order = ZigZag.natural
        func refine(_ position: Int) {
            let coefficient = block[position]
            if reader.bit() == 1, coefficient & plus == 0 {
                block[position] = coefficient >= 0 ? coefficient &+ plus : coefficient &+ minus
            }
        }
        var k = ss
        if eobrun == 0 {
            while k <= se {
                let symbol = reader.decode(table)
                var run = symbol >> 4
                var value: Int16 = 0
                if symbol & 15 != 0 {
                    value = reader.bit() == 1 ? plus : minus
                } else if run != 15 {
                    eobrun = 1 << run
                    if run > 0 { eobrun += reader.read(run) }
                    break
                }
                while k <= se {
                    let position = order[k]
                    if block[position] != 0 {
                        refine(position)
                    } else {
                        if run == 0 { break }
                        run -= 1
                    }
                    k += 1
                }
                if value != 0, k <= se { block[order[k]] = value }
                k += 1
            }
        }
        if eobrun > 0 {
            while k <= se {
                if block[order[k]] != 0 { refine(order[k]) }
                k += 1
            }
            eobrun -= 1
        }
    }

    @Test func refiningMatchesLibjpegsLoop() throws {
        let table = try Self.table()
        var random = SplitMix64(seed: 63)
        var wrong = 0, blocksWithNewValues = 0, bandsToTheEnd = 0
        for round in 0..<3_000 {
            let bytes = (0..<256).map { _ in UInt8(truncatingIfNeeded: random.next() % 255) }
            let al = Int(random.next() % 4)
            let ss = 1 + Int(random.next() % 40)
            let se = round % 3 == 0 ? 63 : ss + Int(random.next() % UInt64(64 - ss))
            if se == 63 { bandsToTheEnd += 1 }
            // A block with some coefficients given (odd multiples of 2^(al+1)), the rest zero.
            var coefficients = [Int16](repeating: 0, count: 64)
            var given: UInt64 = 0
            let density = random.next() % 64
            for k in 1..<64 where random.next() % 64 < density {
                let magnitude = Int16(1 + 2 * (random.next() % 20)) << (al + 1)
                coefficients[ZigZag.natural[k]] = random.next() % 2 == 0 ? magnitude : -magnitude
                given |= 1 << UInt64(k)
            }
            let startRun = round % 5 == 0 ? Int(random.next() % 3) : 0
            bytes.withUnsafeBufferPointer { data in
                var expected = coefficients, actual = coefficients
                var expectedRun = startRun, expectedReader = JPEGBitReader(data, position: 0)
                expected.withUnsafeMutableBufferPointer { block in
                    guard let block = block.baseAddress else { return }
                    Self.reference(block, eobrun: &expectedRun, ss: ss, se: se, al: al, table: table.pointers, reader: &expectedReader)
                }
                var decoding = JPEGDecoding(data: data, scale: 1)
                decoding.eobrun = startRun
                var reader = JPEGBitReader(data, position: 0)
                var mask = given
                ZigZag.natural.withUnsafeBufferPointer { order in
                    actual.withUnsafeMutableBufferPointer { block in
                        guard let block = block.baseAddress, let order = order.baseAddress else { return }
                        decoding.decodeACRefine(block, given: &mask, ss: ss, se: se, al: al, table: table.pointers, reader: &reader, order: order)
                    }
                }
                let nonzero = (1..<64).reduce(UInt64(0)) { mask, k in actual[ZigZag.natural[k]] != 0 ? mask | 1 << UInt64(k) : mask }
                if expected != actual || expectedRun != decoding.eobrun || expectedReader.position != reader.position
                    || expectedReader.count != reader.count || expectedReader.buffer != reader.buffer || mask != nonzero {
                    wrong += 1
                }
                if nonzero != given { blocksWithNewValues += 1 }
            }
        }
        #expect(wrong == 0)
        #expect(blocksWithNewValues > 500, "the bits give new values as well as corrections")
        #expect(bandsToTheEnd >= 1_000)
    }
}
