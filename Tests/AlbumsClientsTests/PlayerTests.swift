@testable import AlbumsCore
@testable import AlbumsClients
import AlbumsPlatform
import AlbumsTestSupport
import Foundation
import Testing

/// The device player: the first preview player on PATH, run as a program that
/// records its arguments (no audio device here).
@Suite struct PlayerTests {
    static let url = URL(string: "https://audio-ssl.itunes.apple.com/itunes-assets/AudioPreview/stub/1707632257.m4a")!

    /// A folder of fake players: each writes its arguments (one per line) to `$LOG/NAME.args` and its pid to `$LOG/NAME.pid`, then runs `then`.
    static func players(_ names: [String], then tail: String = "exit 0") -> (bin: String, log: String) {
        let folder = Paths.temporaryFolder(), bin = folder + "/bin", log = folder + "/log"
        try? FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try? FileManager.default.createDirectory(atPath: log, withIntermediateDirectories: true)
        for name in names {
            let script = "#!/bin/sh\nLOG=\(log)\nfor a in \"$@\"; do echo \"$a\"; done > \(log)/\(name).args\necho $$ > \(log)/\(name).pid\necho noise; echo noise >&2\n\(tail)\n"
            _ = FileManager.default.createFile(atPath: bin + "/" + name, contents: Data(script.utf8), attributes: [.posixPermissions: 0o755])
        }
        return (bin, log)
    }

    static func arguments(_ log: String, _ name: String) -> [String]? {
        (try? String(contentsOfFile: log + "/\(name).args", encoding: .utf8))?.split(separator: "\n").map(String.init)
    }

    /// The fake mpv's pid once it has started (within the bound on events that must come).
    static func startedPID(_ log: String) async -> pid_t? {
        let pid: @Sendable () -> pid_t? = { (try? String(contentsOfFile: log + "/mpv.pid", encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) } }
        _ = await Wait.eventually { pid() != nil }
        return pid()
    }

    static let noDownload: @Sendable (URL) async throws -> Data = { _ in throw Failure("no download", why: "not expected") }

    @Test func autoTakesTheFirstOfTheListOnPath() async {
        let (bin, log) = Self.players(["gst-play-1.0", "ffplay"])
        let player = Player.device(.auto, environment: ["PATH": bin], download: Self.noDownload)
        #expect(player.name == "ffplay", "ffplay comes before gst-play-1.0")
        #expect(player.missing == nil)
        #expect(await player.play(Self.url) == .played)
        #expect(Self.arguments(log, "ffplay") == ["-nodisp", "-autoexit", "-loglevel", "quiet", Self.url.absoluteString])
        #expect(Self.arguments(log, "gst-play-1.0") == nil)
    }

    @Test(arguments: [
        ("mpv", ["--no-video", "--really-quiet", "--no-terminal"]),
        ("ffplay", ["-nodisp", "-autoexit", "-loglevel", "quiet"]),
        ("gst-play-1.0", ["--quiet", "--no-interactive"]),
    ] as [(String, [String])])
    func eachPlayerGetsItsQuietAudioOnlyArguments(name: String, expected: [String]) async throws {
        let (bin, log) = Self.players(["mpv", "ffplay", "gst-play-1.0"])
        let choice = try #require(PlayerChoice(rawValue: name))
        let player = Player.device(choice, environment: ["PATH": bin], download: Self.noDownload)
        #expect(player.name == name)
        let outcome = await player.play(Self.url)
        #expect(outcome == .played)
        #expect(Self.arguments(log, name) == expected + [Self.url.absoluteString])
    }

    /// A folder named mpv earlier on PATH is not a program: the real one after it is taken.
    @Test func aFolderOnPathIsNotAPlayer() async throws {
        let (bin, log) = Self.players(["mpv"])
        let earlier = Paths.temporaryFolder()
        try FileManager.default.createDirectory(atPath: earlier + "/mpv", withIntermediateDirectories: true)
        let player = Player.device(.auto, environment: ["PATH": earlier + ":" + bin], download: Self.noDownload)
        #expect(await player.play(Self.url) == .played)
        #expect(Self.arguments(log, "mpv") != nil)
        #expect(!Executables.isProgram(earlier + "/mpv"))
    }

    /// A player that ignores SIGTERM is killed after the grace when the play is cancelled: it never outlives the stop.
    @Test func cancellingStopsAPlayerThatIgnoresSIGTERM() async throws {
        let (bin, log) = Self.players(["mpv"], then: "trap '' TERM\nexec /bin/sleep 30")
        let player = Player.device(.auto, environment: ["PATH": bin], download: Self.noDownload)
        let task = Task { await player.play(Self.url) }
        let child = try #require(await Self.startedPID(log), "the player started")
        // The pid file is written before the trap: wait until the shell has set it (its mask shows in /proc).
        try #require(await Wait.eventually { Self.ignoresTERM(child) }, "the player ignores SIGTERM")
        task.cancel()
        #expect(await task.value == .stopped)
        #expect(kill(child, 0) != 0, "the program is gone, not a zombie either")
    }

    /// Whether `pid` ignores SIGTERM, from its SigIgn mask.
    static func ignoresTERM(_ pid: pid_t) -> Bool {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigIgn:") }),
              let mask = UInt64(line.dropFirst(7).trimmingCharacters(in: .whitespaces), radix: 16) else { return false }
        return mask & (1 << (UInt64(SIGTERM) - 1)) != 0
    }

    @Test func aChosenPlayerThatIsMissingIsNotReplaced() {
        let (bin, _) = Self.players(["ffplay"])
        let player = Player.device(.mpv, environment: ["PATH": bin], download: Self.noDownload)
        #expect(player.missing == ["mpv"])
    }

    @Test func noPlayerOnPathSaysWhichWereLookedFor() {
        let player = Player.device(.auto, environment: ["PATH": Paths.temporaryFolder()], download: Self.noDownload)
        #expect(player.missing == Platform.previewPlayers)
        #expect(Player.device(.auto, environment: [:], download: Self.noDownload).missing == Platform.previewPlayers, "no PATH at all")
    }

    @Test func aPlayerThatFailsSaysItsStatus() async {
        let (bin, _) = Self.players(["mpv"], then: "exit 3")
        let player = Player.device(.auto, environment: ["PATH": bin], download: Self.noDownload)
        #expect(await player.play(Self.url) == .failed("mpv exited with status 3"))
    }

    @Test func afplayGetsADownloadedFileThatIsRemovedAfterwards() async throws {
        let (bin, log) = Self.players(["afplay"], then: "/bin/cat \"$1\" > \"$LOG/played\"")
        let bytes = Data("fake AAC".utf8)
        let player = Player.device(.afplay, environment: ["PATH": bin], download: { url in
            #expect(url == Self.url)
            return bytes
        })
        let outcome = await player.play(Self.url)
        #expect(outcome == .played)
        let file = try #require(Self.arguments(log, "afplay")?.first)
        #expect(file.hasSuffix(".m4a") && file.hasPrefix("/"), "a file, not the URL")
        #expect(FileManager.default.contents(atPath: log + "/played") == bytes, "the downloaded bytes")
        #expect(!FileManager.default.fileExists(atPath: file), "removed after playing")
    }

    @Test func afplayWithAFailedDownloadSaysWhy() async {
        let (bin, log) = Self.players(["afplay"])
        let player = Player.device(.afplay, environment: ["PATH": bin], download: { _ in throw Failure("couldn't load the preview", why: "HTTP 404") })
        #expect(await player.play(Self.url) == .failed("HTTP 404"))
        #expect(Self.arguments(log, "afplay") == nil, "nothing to play")
    }

    @Test func cancellingStopsTheProgram() async throws {
        let (bin, log) = Self.players(["mpv"], then: "exec /bin/sleep 30")
        let player = Player.device(.auto, environment: ["PATH": bin], download: Self.noDownload)
        let task = Task { await player.play(Self.url) }
        let child = try #require(await Self.startedPID(log), "the player started")
        task.cancel()
        let outcome = await task.value
        #expect(outcome == .stopped)
        #expect(kill(child, 0) != 0, "the program is gone")
    }
}
