

/// Unpacks one row of samples into RGBA8: 16-bit samples keep their high byte.
enum Pixels {
    static func unpack(_ row: [UInt8], header: PNGDecoder.Header, palette: PNGDecoder.Palette, into rgba: inout [UInt8], count: Int) {
        let depth = header.bitDepth
        let channels = header.channels
        func sample(_ index: Int) -> Int {
            switch depth {
            case 16: return Int(row[index * 2]) << 8 | Int(row[index * 2 + 1])
            case 8: return Int(row[index])
            default:
                let bit = index * depth
                return Int(row[bit / 8] >> UInt8(8 - depth - bit % 8)) & ((1 << depth) - 1)
            }
        }
        func eight(_ value: Int) -> UInt8 {
            switch depth {
            case 16: return UInt8(value >> 8)
            case 8: return UInt8(value)
            default: return UInt8(value * 255 / ((1 << depth) - 1))
            }
        }
        rgba.withUnsafeMutableBufferPointer { pixels in
            for i in 0..<count {
                let out = i * 4
                let base = i * channels
                switch header.colorType {
                case 0:
                    let grey = sample(base)
                    let value = eight(grey)
                    pixels[out] = value; pixels[out + 1] = value; pixels[out + 2] = value
                    pixels[out + 3] = grey == palette.greyKey ? 0 : 255
                case 2:
                    let (r, g, b) = (sample(base), sample(base + 1), sample(base + 2))
                    pixels[out] = eight(r); pixels[out + 1] = eight(g); pixels[out + 2] = eight(b)
                    pixels[out + 3] = (r, g, b) == palette.rgbKey ? 0 : 255
                case 3:
                    let index = sample(base) * 4
                    pixels[out] = palette.rgba[index]; pixels[out + 1] = palette.rgba[index + 1]
                    pixels[out + 2] = palette.rgba[index + 2]; pixels[out + 3] = palette.rgba[index + 3]
                case 4:
                    let value = eight(sample(base))
                    pixels[out] = value; pixels[out + 1] = value; pixels[out + 2] = value
                    pixels[out + 3] = eight(sample(base + 1))
                default:
                    for channel in 0..<4 { pixels[out + channel] = eight(sample(base + channel)) }
                }
            }
        }
    }
}
