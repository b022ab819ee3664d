@testable import AlbumsImaging
import AlbumsTestSupport
import Foundation
import Testing

/// Truncated, corrupt and absurd files: an error or a partial image, never a
/// crash, a hang or an allocation the file can't justify.
@Suite struct HostileImageTests {
    /// Small files that between them reach every decoding path: baseline and
    /// progressive, subsampled, restart markers, palette and interlaced PNGs.
    static let seeds = [
        "baseline-420.jpg", "progressive-422.jpg", "restart-progressive.jpg", "restart-blocks.jpg", "greyscale-progressive.jpg",
        "quality-2.jpg", "palette4-adam7-37x29.png", "rgba16-adam7-13x11.png", "grey1-plain-37x29.png",
    ]

    /// Each decode ends in an error or an image no larger than the file announced.
    static func decodeSurvives(_ bytes: [UInt8], scale: Int = 1) -> DecodedImage? {
        let announced = ImageDecoder.dimensions(bytes)
        do {
            let decoded = try ImageDecoder.decode(bytes, scale: scale)
            #expect(decoded.image.pixels.count == decoded.image.width * decoded.image.height * 4)
            if let announced {
                #expect(decoded.image.width <= announced.width && decoded.image.height <= announced.height)
            }
            return decoded
        } catch {
            return nil
        }
    }

    @Test(.timeLimit(.minutes(1)), arguments: seeds)
    func seededTruncationsAndBitFlipsNeverCrashOrHang(file: String) throws {
        let original = Corpus.bytes(file)
        try #require(original.count > 100)
        var random = SplitMix64(seed: 0xA1B0_5EED ^ UInt64(original.count))
        var partial = 0
        for _ in 0..<80 {
            let cut = 2 + Int(random.next() % UInt64(original.count - 2))
            if let decoded = Self.decodeSurvives(Array(original[..<cut])), !decoded.isComplete { partial += 1 }
        }
        for round in 0..<160 {
            var bytes = original
            // One bit, or a burst of up to 8 random bytes.
            if round % 2 == 0 {
                let bit = Int(random.next() % UInt64(bytes.count * 8))
                bytes[bit / 8] ^= UInt8(1 << (bit % 8))
            } else {
                let start = Int(random.next() % UInt64(bytes.count))
                for i in start..<min(bytes.count, start + 1 + Int(random.next() % 8)) { bytes[i] = UInt8(truncatingIfNeeded: random.next()) }
            }
            _ = Self.decodeSurvives(bytes)
            if file.hasSuffix(".jpg") { _ = Self.decodeSurvives(bytes, scale: 8) }
        }
        #expect(partial > 0, "some truncations still give the part of the image before the cut")
    }

    @Test func aTruncatedJPEGGivesThePartBeforeTheCut() throws {
        let original = Corpus.bytes("odd-130x97.jpg")
        let decoded = try ImageDecoder.decode(Array(original[..<(original.count * 2 / 3)]))
        #expect(!decoded.isComplete)
        #expect(decoded.image.width == 130 && decoded.image.height == 97)
        let full = try ImageDecoder.decode(original)
        #expect(decoded.image.pixels[..<(130 * 16 * 4)] == full.image.pixels[..<(130 * 16 * 4)], "the first MCU row is intact")
    }

    @Test(arguments: [(16385, 1), (1, 16385), (8000, 6000), (65535, 65535)])
    func absurdSizesAreRefusedBeforeAnyAllocation(width: Int, height: Int) {
        Self.expect(ImageDecodingError.tooLarge(width: width, height: height), decoding: Self.png(width: width, height: height))
        Self.expect(ImageDecodingError.tooLarge(width: width, height: height), decoding: Self.jpegHeader(width: width, height: height))
    }

    @Test func aSmallFileClaimingABigImageIsTruncatedNotAllocated() {
        // 6000×6000 is within the limits, but a few hundred bytes can't hold it.
        Self.expect(ImageDecodingError.truncated, decoding: Self.png(width: 6000, height: 6000))
        Self.expect(ImageDecodingError.truncated, decoding: Self.jpegHeader(width: 6000, height: 6000))
    }

    @Test func zeroSizedImagesAreCorrupt() {
        Self.expect(ImageDecodingError.corrupt("the image has no pixels"), decoding: Self.png(width: 0, height: 5))
    }

    @Test func aChunkClaimingGigabytesIsTruncated() {
        var bytes = Self.png(width: 1, height: 1)
        // The IDAT length field (after the signature and the 25-byte IHDR chunk).
        bytes.replaceSubrange(33..<37, with: [0x7F, 0xFF, 0xFF, 0xFF])
        #expect(throws: ImageDecodingError.self) { _ = try ImageDecoder.decode(bytes).image.width }
    }

    @Test(.timeLimit(.minutes(1)))
    func aDeflateBombStopsAtTheImagesSize() throws {
        // A 1×1 RGBA image whose data inflates to about 130 MB: the first five
        // bytes are the row; the decoder must stop there.
        var writer = BitWriter()
        writer.bits(1, 1)
        writer.bits(1, 2) // the last block, fixed Huffman codes
        for literal in [0, 200, 100, 50, 255] { writer.huffman(literal < 144 ? 0x30 + literal : 0x190 + literal - 144, literal < 144 ? 8 : 9) }
        for _ in 0..<500_000 {
            writer.huffman(0xC5, 8) // length 258
            writer.huffman(0, 5) // distance 1
        }
        writer.huffman(0, 7) // end of block
        let image = try ImageDecoder.decode(Self.png(width: 1, height: 1, idat: [0x78, 0x01] + writer.finished + [0, 0, 0, 0]))
        #expect(image.image.pixels == [200, 100, 50, 255])
    }

    /// Like `#expect(throws:)`, but a decoded image is reported by its size, not its pixels.
    static func expect(_ expected: ImageDecodingError, decoding bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            let decoded = try ImageDecoder.decode(bytes)
            Issue.record("expected \(expected), decoded \(decoded.image.width)×\(decoded.image.height)", sourceLocation: sourceLocation)
        } catch {
            #expect(error == expected, sourceLocation: sourceLocation)
        }
    }

    // MARK: files

    static func png(width: Int, height: Int, idat: [UInt8] = [0x78, 0x01, 0x01, 0x05, 0x00, 0xFA, 0xFF, 0, 1, 2, 3, 4, 0, 0, 0, 0]) -> [UInt8] {
        func be(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let kind = Array(type.utf8)
            return be(body.count) + kind + body + be(Int(CRC32.checksum(kind + body)))
        }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", be(width) + be(height) + [8, 6, 0, 0, 0])
            + chunk("IDAT", idat) + chunk("IEND", [])
    }

    /// SOI, a frame header for 3 components at 4:2:0, and no scan.
    static func jpegHeader(width: Int, height: Int) -> [UInt8] {
        let w = min(width, 65535), h = min(height, 65535)
        return [0xFF, 0xD8, 0xFF, 0xC0, 0, 17, 8, UInt8(h >> 8), UInt8(h & 0xFF), UInt8(w >> 8), UInt8(w & 0xFF), 3,
                1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1] + Array(repeating: 0, count: 64) + [0xFF, 0xD9]
    }
}

/// Deflate's bit order: values least significant bit first, Huffman codes most significant first.
struct BitWriter {
    var bytes: [UInt8] = []
    var buffer: UInt32 = 0
    var count = 0

    mutating func bits(_ value: Int, _ length: Int) {
        buffer |= UInt32(value) << UInt32(count)
        count += length
        while count >= 8 {
            bytes.append(UInt8(buffer & 0xFF))
            buffer >>= 8
            count -= 8
        }
    }

    mutating func huffman(_ code: Int, _ length: Int) {
        var reversed = 0
        for i in 0..<length where code & (1 << i) != 0 { reversed |= 1 << (length - 1 - i) }
        bits(reversed, length)
    }

    var finished: [UInt8] { count > 0 ? bytes + [UInt8(buffer & 0xFF)] : bytes }
}
