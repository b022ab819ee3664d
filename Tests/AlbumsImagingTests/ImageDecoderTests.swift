import AlbumsEssentials
@testable import AlbumsImaging
import AlbumsTestSupport
import Foundation
import Testing

@Suite struct JPEGDecoderTests {
    @Test func theCorpusIsThere() {
        #expect(Corpus.jpegs.count >= 25)
        #expect(Corpus.pngs.count >= 60)
    }

    @Test(arguments: Corpus.jpegs.map(\.file))
    func fullScaleMatchesLibjpeg(file: String) throws {
        let entry = try #require(Corpus.jpegs.first { $0.file == file })
        let decoded = try ImageDecoder.decode(Corpus.bytes(file))
        #expect(decoded.isComplete)
        #expect(decoded.format == .jpeg)
        #expect(decoded.image.width == entry.width && decoded.image.height == entry.height)
        let name = try #require(entry.references[1])
        let reference = try #require(Corpus.pnm(name))
        let psnr = Corpus.psnr(decoded.image, reference.rgb)
        #expect(psnr == .infinity, "\(file) (\(entry.description)): \(psnr) dB")
    }

    @Test(arguments: Corpus.jpegs.map(\.file))
    func scaledDecodesAreCloseToLibjpegs(file: String) throws {
        let entry = try #require(Corpus.jpegs.first { $0.file == file })
        for scale in [2, 4, 8] {
            guard let name = entry.references[scale], let reference = Corpus.pnm(name) else { continue }
            let decoded = try ImageDecoder.decode(Corpus.bytes(file), scale: scale)
            #expect(decoded.image.width == reference.width && decoded.image.height == reference.height, "\(file) 1/\(scale)")
            let psnr = Corpus.psnr(decoded.image, reference.rgb)
            #expect(psnr == .infinity, "\(file) at 1/\(scale): \(psnr) dB")
        }
    }

    @Test func arithmeticCodingIsUnsupportedNotACrash() {
        #expect(throws: ImageDecodingError.unsupported("arithmetic coding")) {
            try ImageDecoder.decode(Corpus.bytes("unsupported-arithmetic.jpg"))
        }
    }
}

@Suite struct PNGDecoderTests {
    @Test(arguments: Corpus.pngs.map(\.file))
    func decodesExactly(file: String) throws {
        let entry = try #require(Corpus.pngs.first { $0.file == file })
        let decoded = try ImageDecoder.decode(Corpus.bytes(file))
        #expect(decoded.isComplete)
        #expect(decoded.image.width == entry.width && decoded.image.height == entry.height)
        #expect(SHA256.hex(decoded.image.pixels) == entry.rgbaSHA256, "\(file): \(entry.description)")
    }
}
