/// Area averaging, fed one source row at a time: each output pixel is the mean
/// of the source area it covers, partial pixels weighted by how much of them it
/// covers, colour premultiplied by alpha so transparent pixels don't darken
/// edges. It holds only the output and one row, so memory follows the picture
/// drawn, not the image decoded. Rows may come in any order, or as the sparse
/// rows of an interlaced pass: every source pixel counts once, wherever it lands.
public struct AreaAverager: Sendable {
    public let sourceWidth: Int
    public let sourceHeight: Int
    public let width: Int
    public let height: Int
    /// For each source column, the output columns it covers and by how much.
    private let columnSpans: [Span]
    private let rowSpans: [Span]
    private var sums: [Float]
    private var row: [Float]

    struct Span: Sendable {
        var first: Int
        var weights: [Float]
    }

    public init(sourceWidth: Int, sourceHeight: Int, width: Int, height: Int) {
        self.sourceWidth = sourceWidth
        self.sourceHeight = sourceHeight
        self.width = max(1, width)
        self.height = max(1, height)
        columnSpans = Self.spans(count: sourceWidth, target: self.width)
        rowSpans = Self.spans(count: sourceHeight, target: self.height)
        sums = [Float](repeating: 0, count: self.width * self.height * 4)
        row = [Float](repeating: 0, count: self.width * 4)
    }

    /// Adds `count` RGBA pixels of source row `y`, at columns `x0`, `x0 + dx`, ….
    public mutating func add(_ rgba: UnsafeBufferPointer<UInt8>, y: Int, x0: Int = 0, dx: Int = 1, count: Int) {
        guard y >= 0, y < sourceHeight else { return }
        for i in 0..<row.count { row[i] = 0 }
        var x = x0
        for i in 0..<count where x < sourceWidth {
            let alpha = Float(rgba[i * 4 + 3]) / 255
            let r = Float(rgba[i * 4]) * alpha, g = Float(rgba[i * 4 + 1]) * alpha, b = Float(rgba[i * 4 + 2]) * alpha
            let a = Float(rgba[i * 4 + 3])
            let span = columnSpans[x]
            for (offset, weight) in span.weights.enumerated() {
                let out = (span.first + offset) * 4
                row[out] += r * weight
                row[out + 1] += g * weight
                row[out + 2] += b * weight
                row[out + 3] += a * weight
            }
            x += dx
        }
        let span = rowSpans[y]
        for (offset, weight) in span.weights.enumerated() {
            let base = (span.first + offset) * width * 4
            for i in 0..<row.count { sums[base + i] += row[i] * weight }
        }
    }

    /// The averaged picture.
    public func image() -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            let alpha = sums[i * 4 + 3]
            let scale: Float = alpha > 0 ? 255 / alpha : 0
            for channel in 0..<3 { pixels[i * 4 + channel] = Self.byte(sums[i * 4 + channel] * scale) }
            pixels[i * 4 + 3] = Self.byte(alpha)
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// For each of `count` source pixels, the `target` pixels it overlaps: a
    /// target pixel covers `count / target` source pixels, and each weight is
    /// the overlap over that.
    static func spans(count: Int, target: Int) -> [Span] {
        let ratio = Double(count) / Double(target)
        var spans = [Span](repeating: Span(first: 0, weights: []), count: count)
        for t in 0..<target {
            let start = Double(t) * ratio, end = Double(t + 1) * ratio
            var source = Int(start)
            while Double(source) < end && source < count {
                let coverage = min(end, Double(source + 1)) - max(start, Double(source))
                if coverage > 0 {
                    if spans[source].weights.isEmpty { spans[source].first = t }
                    spans[source].weights.append(Float(coverage / ratio))
                }
                source += 1
            }
        }
        return spans
    }

    private static func byte(_ value: Float) -> UInt8 {
        UInt8(max(0, min(255, value.rounded())))
    }
}
