import AlbumsTestSupport
import Foundation
import Testing

/// Pictures stay inside their box, and memory follows the picture drawn, not
/// the size an image claims: tall and thin, huge and solid, from a file or a feed.
@Suite(.onTestThreads) struct PictureLimitsEndToEndTests {
    static let megabyte = 1 << 20

    static func lines(_ text: String) -> Int { text.everyLine.count - 1 }

    @Test(arguments: [("tall-1x16384.png", "400"), ("tall-1x4000.png", "400"), ("tall-1x4000.png", "40")])
    func aTallThinPictureIsCappedAtOneHundredRows(file: String, width: String) throws {
        let result = try MeasuredRun.run(["art", "--file", Paths.imageCorpus("extremes/" + file), "--art", "blocks", "--art-width", width],
                                         process: AlbumsProcess())
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.lines(result.stdout) == 100, "one column, as tall as allowed")
        #expect(result.stdoutData.count < 10_000)
        #expect(result.samples > 0 && result.peakMemoryBytes < 100 * Self.megabyte, "\(result.peakMemoryBytes / Self.megabyte) MB, \(result.samples) samples")
    }

    @Test func aHugePNGIsDecodedToTheSizeDrawn() throws {
        let file = Paths.imageCorpus("extremes/solid-6300.png")
        let blocks = try MeasuredRun.run(["art", "--file", file, "--art", "blocks", "--art-width", "400"], process: AlbumsProcess())
        #expect(blocks.status == 0, "\(blocks.stderr)")
        #expect(Self.lines(blocks.stdout) == 100)
        #expect(blocks.samples > 0 && blocks.peakMemoryBytes < 100 * Self.megabyte, "blocks: \(blocks.peakMemoryBytes / Self.megabyte) MB (800 MB before)")
        let kitty = try MeasuredRun.run(["art", "--file", file, "--art", "kitty", "--art-width", "400"], process: AlbumsProcess())
        #expect(kitty.status == 0, "\(kitty.stderr)")
        #expect(kitty.stdout.hasPrefix("\u{1B}_Ga=T,f=32,s=2000,v=2000,c=200,r=100,"), "\(kitty.stdout.prefix(60))")
        #expect(kitty.samples > 0 && kitty.peakMemoryBytes < 400 * Self.megabyte, "kitty: \(kitty.peakMemoryBytes / Self.megabyte) MB (1.4 GB before)")
    }

    @Test(.enabled(if: PseudoTerminal.isAvailable))
    func onATerminalAPictureIsNoTallerThanTheTerminal() throws {
        let screen = try PseudoTerminal.run(["art", "--file", Paths.imageCorpus("extremes/tall-1x16384.png"), "--art", "blocks", "--art-width", "400"],
                                            process: AlbumsProcess(), columns: 80).screen
        #expect(Self.lines(screen) == 40, "the pseudo-terminal has 40 rows")
    }

    /// A cover in a feed can be as tall as a file: `show` and `art N` draw it inside the same box.
    @Test func aTallCoverFromAFeedIsCappedToo() throws {
        let tall = try #require(FileManager.default.contents(atPath: Paths.imageCorpus("extremes/tall-1x16384.png")))
        let server = try LoopbackServer { request in
            guard request.path.hasSuffix(".json") else { return .data(tall, type: "image/png") }
            let host = request.headers["host"] ?? "127.0.0.1"
            return .json("""
                {"feed": {"results": [{"id": "1", "name": "Tall", "artistName": "Thin", "url": "https://music.apple.com/us/album/tall/1",
                  "artworkUrl100": "http://\(host)/art/100x100bb.png", "genres": []}]}}
                """)
        }
        defer { server.stop() }
        let process = AlbumsProcess(world: "device")
        let options = ["--feed", server.url("/feed.json"), "--art", "blocks", "--art-width", "400", "--cache", "none"]
        let show = try MeasuredRun.run(["show", "1"] + options, process: process)
        #expect(show.status == 0, "\(show.stderr)")
        #expect(show.stdout.filter { $0 == "▀" }.count == 100, "100 rows of one block")
        #expect(show.samples > 0 && show.peakMemoryBytes < 100 * Self.megabyte, "\(show.peakMemoryBytes / Self.megabyte) MB")
        if PseudoTerminal.isAvailable {
            // Piped, `art 1` writes the image's bytes; on a terminal it draws them.
            let art = try PseudoTerminal.run(["art", "1"] + options, process: process).screen
            #expect(art.filter { $0 == "▀" }.count == 40, "as tall as the 40-row terminal")
        }
    }
}
