/// Cells of sub-pixels, each drawn as one block character in two colours:
/// 1×2 (half blocks), 2×2 (quadrants) or 2×3 (sextants), chafa's symbol sets.
/// A half block is its two pixels as they are (the upper half `▀` in the top
/// one's colour, on the bottom one's). For a quadrant or a sextant every split
/// of its sub-pixels into two groups is tried, and the one whose two averages
/// leave the least squared error against the sub-pixels wins (chafa's
/// approach, done exhaustively: 8 splits for a quadrant, 32 for a sextant).
/// The character is the split's shape, the foreground its first group's
/// average and the background the other's.
public enum BlockCells {
    public enum Shape: Hashable, Sendable {
        /// 1×2: the upper half block, U+2580.
        case half
        /// 2×2: U+2596–259F, the half blocks, space and full block.
        case quadrant
        /// 2×3: U+1FB00–1FB3B, plus space, full block and the left and right halves.
        case sextant

        /// Sub-pixel columns per cell.
        public var columns: Int { self == .half ? 1 : 2 }
        /// Sub-pixel rows per cell.
        public var rows: Int { self == .sextant ? 3 : 2 }
    }

    public struct Cell: Equatable, Sendable {
        public var symbol: String
        public var foreground: Quantizer.RGB
        public var background: Quantizer.RGB
    }

    /// `image` has `shape.columns` pixels across and `shape.rows` down for every cell; transparent pixels are over black.
    public static func cells(_ image: RGBAImage, columns: Int, rows: Int, shape: Shape) -> [[Cell]] {
        if shape == .half { return halfBlocks(image, columns: columns, rows: rows) }
        let high = shape.rows, count = 2 * high
        var result: [[Cell]] = []
        result.reserveCapacity(rows)
        var pixels = [(Int, Int, Int)](repeating: (0, 0, 0), count: count)
        for row in 0..<rows {
            var line: [Cell] = []
            line.reserveCapacity(columns)
            for column in 0..<columns {
                for index in 0..<count {
                    let x = min(image.width - 1, column * 2 + index % 2), y = min(image.height - 1, row * high + index / 2)
                    let p = image.overBlack(x: max(0, x), y: max(0, y))
                    pixels[index] = (p.r, p.g, p.b)
                }
                line.append(best(pixels, shape: shape))
            }
            result.append(line)
        }
        return result
    }

    /// Each cell `▀`: the top pixel's colour on the bottom one's.
    static func halfBlocks(_ image: RGBAImage, columns: Int, rows: Int) -> [[Cell]] {
        func color(_ x: Int, _ y: Int) -> Quantizer.RGB {
            let p = image.overBlack(x: max(0, min(x, image.width - 1)), y: max(0, min(y, image.height - 1)))
            return Quantizer.RGB(UInt8(p.r), UInt8(p.g), UInt8(p.b))
        }
        return (0..<rows).map { row in
            (0..<columns).map { column in Cell(symbol: "▀", foreground: color(column, row * 2), background: color(column, row * 2 + 1)) }
        }
    }

    /// The split of `pixels` (row by row, two to a row) with the least squared error.
    static func best(_ pixels: [(Int, Int, Int)], shape: Shape) -> Cell {
        let count = pixels.count
        var total = (0, 0, 0)
        for p in pixels { total = (total.0 + p.0, total.1 + p.1, total.2 + p.2) }
        // The error of a split is Σ|p|² − |S₁|²/n₁ − |S₀|²/n₀; the sum of squares is the same for all, so the best split has the largest rest.
        var bestMask = 0, bestScore = -1.0
        // A split and its complement are the same split; the last sub-pixel always goes to the background.
        for mask in 0..<(1 << (count - 1)) {
            var inside = (0, 0, 0), n = 0
            for index in 0..<count where mask & (1 << index) != 0 {
                inside = (inside.0 + pixels[index].0, inside.1 + pixels[index].1, inside.2 + pixels[index].2)
                n += 1
            }
            let outside = (total.0 - inside.0, total.1 - inside.1, total.2 - inside.2)
            var score = Double(outside.0 * outside.0 + outside.1 * outside.1 + outside.2 * outside.2) / Double(count - n)
            if n > 0 { score += Double(inside.0 * inside.0 + inside.1 * inside.1 + inside.2 * inside.2) / Double(n) }
            if score > bestScore + 1e-9 { (bestMask, bestScore) = (mask, score) }
        }
        var inside = (0, 0, 0), outside = (0, 0, 0), n = 0
        for index in 0..<count {
            if bestMask & (1 << index) != 0 {
                inside = (inside.0 + pixels[index].0, inside.1 + pixels[index].1, inside.2 + pixels[index].2)
                n += 1
            } else {
                outside = (outside.0 + pixels[index].0, outside.1 + pixels[index].1, outside.2 + pixels[index].2)
            }
        }
        func average(_ sum: (Int, Int, Int), _ n: Int) -> Quantizer.RGB {
            guard n > 0 else { return Quantizer.RGB(0, 0, 0) }
            return Quantizer.RGB(UInt8((sum.0 + n / 2) / n), UInt8((sum.1 + n / 2) / n), UInt8((sum.2 + n / 2) / n))
        }
        let background = average(outside, count - n)
        // One colour: a space on that background (the foreground is never seen, so it is the same).
        let foreground = n == 0 ? background : average(inside, n)
        return Cell(symbol: symbol(bestMask, shape: shape), foreground: foreground, background: background)
    }

    /// The character whose ink covers the sub-pixels in `mask` (bit 0 top left, then row by row).
    public static func symbol(_ mask: Int, shape: Shape) -> String {
        switch shape {
        case .half:
            // Half blocks are their two pixels as they are (`halfBlocks`), never a split: always the upper half.
            return "▀"
        case .quadrant:
            return quadrants[mask & 15]
        case .sextant:
            switch mask & 63 {
            case 0: return " "
            case 63: return "█"
            case 21: return "▌"
            case 42: return "▐"
            case let mask:
                // U+1FB00 is sextant 1; the two halves, drawn by older characters, are left out of the run.
                let code = 0x1FB00 + mask - 1 - (mask > 21 ? 1 : 0) - (mask > 42 ? 1 : 0)
                return Unicode.Scalar(UInt32(code)).map { String(Character($0)) } ?? " "
            }
        }
    }

    /// By mask: bit 0 upper left, 1 upper right, 2 lower left, 3 lower right.
    static let quadrants = [" ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█"]
}
