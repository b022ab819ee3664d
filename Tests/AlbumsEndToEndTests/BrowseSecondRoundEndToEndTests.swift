import AlbumsTestSupport
import Foundation
import Testing

/// The browser's second round on a real terminal: an album's tracks, a track's
/// preview with a recording player and the now-playing line, the news page,
/// and a setting edited and saved.
extension BrowseEndToEndTests {
    /// A loopback server for the stub chart (`/feed.json`) and, for any other
    /// path, a one-disc album's 15 tracks, as the Lookup API answers them.
    static func chartAndTracks() throws -> LoopbackServer {
        let feed = Paths.stubFixture("feeds/most-played.json"), lookup = Paths.testFixture("lookup/tracks-one-disc.json")
        return try LoopbackServer { request in
            request.path == "/feed.json" ? .data(feed, type: "application/json") : .data(lookup, type: "text/javascript; charset=utf-8")
        }
    }

    /// From the chart: Enter on the first album, then Tab to its 15 tracks.
    static func openTheFirstAlbumsTracks(_ browser: Browser) throws {
        try browser.screen { $0.contains("Golden Rive") }
        try browser.terminal.send("Enter")
        try browser.screen { $0.contains("Tracks · 15 tracks") }
        try browser.terminal.send("Tab")
        try browser.screen { $0.contains("Enter play  Esc details") }
    }

    @Test func tracksNewsAndAnEditedSettingInTheStubSession() throws {
        let browser = try Browser(columns: 100, rows: 40)
        defer { browser.terminal.stop() }
        try browser.screen(until: Self.firstFrame)
        // Album 1's detail: its tracks, loaded in the background.
        try browser.terminal.send("Enter")
        // Tracks and cover load in the background, each redrawing: the screen is read once all of it shows.
        try browser.screen { $0.contains("Tracks · 15 tracks") && $0.contains("Runaway Signal") && $0.contains("Chart run · peak #1 · 3 editions") }
        // The news page: the stub's new entries.
        try browser.terminal.send("Escape")
        try browser.screen(until: Self.firstFrame)
        try browser.terminal.send("c")
        let news = try browser.screen { $0.contains("New entries (4)") }
        #expect(news.contains("東京ナイトドライブ"))
        // Settings: limit (the seventh row) edited to 25, saved to the file.
        try browser.terminal.send("Escape")
        try browser.terminal.send(",")
        try browser.selectSetting("limit")
        try browser.terminal.send("Enter")
        try browser.screen { $0.contains("limit: 100") }
        try browser.terminal.send("BSpace", "BSpace", "BSpace", "0")
        try browser.terminal.send("Enter")
        try browser.screen { $0.contains("limit must be 1…100") }
        try browser.terminal.send("BSpace", "2", "5", "Enter")
        try browser.screen { $0.contains("saved limit = 25") }
        let settings = (try? String(contentsOfFile: browser.process.settingsFile, encoding: .utf8)) ?? ""
        #expect(settings.contains("\"limit\"") && settings.contains("25"), "\(settings)")
        try browser.terminal.send("Escape")
        try browser.terminal.send("q")
        #expect(try browser.afterwards().cooked)
    }

    /// A track's preview through a recording player (a fake `mpv` on PATH), the
    /// chart and the tracks from a loopback server: the now-playing line counts
    /// the seconds, and `p` stops it.
    @Test func aTracksPreviewPlaysWithTheNowPlayingLine() throws {
        let folder = Paths.temporaryFolder(), bin = folder + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let player = "#!/bin/sh\necho \"$@\" >> \(folder)/played\nexec sleep 20\n"
        _ = FileManager.default.createFile(atPath: bin + "/mpv", contents: Data(player.utf8), attributes: [.posixPermissions: 0o755])
        let server = try Self.chartAndTracks()
        defer { server.stop() }
        let browser = try Browser(columns: 100, rows: 40, extra: "--feed \(server.url("/feed.json")) --session shared --api \(server.baseURL) --art none",
                                  record: true, environment: ["PATH": bin + ":/usr/bin:/bin", "ALBUMS_PLAYER": "mpv"])
        defer { browser.terminal.stop() }
        try Self.openTheFirstAlbumsTracks(browser)
        try browser.terminal.send("j", "Enter")
        try browser.screen { $0.contains("▶ 2/15  Runaway Signal — Ivy Holloway 0:0") && $0.contains(" / 0:30") }
        // Each second's tick moves the time on, and the frame that does it writes only the status line (row 39 of 40).
        try browser.screen { $0.contains("Runaway Signal — Ivy Holloway 0:0") && !$0.contains("Holloway 0:00 / 0:30") }
        let output = (try? String(contentsOfFile: browser.folder + "/output", encoding: .utf8)) ?? ""
        let lastFrame = output.components(separatedBy: "\u{1B}[?2026h").last?.components(separatedBy: "\u{1B}[?2026l").first ?? ""
        let moves = lastFrame.matches(of: /\x{1B}\[(\d+);\d+H/).map { String($0.output.1) }
        #expect(!moves.isEmpty && moves.allSatisfy { $0 == "39" }, "the tick's frame moves only to the status line: \(lastFrame.debugDescription)")
        // The time and a cell or two around it (more when 0:09 becomes 0:10), never the 4,000 cells of the screen.
        #expect(lastFrame.utf8.count < 200, "a few cells, not the screen: \(lastFrame.utf8.count) bytes")
        let played = (try? String(contentsOfFile: folder + "/played", encoding: .utf8)) ?? ""
        #expect(played.contains("1707632257.m4a"), "track 2's preview: \(played)")
        try browser.terminal.send("p")
        try browser.screen { $0.contains("stopped") && !$0.contains("0:30  ·") }
        // Esc gives the keys back to the details, a second Esc goes back to the chart.
        try browser.terminal.send("Escape")
        try browser.screen { $0.contains("Tab tracks") }
        try browser.terminal.send("Escape")
        try browser.screen { $0.contains("↑↓ move  Enter open") }
        try browser.terminal.send("q")
        #expect(try browser.afterwards().cooked)
    }

    /// A player that ignores SIGTERM (killed after its grace): the one it
    /// replaces never clears its successor's line, `p` stops what plays (and
    /// "stopped" comes once it has ended), and no player outlives albums.
    @Test func aStubbornPlayerIsOwnedToTheEnd() throws {
        let folder = Paths.temporaryFolder(), bin = folder + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        // Its shell ignores SIGTERM, and so does the sleep it becomes.
        let player = "#!/bin/sh\ntrap '' TERM\necho $$ >> \(folder)/pids\nexec sleep 30\n"
        _ = FileManager.default.createFile(atPath: bin + "/mpv", contents: Data(player.utf8), attributes: [.posixPermissions: 0o755])
        let pids = { ((try? String(contentsOfFile: folder + "/pids", encoding: .utf8)) ?? "").split(separator: "\n").compactMap { pid_t($0) } }
        let alive = { (pid: pid_t) in kill(pid, 0) == 0 }
        let server = try Self.chartAndTracks()
        defer { server.stop() }
        let browser = try Browser(columns: 100, rows: 40, extra: "--feed \(server.url("/feed.json")) --session shared --api \(server.baseURL) --art none",
                                  environment: ["PATH": bin + ":/usr/bin:/bin", "ALBUMS_PLAYER": "mpv"])
        defer {
            browser.terminal.stop()
            for pid in pids() where alive(pid) { kill(pid, SIGKILL) }
        }
        try Self.openTheFirstAlbumsTracks(browser)
        // Track 2, then track 3: the first player is killed after its grace, and track 3's line stays.
        try browser.terminal.send("j", "Enter")
        try browser.screen { $0.contains("▶ 2/15  Runaway Signal") }
        // The screen says it plays once the player has started, not once its shell has set its trap:
        // a SIGTERM before that ends it at once. Its pid comes after the trap.
        try #require(Wait.until { pids().count == 1 }, "track 2's player wrote its pid: \(pids())")
        try browser.terminal.send("j", "Enter")
        try #require(Wait.until { pids().count == 2 && !alive(pids()[0]) },
                     "track 2's player killed, track 3's started: \(pids()), alive: \(pids().filter(alive)); the screen:\n\((try? browser.terminal.screen()) ?? "")\nalbums' stderr: \((try? String(contentsOfFile: browser.folder + "/err", encoding: .utf8)) ?? "")")
        let playing = try browser.screen { $0.contains("▶ 3/15") }
        #expect(!playing.contains("stopped"), "the replaced player's end says nothing")
        // p stops what plays, once: no third player; "stopped" only once it has ended.
        try browser.terminal.send("p")
        try browser.screen { $0.contains("stopped") }
        #expect(pids().count == 2 && pids().allSatisfy { !alive($0) }, "p stopped track 3 and started nothing")
        // Playing again, then quitting: albums ends once its player has.
        try browser.terminal.send("Enter")
        try browser.screen { $0.contains("▶ 3/15") }
        try #require(Wait.until { pids().count == 3 }, "the third player wrote its pid: \(pids())")
        try browser.terminal.send("Escape")
        try browser.screen { $0.contains("Tab tracks") }
        try browser.terminal.send("q")
        try browser.screen { $0.contains("↑↓ move  Enter open") }
        try browser.terminal.send("q")
        #expect(try browser.afterwards().cooked)
        #expect(pids().count == 3 && pids().allSatisfy { !alive($0) }, "no player outlives albums: \(pids().filter(alive))")
    }
}
