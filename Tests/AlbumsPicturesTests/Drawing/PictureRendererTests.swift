@testable import AlbumsClients
@testable import AlbumsCore
import AlbumsImaging
@testable import AlbumsPictures
import AlbumsTestSupport
import Foundation
import Testing

@Suite struct PictureRendererTests {
    static let esc = "\u{1B}"

    /// The picture as `show` and `art` print it: fitted into `columns` (and `rows`, else at most 100) cells.
    static func render(_ image: RGBAImage, original: Data? = nil, mode: PictureMode, columns: Int, rows: Int? = nil) -> String {
        CoverRenderer.render(image, original: original, columns: columns, maxRows: rows ?? PictureSize.defaultMaxRows, target: PictureTarget(mode: mode)).text
    }

    /// 2×4 pixels: red, green / blue, white / black, black / grey, transparent white.
    static let image = RGBAImage(width: 2, height: 4, pixels: [
        255, 0, 0, 255, 0, 255, 0, 255,
        0, 0, 255, 255, 255, 255, 255, 255,
        0, 0, 0, 255, 0, 0, 0, 255,
        128, 128, 128, 255, 255, 255, 255, 0,
    ])

    /// Where the terminal's height is unknown (a pipe), a picture is 100 rows at most: a picture 4 pixels wide
    /// and 1,000 tall, asked 4 columns wide, would take 500; it takes 100, narrowed to keep its shape.
    @Test func aPictureIsAHundredRowsAtMostWhereTheHeightIsUnknown() {
        let tall = RGBAImage(width: 4, height: 1_000, pixels: [UInt8](repeating: 200, count: 4 * 1_000 * 4))
        let drawn = CoverRenderer.render(tall, columns: 4, target: PictureTarget(mode: .blocks))
        #expect(drawn.text.everyLine.count == 100 + 1, "100 lines, each ended")
        #expect(PictureSize.fitting((4, 1_000), columns: 4, maxRows: 99).rows == 99, "fewer where fewer are allowed")
    }

    @Test func blocksPutTwoPixelRowsInEachCellIn24BitColour() {
        let text = Self.render(Self.image, mode: .blocks, columns: 2, rows: 2)
        #expect(text == """
        \(Self.esc)[38;2;255;0;0;48;2;0;0;255m▀\(Self.esc)[38;2;0;255;0;48;2;255;255;255m▀\(Self.esc)[0m
        \(Self.esc)[38;2;0;0;0;48;2;128;128;128m▀\(Self.esc)[38;2;0;0;0;48;2;0;0;0m▀\(Self.esc)[0m

        """)
    }

    @Test func ansi256UsesTheNearestPaletteColour() {
        let text = Self.render(Self.image, mode: .ansi256, columns: 2, rows: 2)
        #expect(text == """
        \(Self.esc)[38;5;196;48;5;21m▀\(Self.esc)[38;5;46;48;5;231m▀\(Self.esc)[0m
        \(Self.esc)[38;5;16;48;5;244m▀\(Self.esc)[38;5;16;48;5;16m▀\(Self.esc)[0m

        """)
    }

    @Test func aColourIsWrittenOnlyWhenItChanges() {
        let red = RGBAImage(width: 4, height: 2, pixels: Array([[UInt8]](repeating: [255, 0, 0, 255], count: 8).joined()))
        #expect(Self.render(red, mode: .blocks, columns: 4, rows: 1) == "\(Self.esc)[38;2;255;0;0;48;2;255;0;0m▀▀▀▀\(Self.esc)[0m\n")
    }

    @Test func blocksAreAveragedDownToTheCells() {
        // 4×4: the left half black, the right half white; two cells wide, one high.
        let row: [UInt8] = [0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 255]
        let image = RGBAImage(width: 4, height: 4, pixels: row + row + row + row)
        #expect(Self.render(image, mode: .blocks, columns: 2, rows: 1)
            == "\(Self.esc)[38;2;0;0;0;48;2;0;0;0m▀\(Self.esc)[38;2;255;255;255;48;2;255;255;255m▀\(Self.esc)[0m\n")
    }

    @Test func kittyGetsTheRGBAPixelsInChunksOf4096() throws {
        // 40×40 RGBA is 6400 bytes, 8536 in base64: chunks of 4096, 4096 and 344.
        let pixels = (0..<6400).map { UInt8($0 % 251) }
        let image = RGBAImage(width: 40, height: 40, pixels: pixels)
        let text = Self.render(image, mode: .kitty, columns: 4, rows: 2)
        let commands = text.dropLast().components(separatedBy: "\(Self.esc)\\").dropLast()
        #expect(commands.count == 3)
        let parts = commands.map { $0.split(separator: ";", maxSplits: 1).map(String.init) }
        #expect(parts.map(\.[0]) == ["\(Self.esc)_Ga=T,f=32,s=40,v=40,c=4,r=2,q=2,m=1", "\(Self.esc)_Gm=1", "\(Self.esc)_Gm=0"])
        #expect(parts.map(\.[1].count) == [4096, 4096, 344])
        #expect(Data(base64Encoded: parts.map(\.[1]).joined()) == Data(pixels))
        #expect(text.hasSuffix("\n"))
    }

    @Test func kittyIsSentNoMoreThanTenPixelsPerColumn() {
        let image = RGBAImage(width: 600, height: 300)
        let text = Self.render(image, mode: .kitty, columns: 20)
        #expect(text.hasPrefix("\(Self.esc)_Ga=T,f=32,s=200,v=100,c=20,r=5,"))
    }

    @Test func itermGetsTheFilesOwnBytes() {
        let text = Self.render(Self.image, original: Data("abc".utf8), mode: .iterm, columns: 2, rows: 2)
        #expect(text == "\(Self.esc)]1337;File=inline=1;size=3;width=2;height=2;preserveAspectRatio=1:YWJj\u{07}\n")
    }

    @Test func itermWithoutAnOriginalGetsAPNG() throws {
        let text = Self.render(Self.image, mode: .iterm, columns: 2, rows: 2)
        let base64 = try #require(text.split(separator: ":").last?.dropLast(2))
        let png = try #require(Data(base64Encoded: String(base64)))
        #expect(try ImageDecoder.decode([UInt8](png)).image == Self.image)
    }

    @Test func noneDrawsNothing() {
        #expect(Self.render(Self.image, mode: .none, columns: 10) == "")
    }

    @Test(arguments: [((600, 600), 40, 20), ((600, 300), 40, 10), ((100, 50), 10, 3), ((1, 1000), 2, 1000), ((1000, 1), 40, 1)])
    func aCellIsTwiceAsTallAsItIsWide(size: (Int, Int), columns: Int, rows: Int) {
        #expect(PictureRenderer.rows(for: size, columns: columns) == rows)
    }

    @Test(arguments: [
        ((0, 0, 0), 16), ((255, 255, 255), 231), ((255, 0, 0), 196), ((0, 255, 0), 46), ((0, 0, 255), 21),
        ((128, 128, 128), 244), ((95, 135, 175), 67), ((8, 8, 8), 232), ((238, 238, 238), 255), ((250, 250, 250), 231),
        // Near the line between the cube and the greys, one for each of the cube's levels (95, 135, 175, 215,
        // 255): a level one off turns each to the other side. Each index is the palette's nearest, found by
        // measuring against all of its 240 colours.
        ((1, 61, 61), 23), ((72, 116, 116), 66), ((116, 156, 156), 109), ((156, 196, 196), 152), ((196, 236, 236), 195),
    ])
    func xterm256Nearest(color: (Int, Int, Int), index: Int) {
        #expect(Xterm256.nearest(color) == index)
    }
}

@Suite struct PictureModeTests {
    @Test(arguments: [
        ([:], true, PictureMode.ansi256),
        (["COLORTERM": "truecolor"], true, .sextant),
        (["COLORTERM": "24bit"], true, .sextant),
        (["COLORTERM": "truecolor", "TERM": "linux"], true, .blocks),
        (["COLORTERM": "truecolor", "TERM_PROGRAM": "Apple_Terminal"], true, .blocks),
        (["TERM": "xterm-kitty"], true, .kitty),
        (["KITTY_WINDOW_ID": "1", "COLORTERM": "truecolor"], true, .kitty),
        (["TERM_PROGRAM": "iTerm.app"], true, .iterm),
        (["LC_TERMINAL": "iTerm2", "TERM": "xterm-256color"], true, .iterm),
        (["COLORTERM": "truecolor"], false, .none),
        (["TERM": "dumb", "COLORTERM": "truecolor"], true, .none),
        (["NO_COLOR": "1", "TERM": "xterm-kitty"], true, .none),
        (["NO_COLOR": "", "COLORTERM": "truecolor"], true, .sextant),
    ] as [([String: String], Bool, PictureMode)])
    func autoFollowsTheTerminal(environment: [String: String], isTerminal: Bool, expected: PictureMode) {
        #expect(PictureMode.auto.resolved(environment: environment, isTerminal: isTerminal) == expected)
    }

    @Test func aChosenModeIsKeptEvenWhenPiped() {
        #expect(PictureMode.blocks.resolved(environment: ["NO_COLOR": "1"], isTerminal: false) == .blocks)
        #expect(PictureMode.kitty.resolved(environment: [:], isTerminal: false) == .kitty)
    }
}
