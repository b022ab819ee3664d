/// How a cover is drawn in the terminal.
public enum PictureMode: String, CaseIterable, Sendable {
    /// Whatever the terminal supports, from the environment.
    case auto
    /// kitty's graphics protocol.
    case kitty
    /// iTerm2's inline images (OSC 1337).
    case iterm
    /// Upper half blocks in 24-bit colour, two pixel rows per cell.
    case blocks
    /// The same, in the nearest of the xterm 256 colours.
    case ansi256
    case none
}
