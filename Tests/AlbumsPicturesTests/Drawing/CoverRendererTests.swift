@testable import AlbumsCore
import AlbumsImaging
@testable import AlbumsPictures
@testable import AlbumsTerminal
import AlbumsTestSupport
import Foundation
import Testing

@Suite struct CoverRendererTests {
    static let esc = "\u{1B}"

    /// 4×4 pixels: columns white, black, white, black, except the top right pixel, red.
    static let image: RGBAImage = {
        var pixels: [UInt8] = []
        for y in 0..<4 {
            for x in 0..<4 {
                if x == 3 && y == 0 { pixels += [255, 0, 0, 255] } else { pixels += x % 2 == 0 ? [255, 255, 255, 255] : [0, 0, 0, 255] }
            }
        }
        return RGBAImage(width: 4, height: 4, pixels: pixels)
    }()

    @Test func sextantsInTwentyFourBitColour() {
        // Two cells across, one down (a square picture two cells wide is one cell high), averaged to 4×3 sub-pixels:
        // the red pixel is three quarters of the top sub-pixel row (191, 0, 0), and none of the rest.
        let picture = CoverRenderer.render(Self.image, columns: 2, maxRows: 1, target: PictureTarget(mode: .sextant))
        #expect(picture.columns == 2 && picture.rows == 1)
        // Both cells: ink in the left column (▌). The second's background is its right column's average: (191 + 0 + 0) / 3, rounded.
        #expect(picture.text == "\(Self.esc)[38;2;255;255;255;48;2;0;0;0m▌\(Self.esc)[38;2;255;255;255;48;2;64;0;0m▌\(Self.esc)[0m\n")
    }

    @Test func quadrantsIn256Colours() {
        let picture = CoverRenderer.render(Self.image, columns: 2, maxRows: 1, target: PictureTarget(mode: .quadrant256))
        #expect(picture.text.hasPrefix("\(Self.esc)[38;5;231;48;5;16m▌"))
        #expect(picture.cells.count == 1 && picture.cells.first?.count == 2)
    }

    @Test func sixelIsSizedByTheCellTheTerminalGave() {
        let big = RGBAImage(width: 600, height: 600)
        let assumed = CoverRenderer.render(big, columns: 10, maxRows: 50, target: PictureTarget(mode: .sixel))
        #expect(assumed.image?.contains("\"1;1;100;100#") == true, "10 columns of 10 pixels")
        #expect(assumed.rows == 5 && assumed.cells.count == 5, "blank cells under the image")
        let told = CoverRenderer.render(big, columns: 10, maxRows: 50, target: PictureTarget(mode: .sixel, cell: CellPixels(width: 8, height: 16)))
        #expect(told.image?.contains("\"1;1;80;80#") == true, "10 columns of 8 pixels")
        #expect(told.text.hasSuffix("\(Self.esc)\\\n"))
    }

    /// A picture smaller than the cells asked for fills them in sixel, as the cell modes do (a 40×24 picture, 30 columns).
    @Test func aSmallPictureIsEnlargedToTheWidthAskedInSixel() throws {
        let small = RGBAImage(width: 40, height: 24, pixels: [UInt8](repeating: 200, count: 40 * 24 * 4))
        let sixel = CoverRenderer.render(small, columns: 30, maxRows: 50, target: PictureTarget(mode: .sixel))
        let blocks = CoverRenderer.render(small, columns: 30, maxRows: 50, target: PictureTarget(mode: .blocks))
        #expect(sixel.columns == 30 && blocks.columns == 30 && sixel.rows == blocks.rows)
        #expect(sixel.image?.contains("\"1;1;300;\(sixel.rows * 20)#") == true, "30 columns of 10 pixels, not the picture's 40")
        // From a file's bytes too: decoded straight to the enlarged size.
        let bytes = try #require(FileManager.default.contents(atPath: Paths.packageRoot + "/Fixtures/images/orientation/orientation-1.jpg"))
        let drawn = try CoverRenderer.draw(bytes, columns: 30, maxRows: 50, target: PictureTarget(mode: .sixel))
        #expect(drawn.image?.contains("\"1;1;300;") == true)
    }

    @Test func kittyInsideTmuxIsPlaceholdersAndAnUploadThroughThePassthrough() throws {
        let picture = CoverRenderer.render(RGBAImage(width: 40, height: 40), original: Data("cover".utf8), columns: 4, maxRows: 2,
                                           target: PictureTarget(mode: .kitty, throughTmux: true))
        let id = KittyPlaceholders.id(for: Data("cover".utf8))
        let upload = try #require(picture.upload)
        // The id: its low byte in the colour, its high byte in the third diacritic, nothing between.
        #expect(id.value == UInt32(id.high) * 16_777_216 + UInt32(id.low) && id.low >= 1)
        #expect(upload.hasPrefix("\(Self.esc)Ptmux;\(Self.esc)\(Self.esc)_Ga=T,U=1,i=\(id.value),f=32,s=40,v=40,c=4,r=2,q=2,m=1;"), "6,400 bytes: the first of three chunks")
        #expect(upload.hasSuffix("\(Self.esc)\(Self.esc)\\\(Self.esc)\\"), "the image's own ST doubled, then tmux's")
        #expect(picture.image == nil)
        // Each cell U+10EEEE with its row's, its column's and the id's high byte's diacritic, in the id's low byte as a 256-colour foreground.
        let lines = picture.text.dropFirst(upload.count).split(separator: "\n")
        #expect(lines.count == 2)
        let high = String(Character(KittyPlaceholders.diacritic(Int(id.high))))
        let first = ["\u{0305}", "\u{030D}", "\u{030E}", "\u{0310}"].map { "\u{10EEEE}\u{0305}" + $0 + high }.joined()
        #expect(lines.first.map(String.init) == "\(Self.esc)[38;5;\(id.low)m" + first + "\(Self.esc)[0m")
        #expect(lines.last?.hasPrefix("\(Self.esc)[38;5;\(id.low)m\u{10EEEE}\u{030D}\u{0305}" + high) == true, "the second row's diacritic")
    }

    /// Covers drawn one after another in a session keep their own images: ids from their bytes, over 65,000 of them.
    @Test func theStubCoversHaveIDsOfTheirOwn() throws {
        let folder = Paths.packageRoot + "/Fixtures/stub/artwork"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".jpg") }
        try #require(names.count > 10)
        let ids = names.compactMap { FileManager.default.contents(atPath: folder + "/" + $0) }.map { KittyPlaceholders.id(for: $0).value }
        #expect(Set(ids).count == names.count)
    }

    @Test func placeholderCellsAreOneColumnEach() {
        let cells = KittyPlaceholders.cells(id: .init(low: 7, high: 200), columns: 3, rows: 1)
        #expect(cells.first?.allSatisfy { $0.text.count == 1 && DisplayWidth.of($0.text) == 1 } == true)
    }

    @Test func thePlaceholderDiacriticsAreKittysTable() {
        // The kitty protocol's table begins U+0305, U+030D, U+030E; every entry is a combining mark drawn above (class 230).
        #expect(KittyPlaceholders.diacritics.prefix(3) == [0x0305, 0x030D, 0x030E])
        #expect(KittyPlaceholders.diacritics.allSatisfy { Unicode.Scalar($0)?.properties.canonicalCombiningClass == .above })
        #expect(Set(KittyPlaceholders.diacritics).count == KittyPlaceholders.diacritics.count)
        #expect(KittyPlaceholders.diacritics == KittyPlaceholders.diacritics.sorted())
    }

    @Test func imagesInATableRowBecomeCells() {
        #expect(PictureTarget(mode: .sixel).asCells.mode == .blocks)
        #expect(PictureTarget(mode: .sextant256).asCells.mode == .sextant256)
    }
}
