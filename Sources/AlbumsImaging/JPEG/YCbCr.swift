

/// YCbCr to RGBA as libjpeg does it (jdcolor.c): 16-bit fixed point, each of
/// its table entries computed from the formula that fills it, eight pixels at
/// a time.
enum YCbCr {
    typealias Lanes = SIMD8<Int32>

    static func convert(_ luma: UnsafeMutablePointer<UInt8>, _ blue: UnsafeMutablePointer<UInt8>, _ red: UnsafeMutablePointer<UInt8>,
                        into target: UnsafeMutablePointer<UInt8>, count: Int) {
        guard count >= 8 else {
            // A row of fewer than eight pixels goes through an eight-pixel scratch row.
            var y = SIMD8<UInt8>(), cb = SIMD8<UInt8>(), cr = SIMD8<UInt8>()
            for i in 0..<count { (y[i], cb[i], cr[i]) = (luma[i], blue[i], red[i]) }
            let pixels = convert8(y, cb, cr)
            withUnsafeBytes(of: pixels) { bytes in
                for i in 0..<(count * 4) { target[i] = bytes[i] }
            }
            return
        }
        @inline(__always) func convert(at offset: Int) {
            @inline(__always) func load(_ row: UnsafeMutablePointer<UInt8>) -> SIMD8<UInt8> {
                UnsafeRawPointer(row + offset).loadUnaligned(as: SIMD8<UInt8>.self)
            }
            UnsafeMutableRawPointer(target + offset * 4).storeBytes(of: convert8(load(luma), load(blue), load(red)), as: SIMD8<UInt32>.self)
        }
        var offset = 0
        while offset <= count - 8 {
            convert(at: offset)
            offset += 8
        }
        // The last few pixels: the last eight again, some of them converted twice to the same values.
        if count % 8 != 0 { convert(at: count - 8) }
    }

    /// R = Y + 1.402 (Cr − 128), G = Y − 0.34414 (Cb − 128) − 0.71414 (Cr − 128),
    /// B = Y + 1.772 (Cb − 128), each in libjpeg's 16-bit fixed point and
    /// rounding, clamped to 0…255; alpha 255.
    @inline(__always)
    static func convert8(_ luma: SIMD8<UInt8>, _ blue: SIMD8<UInt8>, _ red: SIMD8<UInt8>) -> SIMD8<UInt32> {
        let half = Lanes(repeating: 1 << 15), centre = Lanes(repeating: 128)
        let y = Lanes(truncatingIfNeeded: luma)
        let cb = Lanes(truncatingIfNeeded: blue) &- centre
        let cr = Lanes(truncatingIfNeeded: red) &- centre
        let r = ByteLanes.clamp(y &+ ((cr &* 91881 &+ half) &>> 16))
        let g = ByteLanes.clamp(y &+ ((cb &* -22554 &+ half &+ cr &* -46802) &>> 16))
        let b = ByteLanes.clamp(y &+ ((cb &* 116130 &+ half) &>> 16))
        // Same width, same bits: a reinterpretation, not a conversion lane by lane.
        return unsafeBitCast(r | g &<< 8 | b &<< 16 | Lanes(repeating: -0x0100_0000), to: SIMD8<UInt32>.self)
    }
}
