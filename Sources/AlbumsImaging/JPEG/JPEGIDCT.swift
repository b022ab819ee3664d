/// Inverse DCTs, in libjpeg's fixed point so the pixels are libjpeg's: the
/// accurate 8×8 one (jidctint.c, "islow", the default) and the reduced 4×4,
/// 2×2 and 1×1 ones of scaled decoding (jidctred.c).
enum JPEGIDCT {
    static let constBits: Int32 = 13
    static let pass1Bits: Int32 = 2
    static let fix0_298631336: Int32 = 2446
    static let fix0_390180644: Int32 = 3196
    static let fix0_541196100: Int32 = 4433
    static let fix0_765366865: Int32 = 6270
    static let fix0_899976223: Int32 = 7373
    static let fix1_175875602: Int32 = 9633
    static let fix1_501321110: Int32 = 12299
    static let fix1_847759065: Int32 = 15137
    static let fix1_961570560: Int32 = 16069
    static let fix2_053119869: Int32 = 16819
    static let fix2_562915447: Int32 = 20995
    static let fix3_072711026: Int32 = 25172

    @inline(__always)
    static func descale(_ x: Int32, _ n: Int32) -> Int32 {
        (x &+ (1 << (n - 1))) >> n
    }

    @inline(__always)
    static func clamp(_ x: Int32) -> UInt8 {
        let value = x &+ 128
        return value < 0 ? 0 : (value > 255 ? 255 : UInt8(truncatingIfNeeded: value))
    }

    static func dcOnly(_ coefficients: UnsafePointer<Int16>, _ quant: UnsafePointer<Int32>, _ output: UnsafeMutablePointer<UInt8>) {
        output[0] = clamp(descale(Int32(coefficients[0]) &* quant[0], 3))
    }

    static let fix0_211164243: Int32 = 1730
    static let fix0_509795579: Int32 = 4176
    static let fix0_601344887: Int32 = 4926
    static let fix0_720959822: Int32 = 5906
    static let fix0_850430095: Int32 = 6967
    static let fix1_061594337: Int32 = 8697
    static let fix1_272758580: Int32 = 10426
    static let fix1_451774981: Int32 = 11893
    static let fix2_172734803: Int32 = 17799
    static let fix3_624509785: Int32 = 29692

    /// 4×4 pixels, each the mean of the 2×2 the full IDCT would give: libjpeg's
    /// jpeg_idct_4x4 (jidctred.c), which skips the coefficients that average out.
    static func idct4x4(_ coefficients: UnsafePointer<Int16>, _ quant: UnsafePointer<Int32>,
                        _ output: UnsafeMutablePointer<UInt8>, stride: Int, workspace ws: UnsafeMutablePointer<Int32>) {
        @inline(__always) func odd(_ z1: Int32, _ z2: Int32, _ z3: Int32, _ z4: Int32) -> (Int32, Int32) {
            (z1 &* -fix0_211164243 &+ z2 &* fix1_451774981 &+ z3 &* -fix2_172734803 &+ z4 &* fix1_061594337,
             z1 &* -fix0_509795579 &+ z2 &* -fix0_601344887 &+ z3 &* fix0_899976223 &+ z4 &* fix2_562915447)
        }
        for column in 0..<8 where column != 4 {
            let c = coefficients + column, q = quant + column
            if c[8] == 0 && c[16] == 0 && c[24] == 0 && c[40] == 0 && c[48] == 0 && c[56] == 0 {
                let dc = (Int32(c[0]) &* q[0]) << pass1Bits
                for row in 0..<4 { ws[row * 8 + column] = dc }
                continue
            }
            let tmp0 = (Int32(c[0]) &* q[0]) << (constBits + 1)
            let tmp2 = (Int32(c[16]) &* q[16]) &* fix1_847759065 &+ (Int32(c[48]) &* q[48]) &* -fix0_765366865
            let tmp10 = tmp0 &+ tmp2, tmp12 = tmp0 &- tmp2
            let (o0, o2) = odd(Int32(c[56]) &* q[56], Int32(c[40]) &* q[40], Int32(c[24]) &* q[24], Int32(c[8]) &* q[8])
            let shift = constBits - pass1Bits + 1
            ws[column] = descale(tmp10 &+ o2, shift)
            ws[24 + column] = descale(tmp10 &- o2, shift)
            ws[8 + column] = descale(tmp12 &+ o0, shift)
            ws[16 + column] = descale(tmp12 &- o0, shift)
        }
        for row in 0..<4 {
            let w = ws + row * 8, out = output + row * stride
            if w[1] == 0 && w[2] == 0 && w[3] == 0 && w[5] == 0 && w[6] == 0 && w[7] == 0 {
                let value = clamp(descale(w[0], pass1Bits + 3))
                for x in 0..<4 { out[x] = value }
                continue
            }
            let tmp0 = w[0] << (constBits + 1)
            let tmp2 = w[2] &* fix1_847759065 &+ w[6] &* -fix0_765366865
            let tmp10 = tmp0 &+ tmp2, tmp12 = tmp0 &- tmp2
            let (o0, o2) = odd(w[7], w[5], w[3], w[1])
            let shift = constBits + pass1Bits + 3 + 1
            out[0] = clamp(descale(tmp10 &+ o2, shift))
            out[3] = clamp(descale(tmp10 &- o2, shift))
            out[1] = clamp(descale(tmp12 &+ o0, shift))
            out[2] = clamp(descale(tmp12 &- o0, shift))
        }
    }

    /// 2×2 pixels, each the mean of the 4×4 the full IDCT would give: libjpeg's jpeg_idct_2x2.
    static func idct2x2(_ coefficients: UnsafePointer<Int16>, _ quant: UnsafePointer<Int32>,
                        _ output: UnsafeMutablePointer<UInt8>, stride: Int, workspace ws: UnsafeMutablePointer<Int32>) {
        @inline(__always) func odd(_ z7: Int32, _ z5: Int32, _ z3: Int32, _ z1: Int32) -> Int32 {
            z7 &* -fix0_720959822 &+ z5 &* fix0_850430095 &+ z3 &* -fix1_272758580 &+ z1 &* fix3_624509785
        }
        for column in [0, 1, 3, 5, 7] {
            let c = coefficients + column, q = quant + column
            if c[8] == 0 && c[24] == 0 && c[40] == 0 && c[56] == 0 {
                let dc = (Int32(c[0]) &* q[0]) << pass1Bits
                ws[column] = dc
                ws[8 + column] = dc
                continue
            }
            let tmp10 = (Int32(c[0]) &* q[0]) << (constBits + 2)
            let tmp0 = odd(Int32(c[56]) &* q[56], Int32(c[40]) &* q[40], Int32(c[24]) &* q[24], Int32(c[8]) &* q[8])
            let shift = constBits - pass1Bits + 2
            ws[column] = descale(tmp10 &+ tmp0, shift)
            ws[8 + column] = descale(tmp10 &- tmp0, shift)
        }
        for row in 0..<2 {
            let w = ws + row * 8, out = output + row * stride
            if w[1] == 0 && w[3] == 0 && w[5] == 0 && w[7] == 0 {
                let value = clamp(descale(w[0], pass1Bits + 3))
                out[0] = value
                out[1] = value
                continue
            }
            let tmp10 = w[0] << (constBits + 2)
            let tmp0 = odd(w[7], w[5], w[3], w[1])
            let shift = constBits + pass1Bits + 3 + 2
            out[0] = clamp(descale(tmp10 &+ tmp0, shift))
            out[1] = clamp(descale(tmp10 &- tmp0, shift))
        }
    }


}

/// libjpeg's accurate IDCT (jidctint.c, "islow"), eight lanes at a time: the
/// column pass works on all eight columns at once, the block is transposed,
/// and the row pass works on all eight rows at once. Every lane does exactly
/// libjpeg's integer arithmetic, so the pixels are libjpeg's; its shortcuts
/// for all-zero columns and rows give the same values as the full sums.
///
/// A block whose dequantized coefficients are within ±1,024 (nearly every
/// block of every picture) takes both passes' products from 16-bit operands
/// (`pass16`): the same sums, regrouped as libjpeg-turbo's SSE2 code regroups
/// them, which LLVM makes `pmaddwd`, two products and their sum per lane in
/// one instruction. Plain x86-64 has no 32-bit lane multiply (`pmulld` is
/// SSE4.1): each of `pass`'s products takes two `pmuludq` and four shuffles.
extension JPEGIDCT {
    typealias Lanes = SIMD8<Int32>
    typealias Shorts = SIMD8<Int16>

    /// Whether a dequantisation table has a 16-bit copy for the 16-bit path:
    /// every entry a positive Int16. A 16-bit table (JPEG's Pq = 1) holds up
    /// to 65,535; an entry past 32,767 would wrap, and the product check in
    /// `dequantized16` can't tell (65,535 wraps to −1, whose products are small).
    static func fitsSixteenBits(_ table: [Int32]) -> Bool {
        table.allSatisfy { $0 <= Int32(Int16.max) }
    }

    /// `quant16`: the same table in 16 bits, or nil when it doesn't fit.
    static func islow8(_ coefficients: UnsafePointer<Int16>, _ quant: UnsafePointer<Int32>, _ quant16: UnsafePointer<Int16>?,
                       _ output: UnsafeMutablePointer<UInt8>, stride: Int) {
        let c = UnsafeRawPointer(coefficients), q = UnsafeRawPointer(quant)
        // A block with no AC coefficient is flat: libjpeg's shortcuts for empty
        // columns and rows give every pixel descale(DC << pass1Bits, pass1Bits + 3),
        // the value the full sums give too. Common in smooth areas and chroma.
        var ac = c.loadUnaligned(as: SIMD8<Int16>.self) & SIMD8<Int16>(0, -1, -1, -1, -1, -1, -1, -1)
        for row in 1..<8 { ac |= c.loadUnaligned(fromByteOffset: row * 16, as: SIMD8<Int16>.self) }
        if ByteLanes.isZero(ac) {
            let value = clamp(descale((Int32(coefficients[0]) &* quant[0]) &<< pass1Bits, pass1Bits + 3))
            let row = UInt64(value) &* 0x0101_0101_0101_0101
            for y in 0..<8 { UnsafeMutableRawPointer(output + y * stride).storeBytes(of: row, as: UInt64.self) }
            return
        }
        @inline(__always) func input(_ row: Int) -> Lanes {
            Lanes(truncatingIfNeeded: c.loadUnaligned(fromByteOffset: row * 16, as: SIMD8<Int16>.self))
                &* q.loadUnaligned(fromByteOffset: row * 32, as: Lanes.self)
        }
        if let quant16, let inputs = dequantized16(c, UnsafeRawPointer(quant16)) {
            // Inputs within ±1,024: the column pass's outputs are within ±30,607
            // and the row pass's within about ±7,150 (`JPEGIDCTTests`), so the row
            // pass takes 16-bit operands too, and its outputs are clamped and
            // transposed in 16 bits.
            let rows = transpose16(narrow(pass16(inputs, shift: constBits - pass1Bits)))
            var samples = narrow(pass16(rows, shift: constBits + pass1Bits + 3))
            let bias = Shorts(repeating: 128)
            samples = (ByteLanes.clamp(samples.0 &+ bias), ByteLanes.clamp(samples.1 &+ bias), ByteLanes.clamp(samples.2 &+ bias),
                       ByteLanes.clamp(samples.3 &+ bias), ByteLanes.clamp(samples.4 &+ bias), ByteLanes.clamp(samples.5 &+ bias),
                       ByteLanes.clamp(samples.6 &+ bias), ByteLanes.clamp(samples.7 &+ bias))
            samples = transpose16(samples)
            @inline(__always) func store(_ lanes: Shorts, _ row: Int) {
                UnsafeMutableRawPointer(output + row * stride).storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: lanes), as: SIMD8<UInt8>.self)
            }
            store(samples.0, 0); store(samples.1, 1); store(samples.2, 2); store(samples.3, 3)
            store(samples.4, 4); store(samples.5, 5); store(samples.6, 6); store(samples.7, 7)
            return
        }
        // Otherwise in 32 bits, products and all.
        var rows = pass(input(0), input(1), input(2), input(3), input(4), input(5), input(6), input(7),
                        shift: constBits - pass1Bits)
        rows = transpose(rows)
        var pixels = pass(rows.0, rows.1, rows.2, rows.3, rows.4, rows.5, rows.6, rows.7, shift: constBits + pass1Bits + 3)
        pixels = transpose(pixels)
        @inline(__always) func store(_ lanes: Lanes, _ row: Int) {
            let clamped = ByteLanes.clamp(lanes &+ 128)
            UnsafeMutableRawPointer(output + row * stride).storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: clamped), as: SIMD8<UInt8>.self)
        }
        store(pixels.0, 0); store(pixels.1, 1); store(pixels.2, 2); store(pixels.3, 3)
        store(pixels.4, 4); store(pixels.5, 5); store(pixels.6, 6); store(pixels.7, 7)
    }

    typealias Rows<Scalar: SIMDScalar> = (SIMD8<Scalar>, SIMD8<Scalar>, SIMD8<Scalar>, SIMD8<Scalar>,
                                          SIMD8<Scalar>, SIMD8<Scalar>, SIMD8<Scalar>, SIMD8<Scalar>)
    typealias Block = Rows<Int32>
    typealias ShortBlock = Rows<Int16>

    @inline(__always)
    static func narrow(_ m: Block) -> ShortBlock {
        (ByteLanes.narrow(m.0), ByteLanes.narrow(m.1), ByteLanes.narrow(m.2), ByteLanes.narrow(m.3),
         ByteLanes.narrow(m.4), ByteLanes.narrow(m.5), ByteLanes.narrow(m.6), ByteLanes.narrow(m.7))
    }

    /// An 8×8 transpose of 16-bit lanes in SSE2's three rounds of unpacks
    /// (words, then pairs, then quads: `punpck*`), 24 instructions.
    @inline(__always)
    static func transpose16(_ m: ShortBlock) -> ShortBlock {
        @inline(__always) func low16(_ a: Shorts, _ b: Shorts) -> Shorts { Shorts(a[0], b[0], a[1], b[1], a[2], b[2], a[3], b[3]) }
        @inline(__always) func high16(_ a: Shorts, _ b: Shorts) -> Shorts { Shorts(a[4], b[4], a[5], b[5], a[6], b[6], a[7], b[7]) }
        @inline(__always) func low32(_ a: Shorts, _ b: Shorts) -> Shorts { Shorts(a[0], a[1], b[0], b[1], a[2], a[3], b[2], b[3]) }
        @inline(__always) func high32(_ a: Shorts, _ b: Shorts) -> Shorts { Shorts(a[4], a[5], b[4], b[5], a[6], a[7], b[6], b[7]) }
        @inline(__always) func low64(_ a: Shorts, _ b: Shorts) -> Shorts { Shorts(a[0], a[1], a[2], a[3], b[0], b[1], b[2], b[3]) }
        @inline(__always) func high64(_ a: Shorts, _ b: Shorts) -> Shorts { Shorts(a[4], a[5], a[6], a[7], b[4], b[5], b[6], b[7]) }
        let t0 = low16(m.0, m.1), t1 = high16(m.0, m.1), t2 = low16(m.2, m.3), t3 = high16(m.2, m.3)
        let t4 = low16(m.4, m.5), t5 = high16(m.4, m.5), t6 = low16(m.6, m.7), t7 = high16(m.6, m.7)
        let u0 = low32(t0, t2), u1 = high32(t0, t2), u2 = low32(t1, t3), u3 = high32(t1, t3)
        let u4 = low32(t4, t6), u5 = high32(t4, t6), u6 = low32(t5, t7), u7 = high32(t5, t7)
        return (low64(u0, u4), high64(u0, u4), low64(u1, u5), high64(u1, u5),
                low64(u2, u6), high64(u2, u6), low64(u3, u7), high64(u3, u7))
    }

    /// The eight rows of coefficients times the table, when every product is
    /// within −1,024…1,023 (the usual block of an 8-bit picture: its DC is at
    /// most 1,024 in size); nil otherwise.
    @inline(__always)
    static func dequantized16(_ c: UnsafeRawPointer, _ q: UnsafeRawPointer) -> ShortBlock? {
        var outside = Shorts()
        @inline(__always) func row(_ row: Int) -> Shorts {
            let coefficient = c.loadUnaligned(fromByteOffset: row * 16, as: Shorts.self)
            let factor = q.loadUnaligned(fromByteOffset: row * 16, as: Shorts.self)
            let low = coefficient &* factor
            // The product is `low` when its high half is low's sign spread (`pmulhw`),
            // and within range when adding 1,024 leaves nothing above bit 10.
            outside |= (ByteLanes.multiplyHigh(coefficient, factor) ^ (low &>> 15)) | ((low &+ 1024) & Shorts(repeating: ~2047))
            return low
        }
        let block = (row(0), row(1), row(2), row(3), row(4), row(5), row(6), row(7))
        return ByteLanes.isZero(outside) ? block : nil
    }

    /// `pass` for inputs that fit in 16 bits, every product taken from 16-bit
    /// operands: each output is a sum of the inputs times constants, and
    /// libjpeg's `(a + b)·c` is `a·c + b·c` in integers, so the sums are
    /// regrouped two inputs at a time (`pmaddwd`). Each regrouped constant is
    /// libjpeg's, added up, and fits in 16 bits; the results are `pass`'s, bit
    /// for bit (`JPEGIDCTTests` checks both on random blocks).
    @inline(__always)
    static func pass16(_ i: ShortBlock, shift: Int32) -> Block {
        @inline(__always) func dot(_ a: Shorts, _ ca: Int32, _ b: Shorts, _ cb: Int32) -> Lanes {
            ByteLanes.widen(a) &* ca &+ ByteLanes.widen(b) &* cb
        }
        let (i0, i1, i2, i3, i4, i5, i6, i7) = i
        // Even part: tmp0 = (i0 + i4) << 13, tmp1 = (i0 − i4) << 13, and z1 = (i2 + i6)·0.541 shared by tmp2 and tmp3.
        let one: Int32 = 1 << constBits
        let tmp0e = dot(i0, one, i4, one), tmp1e = dot(i0, one, i4, -one)
        let tmp3e = dot(i2, fix0_541196100 + fix0_765366865, i6, fix0_541196100)
        let tmp2e = dot(i2, fix0_541196100, i6, fix0_541196100 - fix1_847759065)
        let tmp10 = tmp0e &+ tmp3e, tmp13 = tmp0e &- tmp3e, tmp11 = tmp1e &+ tmp2e, tmp12 = tmp1e &- tmp2e
        // Odd part: z1 = i7 + i1, z2 = i5 + i3, z3 = i7 + i3, z4 = i5 + i1, z5 = (z3 + z4)·1.176.
        let z1 = -fix0_899976223, z2 = -fix2_562915447, z3 = -fix1_961570560, z4 = -fix0_390180644, z5 = fix1_175875602
        let tmp0 = dot(i1, z1 + z5, i3, z3 + z5) &+ dot(i5, z5, i7, fix0_298631336 + z1 + z3 + z5)
        let tmp1 = dot(i1, z4 + z5, i3, z2 + z5) &+ dot(i5, fix2_053119869 + z2 + z4 + z5, i7, z5)
        let tmp2 = dot(i1, z5, i3, fix3_072711026 + z2 + z3 + z5) &+ dot(i5, z2 + z5, i7, z3 + z5)
        let tmp3 = dot(i1, fix1_501321110 + z1 + z4 + z5, i3, z5) &+ dot(i5, z4 + z5, i7, z1 + z5)
        let round = Lanes(repeating: 1 &<< (shift - 1))
        @inline(__always) func descale(_ x: Lanes) -> Lanes { (x &+ round) &>> shift }
        return (descale(tmp10 &+ tmp3), descale(tmp11 &+ tmp2), descale(tmp12 &+ tmp1), descale(tmp13 &+ tmp0),
                descale(tmp13 &- tmp0), descale(tmp12 &- tmp1), descale(tmp11 &- tmp2), descale(tmp10 &- tmp3))
    }

    /// One 1-D pass of jidctint.c over eight lanes: inputs by frequency, outputs by position.
    @inline(__always)
    static func pass(_ i0: Lanes, _ i1: Lanes, _ i2: Lanes, _ i3: Lanes, _ i4: Lanes, _ i5: Lanes, _ i6: Lanes, _ i7: Lanes,
                     shift: Int32) -> Block {
        var z1 = (i2 &+ i6) &* fix0_541196100
        let tmp2e = z1 &+ i6 &* -fix1_847759065
        let tmp3e = z1 &+ i2 &* fix0_765366865
        let tmp0e = (i0 &+ i4) &<< constBits
        let tmp1e = (i0 &- i4) &<< constBits
        let tmp10 = tmp0e &+ tmp3e, tmp13 = tmp0e &- tmp3e, tmp11 = tmp1e &+ tmp2e, tmp12 = tmp1e &- tmp2e
        z1 = i7 &+ i1
        var z2 = i5 &+ i3
        var z3 = i7 &+ i3
        var z4 = i5 &+ i1
        let z5 = (z3 &+ z4) &* fix1_175875602
        var tmp0 = i7 &* fix0_298631336
        var tmp1 = i5 &* fix2_053119869
        var tmp2 = i3 &* fix3_072711026
        var tmp3 = i1 &* fix1_501321110
        z1 = z1 &* -fix0_899976223
        z2 = z2 &* -fix2_562915447
        z3 = z3 &* -fix1_961570560 &+ z5
        z4 = z4 &* -fix0_390180644 &+ z5
        tmp0 = tmp0 &+ z1 &+ z3
        tmp1 = tmp1 &+ z2 &+ z4
        tmp2 = tmp2 &+ z2 &+ z3
        tmp3 = tmp3 &+ z1 &+ z4
        let round = Lanes(repeating: 1 &<< (shift - 1))
        @inline(__always) func descale(_ x: Lanes) -> Lanes { (x &+ round) &>> shift }
        return (descale(tmp10 &+ tmp3), descale(tmp11 &+ tmp2), descale(tmp12 &+ tmp1), descale(tmp13 &+ tmp0),
                descale(tmp13 &- tmp0), descale(tmp12 &- tmp1), descale(tmp11 &- tmp2), descale(tmp10 &- tmp3))
    }

    /// An 8×8 transpose in three perfect shuffles: each takes the even and the
    /// odd lanes of neighbouring rows, which rotates every element's 6-bit
    /// (row, column) address right by one; three rotations swap row and column.
    @inline(__always)
    static func transpose<Scalar: SIMDScalar>(_ m: Rows<Scalar>) -> Rows<Scalar> {
        @inline(__always) func shuffle(_ m: Rows<Scalar>) -> Rows<Scalar> {
            let a = SIMD16(lowHalf: m.0, highHalf: m.1), b = SIMD16(lowHalf: m.2, highHalf: m.3)
            let c = SIMD16(lowHalf: m.4, highHalf: m.5), d = SIMD16(lowHalf: m.6, highHalf: m.7)
            return (a.evenHalf, b.evenHalf, c.evenHalf, d.evenHalf, a.oddHalf, b.oddHalf, c.oddHalf, d.oddHalf)
        }
        return shuffle(shuffle(shuffle(m)))
    }
}
