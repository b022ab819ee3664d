/// DEC sixel graphics: the picture in bands six pixels high, each band one
/// pass per colour it uses, each column of a pass one character (63 plus six
/// bits, top pixel lowest), with runs of four or more as `!n` repeats.
public enum Sixel {
    /// The whole sequence: DCS, raster attributes with the size, the palette
    /// (`#n;2;r;g;b` in percent), the bands, ST. `image` is drawn at its own
    /// size in pixels; transparent pixels are drawn over black.
    public static func encode(_ image: RGBAImage, dither: Quantizer.Dither = .none) -> String {
        encode(Quantizer.quantize(image, colors: 256, dither: dither))
    }

    public static func encode(_ picture: Quantizer.Indexed) -> String {
        let (width, height) = (picture.width, picture.height)
        var out: [UInt8] = []
        out.reserveCapacity(width * height / 2 + picture.palette.count * 20 + 64)
        // P2 = 1: pixels no colour sets stay as they are. Raster attributes: 1:1 pixels, the size.
        append("\u{1B}P0;1;0q\"1;1;\(width);\(height)", to: &out)
        for (index, color) in picture.palette.enumerated() {
            append("#\(index);2;\(percent(color.r));\(percent(color.g));\(percent(color.b))", to: &out)
        }
        var bits = [UInt8](repeating: 0, count: picture.palette.count * width)
        var used = [Bool](repeating: false, count: picture.palette.count)
        var band = 0
        picture.indices.withUnsafeBufferPointer { indices in
            while band * 6 < height {
                for index in bits.indices { bits[index] = 0 }
                for index in used.indices { used[index] = false }
                let top = band * 6
                for row in 0..<min(6, height - top) {
                    let line = (top + row) * width
                    for x in 0..<width {
                        let color = Int(indices[line + x])
                        bits[color * width + x] |= 1 << UInt8(row)
                        used[color] = true
                    }
                }
                var first = true
                for color in used.indices where used[color] {
                    if !first { out.append(UInt8(ascii: "$")) }
                    first = false
                    append("#\(color)", to: &out)
                    // The row of sixels, with the empty ones after the last set one left off.
                    let start = color * width
                    var end = start + width
                    while end > start && bits[end - 1] == 0 { end -= 1 }
                    var x = start
                    while x < end {
                        let value = bits[x]
                        var run = 1
                        while x + run < end && bits[x + run] == value { run += 1 }
                        let character = 63 + value
                        if run >= 4 {
                            append("!\(run)", to: &out)
                            out.append(character)
                        } else {
                            for _ in 0..<run { out.append(character) }
                        }
                        x += run
                    }
                }
                band += 1
                if band * 6 < height { out.append(UInt8(ascii: "-")) }
            }
        }
        append("\u{1B}\\", to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func percent(_ value: UInt8) -> Int { (Int(value) * 100 + 127) / 255 }

    private static func append(_ text: String, to out: inout [UInt8]) {
        out.append(contentsOf: text.utf8)
    }
}
