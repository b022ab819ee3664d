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
}
