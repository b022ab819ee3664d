/// How a cover is drawn in the terminal.
public enum PictureMode: String, CaseIterable, Sendable {
    /// Whatever the terminal supports: what it answers when asked, else the environment.
    case auto
    /// kitty's graphics protocol (inside tmux, its Unicode placeholders through tmux's passthrough).
    case kitty
    /// iTerm2's inline images (OSC 1337).
    case iterm
    /// DEC sixel graphics: at most 256 colours chosen for the picture.
    case sixel
    /// Six sub-pixels per cell (2×3, Unicode 13's sextants), two colours each, 24-bit.
    case sextant
    /// Four sub-pixels per cell (2×2, quadrant blocks), two colours each, 24-bit.
    case quadrant
    /// Upper half blocks in 24-bit colour, two pixel rows per cell.
    case blocks
    /// Sextants in the nearest of the xterm 256 colours.
    case sextant256
    /// Quadrants in the nearest of the xterm 256 colours.
    case quadrant256
    /// Half blocks in the nearest of the xterm 256 colours.
    case ansi256
    case none

    /// Draws a picture at all: any mode but `none`, once `auto` is resolved.
    /// (What each value draws with, on chafa's three axes: `PictureStyle`.)
    public var draws: Bool { self != .none && self != .auto }
}

/// How a picture with few colours (sixel's 256) imitates the colours it lacks.
public enum Dither: String, CaseIterable, Sendable {
    /// Each pixel the nearest colour of the palette.
    case none
    /// A Bayer 8×8 threshold pattern: steady, and the same from frame to frame.
    case ordered
    /// Floyd–Steinberg error diffusion: the smoothest gradients.
    case diffusion
}
