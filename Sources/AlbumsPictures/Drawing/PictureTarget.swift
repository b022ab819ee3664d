import AlbumsCore
import AlbumsImaging

/// How pictures are drawn in this run: the mode (never `auto` here), the
/// size of a cell in pixels, dithering, and whether kitty images must go
/// through tmux.
public struct PictureTarget: Equatable, Sendable {
    public var mode: PictureMode
    /// A cell's size in pixels: the terminal's answer to `CSI 16 t`, else 10×20.
    public var cell: CellPixels
    public var dither: Dither
    /// Inside tmux: kitty images are sent through tmux's passthrough and shown by Unicode placeholders.
    public var throughTmux: Bool

    public init(mode: PictureMode, cell: CellPixels = .assumed, dither: Dither = .none, throughTmux: Bool = false) {
        self.mode = mode
        self.cell = cell
        self.dither = dither
        self.throughTmux = throughTmux
    }

    /// kitty images placed at the cursor (not inside tmux, where they are placeholder cells).
    public var placesKittyImage: Bool { mode == .kitty && !throughTmux }
    /// An image placed over blank cells (kitty, iTerm2, sixel), not cells of its own.
    public var placesImage: Bool { placesKittyImage || mode == .iterm || mode == .sixel }

    /// The same target drawing as cells: images can't sit inside a table row.
    public var asCells: PictureTarget {
        var copy = self
        switch mode {
        case .kitty, .iterm, .sixel: copy.mode = .blocks
        case .auto, .sextant, .quadrant, .blocks, .sextant256, .quadrant256, .ansi256, .none: break
        }
        return copy
    }
}

/// A terminal cell's size in pixels.
public struct CellPixels: Equatable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// What most terminals' cells are near, when the terminal doesn't say.
    public static let assumed = CellPixels(width: 10, height: 20)

    /// Cell sizes terminals use, from tiny fonts to large ones on high-density screens.
    public static let widths = 4...64, heights = 8...128

    /// A cell of `width`×`height` pixels, if terminals use such cells; nil for an absurd answer (a 400×400 cell would make a 40-column cover 16,000 pixels wide).
    public static func believable(width: Int, height: Int) -> CellPixels? {
        widths.contains(width) && heights.contains(height) ? CellPixels(width: width, height: height) : nil
    }

    /// How many times taller than wide, for fitting a picture into cells.
    public var aspect: Double { Double(height) / Double(max(1, width)) }
}

extension Dither {
    package var quantizer: Quantizer.Dither {
        switch self {
        case .none: return .none
        case .ordered: return .ordered
        case .diffusion: return .diffusion
        }
    }
}
