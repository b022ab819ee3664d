@testable import AlbumsCore
import AlbumsImaging
@testable import AlbumsPictures
import Testing

/// The `art` values people type, each one point on chafa's three axes; the
/// pixels a style draws from, derived once from the axes.
@Suite struct PictureStyleTests {
    @Test(arguments: [
        (PictureMode.kitty, PictureStyle.PixelMode.kitty, BlockCells.Shape.half, PictureStyle.ColorDepth.trueColor),
        (.iterm, .iterm, .half, .trueColor), (.sixel, .sixel, .half, .trueColor),
        (.sextant, .symbols, .sextant, .trueColor), (.quadrant, .symbols, .quadrant, .trueColor), (.blocks, .symbols, .half, .trueColor),
        (.sextant256, .symbols, .sextant, .xterm256), (.quadrant256, .symbols, .quadrant, .xterm256), (.ansi256, .symbols, .half, .xterm256),
    ] as [(PictureMode, PictureStyle.PixelMode, BlockCells.Shape, PictureStyle.ColorDepth)])
    func eachArtValueIsAPointOnTheThreeAxes(mode: PictureMode, pixels: PictureStyle.PixelMode, shape: BlockCells.Shape, depth: PictureStyle.ColorDepth) throws {
        let style = try #require(PictureStyle(mode))
        #expect(style.pixelMode == pixels && style.shape == shape && style.depth == depth)
    }

    @Test func autoAndNoneDrawNothingYet() {
        #expect(PictureStyle(.auto) == nil && PictureStyle(.none) == nil)
        #expect(PictureMode.allCases.filter { PictureStyle($0) != nil }.count == PictureMode.allCases.count - 2, "every other value draws")
    }

    /// A box of 10×4 cells from a 300×300 cover: symbols take each shape's sub-pixels, kitty the cells' pixels.
    @Test func thePixelsComeFromTheAxes() {
        let box = PictureSize(columns: 10, rows: 4), image = (width: 300, height: 300), cell = CellPixels(width: 8, height: 16)
        #expect(PictureStyle(pixels: .symbols, shape: .half).pixels(for: box, image: image, cell: cell) == (10, 8))
        #expect(PictureStyle(pixels: .symbols, shape: .quadrant).pixels(for: box, image: image, cell: cell) == (20, 8))
        #expect(PictureStyle(pixels: .symbols, shape: .sextant, depth: .xterm256).pixels(for: box, image: image, cell: cell) == (20, 12))
        #expect(PictureStyle(pixels: .kitty).pixels(for: box, image: image, cell: cell) == (64, 64), "the box is 80×64 pixels; the cover square")
        #expect(PictureStyle(pixels: .symbols).aspect(cell) == 2 && PictureStyle(pixels: .sixel).aspect(cell) == 2 && PictureStyle(pixels: .kitty).aspect(CellPixels(width: 10, height: 25)) == 2.5)
    }

    /// `show` and `art` draw a cover 40 columns wide, or the screen's width
    /// where it is narrower; `--art-width` wins either way.
    @Test func aCoverIsFortyColumnsOrTheScreensWidth() {
        #expect([39, 40, 41, 200].map { ArtworkSize.columns(asked: nil, screen: $0) } == [39, 40, 40, 40])
        #expect(ArtworkSize.columns(asked: 13, screen: 30) == 13 && ArtworkSize.columns(asked: 60, screen: 30) == 60)
    }

    /// The artwork asked for: large for an image the terminal places or a tall box, the pane's otherwise.
    @Test func theArtworkSizeFollowsTheBox() {
        #expect(ArtworkSize.forBox(rows: 17, target: PictureTarget(mode: .blocks)) == ArtworkSize.pane)
        #expect(ArtworkSize.forBox(rows: 50, target: PictureTarget(mode: .blocks)) == ArtworkSize.pane, "100 pixel rows: the pane's 200 has them")
        #expect(ArtworkSize.forBox(rows: 51, target: PictureTarget(mode: .blocks)) == ArtworkSize.large)
        #expect(ArtworkSize.forBox(rows: 17, target: PictureTarget(mode: .kitty)) == ArtworkSize.large)
        #expect((ArtworkSize.thumbnail, ArtworkSize.pane, ArtworkSize.large, ArtworkSize.columns) == (100, 200, 600, 40))
    }
}
