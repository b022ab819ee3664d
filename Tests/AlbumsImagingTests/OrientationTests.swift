@testable import AlbumsImaging
import AlbumsTestSupport
import Foundation
import Testing

/// EXIF orientation: the eight tags of Fixtures/images/orientation, each one
/// 40×24 picture stored turned or mirrored so that its tag puts it upright.
/// Their references are libjpeg's decode of the stored pixels turned as the
/// tag says (and checked against Pillow's exif_transpose by the fixture script).
@Suite struct OrientationTests {
    @Test(arguments: Orientation.allCases)
    func eachTagIsReadAndItsPictureComesOutUpright(orientation: Orientation) throws {
        let name = "orientation/orientation-\(orientation.rawValue)"
        let bytes = Corpus.bytes(name + ".jpg")
        try #require(!bytes.isEmpty, "the fixture")
        #expect(Orientation.of(bytes) == orientation, "even tags in big-endian EXIF, odd in little-endian")
        let reference = try #require(Corpus.pnm(name + ".upright.ppm"))
        let decoded = try ImageDecoder.decode(bytes).image
        #expect(decoded.width == 40 && decoded.height == 24, "upright: wider than tall")
        #expect(reference.width == 40 && reference.height == 24)
        #expect(Corpus.psnr(decoded, reference.rgb) == .infinity, "libjpeg's pixels, turned as the tag says")
        let stored = try #require(ImageDecoder.dimensions(bytes))
        #expect(ImageDecoder.shownDimensions(bytes).map { [$0.width, $0.height] } == [40, 24])
        #expect((stored.width == 24) == orientation.swapsSides, "stored sideways for 5–8")
        // Decoded to a size, as covers are: still upright.
        let small = try ImageDecoder.decode(bytes, resizedTo: (20, 12)).image
        #expect(small.width == 20 && small.height == 12)
    }

    /// Turning is a permutation: each tag's turn, then back, is the picture again.
    @Test func eachTurnMovesEveryPixelWhereItsTagSays() {
        // 3×2: pixel values 0…5, row by row.
        let image = RGBAImage(width: 3, height: 2, pixels: (0..<6).flatMap { [UInt8($0), 0, 0, 255] })
        let firstOfEachRow = { (image: RGBAImage) in (0..<image.height).map { image.pixels[$0 * image.width * 4] } }
        #expect(firstOfEachRow(image.oriented(.up)) == [0, 3])
        #expect(firstOfEachRow(image.oriented(.mirrored)) == [2, 5])
        #expect(firstOfEachRow(image.oriented(.down)) == [5, 2])
        #expect(firstOfEachRow(image.oriented(.downMirrored)) == [3, 0])
        // Sideways: 2×3. Shown by turning the stored picture a quarter clockwise (right), anticlockwise (left), or across a diagonal.
        #expect(image.oriented(.right).pixels.enumerated().filter { $0.offset % 4 == 0 }.map(\.element) == [3, 0, 4, 1, 5, 2])
        #expect(image.oriented(.left).pixels.enumerated().filter { $0.offset % 4 == 0 }.map(\.element) == [2, 5, 1, 4, 0, 3])
        #expect(image.oriented(.leftMirrored).pixels.enumerated().filter { $0.offset % 4 == 0 }.map(\.element) == [0, 3, 1, 4, 2, 5])
        #expect(image.oriented(.rightMirrored).pixels.enumerated().filter { $0.offset % 4 == 0 }.map(\.element) == [5, 2, 4, 1, 3, 0])
    }

    /// Broken or absent EXIF is no orientation: the picture as stored.
    @Test func noOrBrokenExifIsUp() {
        #expect(Orientation.of([]) == .up)
        #expect(Orientation.of([0x89, 0x50, 0x4E, 0x47]) == .up)
        let exif = Array("Exif\0\0MM".utf8) + [0, 42, 0xFF, 0xFF, 0xFF, 0xF0]
        let segment: [UInt8] = [0xFF, 0xE1, 0, UInt8(exif.count + 2)] + exif
        #expect(Orientation.of([0xFF, 0xD8] + segment + [0xFF, 0xDA]) == .up, "an IFD offset past the end")
        #expect(Orientation.of([0xFF, 0xD8, 0xFF, 0xE1, 0xFF, 0xFF, 0]) == .up, "a length past the end")
    }
}
