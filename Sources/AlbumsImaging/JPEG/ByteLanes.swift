/// Eight Int32 lanes clamped to a byte's 0…255 with shifts, ands and adds
/// only: the standard library's `clamped(lowerBound:upperBound:)` and
/// `pointwiseMin`/`Max` on SIMD8 are generic loops over the lanes, called,
/// not inlined (a fifth of a JPEG decode's instructions, by callgrind).
enum ByteLanes {
    typealias Lanes = SIMD8<Int32>

    @inline(__always)
    static func clamp(_ x: Lanes) -> Lanes {
        // max(x, 0): a negative lane's sign, spread, masks it to 0.
        let low = x & ~(x &>> 31)
        // min(low, 255): past 255, 255 − low is negative and brings it back to 255.
        let over = Lanes(repeating: 255) &- low
        return low &+ (over & (over &>> 31))
    }
}
