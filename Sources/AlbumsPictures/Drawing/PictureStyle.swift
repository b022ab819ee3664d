import AlbumsCore
import AlbumsImaging

/// How a picture is drawn, on chafa's three independent axes: the pixel mode
/// (an image protocol, or symbols in cells), the symbols' cell shape, and the
/// colour depth of the cells. The `art` values people type (`sextant256`,
/// `blocks`, …) each name one point of it (`init?(_:)`, the one place they are
/// taken apart); the renderer reads only the axes.
package struct PictureStyle: Hashable, Sendable {
    /// chafa's pixel mode.
    package enum PixelMode: Hashable, Sendable {
        /// kitty's graphics protocol.
        case kitty
        /// iTerm2's inline images.
        case iterm
        /// DEC sixel, at most 256 colours chosen for the picture.
        case sixel
        /// Block symbols in cells, two colours each (`shape`, `depth`).
        case symbols
    }

    /// chafa's canvas mode, for symbols.
    package enum ColorDepth: Hashable, Sendable {
        case trueColor
        /// The nearest of the xterm 256 colours.
        case xterm256
    }

    package var pixelMode: PixelMode
    /// The symbols' cell shape; for an image protocol, the cells that stand in for it where an image can't go (a table row).
    package var shape: BlockCells.Shape
    package var depth: ColorDepth

    package init(pixels pixelMode: PixelMode, shape: BlockCells.Shape = .half, depth: ColorDepth = .trueColor) {
        self.pixelMode = pixelMode
        self.shape = shape
        self.depth = depth
    }

    /// The style an `art` value names; nil for `auto` (not resolved yet) and `none`.
    package init?(_ mode: PictureMode) {
        switch mode {
        case .kitty: self.init(pixels: .kitty)
        case .iterm: self.init(pixels: .iterm)
        case .sixel: self.init(pixels: .sixel)
        case .sextant: self.init(pixels: .symbols, shape: .sextant)
        case .quadrant: self.init(pixels: .symbols, shape: .quadrant)
        case .blocks: self.init(pixels: .symbols, shape: .half)
        case .sextant256: self.init(pixels: .symbols, shape: .sextant, depth: .xterm256)
        case .quadrant256: self.init(pixels: .symbols, shape: .quadrant, depth: .xterm256)
        case .ansi256: self.init(pixels: .symbols, shape: .half, depth: .xterm256)
        case .auto, .none: return nil
        }
    }

    /// The `art` value that names this style.
    package var mode: PictureMode {
        switch (pixelMode, shape, depth) {
        case (.kitty, _, _): .kitty
        case (.iterm, _, _): .iterm
        case (.sixel, _, _): .sixel
        case (.symbols, .sextant, .trueColor): .sextant
        case (.symbols, .quadrant, .trueColor): .quadrant
        case (.symbols, .half, .trueColor): .blocks
        case (.symbols, .sextant, .xterm256): .sextant256
        case (.symbols, .quadrant, .xterm256): .quadrant256
        case (.symbols, .half, .xterm256): .ansi256
        }
    }

    /// How many times taller than wide a cell is taken to be: symbols are
    /// drawn at two pixel rows a cell, an image at the cell's own pixels.
    package func aspect(_ cell: CellPixels) -> Double {
        pixelMode == .symbols ? 2 : cell.aspect
    }

    /// The pixels a picture of `image`'s size is made of for `box`: what it
    /// is decoded to, and resampled to before it is drawn.
    package func pixels(for box: PictureSize, image: (width: Int, height: Int), cell: CellPixels) -> (width: Int, height: Int) {
        switch pixelMode {
        case .kitty: return box.kittyPixels(for: image, cell: cell)
        case .sixel: return box.sixelPixels(for: image, cell: cell)
        // iTerm2 is sent the file's own bytes; decoding a small copy only checks that they are an image.
        case .iterm: return (min(image.width, 8), min(image.height, 8))
        case .symbols: return (box.columns * shape.columns, box.rows * shape.rows)
        }
    }
}

/// The sizes albums asks Apple's artwork at (Apple renders it at the size
/// asked for), and the width covers are drawn at: one place for them.
package enum ArtworkSize {
    /// `list --art`'s thumbnails: the smallest with enough pixels for their 6×3 cells.
    package static let thumbnail = 100
    /// The browser's pane, drawn in cells.
    package static let pane = 200
    /// `show`, `art` and an image the terminal places: the size of the feed's large artwork.
    package static let large = Album.largeArtworkSize
    /// How wide `show` and `art` draw a cover, and the detail page at most, in columns.
    package static let columns = 40

    /// How wide `show` and `art` draw a cover: as asked (`--art-width`), else
    /// `columns`, or the screen's width where it is narrower.
    package static func columns(asked: Int?, screen: Int) -> Int {
        asked ?? min(columns, screen)
    }

    /// The artwork for a box `rows` high drawn as `target` draws it: large for
    /// an image the terminal places or a tall box, else the pane's.
    package static func forBox(rows: Int, target: PictureTarget) -> Int {
        rows * 2 > thumbnail || target.placesImage ? large : pane
    }
}
