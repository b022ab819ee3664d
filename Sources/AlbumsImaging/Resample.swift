/// Downscaling by area averaging: each output pixel is the mean of the source
/// area it covers, partial pixels weighted by how much of them it covers.
/// Colour is averaged premultiplied by alpha, so transparent pixels don't darken edges.
public enum Resample {
    public static func areaAverage(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
        let width = max(1, width), height = max(1, height)
        if width == image.width && height == image.height { return image }
        // Premultiplied floats, then the horizontal pass, then the vertical one.
        let source = image.pixels
        var premultiplied = [Float](repeating: 0, count: image.width * image.height * 4)
        for i in 0..<(image.width * image.height) {
            let alpha = Float(source[i * 4 + 3]) / 255
            premultiplied[i * 4] = Float(source[i * 4]) * alpha
            premultiplied[i * 4 + 1] = Float(source[i * 4 + 1]) * alpha
            premultiplied[i * 4 + 2] = Float(source[i * 4 + 2]) * alpha
            premultiplied[i * 4 + 3] = Float(source[i * 4 + 3])
        }
        let horizontal = pass(premultiplied, count: image.width, target: width, lines: image.height, along: 1, across: image.width)
        let vertical = pass(horizontal, count: image.height, target: height, lines: width, along: width, across: 1)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            let alpha = vertical[i * 4 + 3]
            let scale: Float = alpha > 0 ? 255 / alpha : 0
            for channel in 0..<3 { pixels[i * 4 + channel] = byte(vertical[i * 4 + channel] * scale) }
            pixels[i * 4 + 3] = byte(alpha)
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Resamples `lines` lines of `count` samples (4 channels each) to `target`
    /// samples. `along` is the step between samples of a line, `across` between lines.
    private static func pass(_ input: [Float], count: Int, target: Int, lines: Int, along: Int, across: Int) -> [Float] {
        // The output keeps the line layout of the input, with `target` samples per line.
        let outAlong = along == 1 ? 1 : lines, outAcross = along == 1 ? target : 1
        var output = [Float](repeating: 0, count: target * lines * 4)
        let ratio = Double(count) / Double(target)
        for t in 0..<target {
            let start = Double(t) * ratio, end = Double(t + 1) * ratio
            var first = Int(start), weights: [(Int, Float)] = []
            while Double(first) < end && first < count {
                let coverage = min(end, Double(first + 1)) - max(start, Double(first))
                if coverage > 0 { weights.append((first, Float(coverage / ratio))) }
                first += 1
            }
            for line in 0..<lines {
                var sums: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for (index, weight) in weights {
                    let base = (line * across + index * along) * 4
                    sums.0 += input[base] * weight
                    sums.1 += input[base + 1] * weight
                    sums.2 += input[base + 2] * weight
                    sums.3 += input[base + 3] * weight
                }
                let out = (line * outAcross + t * outAlong) * 4
                output[out] = sums.0
                output[out + 1] = sums.1
                output[out + 2] = sums.2
                output[out + 3] = sums.3
            }
        }
        return output
    }

    private static func byte(_ value: Float) -> UInt8 {
        UInt8(max(0, min(255, value.rounded())))
    }
}
