import AlbumsCore
import AlbumsImaging

/// How pictures are drawn in this run: the mode (never `auto` here), the
/// size of a cell in pixels, dithering, and whether kitty images must go
/// through tmux.
package struct PictureTarget: Hashable, Sendable {
    /// How it draws, on chafa's three axes; nil: nothing is drawn.
    package var style: PictureStyle?
    /// A cell's size in pixels: the terminal's answer to `CSI 16 t`, else 10×20.
    package var cell: CellPixels
    package var dither: Dither
    /// Inside tmux: kitty images are sent through tmux's passthrough and shown by Unicode placeholders.
    package var throughTmux: Bool

    package init(style: PictureStyle?, cell: CellPixels = .assumed, dither: Dither = .none, throughTmux: Bool = false) {
        self.style = style
        self.cell = cell
        self.dither = dither
        self.throughTmux = throughTmux && style?.pixelMode == .kitty
    }

    /// The target an `art` value names (taken apart into its axes once, here).
    package init(mode: PictureMode, cell: CellPixels = .assumed, dither: Dither = .none, throughTmux: Bool = false) {
        self.init(style: PictureStyle(mode), cell: cell, dither: dither, throughTmux: throughTmux)
    }

    /// The `art` value it stands for (`none` when nothing is drawn): what the settings and the status line say.
    package var mode: PictureMode { style?.mode ?? .none }

    /// Its pixel mode (nil: nothing is drawn).
    package var pixelMode: PictureStyle.PixelMode? { style?.pixelMode }

    /// kitty images placed at the cursor (not inside tmux, where they are placeholder cells).
    package var placesKittyImage: Bool { pixelMode == .kitty && !throughTmux }
    /// kitty images shown by placeholder cells, sent through tmux's passthrough.
    package var kittyThroughTmux: Bool { pixelMode == .kitty && throughTmux }
    /// An image placed over blank cells (kitty, iTerm2, sixel), not cells of its own.
    package var placesImage: Bool { placesKittyImage || pixelMode == .iterm || pixelMode == .sixel }

    /// The same target drawing as cells: images can't sit inside a table row.
    package var asCells: PictureTarget {
        guard let style, style.pixelMode != .symbols else { return self }
        return PictureTarget(style: PictureStyle(pixels: .symbols, shape: style.shape), cell: cell, dither: dither)
    }
}

/// A terminal cell's size in pixels.
package struct CellPixels: Hashable, Sendable {
    package var width: Int
    package var height: Int

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// What most terminals' cells are near, when the terminal doesn't say.
    package static let assumed = CellPixels(width: 10, height: 20)

    /// Cell sizes terminals use, from tiny fonts to large ones on high-density screens.
    package static let widths = 4...64, heights = 8...128

    /// A cell of `width`×`height` pixels, if terminals use such cells; nil for an absurd answer (a 400×400 cell would make a 40-column cover 16,000 pixels wide).
    package static func believable(width: Int, height: Int) -> CellPixels? {
        widths.contains(width) && heights.contains(height) ? CellPixels(width: width, height: height) : nil
    }

    /// How many times taller than wide, for fitting a picture into cells.
    package var aspect: Double { Double(height) / Double(max(1, width)) }
}

extension Dither {
    var quantizer: Quantizer.Dither {
        switch self {
        case .none: return .none
        case .ordered: return .ordered
        case .diffusion: return .diffusion
        }
    }
}
