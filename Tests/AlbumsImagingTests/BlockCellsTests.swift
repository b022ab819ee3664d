@testable import AlbumsImaging
import Testing

@Suite struct BlockCellsTests {
    static let white = (255, 255, 255), black = (0, 0, 0)

    /// An image of one cell from its sub-pixels, row by row, two to a row.
    static func cell(_ pixels: [(Int, Int, Int)]) -> RGBAImage {
        RGBAImage(width: 2, height: pixels.count / 2, pixels: pixels.flatMap { [UInt8($0.0), UInt8($0.1), UInt8($0.2), 255] })
    }

    /// The squared error of drawing `pixels` with a split `mask` and each side's average.
    static func error(_ pixels: [(Int, Int, Int)], mask: Int) -> Double {
        var total = 0.0
        for inside in [true, false] {
            let group = pixels.indices.filter { (mask & (1 << $0) != 0) == inside }.map { pixels[$0] }
            guard !group.isEmpty else { continue }
            let mean = (Double(group.map(\.0).reduce(0, +)) / Double(group.count), Double(group.map(\.1).reduce(0, +)) / Double(group.count),
                        Double(group.map(\.2).reduce(0, +)) / Double(group.count))
            for p in group {
                let (dr, dg, db) = (Double(p.0) - mean.0, Double(p.1) - mean.1, Double(p.2) - mean.2)
                total += dr * dr + dg * dg + db * db
            }
        }
        return total
    }

    /// Half blocks are one of the shapes: each cell its two pixels as they are, over black.
    @Test func halfBlocksAreTheTopPixelOnTheBottomOneOverBlack() {
        // One column, two cells: red over half-transparent white; then opaque grey over transparent blue.
        let image = RGBAImage(width: 1, height: 4, pixels: [255, 0, 0, 255, 255, 255, 255, 128, 90, 100, 110, 255, 0, 0, 255, 0])
        #expect(BlockCells.Shape.half.columns == 1 && BlockCells.Shape.half.rows == 2)
        #expect(BlockCells.cells(image, columns: 1, rows: 2, shape: .half) == [
            [BlockCells.Cell(symbol: "▀", foreground: .init(255, 0, 0), background: .init(128, 128, 128))],
            [BlockCells.Cell(symbol: "▀", foreground: .init(90, 100, 110), background: .init(0, 0, 0))],
        ])
    }

    /// Transparency is flattened one way everywhere: each channel times its alpha.
    @Test func overBlackScalesEachChannelByItsAlpha() {
        #expect(RGBAImage.overBlack(255, alpha: 128) == 128 && RGBAImage.overBlack(200, alpha: 0) == 0 && RGBAImage.overBlack(77, alpha: 255) == 77)
        let image = RGBAImage(width: 1, height: 1, pixels: [200, 100, 50, 51])
        #expect(image.overBlack(x: 0, y: 0) == (40, 20, 10))
    }

    @Test func aLeftColumnOfInkIsTheLeftHalfBlock() {
        let cells = BlockCells.cells(Self.cell([Self.white, Self.black, Self.white, Self.black, Self.white, Self.black]), columns: 1, rows: 1, shape: .sextant)
        #expect(cells == [[BlockCells.Cell(symbol: "▌", foreground: .init(255, 255, 255), background: .init(0, 0, 0))]])
    }

    @Test func oneCornerIsTheFirstSextant() {
        let cells = BlockCells.cells(Self.cell([Self.white, Self.black, Self.black, Self.black, Self.black, Self.black]), columns: 1, rows: 1, shape: .sextant)
        #expect(cells.first?.first?.symbol == "\u{1FB00}")
        #expect(cells.first?.first?.foreground == .init(255, 255, 255))
    }

    /// The last sub-pixel is always background, so a diagonal with white at the lower right is drawn as the other diagonal in black.
    @Test func aDiagonalIsTheQuadrantPair() {
        let cells = BlockCells.cells(Self.cell([Self.white, Self.black, Self.black, Self.white]), columns: 1, rows: 1, shape: .quadrant)
        #expect(cells == [[BlockCells.Cell(symbol: "▞", foreground: .init(0, 0, 0), background: .init(255, 255, 255))]])
    }

    @Test func aFlatCellIsASpaceOnItsColour() {
        let grey = (90, 100, 110)
        let cells = BlockCells.cells(Self.cell(Array(repeating: grey, count: 6)), columns: 1, rows: 1, shape: .sextant)
        #expect(cells == [[BlockCells.Cell(symbol: " ", foreground: .init(90, 100, 110), background: .init(90, 100, 110))]])
    }

    /// Against every split, worked out here the slow way: none leaves less error.
    @Test(arguments: 0..<40)
    func theChosenSplitHasTheLeastError(seed: Int) {
        var state = UInt64(seed * 7919 + 1)
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 56)
        }
        for shape in [BlockCells.Shape.quadrant, .sextant] {
            let pixels = (0..<(2 * shape.rows)).map { _ in (next(), next(), next()) }
            let best = (0..<(1 << pixels.count)).map { Self.error(pixels, mask: $0) }.min() ?? 0
            let cell = BlockCells.best(pixels, shape: shape)
            let chosen = (0..<(1 << pixels.count)).first { BlockCells.symbol($0, shape: shape) == cell.symbol } ?? -1
            #expect(abs(Self.error(pixels, mask: chosen) - best) < 1e-6 || abs(Self.error(pixels, mask: (1 << pixels.count) - 1 - chosen) - best) < 1e-6,
                    "\(shape) seed \(seed)")
        }
    }

    /// Every sextant pattern is the character Unicode names for it ("BLOCK SEXTANT-135" has ink in cells 1, 3 and 5).
    @Test func everySextantIsTheCharacterUnicodeNames() {
        for mask in 1..<63 where mask != 21 && mask != 42 {
            let cells = (0..<6).filter { mask & (1 << $0) != 0 }.map { String($0 + 1) }.joined()
            let name = BlockCells.symbol(mask, shape: .sextant).unicodeScalars.first?.properties.name
            #expect(name == "BLOCK SEXTANT-\(cells)", "mask \(mask)")
        }
        #expect(BlockCells.symbol(21, shape: .sextant) == "▌")
        #expect(BlockCells.symbol(42, shape: .sextant) == "▐")
        #expect(BlockCells.symbol(0, shape: .sextant) == " ")
        #expect(BlockCells.symbol(63, shape: .sextant) == "█")
    }

    /// Every quadrant pattern is the character Unicode names for it.
    @Test func everyQuadrantIsTheCharacterUnicodeNames() {
        let parts = ["UPPER LEFT", "UPPER RIGHT", "LOWER LEFT", "LOWER RIGHT"]
        for mask in 1..<15 {
            let name = BlockCells.symbol(mask, shape: .quadrant).unicodeScalars.first?.properties.name ?? ""
            let set = (0..<4).filter { mask & (1 << $0) != 0 }
            switch mask {
            case 3: #expect(name == "UPPER HALF BLOCK")
            case 12: #expect(name == "LOWER HALF BLOCK")
            case 5: #expect(name == "LEFT HALF BLOCK")
            case 10: #expect(name == "RIGHT HALF BLOCK")
            default: #expect(name == "QUADRANT " + set.map { parts[$0] }.joined(separator: " AND "), "mask \(mask)")
            }
        }
    }
}
