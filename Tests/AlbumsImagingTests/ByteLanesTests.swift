@testable import AlbumsImaging
import AlbumsTestSupport
import Testing

@Suite struct ByteLanesTests {
    /// The same as clamping each lane on its own, from Int32.min to Int32.max.
    @Test func clampsEachLaneToAByte() {
        var random = SplitMix64(seed: 3)
        var values: [Int32] = [.min, .min + 1, -256, -1, 0, 1, 127, 128, 254, 255, 256, 257, 65_535, .max - 1, .max]
        for _ in 0..<4_000 { values.append(Int32(truncatingIfNeeded: random.next() >> (random.next() % 40))) }
        var wrong = 0
        for start in stride(from: 0, to: values.count - 8, by: 3) {
            let lanes = SIMD8<Int32>(values[start..<(start + 8)])
            let clamped = ByteLanes.clamp(lanes)
            for lane in 0..<8 where clamped[lane] != min(max(lanes[lane], 0), 255) { wrong += 1 }
        }
        #expect(wrong == 0)
    }

    /// Zero only when every lane is: one bit set anywhere is seen.
    @Test func seesAnyLaneThatIsNotZero() {
        #expect(ByteLanes.isZero(SIMD8<Int16>()))
        for lane in 0..<8 {
            for bit in 0..<16 {
                var lanes = SIMD8<Int16>()
                lanes[lane] = Int16(bitPattern: UInt16(1) << UInt16(bit))
                #expect(!ByteLanes.isZero(lanes), "lane \(lane), bit \(bit)")
            }
        }
    }

    /// Every 16-bit value, eight at a time.
    @Test func clampsEvery16BitLaneToAByte() {
        var wrong = 0
        for start in stride(from: Int(Int16.min), through: Int(Int16.max) - 7, by: 8) {
            let lanes = SIMD8<Int16>((0..<8).map { Int16(start + $0) })
            let clamped = ByteLanes.clamp(lanes)
            for lane in 0..<8 where clamped[lane] != min(max(lanes[lane], 0), 255) { wrong += 1 }
        }
        #expect(wrong == 0)
    }

    /// The high half of the full product, for products of every sign and size,
    /// and lanes widened and narrowed as one lane at a time would be.
    @Test func multipliesWidensAndNarrowsLaneByLane() {
        var random = SplitMix64(seed: 16)
        var wrong = 0
        let edges: [Int16] = [.min, .min + 1, -256, -1, 0, 1, 255, 256, .max - 1, .max]
        for round in 0..<2_000 {
            let a = SIMD8<Int16>((0..<8).map { round < 10 ? edges[(round + $0) % edges.count] : Int16(truncatingIfNeeded: random.next()) })
            let b = SIMD8<Int16>((0..<8).map { round < 10 ? edges[(3 * round + $0) % edges.count] : Int16(truncatingIfNeeded: random.next()) })
            let high = ByteLanes.multiplyHigh(a, b)
            let wide = ByteLanes.widen(a)
            let bytes = SIMD8<UInt8>((0..<8).map { UInt8(truncatingIfNeeded: a[$0]) })
            let narrowed = ByteLanes.narrow(SIMD8<Int32>((0..<8).map { Int32(a[$0]) &* 70_001 }))
            for lane in 0..<8 {
                if Int(high[lane]) != (Int(a[lane]) * Int(b[lane])) >> 16 { wrong += 1 }
                if wide[lane] != Int32(a[lane]) { wrong += 1 }
                if ByteLanes.widen(bytes)[lane] != Int16(bytes[lane]) { wrong += 1 }
                if narrowed[lane] != Int16(truncatingIfNeeded: Int32(a[lane]) &* 70_001) { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }
}
