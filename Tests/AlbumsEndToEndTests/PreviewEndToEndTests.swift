import AlbumsTestSupport
import Foundation
import Synchronization
import Testing

/// `albums tracks` and `albums play` from the built binary: the stub world, and
/// the device world against a Lookup API on 127.0.0.1 with fake players on PATH.
@Suite(.onTestThreads) struct PreviewEndToEndTests {
    /// A folder with `bin/mpv`, a player that appends what it plays to `played`,
    /// writes its pid to `pid`, prints noise, then runs `tail`. `stubborn`: it
    /// ignores SIGTERM from before it writes anything, so once its pid is seen,
    /// only SIGKILL ends it.
    static func fakePlayer(_ tail: String, stubborn: Bool = false) throws -> (folder: String, bin: String) {
        let folder = Paths.temporaryFolder(), bin = folder + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let script = "#!/bin/sh\n\(stubborn ? "trap '' TERM\n" : "")echo \"$@\" >> \(folder)/played\necho \(SeenProcess.shellWords) >> \(folder)/pids\necho \(SeenProcess.shellWords) > \(folder)/pid.tmp && /bin/mv \(folder)/pid.tmp \(folder)/pid\necho player-noise\necho player-noise >&2\n\(tail)\n"
        _ = FileManager.default.createFile(atPath: bin + "/mpv", contents: Data(script.utf8), attributes: [.posixPermissions: 0o755])
        return (folder, bin)
    }

    static func played(_ folder: String) -> [String] {
        ((try? String(contentsOfFile: folder + "/played", encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// A Lookup API answering every request with rank 1's fifteen tracks.
    static func lookupServer() throws -> LoopbackServer {
        let answer = Paths.testFixture("lookup/tracks-one-disc.json")
        return try LoopbackServer { _ in .data(answer, type: "text/javascript; charset=utf-8") }
    }

    static let firstPreview = "https://audio-ssl.itunes.apple.com/itunes-assets/AudioPreview/stub/1707632257.m4a"

    @Test func theStubWorldListsTracksAsJSON() throws {
        let result = try AlbumsProcess().run("tracks", "1", "--json")
        #expect(result.status == 0)
        let tracks = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [[String: Any]])
        try #require(tracks.count > 1, "long enough to index")
        #expect(tracks.count == 15)
        #expect(tracks.first?["id"] as? String == "1707632256")
        #expect(tracks.first?["previewUrl"] is NSNull)
        #expect(tracks[1]["previewUrl"] as? String == Self.firstPreview)
        #expect(result.stderr == "")
    }

    @Test func theStubWorldPlaysNothingAndSaysWhatItWouldPlay() throws {
        let result = try AlbumsProcess().run("play", "1", "--track", "2")
        #expect(result.status == 0)
        #expect(result.stdout == "▶ 2/15  Runaway Signal — Ivy Holloway  0:30\n")
        #expect(result.stderr == "Played 1 preview with the stub player, which plays nothing.\n")
    }

    @Test func theStubSessionOnTheDeviceNeverStartsAPlayer() throws {
        let (folder, bin) = try Self.fakePlayer("exit 0")
        var process = AlbumsProcess(world: "device")
        process.environment["PATH"] = bin + ":/usr/bin:/bin"
        let result = try process.run("--session", "stub", "play", "58")
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").count == 17)
        #expect(Self.played(folder).isEmpty, "its previews are made up")
    }

    @Test func theDevicePlaysThroughTheFirstPlayerOnPathSilenced() throws {
        let server = try Self.lookupServer()
        defer { server.stop() }
        let (folder, bin) = try Self.fakePlayer("exit 0")
        var process = AlbumsProcess(world: "device")
        process.environment["PATH"] = bin + ":/usr/bin:/bin"
        let result = try process.run("play", "1707632255", "--api", server.baseURL)
        #expect(result.status == 0)
        #expect(Self.played(folder).count == 13)
        #expect(Self.played(folder).first == "--no-video --really-quiet --no-terminal " + Self.firstPreview)
        #expect(result.stdout.hasPrefix("  1/15  Afterglow — Ivy Holloway  (no preview)\n▶ 2/15  Runaway Signal — Ivy Holloway  0:30\n"))
        #expect(!result.stdout.contains("player-noise") && !result.stderr.contains("player-noise"), "the player's output is silenced")
        #expect(result.stderr == "Played 13 previews with mpv (2 tracks have no preview).\n")
        #expect(server.requests.first?.query("entity") == "song")
    }

    @Test func withoutAPlayerTheLinksArePrinted() throws {
        let server = try Self.lookupServer()
        defer { server.stop() }
        var process = AlbumsProcess(world: "device")
        process.environment["PATH"] = Paths.temporaryFolder()
        let result = try process.run("play", "1707632255", "--track", "2", "--api", server.baseURL)
        #expect(result.status == 0)
        #expect(result.stdout == Self.firstPreview + "\n")
        #expect(result.stderr.hasPrefix("No player found (looked for mpv, ffplay, gst-play-1.0 on PATH)"))
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGQUIT])
    func aSignalWhilePlayingStopsThePlayer(signal: Int32) throws {
        let server = try Self.lookupServer()
        defer { server.stop() }
        let player = try EndlessPlayer(named: "mpv")
        let process = try player.start(["play", "1707632255", "--api", server.baseURL])
        let playing = try #require(player.playing(), "the player started")
        #expect(playing.source == Self.firstPreview)
        try #require(process.signal(signal), "albums was still running")
        let ending = try #require(EndlessPlayer.finishes(process), "albums ended")
        #expect(ending == .signaled(signal), "ended by the signal, as a shell expects")
        #expect(!playing.process.isAlive, "the player was stopped before albums ended")
        #expect(try String(contentsOfFile: player.folder + "/playing", encoding: .utf8).hasSuffix(Self.firstPreview + "\n"), "no next track after the signal")
    }

    /// A line that can't be written (a full disk) stops the run there: no preview plays after it.
    @Test func aFailedWriteStopsAtOnce() throws {
        let server = try Self.lookupServer()
        defer { server.stop() }
        let (folder, bin) = try Self.fakePlayer("exit 0")
        var environment = AlbumsProcess(world: "device").environment
        environment["PATH"] = bin + ":/usr/bin:/bin"
        let command = "'\(Paths.albumsBinary)' play 1707632255 --api \(server.baseURL) >/dev/full"
        let result = try Program.run("/bin/sh", ["-c", command], environment: environment)
        #expect(result.status == 1)
        #expect(result.stderr.contains("why: standard output: No space left on device"))
        #expect(Self.played(folder).isEmpty, "nothing played after the first line failed")
    }

    /// A fake mpv that plays until it is stopped, and the environment of a terminal that finds it.
    static func terminalWithEndlessPlayer() throws -> (folder: String, environment: [String: String]) {
        let (folder, bin) = try fakePlayer("exec /bin/sleep 30")
        var environment = AlbumsProcess(world: "device").environment
        environment["PATH"] = bin + ":/usr/bin:/bin"
        environment["TERM"] = "xterm-256color"
        return (folder, environment)
    }

    static func isCooked(_ path: String) -> Bool { TerminalSession.isCooked(sttyOutput: path) }

    /// afplay plays only files: the preview is downloaded to a temporary file,
    /// which goes when albums is stopped while it plays, as the player does.
    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalWhileAFilePlaysRemovesTheFile(signal: Int32) throws {
        let base = Mutex("")
        let album = #"{"wrapperType": "collection", "collectionId": 7000, "collectionName": "Demo", "artistName": "Ada"}"#
        let server = try LoopbackServer { request in
            if request.path == "/preview.m4a" { return .data(Data("fake AAC".utf8), type: "audio/mp4") }
            let track = #"{"wrapperType": "track", "kind": "song", "collectionId": 7000, "trackId": 7001, "trackName": "One", "artistName": "Ada", "discNumber": 1, "trackNumber": 1, "previewUrl": "\#(base.withLock { $0 })/preview.m4a"}"#
            return .json(#"{"resultCount": 2, "results": [\#(album), \#(track)]}"#)
        }
        defer { server.stop() }
        base.withLock { $0 = server.baseURL }
        let player = try EndlessPlayer(named: "afplay")
        let process = try player.start(["play", "7000", "--player", "afplay", "--api", server.baseURL])
        let playing = try #require(player.playing(), "afplay started")
        #expect(FileManager.default.contents(atPath: playing.source) == Data("fake AAC".utf8), "afplay got the downloaded preview")
        try #require(process.signal(signal), "albums was still running")
        let ending = try #require(EndlessPlayer.finishes(process), "albums ended")
        #expect(ending == .signaled(signal))
        #expect(playing.process.ends(), "the player was stopped")
        #expect(try FileManager.default.contentsOfDirectory(atPath: player.temporary).isEmpty, "the preview's file was removed")
    }

    /// Ctrl-C on a real terminal while a preview plays: the player stops, albums
    /// ends by SIGINT (the shell sees 130), and the terminal is back in cooked mode.
    @Test(.enabled(if: TerminalSession.isAvailable))
    func ctrlCOnATerminalStopsEverythingAndGivesTheTerminalBack() throws {
        let server = try Self.lookupServer()
        defer { server.stop() }
        let (folder, environment) = try Self.terminalWithEndlessPlayer()
        // An interactive shell, as a user has: albums runs in its own foreground process group.
        let terminal = try TerminalSession("/bin/sh -i", environment: environment)
        defer { terminal.stop() }
        try terminal.send("'\(Paths.albumsBinary)' play 1707632255 --api \(server.baseURL) 2>/dev/null", "Enter")
        try #require(Wait.until { FileManager.default.fileExists(atPath: folder + "/pid") }, "the first preview started")
        let player = try #require(SeenProcess.all(in: folder + "/pid").first)
        try terminal.send("C-c")
        try #require(Wait.until { (try? terminal.foreground()) == "sh" }, "back at the shell's prompt")
        // The shell drops the rest of a line that Ctrl-C interrupted, so the check is a line of its own.
        try terminal.send("echo $? > \(folder)/status; stty -a > \(folder)/stty; touch \(folder)/done", "Enter")
        try #require(Wait.until { FileManager.default.fileExists(atPath: folder + "/done") }, "Ctrl-C stopped albums")
        #expect((try? String(contentsOfFile: folder + "/status", encoding: .utf8)) == "130\n", "ended by SIGINT")
        #expect(player.ends(), "the player was stopped")
        #expect(Self.isCooked(folder + "/stty"), "the terminal is back in cooked mode")
    }

    /// A player that ignores SIGTERM: q still stops it (SIGKILL after the
    /// grace), albums ends at once after, and Ctrl-C does the same.
    @Test(.enabled(if: TerminalSession.isAvailable), arguments: ["q", "C-c"])
    func aStubbornPlayerIsStoppedAllTheSame(key: String) throws {
        let server = try Self.lookupServer()
        defer { server.stop() }
        let (folder, bin) = try Self.fakePlayer("exec /bin/sleep 30", stubborn: true)
        var environment = AlbumsProcess(world: "device").environment
        environment["PATH"] = bin + ":/usr/bin:/bin"
        environment["TERM"] = "xterm-256color"
        let terminal = try TerminalSession("/bin/sh -i", environment: environment)
        defer { terminal.stop() }
        try terminal.send("'\(Paths.albumsBinary)' play 1707632255 --api \(server.baseURL) 2>/dev/null", "Enter")
        try #require(Wait.until { FileManager.default.fileExists(atPath: folder + "/pid") }, "the first preview started")
        let player = try #require(SeenProcess.all(in: folder + "/pid").first)
        try terminal.send(key)
        try #require(Wait.until { (try? terminal.foreground()) == "sh" }, "back at the shell's prompt")
        #expect(!player.isAlive, "the player ended before albums did")
        // Ctrl-C also reaches the player (one process group): however it ended, no player outlives albums.
        let players = SeenProcess.all(in: folder + "/pids")
        #expect(!players.isEmpty && players.allSatisfy { !$0.isAlive }, "no player left playing")
        if key == "q" { #expect(Self.played(folder).count == 1, "q: no next preview") }
    }

    /// Keys on a real terminal (tmux): n skips, q stops, and the terminal is given back.
    @Test(.enabled(if: TerminalSession.isAvailable))
    func keysOnATerminalSkipAndStop() throws {
        let server = try Self.lookupServer()
        defer { server.stop() }
        let (folder, environment) = try Self.terminalWithEndlessPlayer()
        let command = "'\(Paths.albumsBinary)' play 1707632255 --api \(server.baseURL) --no-color 2>\(folder)/err; stty -a > \(folder)/stty; touch \(folder)/done; sleep 30"
        let terminal = try TerminalSession(command, environment: environment, columns: 100, rows: 30)
        defer { terminal.stop() }
        try #require(Wait.until { Self.played(folder).count == 1 }, "the first preview started")
        try terminal.send("n")
        try #require(Wait.until { Self.played(folder).count == 2 }, "n skipped to the next preview")
        try terminal.send("q")
        try #require(Wait.until { FileManager.default.fileExists(atPath: folder + "/done") }, "q stopped albums")
        #expect(Self.played(folder).count == 2)
        let err = (try? String(contentsOfFile: folder + "/err", encoding: .utf8)) ?? ""
        #expect(err.hasSuffix("Played 0 previews with mpv (1 skipped; stopped with 13 to go; 1 track has no preview).\n"))
        #expect(Self.isCooked(folder + "/stty"), "the terminal is back in cooked mode")
    }
}
