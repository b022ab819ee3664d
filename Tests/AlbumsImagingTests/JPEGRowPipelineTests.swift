@testable import AlbumsImaging
import AlbumsTestSupport
import Foundation
import Testing

/// A sequential image decoded on two threads (`JPEGRowPipeline`) gives the
/// pixels one thread gives: every image of the corpus (restart markers,
/// every sampling, odd sizes) at every scale, the stub covers (600×600, the
/// size albums decodes most), and broken files, whole or cut short; and a
/// progressive image (or one scan per component) transformed and written in
/// two halves at once (`JPEGHalves`). The corpus images and the covers are
/// too small for the usual threshold, so it is lowered.
@Suite struct JPEGRowPipelineTests {
    static func decode(_ bytes: [UInt8], scale: Int, pipelinePixels: Int) -> DecodedImage? {
        try? JPEGDecoder.decode(bytes, scale: scale, pipelinePixels: pipelinePixels)
    }

    static func sameEitherWay(_ bytes: [UInt8], scale: Int) -> Bool {
        let one = decode(bytes, scale: scale, pipelinePixels: .max), two = decode(bytes, scale: scale, pipelinePixels: 1)
        return one?.image.pixels == two?.image.pixels && one?.isComplete == two?.isComplete
            && one?.image.width == two?.image.width && one?.image.height == two?.image.height
    }

    @Test(arguments: Corpus.jpegs.map(\.file))
    func theCorpusDecodesTheSameOnTwoThreads(file: String) {
        let bytes = Corpus.bytes(file)
        for scale in [1, 2, 4, 8] {
            #expect(Self.sameEitherWay(bytes, scale: scale), "\(file) at 1/\(scale)")
        }
        // Against libjpeg too, not only against the one-thread decode.
        if let reference = Corpus.jpegs.first(where: { $0.file == file })?.references[1].flatMap(Corpus.pnm),
           let decoded = Self.decode(bytes, scale: 1, pipelinePixels: 1) {
            #expect(Corpus.psnr(decoded.image, reference.rgb) == .infinity, "\(file)")
        }
    }

    @Test func theStubCoversDecodeTheSameOnTwoThreads() throws {
        let folder = Paths.packageRoot + "/Fixtures/stub/artwork/"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".jpg") }.sorted()
        #expect(names.count >= 5)
        for name in names {
            let bytes = [UInt8](FileManager.default.contents(atPath: folder + name) ?? Data())
            let decoded = try #require(Self.decode(bytes, scale: 1, pipelinePixels: .max))
            // A cover is decoded on one thread: two cost as much as they save at 600².
            #expect(decoded.image.width * decoded.image.height < JPEGRowPipeline.minimumPixels, "\(name)")
            for scale in [1, 2, 8] {
                #expect(Self.sameEitherWay(bytes, scale: scale), "\(name) at 1/\(scale)")
            }
            #expect((try? JPEGDecoder.decode(bytes, scale: 1))?.image.pixels == decoded.image.pixels)
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func brokenFilesDecodeTheSameOnTwoThreads() throws {
        var random = SplitMix64(seed: 0x2_7EAD)
        var cutShort = 0
        for file in ["odd-130x97.jpg", "restart-blocks.jpg", "baseline-420.jpg", "quality-100.jpg"] {
            let original = Corpus.bytes(file)
            try #require(original.count > 100)
            for round in 0..<60 {
                var bytes = original
                if round % 3 == 0 {
                    bytes = Array(original[..<(2 + Int(random.next() % UInt64(original.count - 2)))])
                } else {
                    let start = Int(random.next() % UInt64(bytes.count))
                    for i in start..<min(bytes.count, start + 1 + Int(random.next() % 8)) { bytes[i] = UInt8(truncatingIfNeeded: random.next()) }
                }
                if Self.decode(bytes, scale: 1, pipelinePixels: 1)?.isComplete == false { cutShort += 1 }
                #expect(Self.sameEitherWay(bytes, scale: 1), "\(file), round \(round)")
            }
        }
        #expect(cutShort > 10, "some of them end part way")
    }
}
