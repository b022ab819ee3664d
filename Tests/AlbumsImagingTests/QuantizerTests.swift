@testable import AlbumsImaging
import Testing

@Suite struct QuantizerTests {
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

    /// The median cut splits a box where half its pixels lie on each side:
    /// four greys equally common, cut to two colours, split 2|2 (not 3|1), and
    /// counts weigh: the same greys with the darkest three times as common split 1|3.
    @Test func theMedianCutSplitsAtTheWeightedMedian() {
        let greys: [(UInt8, UInt8, UInt8)] = [(0, 0, 0), (64, 64, 64), (160, 160, 160), (224, 224, 224)]
        let even = Quantizer.quantize(Self.image(greys, width: 4, height: 4) { x, _ in x }, colors: 2)
        #expect(Set(even.palette.map(\.r)) == [32, 192], "0 and 64 average to 32, 160 and 224 to 192")
        // Darkest 3 of every 6 pixels: it alone is half the pixels.
        let weighted = Quantizer.quantize(Self.image(greys, width: 6, height: 1) { x, _ in max(0, x - 2) }, colors: 2)
        #expect(Set(weighted.palette.map(\.r)) == [0, 149], "0 alone; 64, 160 and 224 average to 149")
    }

    /// Oklab from sRGB: the transfer function undone first. Ottosson's own
    /// values for the primaries and white.
    @Test func oklabMatchesItsReferenceValues() {
        let cases: [((Int, Int, Int), (Float, Float, Float))] = [
            ((255, 0, 0), (0.62796, 0.22486, 0.12585)),
            ((0, 255, 0), (0.86644, -0.23389, 0.17950)),
            ((0, 0, 255), (0.45201, -0.03246, -0.31153)),
            ((255, 255, 255), (1.0, 0, 0)),
            ((0, 0, 0), (0, 0, 0)),
        ]
        for (rgb, expected) in cases {
            let lab = Oklab(rgb.0, rgb.1, rgb.2)
            #expect(abs(lab.l - expected.0) < 0.001 && abs(lab.a - expected.1) < 0.001 && abs(lab.b - expected.2) < 0.001,
                    "\(rgb): \(lab.l), \(lab.a), \(lab.b)")
        }
    }

    /// Floyd–Steinberg on a 2×2 grey 80 drawn in black and white, worked out
    /// by hand (errors kept in sixteenths, each pixel's nearest colour in Oklab):
    /// (0,0) 80 → black, error 80: 7/16 right (+35), 5/16 below (+25), 1/16 below right (+5).
    /// (1,0) 115 → white, error −140: 3/16 below left (−26.25), 5/16 below (−43.75).
    /// (0,1) 80 + (400 − 420)/16 = 79 → black, error 79: 7/16 right.
    /// (1,1) 80 + (80 − 700 + 553)/16 = 76 → black.
    @Test func floydSteinbergSendsEachErrorToItsNeighbours() {
        let grey = [UInt8](repeating: 80, count: 2 * 2 * 3)
        let palette = [Quantizer.RGB(0, 0, 0), Quantizer.RGB(255, 255, 255)]
        #expect(Quantizer.indices(grey, width: 2, palette: palette, dither: .diffusion) == [0, 1, 0, 0])
        #expect(Quantizer.indices(grey, width: 2, palette: palette, dither: .none) == [0, 0, 0, 0], "undithered, all black")
    }
}
