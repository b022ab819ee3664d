/// A picture's colours reduced to a palette of at most 256: median cut in
/// Oklab, a perceptual space where equal distances look equally different, so
/// the boxes split where the eye sees most difference (skin tones and skies
/// get more entries than colours nobody can tell apart).
///
/// The work is on a histogram of 5 bits per channel (32,768 bins), not on the
/// pixels: cutting and the nearest-colour table cost the same for a 600×600
/// cover as for a thumbnail.
public enum Quantizer {
    /// How pixels that fall between the palette's colours are drawn.
    public enum Dither: Sendable {
        case none
        /// Bayer 8×8 thresholds added before the nearest colour is taken.
        case ordered
        /// Floyd–Steinberg: each pixel's error passed on to its neighbours.
        case diffusion
    }

    /// The result: the palette, and each pixel's index into it, row after row.
    public struct Indexed: Equatable, Sendable {
        public var width: Int
        public var height: Int
        /// Opaque colours, at most 256.
        public var palette: [RGB]
        public var indices: [UInt8]
    }

    public struct RGB: Equatable, Sendable {
        public var r: UInt8
        public var g: UInt8
        public var b: UInt8

        public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
            self.r = r
            self.g = g
            self.b = b
        }
    }

    /// `image` over black (its alpha applied), reduced to at most `colors` colours (1…256).
    public static func quantize(_ image: RGBAImage, colors: Int = 256, dither: Dither = .none) -> Indexed {
        let rgb = overBlack(image)
        var histogram = Histogram(rgb)
        let palette = histogram.medianCut(max(1, min(256, colors)))
        return Indexed(width: image.width, height: image.height, palette: palette, indices: indices(rgb, width: image.width, palette: palette, dither: dither))
    }

    /// Three bytes a pixel, each colour times its alpha.
    static func overBlack(_ image: RGBAImage) -> [UInt8] {
        let count = image.width * image.height
        var rgb = [UInt8](repeating: 0, count: count * 3)
        image.pixels.withUnsafeBufferPointer { source in
            rgb.withUnsafeMutableBufferPointer { target in
                for index in 0..<count {
                    let alpha = source[index * 4 + 3]
                    for channel in 0..<3 {
                        target[index * 3 + channel] = RGBAImage.overBlack(source[index * 4 + channel], alpha: alpha)
                    }
                }
            }
        }
        return rgb
    }

    /// Each pixel of `rgb` (three bytes a pixel) as an index into `palette`, dithered as asked.
    static func indices(_ rgb: [UInt8], width: Int, palette: [RGB], dither: Dither) -> [UInt8] {
        var nearest = NearestTable(palette: palette)
        switch dither {
        case .none:
            return map(rgb, width: width) { _, _, r, g, b in nearest.index(r, g, b) }
        case .ordered:
            // Thresholds in −½…½ of a step, the step about the palette's spacing on each channel.
            let step = 255.0 / max(2, Double(palette.count).squareRoot().squareRoot() * 2)
            return map(rgb, width: width) { x, y, r, g, b in
                let offset = Int(((Double(bayer[(y & 7) * 8 + (x & 7)]) + 0.5) / 64 - 0.5) * step)
                return nearest.index(clamp(r + offset), clamp(g + offset), clamp(b + offset))
            }
        case .diffusion:
            return diffuse(rgb, width: width, height: rgb.count / 3 / max(1, width), palette: palette, nearest: &nearest)
        }
    }

    /// Each pixel's index, picked from its position and colour.
    private static func map(_ rgb: [UInt8], width: Int, _ pick: (Int, Int, Int, Int, Int) -> UInt8) -> [UInt8] {
        let count = rgb.count / 3
        var indices = [UInt8](repeating: 0, count: count)
        rgb.withUnsafeBufferPointer { rgb in
            for index in 0..<count {
                indices[index] = pick(index % width, index / width, Int(rgb[index * 3]), Int(rgb[index * 3 + 1]), Int(rgb[index * 3 + 2]))
            }
        }
        return indices
    }

    private static func diffuse(_ rgb: [UInt8], width: Int, height: Int, palette: [RGB], nearest: inout NearestTable) -> [UInt8] {
        var indices = [UInt8](repeating: 0, count: width * height)
        // The error carried into this row and the next, in sixteenths, per channel; one spare entry each side.
        var current = [Int](repeating: 0, count: (width + 2) * 3)
        var next = current
        for y in 0..<height {
            for x in 0..<width {
                let pixel = (y * width + x) * 3, slot = (x + 1) * 3
                let r = clamp(Int(rgb[pixel]) + current[slot] / 16)
                let g = clamp(Int(rgb[pixel + 1]) + current[slot + 1] / 16)
                let b = clamp(Int(rgb[pixel + 2]) + current[slot + 2] / 16)
                let index = nearest.index(r, g, b)
                indices[y * width + x] = index
                let chosen = palette[Int(index)]
                let errors = (r - Int(chosen.r), g - Int(chosen.g), b - Int(chosen.b))
                for (channel, error) in [errors.0, errors.1, errors.2].enumerated() {
                    current[slot + 3 + channel] += error * 7
                    next[slot - 3 + channel] += error * 3
                    next[slot + channel] += error * 5
                    next[slot + 3 + channel] += error
                }
            }
            swap(&current, &next)
            for index in next.indices { next[index] = 0 }
        }
        return indices
    }

    static func clamp(_ value: Int) -> Int { min(255, max(0, value)) }

    /// The 8×8 Bayer matrix: 0…63, each threshold as far as it can be from its neighbours.
    static let bayer: [UInt8] = {
        var matrix = [UInt8](repeating: 0, count: 64)
        for y in 0..<8 {
            for x in 0..<8 {
                var value = 0, xor = x ^ y
                for bit in 0..<3 {
                    value |= ((xor >> bit) & 1) << (5 - 2 * bit)
                    value |= ((y >> bit) & 1) << (4 - 2 * bit)
                }
                matrix[y * 8 + x] = UInt8(value)
            }
        }
        return matrix
    }()
}
