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
        let segment = Self.app1(exif)
        #expect(Orientation.of([0xFF, 0xD8] + segment + [0xFF, 0xDA]) == .up, "an IFD offset past the end")
        #expect(Orientation.of([0xFF, 0xD8, 0xFF, 0xE1, 0xFF, 0xFF, 0]) == .up, "a length past the end")
    }

    /// An APP1 segment holding `body`, its length (two bytes, big-endian) counting itself.
    static func app1(_ body: [UInt8]) -> [UInt8] { [0xFF, 0xE1, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body }

    /// 3×2 pixels, a ramp of reds: every turn moves them somewhere else.
    static let ramp = RGBAImage(width: 3, height: 2, pixels: (0..<6).flatMap { [UInt8($0 * 40), 0, 0, 255] })

    /// A TIFF structure (EXIF's) whose IFD0 holds only the Orientation, as a
    /// SHORT (type 3) or, as some writers store it, a LONG (type 4).
    static func tiff(_ orientation: Orientation, bigEndian: Bool, long: Bool = false) -> [UInt8] {
        func u16(_ value: Int) -> [UInt8] { bigEndian ? [UInt8(value >> 8), UInt8(value & 0xFF)] : [UInt8(value & 0xFF), UInt8(value >> 8)] }
        func u32(_ value: Int) -> [UInt8] { bigEndian ? u16(value >> 16) + u16(value & 0xFFFF) : u16(value & 0xFFFF) + u16(value >> 16) }
        let value = long ? u32(orientation.rawValue) : u16(orientation.rawValue) + [0, 0]
        return (bigEndian ? Array("MM".utf8) : Array("II".utf8)) + u16(42) + u32(8) + u16(1) + u16(0x0112) + u16(long ? 4 : 3) + u32(1) + value + u32(0)
    }

    /// A PNG of `image` with an eXIf chunk of `exif` right after IHDR.
    static func png(_ image: RGBAImage, exif: [UInt8]) -> [UInt8] {
        let plain = PNGFile.encode(image)
        let length = [24, 16, 8, 0].map { UInt8(exif.count >> $0 & 0xFF) }
        let typed = Array("eXIf".utf8) + exif
        let crc = CRC32.checksum(typed)
        let chunk = length + typed + [24, 16, 8, 0].map { UInt8(crc >> $0 & 0xFF) }
        return Array(plain[0..<33]) + chunk + Array(plain[33...])
    }

    /// A PNG's eXIf chunk is applied as a JPEG's APP1 is (Pillow applies it too),
    /// decoded whole or to a size, with the tag a SHORT or a LONG.
    @Test(arguments: Orientation.allCases)
    func aPNGsExifOrientationIsApplied(orientation: Orientation) throws {
        let image = Self.ramp
        for (bigEndian, long) in [(true, false), (false, false), (true, true), (false, true)] {
            let bytes = Self.png(image, exif: Self.tiff(orientation, bigEndian: bigEndian, long: long))
            #expect(Orientation.of(bytes) == orientation)
            let decoded = try ImageDecoder.decode(bytes).image
            #expect(decoded == image.oriented(orientation), "big-endian \(bigEndian), LONG \(long)")
            #expect(ImageDecoder.shownDimensions(bytes).map { [$0.width, $0.height] } == (orientation.swapsSides ? [2, 3] : [3, 2]))
            let sized = try ImageDecoder.decode(bytes, resizedTo: orientation.swapsSides ? (2, 3) : (3, 2)).image
            #expect(sized == image.oriented(orientation), "decoded at its own size, then turned")
        }
    }

    /// A chunk's length is all four of its bytes: a text chunk of 0x01020304
    /// bytes (16.9 MB) before the eXIf chunk is passed over whole, and the
    /// eXIf after it read. (The orientation is found without the CRC checked:
    /// the big chunk's is zeros.)
    @Test func aChunkOverSixteenMegabytesIsPassedOverWhole() {
        let image = Self.ramp
        let png = Self.png(image, exif: Self.tiff(.left, bigEndian: true))
        let length = 0x0102_0304
        let big = [1, 2, 3, 4] + Array("tEXt".utf8) + [UInt8](repeating: 0x61, count: length) + [0, 0, 0, 0]
        #expect(Orientation.of(Array(png[0..<33]) + big + Array(png[33...])) == .left)
    }

    /// A JFIF header (APP0) first, then the EXIF block: still read, as cameras and editors write both.
    @Test func exifAfterAJFIFHeaderIsRead() {
        let jfif: [UInt8] = [0xFF, 0xE0, 0, 16] + Array("JFIF\0".utf8) + [1, 1, 0, 0, 1, 0, 1, 0, 0]
        let app1 = Array("Exif\0\0".utf8) + Self.tiff(.left, bigEndian: true)
        let bytes: [UInt8] = [0xFF, 0xD8] + jfif + Self.app1(app1) + [0xFF, 0xDA]
        #expect(Orientation.of(bytes) == .left)
    }

    /// Two APP1 segments: the first EXIF one decides, as Pillow reads it (it keeps only the first); an XMP APP1
    /// before it is no EXIF, and is passed over.
    @Test func theFirstExifSegmentDecides() {
        let segment = Self.app1
        let down = segment(Array("Exif\0\0".utf8) + Self.tiff(.down, bigEndian: true)), right = segment(Array("Exif\0\0".utf8) + Self.tiff(.right, bigEndian: false))
        // An EXIF block with no Orientation in it: IFD0 with one other tag (ImageWidth).
        let none = segment(Array("Exif\0\0".utf8) + Array("MM".utf8) + [0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x00, 0, 3, 0, 0, 0, 1, 0, 40, 0, 0, 0, 0, 0, 0])
        let xmp = segment(Array("http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>".utf8))
        let jpeg = { (segments: [[UInt8]]) -> [UInt8] in [0xFF, 0xD8] + segments.flatMap { $0 } + [0xFF, 0xDA] }
        #expect(Orientation.of(jpeg([down, right])) == .down)
        #expect(Orientation.of(jpeg([none, right])) == .up, "the first EXIF has none: up, the second not read")
        #expect(Orientation.of(jpeg([xmp, right])) == .right, "XMP is no EXIF")
        #expect(Orientation.of(jpeg([right])) == .right)
    }

    /// A PNG's last chunk may be its eXIf, ending the file exactly: read. One byte
    /// short, the chunk overruns the file, and nothing is read.
    @Test func anEXIfChunkEndingTheFileIsReadAndOneCutShortIsNot() {
        let image = Self.ramp
        let exif = Self.tiff(.left, bigEndian: true)
        let png = Self.png(image, exif: exif)
        let ending = Array(png[0..<(33 + 12 + exif.count)]) // the signature, IHDR, then the eXIf chunk: no IDAT, no IEND
        #expect(Orientation.of(ending) == .left)
        #expect(Orientation.of(Array(ending.dropLast())) == .up, "the chunk's CRC one byte short")
    }

    /// An APP1 of just "Exif\0\0" is EXIF (as Pillow keeps it): the first EXIF decides,
    /// it has no Orientation, so up; a later one isn't read. Five bytes ("Exif\0") are no EXIF.
    @Test func anExifSegmentOfSixBytesDecidesAndOneOfFiveDoesNot() {
        let segment = Self.app1
        let right = segment(Array("Exif\0\0".utf8) + Self.tiff(.right, bigEndian: true))
        #expect(Orientation.of([0xFF, 0xD8] + segment(Array("Exif\0\0".utf8)) + right + [0xFF, 0xDA]) == .up)
        #expect(Orientation.of([0xFF, 0xD8] + segment(Array("Exif\0".utf8)) + right + [0xFF, 0xDA]) == .right)
    }

    /// The EXIF is read within its segment only: an APP1 that ends the file, cut inside its
    /// Orientation's value, is no orientation, and nothing past the file's end is read.
    @Test func anExifSegmentCutInsideItsOrientationEndingTheFileIsUp() {
        let whole = Array("Exif\0\0".utf8) + Self.tiff(.right, bigEndian: false)
        // "Exif\0\0", the TIFF header (8), the entry count (2), tag, type and count (8), then one byte of the value.
        let cut = Array(whole[0..<(6 + 8 + 2 + 8 + 1)])
        #expect(Orientation.of([0xFF, 0xD8] + Self.app1(cut)) == .up)
        #expect(Orientation.of([0xFF, 0xD8] + Self.app1(whole)) == .right, "whole, it is read")
    }

    /// A JPEG whose APP1 stores the Orientation as a LONG.
    @Test func aLongOrientationInAJPEGIsRead() {
        let app1 = Array("Exif\0\0".utf8) + Self.tiff(.right, bigEndian: false, long: true)
        let bytes: [UInt8] = [0xFF, 0xD8] + Self.app1(app1) + [0xFF, 0xDA]
        #expect(Orientation.of(bytes) == .right)
        let short = Array("Exif\0\0".utf8) + Self.tiff(.right, bigEndian: true)
        #expect(Orientation.of([0xFF, 0xD8] + Self.app1(short) + [0xFF, 0xDA]) == .right)
    }
}
