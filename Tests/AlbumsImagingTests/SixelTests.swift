@testable import AlbumsImaging
import Testing

/// Sixel, checked by exact bytes for a small picture and by reading whole
/// pictures back with a decoder written here from the format's description.
@Suite struct SixelTests {
    static let esc = "\u{1B}"

    /// A sixel sequence read back: the size its raster attributes give, and each pixel's colour (nil where none was set).
    static func decode(_ text: String) -> (width: Int, height: Int, pixels: [Quantizer.RGB?])? {
        var scalars = Array(text.unicodeScalars)
        guard let start = text.range(of: "q\""), scalars.last == "\\" else { return nil }
        scalars = Array(text[start.upperBound...].unicodeScalars.dropLast(2))
        var index = 0
        func number() -> Int {
            var value = 0
            while index < scalars.count, let digit = Int(String(scalars[index])) { value = value * 10 + digit; index += 1 }
            return value
        }
        func skip(_ character: Unicode.Scalar) { if index < scalars.count, scalars[index] == character { index += 1 } }
        _ = number(); skip(";"); _ = number(); skip(";")
        let width = number(); skip(";")
        let height = number()
        var palette: [Int: Quantizer.RGB] = [:], pixels = [Quantizer.RGB?](repeating: nil, count: width * height)
        var color = 0, x = 0, band = 0
        while index < scalars.count {
            let character = scalars[index]
            switch character {
            case "#":
                index += 1
                color = number()
                if index < scalars.count, scalars[index] == ";" {
                    index += 1
                    _ = number(); skip(";")
                    let r = number(); skip(";")
                    let g = number(); skip(";")
                    let b = number()
                    palette[color] = Quantizer.RGB(UInt8(r * 255 / 100), UInt8(g * 255 / 100), UInt8(b * 255 / 100))
                }
            case "$": x = 0; index += 1
            case "-": x = 0; band += 1; index += 1
            default:
                var repeats = 1
                if character == "!" { index += 1; repeats = number() }
                guard index < scalars.count else { return nil }
                let bits = Int(scalars[index].value) - 63
                guard (0...63).contains(bits) else { return nil }
                for _ in 0..<repeats {
                    for row in 0..<6 where bits & (1 << row) != 0 {
                        let y = band * 6 + row
                        if y < height && x < width { pixels[y * width + x] = palette[color] }
                    }
                    x += 1
                }
                index += 1
            }
        }
        return (width, height, pixels)
    }

    @Test func aSmallPictureByteForByte() {
        // 5×7: two bands. Colour 1 is the top-left 2×2 and the whole bottom row; colour 0 the rest.
        var indices = [UInt8](repeating: 0, count: 35)
        for (x, y) in [(0, 0), (1, 0), (0, 1), (1, 1)] { indices[y * 5 + x] = 1 }
        for x in 0..<5 { indices[6 * 5 + x] = 1 }
        let picture = Quantizer.Indexed(width: 5, height: 7, palette: [.init(0, 0, 0), .init(255, 128, 0)], indices: indices)
        // Band 1, colour 0: columns 0–1 have rows 2–5 (60 → "{"), columns 2–4 all six rows ("~", three times: no repeat).
        // Colour 1: rows 0–1 (3 → "B") in columns 0–1, nothing after. Band 2: colour 1 in row 0 of every column ("@", five: "!5@").
        let expected = "\(Self.esc)P0;1;0q\"1;1;5;7#0;2;0;0;0#1;2;100;50;0#0{{~~~$#1BB-#1!5@\(Self.esc)\\"
        #expect(Sixel.encode(picture) == expected)
    }

    @Test func aPictureOfFewColoursComesBackExactly() throws {
        // Four colours in stripes of different widths, 37×20 (the last band part-filled).
        let colors: [(UInt8, UInt8, UInt8)] = [(0, 0, 0), (255, 255, 255), (200, 40, 40), (40, 40, 200)]
        var pixels: [UInt8] = []
        for y in 0..<20 {
            for x in 0..<37 {
                let c = colors[(x / 3 + y / 5) % 4]
                pixels += [c.0, c.1, c.2, 255]
            }
        }
        let image = RGBAImage(width: 37, height: 20, pixels: pixels)
        let decoded = try #require(Self.decode(Sixel.encode(image)))
        #expect(decoded.width == 37 && decoded.height == 20)
        for y in 0..<20 {
            for x in 0..<37 {
                let c = colors[(x / 3 + y / 5) % 4]
                let got = decoded.pixels[y * 37 + x]
                // Sixel's colours are in percent: each channel within 2 of the original.
                #expect(got.map { abs(Int($0.r) - Int(c.0)) <= 2 && abs(Int($0.g) - Int(c.1)) <= 2 && abs(Int($0.b) - Int(c.2)) <= 2 } == true, "(\(x), \(y))")
            }
        }
    }

    @Test(arguments: [Quantizer.Dither.none, .ordered, .diffusion])
    func aPhotoLikePictureIsDrawnWholeAndClose(dither: Quantizer.Dither) throws {
        let image = Gradient.image(width: 64, height: 48)
        let text = Sixel.encode(image, dither: dither)
        let decoded = try #require(Self.decode(text))
        #expect(decoded.pixels.allSatisfy { $0 != nil }, "every pixel is set")
        #expect(text.components(separatedBy: "#").count - 1 >= 256, "256 colours defined, then selected")
        var error = 0.0, cube = 0.0
        for (index, pixel) in decoded.pixels.enumerated() {
            guard let pixel else { continue }
            let (r, g, b) = (Int(image.pixels[index * 4]), Int(image.pixels[index * 4 + 1]), Int(image.pixels[index * 4 + 2]))
            error += Double(abs(Int(pixel.r) - r) + abs(Int(pixel.g) - g) + abs(Int(pixel.b) - b))
            // A fixed palette of the same size for comparison: the 6×6×6 cube (216 colours, steps of 51).
            func level(_ v: Int) -> Int { (v + 25) / 51 * 51 }
            cube += Double(abs(level(r) - r) + abs(level(g) - g) + abs(level(b) - b))
        }
        // A palette made for the picture beats a fixed one by far; dithering trades some of it for smoothness.
        #expect(error < cube * (dither == .none ? 0.5 : 0.9), "\(error / Double(decoded.pixels.count * 3)) against the cube's \(cube / Double(decoded.pixels.count * 3))")
    }

    @Test func longRunsAreRepeats() {
        let image = RGBAImage(width: 100, height: 6, pixels: Array([[UInt8]](repeating: [10, 20, 30, 255], count: 600).joined()))
        #expect(Sixel.encode(image).contains("#0!100~"))
    }
}

/// A smooth picture with thousands of colours: red across, green down, blue both ways.
enum Gradient {
    static func image(width: Int, height: Int) -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                pixels += [UInt8(x * 255 / max(1, width - 1)), UInt8(y * 255 / max(1, height - 1)), UInt8((x + y) * 255 / max(1, width + height - 2)), 255]
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
