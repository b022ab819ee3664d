

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
    ///
    /// In 16-bit lanes, as libjpeg-turbo's SSE2 code does it: a constant past
    /// 16 bits is split into 65,536 (the value itself) and the rest, and
    /// libjpeg's rounding `(x·c + 2¹⁵) >> 16` is `((2x·c >> 16) + 1) >> 1`,
    /// which holds for every x (write 2x·c as 2¹⁶q + r: both are ⌊(q + 1)/2⌋).
    /// G's two products are summed in 32 bits before their one rounding.
    /// Checked against the tables' arithmetic for every Y, Cb and Cr.
    @inline(__always)
    static func convert8(_ luma: SIMD8<UInt8>, _ blue: SIMD8<UInt8>, _ red: SIMD8<UInt8>) -> SIMD8<UInt32> {
        typealias Shorts = ByteLanes.Shorts
        let centre = Shorts(repeating: 128), one = Shorts(repeating: 1)
        let y = ByteLanes.widen(luma)
        let cb = ByteLanes.widen(blue) &- centre
        let cr = ByteLanes.widen(red) &- centre
        // 1.402 · 65536 = 91881 = 65536 + 26345.
        let r = y &+ cr &+ ((ByteLanes.multiplyHigh(cr &<< 1, Shorts(repeating: 26345)) &+ one) &>> 1)
        // 1.772 · 65536 = 116130 = 65536 + 2 · 25297.
        let b = y &+ cb &+ ((ByteLanes.multiplyHigh(cb &<< 2, Shorts(repeating: 25297)) &+ one) &>> 1)
        // −0.34414 · 65536 = −22554; −0.71414 · 65536 = −46802 = −65536 + 18734.
        let green = (ByteLanes.widen(cb) &* -22554 &+ ByteLanes.widen(cr) &* 18734 &+ (1 << 15)) &>> 16
        let g = y &- cr &+ ByteLanes.narrow(green)
        let low = ByteLanes.widen(ByteLanes.clamp(r) | ByteLanes.clamp(g) &<< 8) & 0xFFFF
        let high = ByteLanes.widen(ByteLanes.clamp(b)) &<< 16
        // Same width, same bits: a reinterpretation, not a conversion lane by lane.
        return unsafeBitCast(low | high | Lanes(repeating: -0x0100_0000), to: SIMD8<UInt32>.self)
    }
}
