@testable import AlbumsPictures
import Testing

/// The box a picture is drawn in: the columns asked for, no taller than allowed,
/// the aspect kept, never more cells than the image has pixels.
@Suite struct PictureSizeTests {
    @Test(arguments: [
        ((1, 16384), 400, 100, 1, 100),    // tall and thin: one column, capped at the height
        ((1, 4000), 40, 100, 1, 100),
        ((16384, 1), 40, 100, 40, 1),      // wide and flat: one row
        ((8, 8), 400, 100, 8, 4),          // small: never more cells than pixels
        ((600, 600), 40, 24, 40, 20),      // fits
        ((600, 600), 40, 10, 20, 10),      // too tall for the terminal: narrower, aspect kept
        ((6300, 6300), 400, 100, 200, 100),
        ((600, 300), 40, 100, 40, 10),
        ((1, 1), 40, 100, 1, 1),
    ] as [((Int, Int), Int, Int, Int, Int)])
    func fitsTheBox(image: (Int, Int), columns: Int, maxRows: Int, expectedColumns: Int, expectedRows: Int) {
        #expect(PictureSize.fitting(image, columns: columns, maxRows: maxRows) == PictureSize(columns: expectedColumns, rows: expectedRows))
    }

    @Test func kittyIsSentAboutTenByTwentyPixelsPerCellAndNoMoreThanTheImageHas() {
        #expect(PictureSize(columns: 400, rows: 100).kittyPixels(for: (6300, 6300)) == (2000, 2000))
        #expect(PictureSize(columns: 20, rows: 5).kittyPixels(for: (600, 300)) == (200, 100))
        #expect(PictureSize(columns: 40, rows: 20).kittyPixels(for: (100, 100)) == (100, 100))
        #expect(PictureSize(columns: 1, rows: 100).kittyPixels(for: (1, 16384)) == (1, 2000))
    }

    /// A terminal draws a sixel at its own pixel size: a picture smaller than its cells is enlarged to fill them, as cells fill the width.
    @Test func sixelIsEnlargedToTheCellsWhereKittyIsNot() {
        #expect(PictureSize(columns: 30, rows: 9).sixelPixels(for: (40, 24)) == (300, 180))
        #expect(PictureSize(columns: 30, rows: 9).kittyPixels(for: (40, 24)) == (40, 24), "kitty's placement fills the cells itself")
        #expect(PictureSize(columns: 20, rows: 5).sixelPixels(for: (600, 300)) == (200, 100), "larger pictures shrink as kitty's do")
        #expect(PictureSize(columns: 400, rows: 400).sixelPixels(for: (2, 2)) == (4000, 4000))
        #expect(PictureSize(columns: 1000, rows: 1000).sixelPixels(for: (1, 1)) == (4096, 4096), "never past the largest")
    }
}
