@testable import AlbumsImaging
import Testing

@Suite(.onTestThreads) struct QuantizerTests {
    static func image(_ colors: [(UInt8, UInt8, UInt8)], width: Int, height: Int, pick: (Int, Int) -> Int) -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let c = colors[pick(x, y)]
                pixels += [c.0, c.1, c.2, 255]
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    @Test func fewerColoursThanThePaletteAreKeptExactly() {
        let colors: [(UInt8, UInt8, UInt8)] = [(12, 34, 56), (250, 250, 250), (128, 0, 64), (3, 200, 9), (90, 90, 91)]
        let image = Self.image(colors, width: 10, height: 10) { x, y in (x * 3 + y) % 5 }
        let result = Quantizer.quantize(image)
        #expect(result.palette.count == 5)
        for y in 0..<10 {
            for x in 0..<10 {
                let c = colors[(x * 3 + y) % 5]
                #expect(result.palette[Int(result.indices[y * 10 + x])] == Quantizer.RGB(c.0, c.1, c.2))
            }
        }
    }

    @Test func thePaletteIsNeverLargerThanAsked() {
        let image = Gradient.image(width: 80, height: 80)
        #expect(Quantizer.quantize(image, colors: 16).palette.count == 16)
        #expect(Quantizer.quantize(image).palette.count == 256)
    }

    @Test func transparentPixelsAreOverBlack() {
        let image = RGBAImage(width: 2, height: 1, pixels: [255, 255, 255, 0, 255, 255, 255, 255])
        let result = Quantizer.quantize(image)
        #expect(result.indices.map { result.palette[Int($0)] } == [Quantizer.RGB(0, 0, 0), Quantizer.RGB(255, 255, 255)])
    }

    /// Grey 128 with only greys 96 and 160 to draw it: without dithering all one
    /// of them; with either dithering about half of each, mixed so the area reads 128.
    @Test(arguments: [Quantizer.Dither.ordered, .diffusion])
    func ditheringMixesTheColoursItHas(dither: Quantizer.Dither) {
        let grey = [UInt8](repeating: 128, count: 64 * 64 * 3)
        let palette = [Quantizer.RGB(96, 96, 96), Quantizer.RGB(160, 160, 160)]
        #expect(Set(Quantizer.indices(grey, width: 64, palette: palette, dither: .none)).count == 1, "undithered: one colour for the whole area")
        let mixed = Quantizer.indices(grey, width: 64, palette: palette, dither: dither)
        let light = mixed.filter { $0 == 1 }.count
        let half = 64 * 64 / 2, slack = 64 * 64 / 20
        #expect(abs(light - half) <= slack, "\(light) of \(64 * 64) light")
        // Mixed, not split: every 8×8 block has some of each.
        for block in 0..<64 {
            let (bx, by) = (block % 8 * 8, block / 8 * 8)
            let lights = (0..<64).filter { mixed[(by + $0 / 8) * 64 + bx + $0 % 8] == 1 }.count
            #expect((16...48).contains(lights), "block \(block): \(lights) light")
        }
    }
}
