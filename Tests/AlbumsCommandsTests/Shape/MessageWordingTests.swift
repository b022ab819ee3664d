import AlbumsCommandsTestSupport
@testable import AlbumsClients
@testable import AlbumsCore
import AlbumsEssentials
@testable import AlbumsTerminal
import AlbumsTestSupport
import Foundation
import Testing

/// Messages that used to mislead, each now checked word for word.
@Suite struct MessageWordingTests {
    static func run(_ arguments: String..., settings: [String: String] = [:], environment: [String: String] = [:]) async -> (ExitCode, String, String) {
        let harness = TestHarness(settings: settings, environment: environment)
        let code = await harness.run(arguments)
        return (code, harness.console.out, harness.console.err)
    }

    /// `--file -` reads standard input: not when it is the terminal (there is nothing to read but keys).
    @Test func artFileDashRefusesATerminalOnStandardInput() async {
        var harness = TestHarness()
        harness.world.keyboard = Keyboard(isTerminal: true) { _ in nil }
        #expect(await harness.run("art", "--file", "-", "--art", "blocks") == .usage)
        #expect(harness.console.err == "error: --file - reads the picture from standard input, which is the terminal here\n  pipe a picture into it: albums art --file - < photo.jpg\nRun 'albums art --help' for usage.\n")
    }

    @Test func artFileSaysWhatIsWrongWithThePath() async throws {
        let folder = Paths.temporaryFolder()
        try #require(mkfifo(folder + "/pipe", 0o600) == 0)
        for (path, why) in [(folder, "it is a folder, not a file"), ("/dev/zero", "it is not a regular file (a device, a pipe or a socket)"),
                            (folder + "/pipe", "it is not a regular file (a device, a pipe or a socket)"), (folder + "/none.png", "there is no such file")] {
            let (code, _, err) = await Self.run("art", "--file", path, "--art", "blocks")
            #expect(code == .failure)
            #expect(err == "error: couldn't read \(path)\n  why: \(why)\n  try: give the path of a JPEG or PNG file\n")
        }
        let (code, _, err) = await Self.run("art", "--file", "")
        #expect(code == .usage)
        #expect(err == "error: --file needs the path of a JPEG or PNG file\n  e.g. albums art --file cover.jpg\nRun 'albums art --help' for usage.\n")
    }

    @Test func aSettingsFolderInPlaceOfTheFileSaysSo() async throws {
        let folder = Paths.temporaryFolder()
        var harness = TestHarness()
        harness.world.settings = .file(folder)
        #expect(await harness.run("--limit", "1") == .failure)
        #expect(harness.console.err == "error: couldn't read the settings\n  why: \(folder): it is a folder, not a file\n  try: fix the file or move it away; it was left as it is\n")
    }

    @Test func aSearchAnswerThatIsNotUTF8IsAnErrorNotNoResults() async {
        var harness = TestHarness()
        harness.world.network = HTTPTransport { request in
            HTTPResponse(url: request.url, status: 200, body: Data(#"{"resultCount":1,"results":[{"wrapperType":"collection","collectionName":"Bad "#.utf8) + Data([0xFF, 0xFE]) + Data(#"","artistName":"A","collectionId":1}]}"#.utf8))
        }
        #expect(await harness.run("search", "x") == .failure)
        #expect(harness.console.err == """
            error: couldn't load search results for "x"
              why: the answer from itunes.apple.com is not UTF-8 text, as JSON must be
              try: check the api setting (albums settings get api), or try again later

            """)
    }

    @Test func anEmptyChartHasNoAlbumToPick() async {
        let (code, _, err) = await Self.run("art", "1", "--feed", "empty")
        #expect(code == .failure)
        #expect(err == "error: there is no album 1: the chart is empty\n  why: the feed has no albums in it right now\n  try: try again later, or another chart (--feed standard, --country)\n")
    }

    @Test func aBadPictureModeListsTheModes() async {
        let (code, _, err) = await Self.run("--art", "bogus")
        #expect(code == .usage)
        #expect(err == "error: invalid value \"bogus\" for --art\n  art must be auto, kitty, iterm, sixel, sextant, quadrant, blocks, sextant256, quadrant256, ansi256, none\nRun 'albums list --help' for usage.\n")
    }

    @Test(arguments: ["0x10", " 5", "+5", "5 ", "1e1", "5.", ".5"])
    func oneNumberSyntaxEverywhere(text: String) async {
        let (limitCode, _, limitErr) = await Self.run("--limit", text)
        #expect(limitCode == .usage, "--limit \(text)")
        #expect(limitErr.hasPrefix("error: invalid value \"\(text)\" for --limit\n"))
        let (setCode, _, _) = await Self.run("settings", "set", "timeout", text)
        #expect(setCode == .usage, "settings set timeout \(text)")
        let (sizeCode, _, _) = await Self.run("art", "1", "--size", text)
        #expect(sizeCode == .usage, "--size \(text)")
    }

    @Test func plainNumbersStillWork() async {
        #expect(await Self.run("settings", "set", "timeout", "0.5").0 == .success)
        #expect(await Self.run("settings", "set", "limit", "25").0 == .success)
        #expect(await Self.run("settings", "set", "cache-size", "2 GB").0 == .success)
    }

    @Test func aFieldAskedForTwiceIsPrintedOnce() async {
        let (code, out, _) = await Self.run("--json", "name,name,rank", "--limit", "1")
        #expect(code == .success)
        #expect(out == "[\n  {\n    \"name\": \"Golden Rivers (Deluxe)\",\n    \"rank\": 1\n  }\n]\n")
    }

    @Test func versionWithABadOptionIsAUsageError() async {
        let (code, out, err) = await Self.run("--version", "--bogus")
        #expect(code == .usage)
        #expect(out == "")
        #expect(err == "error: unknown option --bogus\nRun 'albums --help' for usage.\n")
    }

    @Test func aLongBadValueIsQuotedCutShort() async {
        let long = String(repeating: "x", count: 1_000_000)
        let (_, _, err) = await Self.run("--limit", "1", environment: ["ALBUMS_SORT": long])
        #expect(err == "warning: ignoring ALBUMS_SORT=\(String(repeating: "x", count: 80))…: sort must be rank, name, artist, release-date, movement, days\n")
        let (_, _, usage) = await Self.run("--sort", long)
        #expect(usage.count < 400)
    }
}
