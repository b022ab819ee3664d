

/// Decoded pixels: 8-bit red, green, blue and alpha, row after row.
public struct RGBAImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Transparent black.
    public init(width: Int, height: Int) {
        self.init(width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
    }

    @inlinable
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let index = (y * width + x) * 4
        return (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
    }

    /// A channel of a pixel `alpha` opaque, over black: a terminal's
    /// background is unknown, and black is the common one. Every picture
    /// albums draws (cells, sixel's palette) flattens transparency so.
    @inlinable
    public static func overBlack(_ channel: UInt8, alpha: UInt8) -> UInt8 {
        UInt8(Int(channel) * Int(alpha) / 255)
    }

    /// The pixel at (`x`, `y`), over black.
    @inlinable
    public func overBlack(x: Int, y: Int) -> (r: Int, g: Int, b: Int) {
        let p = pixel(x: x, y: y)
        return (Int(Self.overBlack(p.r, alpha: p.a)), Int(Self.overBlack(p.g, alpha: p.a)), Int(Self.overBlack(p.b, alpha: p.a)))
    }
}
