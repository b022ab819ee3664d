/// A picture's colours counted in bins of 5 bits per channel, with each bin's
/// exact average, so a flat colour keeps its value.
struct Histogram {
    struct Bin {
        var count: Int
        var r: Int, g: Int, b: Int
        var lab: Oklab
    }

    private(set) var bins: [Bin] = []

    static func key(_ r: Int, _ g: Int, _ b: Int) -> Int { (r >> 3) << 10 | (g >> 3) << 5 | b >> 3 }

    /// `rgb`: three bytes a pixel.
    init(_ rgb: [UInt8]) {
        var counts = [Int](repeating: 0, count: 32768)
        var sums = [Int](repeating: 0, count: 32768 * 3)
        rgb.withUnsafeBufferPointer { rgb in
            var index = 0
            while index + 2 < rgb.count {
                let (r, g, b) = (Int(rgb[index]), Int(rgb[index + 1]), Int(rgb[index + 2]))
                let key = Self.key(r, g, b)
                counts[key] += 1
                sums[key * 3] += r
                sums[key * 3 + 1] += g
                sums[key * 3 + 2] += b
                index += 3
            }
        }
        for key in 0..<32768 where counts[key] > 0 {
            let count = counts[key]
            let (r, g, b) = (sums[key * 3], sums[key * 3 + 1], sums[key * 3 + 2])
            bins.append(Bin(count: count, r: r, g: g, b: b, lab: Oklab(r / count, g / count, b / count)))
        }
    }

    /// At most `colors` colours: the box of bins with the most squared error
    /// (in Oklab, weighted by pixels) is split at its weighted median along its
    /// widest axis, until there are enough boxes or none can be split; each
    /// box's colour is the average of its pixels.
    mutating func medianCut(_ colors: Int) -> [Quantizer.RGB] {
        guard !bins.isEmpty else { return [Quantizer.RGB(0, 0, 0)] }
        var boxes = [Box(bins.indices)]
        boxes[0].measure(bins)
        while boxes.count < colors {
            guard let worst = boxes.indices.max(by: { boxes[$0].error < boxes[$1].error }), boxes[worst].error > 0 else { break }
            let (low, high) = boxes[worst].split(&bins)
            boxes[worst] = low
            boxes.append(high)
        }
        return boxes.map { box in
            var (count, r, g, b) = (0, 0, 0, 0)
            for index in box.range {
                count += bins[index].count
                r += bins[index].r
                g += bins[index].g
                b += bins[index].b
            }
            return Quantizer.RGB(UInt8(r / count), UInt8(g / count), UInt8(b / count))
        }
    }

    /// A run of `bins`, which splitting keeps contiguous.
    struct Box {
        var range: Range<Int>
        var error: Float = 0
        var axis = 0

        init(_ range: Range<Int>) { self.range = range }

        /// The weighted squared error around the mean, and the axis with the most of it.
        mutating func measure(_ bins: [Bin]) {
            var count: Float = 0
            var sum = (Float(0), Float(0), Float(0)), squares = (Float(0), Float(0), Float(0))
            for index in range {
                let bin = bins[index], weight = Float(bin.count)
                count += weight
                sum.0 += bin.lab.l * weight; sum.1 += bin.lab.a * weight; sum.2 += bin.lab.b * weight
                squares.0 += bin.lab.l * bin.lab.l * weight; squares.1 += bin.lab.a * bin.lab.a * weight; squares.2 += bin.lab.b * bin.lab.b * weight
            }
            let spread = [squares.0 - sum.0 * sum.0 / count, squares.1 - sum.1 * sum.1 / count, squares.2 - sum.2 * sum.2 / count].map { max(0, $0) }
            error = range.count > 1 ? spread.reduce(0, +) : 0
            axis = spread.indices.max { spread[$0] < spread[$1] } ?? 0
        }

        /// Two boxes: the bins sorted along the axis, cut where half the pixels lie on each side.
        func split(_ bins: inout [Bin]) -> (Box, Box) {
            let axis = self.axis
            func value(_ bin: Bin) -> Float { axis == 0 ? bin.lab.l : (axis == 1 ? bin.lab.a : bin.lab.b) }
            bins[range].sort { value($0) < value($1) }
            let total = bins[range].reduce(0) { $0 + $1.count }
            var seen = 0, cut = range.lowerBound + 1
            for index in range.dropLast() {
                seen += bins[index].count
                cut = index + 1
                if seen * 2 >= total { break }
            }
            var low = Box(range.lowerBound..<cut), high = Box(cut..<range.upperBound)
            low.measure(bins)
            high.measure(bins)
            return (low, high)
        }
    }
}

/// The palette entry nearest each bin in Oklab, worked out the first time a bin is asked for.
struct NearestTable {
    private let palette: [Oklab]
    private var table = [Int16](repeating: -1, count: 32768)

    init(palette: [Quantizer.RGB]) {
        self.palette = palette.map { Oklab(Int($0.r), Int($0.g), Int($0.b)) }
    }

    mutating func index(_ r: Int, _ g: Int, _ b: Int) -> UInt8 {
        let key = Histogram.key(r, g, b)
        let known = table[key]
        if known >= 0 { return UInt8(known) }
        // The bin's middle stands for it.
        let lab = Oklab((r & ~7) | 4, (g & ~7) | 4, (b & ~7) | 4)
        var best = 0, distance = Float.infinity
        for (index, color) in palette.enumerated() {
            let d = color.distance(lab)
            if d < distance { (best, distance) = (index, d) }
        }
        table[key] = Int16(best)
        return UInt8(best)
    }
}
