import AlbumsTestSupport
import Foundation
import Testing

@Suite(.onTestThreads) struct CommandLineEndToEndTests {
    @Test(arguments: ["loading", "no-data", "error", "mock", "loaded"])
    func everyPreviewStateExitsZero(state: String) throws {
        let result = try AlbumsProcess().run("preview", "--state", state, "--limit", "2")
        #expect(result.status == 0)
        switch state {
        case "loading":
            #expect(result.stdout == "")
            #expect(result.stderr == "⠋ Loading the top albums chart…\n")
        case "no-data":
            #expect(result.stderr == "The chart is empty: the feed has no albums in it right now.\n")
        case "error":
            #expect(result.stderr == """
                error: couldn't load the top albums chart
                  why: no internet connection (rss.applemarketingtools.com: \(Self.offlineWords))
                  try: check your connection, or use the built-in chart: albums --session stub

                """)
        case "mock":
            #expect(TabSeparated.column(2, of: result.stdout) == ["Mock Turtle Soup", "Curiouser", "Off With Their Heads"])
        default:
            #expect(result.stdout.split(separator: "\n").count == 2)
        }
    }

    /// The platform's own transport's words for being offline: curl's on Linux, URLSession's (macOS's) on a Mac.
    #if os(Linux)
    static let offlineWords = "Couldn't resolve host name"
    #else
    static let offlineWords = "The Internet connection appears to be offline."
    #endif

    /// The error preview speaks as the transport the run would use does.
    @Test func theErrorPreviewSpeaksAsTheTransportChosen() throws {
        let curl = try AlbumsProcess(environment: ["ALBUMS_TRANSPORT": "curl"]).run("preview", "--state", "error")
        #expect(curl.stderr.contains("(rss.applemarketingtools.com: Couldn't resolve host name)\n"), "\(curl.stderr)")
        let session = try AlbumsProcess(environment: ["ALBUMS_TRANSPORT": "urlsession"]).run("preview", "--state", "error")
        #expect(session.stderr.contains("(rss.applemarketingtools.com: The Internet connection appears to be offline.)\n"), "\(session.stderr)")
    }

    @Test func previewAllShowsTheFiveStatesUnderHeadings() throws {
        let result = try AlbumsProcess().run("preview", "--all")
        #expect(result.status == 0)
        let headings = result.stdout.split(separator: "\n").filter { $0.hasPrefix("== ") }
        #expect(headings == ["== loading ==", "== no-data ==", "== error ==", "== mock ==", "== loaded =="])
    }

    @Test func previewNeedsAState() throws {
        let result = try AlbumsProcess().run("preview")
        #expect(result.status == 2)
        #expect(result.stderr.contains("say which state to preview"))
    }

    @Test(arguments: [
        (["lsit"], "unknown command \"lsit\" for albums\n  did you mean list?"),
        (["--srot", "name"], "unknown option --srot\n  did you mean --sort?"),
        (["--limit", "0"], "invalid value \"0\" for --limit"),
        (["--country", "uk"], "did you mean gb?"),
        (["--sort"], "--sort needs a value"),
        (["settings", "get"], "missing <key>"),
        (["--session", "stubb"], "did you mean stub?"),
    ] as [([String], String)])
    func badInputExitsTwoWithAClearMessage(arguments: [String], message: String) throws {
        let result = try AlbumsProcess().run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.contains(message))
        #expect(result.stderr.hasPrefix("error: "))
    }

    @Test func helpVersionAndHelpCommand() throws {
        let process = AlbumsProcess()
        let help = try process.run("--help")
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE\n  albums [list] [options]"))
        #expect(help.stdout.contains("EXIT CODES"))
        #expect(help.stdout.contains("ALBUMS_SORT"))
        #expect(try process.run("help", "settings", "set").stdout == (try process.run("settings", "set", "--help").stdout))
        #expect(try process.run("--version").stdout.hasPrefix("albums 0.3.0 ("), "the commit is checked in VersionEndToEndTests")
        let unknown = try process.run("help", "sttings")
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("did you mean settings?"))
    }

    @Test func anUnknownWorldIsAUsageError() throws {
        let result = try AlbumsProcess(world: "moon").run()
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: invalid ALBUMS_WORLD \"moon\""))
        // A huge value is quoted as given (not lowercased), cut at 80 characters.
        let huge = try AlbumsProcess(world: "Moon" + String(repeating: "x", count: 120_000)).run()
        #expect(huge.status == 2)
        #expect(huge.stderr.hasPrefix("error: invalid ALBUMS_WORLD \"Moon" + String(repeating: "x", count: 76) + "…\"\n"))
        #expect(huge.stderr.count < 400)
    }
}

/// libcurl and its thirty libraries, and the URLSession transport's library, are
/// opened only by a command that goes to the network, whichever transport is chosen.
@Suite(.onTestThreads) struct StartUpEndToEndTests {
    /// The shared libraries a run of albums opened, from the dynamic loader's own log.
    static func opened(_ arguments: [String], world: String = "stub", transport: String) throws -> (curl: Bool, urlSession: Bool) {
        var process = AlbumsProcess(world: world)
        process.environment["LD_DEBUG"] = "files"
        process.environment["ALBUMS_TRANSPORT"] = transport
        let result = try process.run(arguments)
        #expect(result.status == 0, "\(arguments)")
        return (result.stderr.contains("libcurl.so"), result.stderr.contains("libAlbumsURLSession") || result.stderr.contains("libFoundationNetworking"))
    }

    @Test(arguments: ["curl", "urlsession"])
    func offlineCommandsOpenNoNetworkLibrary(transport: String) throws {
        for (arguments, world) in [(["--version"], "stub"), (["--version"], "device"), (["list", "--limit", "3"], "stub"),
                                   (["settings", "list"], "device"), (["art", "--file", Paths.imageCorpus("odd-7x3.jpg"), "--decode-only"], "device")] {
            let opened = try Self.opened(arguments, world: world, transport: transport)
            #expect(!opened.curl && !opened.urlSession, "\(arguments) in the \(world) world with \(transport)")
        }
    }

    /// An installed URLSession library that can't be loaded (here, not a library at all) is named with the loader's words, not called missing.
    @Test func anUnloadableURLSessionLibraryIsSaidSo() throws {
        let folder = Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: Paths.albumsBinary, toPath: folder + "/albums")
        try Data("not a library".utf8).write(to: URL(fileURLWithPath: folder + "/libAlbumsURLSession.so"))
        let process = AlbumsProcess(world: "device", environment: ["ALBUMS_TRANSPORT": "urlsession"])
        let result = try Program.run(folder + "/albums", ["--feed", "http://127.0.0.1:1/top.json", "--cache", "none"], environment: process.environment)
        #expect(result.status == 1)
        #expect(result.stderr.contains("  why: the URLSession transport (libAlbumsURLSession.so) could not be loaded ("), "\(result.stderr)")
        #expect(result.stderr.contains("  try: use ALBUMS_TRANSPORT=curl\n"), "what to do, not 'try again'")
        #expect(!result.stderr.contains("is not installed"))
    }

    @Test(arguments: [("curl", true, false), ("urlsession", true, true)])
    func aNetworkCommandOpensItsTransport(transport: String, curl: Bool, urlSession: Bool) throws {
        let feed = Paths.stubFixture("feeds/most-played.json")
        let server = try LoopbackServer { _ in .data(feed) }
        defer { server.stop() }
        let opened = try Self.opened(["--feed", server.url("/top.json"), "--limit", "1"], world: "device", transport: transport)
        // URLSession on Linux is built on libcurl too: its library brings it in.
        #expect(opened.curl == curl && opened.urlSession == urlSession, "\(transport): \(opened)")
    }
}

@Suite(.onTestThreads) struct VersionEndToEndTests {
    static func git(_ arguments: String...) throws -> String {
        try Program.run("/usr/bin/env", ["git", "-C", Paths.packageRoot] + arguments).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func theVersionSaysWhichCommitWasBuilt() throws {
        let commit = try Self.git("rev-parse", "--short=7", "HEAD")
        try #require(commit.count == 7, "a git checkout")
        let result = try AlbumsProcess().run("--version")
        #expect(result.status == 0)
        #expect(result.stdout == "albums 0.3.0 (\(commit))\n")
        let json = try #require(try JSONSerialization.jsonObject(with: result.stdout.isEmpty ? Data() : try AlbumsProcess().run("--version", "--json").stdoutData) as? [String: String])
        #expect(json == ["version": "0.3.0", "commit": commit, "swift": "6.3", "platform": "linux-\(json["platform"]?.split(separator: "-").last ?? "")"])
        #expect(try AlbumsProcess().run("--version", "--json", "commit").stdout == "{\n  \"commit\": \"\(commit)\"\n}\n")
    }
}
