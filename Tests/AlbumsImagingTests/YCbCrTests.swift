@testable import AlbumsImaging
import Testing

/// The colour conversion for every Cb and Cr, against libjpeg's jdcolor.c
/// written out independently: its tables from their formulas, then its
/// per-pixel sums and range limit.
@Suite struct YCbCrTests {
    /// libjpeg's FIX(x): x in 16-bit fixed point, rounded.
    static func fix(_ x: Double) -> Int { Int(x * 65536 + 0.5) }

    static func libjpeg(y: Int, cb: Int, cr: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        let half = 1 << 15
        let (cbx, crx) = (cb - 128, cr - 128)
        let crR = (fix(1.40200) * crx + half) >> 16
        let cbB = (fix(1.77200) * cbx + half) >> 16
        let crG = -fix(0.71414) * crx
        let cbG = -fix(0.34414) * cbx + half
        func limit(_ value: Int) -> UInt8 { UInt8(max(0, min(255, value))) }
        return (limit(y + crR), limit(y + ((cbG + crG) >> 16)), limit(y + cbB))
    }

    @Test(arguments: Array(stride(from: 0, through: 255, by: 17)) + [1, 127, 128, 254])
    func everyCbAndCrMatchesLibjpeg(y: Int) {
        var luma = [UInt8](repeating: UInt8(y), count: 256), blue = (0...255).map(UInt8.init)
        var mismatches = 0
        for cr in 0...255 {
            var red = [UInt8](repeating: UInt8(cr), count: 256)
            var rgba = [UInt8](repeating: 0, count: 256 * 4)
            luma.withUnsafeMutableBufferPointer { l in
                blue.withUnsafeMutableBufferPointer { b in
                    red.withUnsafeMutableBufferPointer { r in
                        rgba.withUnsafeMutableBufferPointer { out in
                            guard let l = l.baseAddress, let b = b.baseAddress, let r = r.baseAddress, let out = out.baseAddress else { return }
                            YCbCr.convert(l, b, r, into: out, count: 256)
                        }
                    }
                }
            }
            for cb in 0...255 {
                let expected = Self.libjpeg(y: y, cb: cb, cr: cr)
                let pixel = Array(rgba[cb * 4..<cb * 4 + 4])
                if pixel != [expected.r, expected.g, expected.b, 255] {
                    mismatches += 1
                    if mismatches <= 5 { Issue.record("Y \(y) Cb \(cb) Cr \(cr): \(pixel), libjpeg \(expected)") }
                }
            }
        }
        #expect(mismatches == 0)
    }

    /// Every Y, Cb and Cr (16.7 million pixels), against the table
    /// arithmetic: the 16-bit lanes' split constants and rounding hold for
    /// every value, not only the ones above.
    @Test func everyYCbAndCrMatchesLibjpeg() {
        var luma = [UInt8](repeating: 0, count: 256 * 256), blue = luma, red = luma
        for i in 0..<(256 * 256) { (luma[i], blue[i]) = (UInt8(i & 255), UInt8(i >> 8)) }
        var rgba = [UInt8](repeating: 0, count: 256 * 256 * 4)
        var mismatches = 0
        for cr in 0...255 {
            for i in 0..<(256 * 256) { red[i] = UInt8(cr) }
            luma.withUnsafeMutableBufferPointer { l in
                blue.withUnsafeMutableBufferPointer { b in
                    red.withUnsafeMutableBufferPointer { r in
                        rgba.withUnsafeMutableBufferPointer { out in
                            guard let l = l.baseAddress, let b = b.baseAddress, let r = r.baseAddress, let out = out.baseAddress else { return }
                            YCbCr.convert(l, b, r, into: out, count: 256 * 256)
                        }
                    }
                }
            }
            // libjpeg's tables for this Cr and every Cb, then its range limit for every Y.
            let crR = (Self.fix(1.40200) * (cr - 128) + (1 << 15)) >> 16
            let crG = -Self.fix(0.71414) * (cr - 128)
            rgba.withUnsafeBufferPointer { out in
                for cb in 0...255 {
                    let cbB = (Self.fix(1.77200) * (cb - 128) + (1 << 15)) >> 16
                    let g = (-Self.fix(0.34414) * (cb - 128) + (1 << 15) + crG) >> 16
                    for y in 0...255 {
                        let pixel = (cb * 256 + y) * 4
                        if Int(out[pixel]) != max(0, min(255, y + crR)) || Int(out[pixel + 1]) != max(0, min(255, y + g))
                            || Int(out[pixel + 2]) != max(0, min(255, y + cbB)) || out[pixel + 3] != 255 {
                            mismatches += 1
                        }
                    }
                }
            }
        }
        #expect(mismatches == 0)
    }

    @Test(arguments: [1, 3, 7, 9, 15])
    func shortAndRaggedRowsConvertEveryPixel(count: Int) {
        var luma = (0..<count).map { UInt8(truncatingIfNeeded: 30 * $0) }, blue = (0..<count).map { UInt8(truncatingIfNeeded: 255 - 20 * $0) }
        var red = (0..<count).map { UInt8(truncatingIfNeeded: 17 * $0 + 3) }, rgba = [UInt8](repeating: 0, count: count * 4)
        luma.withUnsafeMutableBufferPointer { l in
            blue.withUnsafeMutableBufferPointer { b in
                red.withUnsafeMutableBufferPointer { r in
                    rgba.withUnsafeMutableBufferPointer { out in
                        guard let l = l.baseAddress, let b = b.baseAddress, let r = r.baseAddress, let out = out.baseAddress else { return }
                        YCbCr.convert(l, b, r, into: out, count: count)
                    }
                }
            }
        }
        for i in 0..<count {
            let expected = Self.libjpeg(y: Int(luma[i]), cb: Int(blue[i]), cr: Int(red[i]))
            #expect(Array(rgba[i * 4..<i * 4 + 4]) == [expected.r, expected.g, expected.b, 255], "pixel \(i) of \(count)")
        }
    }
}
