@testable import AlbumsImaging
import AlbumsTestSupport
import Foundation
import Testing

/// Decoding straight to the size a picture is drawn at.
@Suite struct ScaledDecodeTests {
    static func meanAbsoluteError(_ a: RGBAImage, _ b: RGBAImage) -> Double {
        zip(a.pixels, b.pixels).reduce(0.0) { $0 + abs(Double($1.0) - Double($1.1)) } / Double(a.pixels.count)
    }

    /// A detailed 529×529 picture drawn 40 columns wide (40×40 pixels): decoded at
    /// 1/8 (66 px) it comes out visibly softer than a full decode averaged down
    /// (9.9 per channel on this noisy picture); at 1/4 (132 px, at least twice
    /// what is needed) it loses about half as much.
    @Test func aJPEGKeepsItsDetailAtTheSizeDrawn() throws {
        let bytes = [UInt8](try #require(FileManager.default.contents(atPath: Paths.imageCorpus("extremes/detail-529.jpg"))))
        let reference = Resample.areaAverage(try ImageDecoder.decode(bytes).image, width: 40, height: 40)
        let drawn = try ImageDecoder.decode(bytes, resizedTo: (40, 40)).image
        let quarter = Resample.areaAverage(try ImageDecoder.decode(bytes, scale: 4).image, width: 40, height: 40)
        let eighth = Resample.areaAverage(try ImageDecoder.decode(bytes, scale: 8).image, width: 40, height: 40)
        #expect(drawn == quarter, "decoded at 1/4, the coarsest scale with twice the pixels")
        let (kept, lost) = (Self.meanAbsoluteError(drawn, reference), Self.meanAbsoluteError(eighth, reference))
        #expect(kept < 0.6 * lost, "at the size drawn: \(kept) per channel, against \(lost) at 1/8")
    }

    @Test(arguments: [((529, 529), (40, 40), 4), ((6300, 6300), (2000, 2000), 2), ((600, 600), (6, 6), 8), ((100, 100), (90, 90), 1)]
          as [((Int, Int), (Int, Int), Int)])
    func theScaleLeavesTwiceThePixelsWhereItCanElseEnough(size: (Int, Int), target: (Int, Int), scale: Int) {
        let detailed = ImageDecoder.scale(for: size, atLeast: 2 * target.0, 2 * target.1)
        let chosen = detailed > 1 ? detailed : ImageDecoder.scale(for: size, atLeast: target.0, target.1)
        #expect(chosen == scale)
    }

    @Test func aPNGIsAveragedRowByRowToTheSameResultAsAWholeDecode() throws {
        for file in ["rgb8-plain-37x29.png", "rgba16-adam7-37x29.png", "palette4-adam7-13x11.png", "greyalpha8-plain-37x29.png", "grey1-adam7-37x29.png"] {
            let bytes = [UInt8](try #require(FileManager.default.contents(atPath: Paths.imageCorpus(file)), "\(file)"))
            let whole = try ImageDecoder.decode(bytes).image
            let streamed = try ImageDecoder.decode(bytes, resizedTo: (7, 5)).image
            #expect(Self.meanAbsoluteError(streamed, Resample.areaAverage(whole, width: 7, height: 5)) < 0.01, "\(file)")
        }
    }
}

