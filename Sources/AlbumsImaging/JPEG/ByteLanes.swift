/// Eight lanes clamped to a byte's 0…255 with shifts, ands and adds only,
/// and the lane-width changes the colour conversion needs, written lane by
/// lane: the standard library's `clamped(lowerBound:upperBound:)`,
/// `pointwiseMin`/`Max` and `init(truncatingIfNeeded:)` between SIMD types are
/// generic loops over the lanes, called, not inlined (a fifth of a JPEG
/// decode's instructions, by callgrind), while LLVM turns these into one or
/// two vector instructions each (`punpcklbw`, `pmulhw`, `packssdw`).
enum ByteLanes {
    typealias Lanes = SIMD8<Int32>
    typealias Shorts = SIMD8<Int16>

    @inline(__always)
    static func clamp(_ x: Lanes) -> Lanes {
        // max(x, 0): a negative lane's sign, spread, masks it to 0.
        let low = x & ~(x &>> 31)
        // min(low, 255): past 255, 255 − low is negative and brings it back to 255.
        let over = Lanes(repeating: 255) &- low
        return low &+ (over & (over &>> 31))
    }

    /// The same, in 16-bit lanes.
    @inline(__always)
    static func clamp(_ x: Shorts) -> Shorts {
        let low = x & ~(x &>> 15)
        let over = Shorts(repeating: 255) &- low
        return low &+ (over & (over &>> 15))
    }

    @inline(__always)
    static func widen(_ v: SIMD8<UInt8>) -> Shorts {
        Shorts(Int16(v[0]), Int16(v[1]), Int16(v[2]), Int16(v[3]), Int16(v[4]), Int16(v[5]), Int16(v[6]), Int16(v[7]))
    }

    @inline(__always)
    static func widen(_ v: Shorts) -> Lanes {
        Lanes(Int32(v[0]), Int32(v[1]), Int32(v[2]), Int32(v[3]), Int32(v[4]), Int32(v[5]), Int32(v[6]), Int32(v[7]))
    }

    /// Each lane's low 16 bits.
    @inline(__always)
    static func narrow(_ v: Lanes) -> Shorts {
        Shorts(Int16(truncatingIfNeeded: v[0]), Int16(truncatingIfNeeded: v[1]), Int16(truncatingIfNeeded: v[2]),
               Int16(truncatingIfNeeded: v[3]), Int16(truncatingIfNeeded: v[4]), Int16(truncatingIfNeeded: v[5]),
               Int16(truncatingIfNeeded: v[6]), Int16(truncatingIfNeeded: v[7]))
    }

    /// Whether every lane is 0, as two 64-bit words: `==` between SIMD values
    /// is a loop over the lanes, into which LLVM sank the work that made them.
    @inline(__always)
    static func isZero(_ v: Shorts) -> Bool {
        let words = unsafeBitCast(v, to: SIMD2<UInt64>.self)
        return words[0] | words[1] == 0
    }

    /// The high 16 bits of each lane's 32-bit product (SSE2's `pmulhw`).
    @inline(__always)
    static func multiplyHigh(_ a: Shorts, _ b: Shorts) -> Shorts {
        narrow((widen(a) &* widen(b)) &>> 16)
    }
}
