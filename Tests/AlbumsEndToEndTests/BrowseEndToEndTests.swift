import AlbumsTestSupport
import Foundation
import Synchronization
import Testing

/// `albums browse --session stub` on a real terminal: a tmux server of the
/// test's own, an interactive shell in it, keys typed, the screen read back.
@Suite(.onTestThreads, .enabled(if: TerminalSession.isAvailable)) struct BrowseEndToEndTests {
    struct Browser {
        let terminal: TerminalSession
        let process: AlbumsProcess
        let folder: String

        /// Starts the browser from a shell prompt at `columns`×`rows`.
        /// `launch`: words before albums on the command line (`env -u TMUX`).
        /// `first`: albums commands run to their end in the same HOME before the browser starts.
        init(columns: Int = 100, rows: Int = 30, extra: String = "", record: Bool = false, environment: [String: String] = [:], launch: String = "",
             first: [[String]] = []) throws {
            process = AlbumsProcess(world: "device", environment: ["TERM": "xterm-256color"].merging(environment) { $1 })
            for command in first { try #require(try process.run(command, timeout: 120).status == 0, "albums \(command.joined(separator: " "))") }
            folder = Paths.temporaryFolder()
            terminal = try TerminalSession("/bin/sh -i", environment: process.environment, columns: columns, rows: rows)
            try terminal.send("echo ready-to-go", "Enter")
            try #require(Wait.until { Self.echoed("ready-to-go", on: (try? terminal.screen()) ?? "") }, "the shell is ready")
            if record { try terminal.record(to: recordingPath) }
            try terminal.send("\(launch) '\(Paths.albumsBinary)' browse --session stub \(extra) 2>\(folder)/err", "Enter")
        }

        /// Waits (within `Wait.until`'s bound) until the screen satisfies `condition`; the screen.
        @discardableResult
        func screen(until condition: (String) -> Bool) throws -> String {
            var last = ""
            let found = Wait.until {
                last = (try? terminal.screen()) ?? ""
                return condition(last)
            }
            try #require(found, "the screen never showed what was expected; it was:\n\(last)")
            return last
        }

        /// On the settings page: moves the highlight down to `key`'s row, found on the screen.
        func selectSetting(_ key: String) throws {
            let page = try screen { $0.contains("Key ") && $0.contains("\n" + key + " ") }
            let row = try #require(page.split(separator: "\n").firstIndex { $0.hasPrefix(key + " ") }, "\(key)'s row")
            for _ in 1..<row { try terminal.send("j") }
        }

        /// Where a browser made with `record` has the pane's output written.
        var recordingPath: String { folder + "/output" }

        /// What the pane's recording holds so far ("" without one).
        func recording() -> String {
            String(decoding: FileManager.default.contents(atPath: recordingPath) ?? Data(), as: UTF8.self)
        }

        /// In a recording: how many times albums took the alternate screen, and gave it back.
        func screenChanges() -> (taken: Int, given: Int) {
            let output = recording()
            return (output.components(separatedBy: "\u{1B}[?1049h").count - 1, output.components(separatedBy: "\u{1B}[?1049l").count - 1)
        }

        /// After albums has ended: the shell's exit status, and whether `stty` shows cooked mode.
        func afterwards() throws -> (status: String, cooked: Bool, screen: String) {
            try #require(Wait.until { (try? terminal.foreground()) == "sh" }, "albums ended")
            try terminal.send("echo $? > \(folder)/status; stty -a > \(folder)/stty; echo back-at-the-prompt", "Enter")
            let screen = try self.screen { Self.echoed("back-at-the-prompt", on: $0) }
            // A recording lags the screen (tmux pipes it through cat): everything albums wrote is in it once the echo is.
            if FileManager.default.fileExists(atPath: recordingPath) {
                try #require(Wait.until { recording().contains("back-at-the-prompt") }, "the recording caught up")
            }
            let status = (try? String(contentsOfFile: folder + "/status", encoding: .utf8)) ?? ""
            return (status.trimmingCharacters(in: .whitespacesAndNewlines), TerminalSession.isCooked(sttyOutput: folder + "/stty"), screen)
        }

        /// Whether a command that echoes `marker` has run: the marker twice on the
        /// screen, in the typed line and in its output (which may follow the prompt
        /// on the same line when the keys were echoed before the prompt was drawn).
        static func echoed(_ marker: String, on screen: String) -> Bool {
            screen.components(separatedBy: marker).count >= 3
        }
    }

    static func firstFrame(_ screen: String) -> Bool { screen.contains("Golden Rive") && screen.contains("session stub · mock data") }
    /// The world page, drawn: its grid's header shows only once the stores are
    /// loaded, and a row of the chart page can still be on screen for a moment
    /// after the title changes (the frame is written as a diff, and tmux may be
    /// read mid-frame).
    static func worldPage(_ screen: String) -> Bool { screen.contains("World chart · US GB JP KR DE") && screen.contains("US   GB   JP   KR   DE") }

    @Test func movesOpensSearchesAndQuitsCleanly() throws {
        let browser = try Browser()
        defer { browser.terminal.stop() }
        var screen = try browser.screen(until: Self.firstFrame)
        #expect(screen.contains("  1  =    E  Golden Rive"))
        #expect(screen.contains("↑↓ move  Enter open"))
        try browser.terminal.send("j", "j")
        try browser.screen { $0.contains("│ Summer Camp") }
        // The highlighted row has a background of its own (dark blue), and only it; the status line is in reverse video.
        let styled = try browser.terminal.screen(styles: true).split(separator: "\n")
        let highlighted = styled.filter { $0.contains("48;5;24m") }
        #expect(highlighted.count == 1 && highlighted.first?.contains("Summer Camp") == true, "the third album, and nothing else: \(highlighted)")
        let reversed = styled.filter { $0.contains("\u{1B}[7m") || $0.contains(";7m") }
        #expect(reversed.count == 1 && reversed.first?.contains("session stub") == true, "the status line: \(reversed)")
        try browser.terminal.send("Enter")
        screen = try browser.screen { $0.contains("by Various Artists") }
        #expect(screen.contains("Rank       3"), "the third album's details")
        try browser.terminal.send("Escape")
        try browser.screen(until: Self.firstFrame)
        try browser.terminal.send("/")
        try browser.screen { $0.contains("Search: ") }
        try browser.terminal.send("-l", "neon")
        try browser.terminal.send("Enter")
        screen = try browser.screen { $0.contains("Neon Horizons (Deluxe)") }
        #expect(screen.contains("Vera Holloway\n"), "grouped by artist, as albums search does")
        try browser.terminal.send("Escape")
        try browser.screen(until: Self.firstFrame)
        try browser.terminal.send("q")
        let after = try browser.afterwards()
        #expect(after.status == "0")
        #expect(after.cooked, "the terminal is back in cooked mode")
        #expect(after.screen.contains("browse --session stub"), "the shell's own screen is back")
        #expect(!after.screen.contains("Golden Rivers"))
        #expect((try? String(contentsOfFile: browser.folder + "/err", encoding: .utf8)) == "", "nothing on stderr")
    }

    @Test func aSettingIsSavedToTheFile() throws {
        let browser = try Browser()
        defer { browser.terminal.stop() }
        try browser.screen(until: Self.firstFrame)
        try browser.terminal.send(",")
        try browser.selectSetting("sort")
        try browser.terminal.send("Enter") // sort: rank → name
        try browser.screen { $0.contains("saved sort = name") }
        let saved = try String(contentsOfFile: browser.process.settingsFile, encoding: .utf8)
        #expect(saved.contains("\"sort\": \"name\""))
        try browser.terminal.send("Escape")
        let screen = try browser.screen { $0.contains("sort name") && $0.contains("Enter open") }
        // The stub chart's first album by name; the highlight (Golden Rivers, 26th by name) stays on the first page.
        #expect(screen.split(separator: "\n").dropFirst().first?.contains("Broken Fire") == true, "the chart is sorted by name now")
        try browser.terminal.send("C-c")
        let after = try browser.afterwards()
        #expect(after.cooked)
    }

    @Test func resizingRedrawsAndATinyWindowAsksForMore() throws {
        let browser = try Browser(columns: 120, rows: 30)
        defer { browser.terminal.stop() }
        var screen = try browser.screen(until: Self.firstFrame)
        #expect(screen.contains("│"), "a cover pane at 120 columns")
        try browser.terminal.resize(columns: 80, rows: 24)
        screen = try browser.screen { !$0.contains("│") && $0.contains("Golden Rivers") }
        #expect(screen.split(separator: "\n").allSatisfy { $0.count <= 80 })
        try browser.terminal.resize(columns: 30, rows: 8)
        try browser.screen { $0.contains("Make the window at least 40×10") }
        try browser.terminal.resize(columns: 100, rows: 30)
        try browser.screen(until: Self.firstFrame)
        try browser.terminal.send("q")
        #expect(try browser.afterwards().cooked)
    }

    @Test(arguments: ["TERM", "HUP", "INT", "QUIT", "USR1", "USR2", "ALRM", "SEGV", "ABRT", "ILL", "SYS"] + Self.realTime)
    func aSignalPutsTheTerminalBack(signal: String) throws {
        let browser = try Browser()
        defer { browser.terminal.stop() }
        try browser.screen(until: Self.firstFrame)
        let pids = try browser.terminal.output(["display-message", "-p", "-t", "0", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        // The browser is the shell's child.
        let children = (try? String(contentsOfFile: "/proc/\(pids)/task/\(pids)/children", encoding: .utf8)) ?? ""
        let albums = try #require(children.split(separator: " ").first.flatMap { Int32($0) }.flatMap(SeenProcess.now))
        // SEGV, ABRT and ILL stand for a crash inside albums (a fault, an abort, a Swift trap).
        // SYS is the crash guard's too (a seccomp filter's bad system call).
        var numbers: [String: Int32] = ["TERM": SIGTERM, "HUP": SIGHUP, "INT": SIGINT, "QUIT": SIGQUIT, "USR1": SIGUSR1, "USR2": SIGUSR2,
                                        "ALRM": SIGALRM, "SEGV": SIGSEGV, "ABRT": SIGABRT, "ILL": SIGILL, "SYS": SIGSYS]
        #if os(Linux)
        numbers["RTMIN"] = __libc_current_sigrtmin()
        numbers["RTMIN+5"] = __libc_current_sigrtmin() + 5
        numbers["RTMAX"] = __libc_current_sigrtmax()
        #endif
        let number = try #require(numbers[signal])
        try #require(albums.signal(number), "albums was still running")
        let after = try browser.afterwards()
        #expect(after.status == String(128 + number), "ended by the signal")
        #expect(after.cooked)
        #expect(!after.screen.contains("Golden Rivers"), "the alternate screen was left")
    }

    /// The real-time signals, whose default action ends a process (Linux only).
    static var realTime: [String] {
        #if os(Linux)
        return ["RTMIN", "RTMIN+5", "RTMAX"]
        #else
        return []
        #endif
    }

    /// `w`: the countries setting's stores side by side (the stub makes each
    /// from the US chart); Enter opens an album, Esc comes back.
    @Test func theWorldPageComparesStores() throws {
        let browser = try Browser()
        defer { browser.terminal.stop() }
        try browser.screen(until: Self.firstFrame)
        try browser.terminal.send("w")
        let world = try browser.screen(until: Self.worldPage)
        #expect(world.contains("Golden Rivers"))
        try browser.terminal.send("Enter")
        try browser.screen { $0.contains("  Rank ") && $0.contains("by ") }
        try browser.terminal.send("Escape")
        try browser.screen(until: Self.worldPage)
        try browser.terminal.send("Escape")
        try browser.screen(until: Self.firstFrame)
        try browser.terminal.send("q")
        #expect(try browser.afterwards().cooked)
    }

    /// Tab on the world page: the worldwide chart of every store (171, the stub
    /// makes each); Enter opens its number one, `a` shows the artist's albums
    /// over the kept charts (every store's, and the worldwide one), Esc goes
    /// back the way it came. `albums world` runs first, so the page's load
    /// reads 172 kept charts rather than writing them: a first write flushes
    /// each to disk, seconds on a busy machine's disk, and the page's own
    /// words are what this test is about (bench/world.sh times the loads).
    @Test func theWorldwideChartAndAnArtistsPage() throws {
        let browser = try Browser(columns: 110, first: [["--session", "stub", "world", "--limit", "1"]])
        defer { browser.terminal.stop() }
        try browser.screen(until: Self.firstFrame)
        try browser.terminal.send("w")
        try browser.screen(until: Self.worldPage)
        try browser.terminal.send("Tab")
        let worldwide = try browser.screen { $0.contains("Worldwide chart · 171 stores · by points") && $0.contains("TPts  Stores") }
        #expect(worldwide.contains("Golden Rivers (Delu"), "a name cut at twenty columns, not before")
        try browser.terminal.send("Enter")
        try browser.screen { $0.contains("  Rank ") && $0.contains("Golden Rivers") }
        try browser.terminal.send("a")
        let artist = try browser.screen { $0.contains("Ivy Holloway · 1 album · now: stub standard us") && $0.contains("Stores") }
        #expect(artist.contains("Golden Rivers (Deluxe)"))
        try browser.terminal.send("Escape")
        try browser.screen { $0.contains("  Rank ") && $0.contains("Golden Rivers") }
        try browser.terminal.send("Escape")
        try browser.screen { $0.contains("Worldwide chart · 171 stores") }
        try browser.terminal.send("Escape")
        try browser.screen(until: Self.firstFrame)
        try browser.terminal.send("q")
        #expect(try browser.afterwards().cooked)
    }

    /// Covers the browser downloads are swept at exit like every command's,
    /// to the limit the run ends with: 26 covers of 150 KB downloaded under the
    /// default limit, then cache-size set to 1MB on the settings page (which
    /// gives the run new covers), leave the cache within 1 MB. Each cover's
    /// bytes are its own (the cache keeps one copy of equal covers).
    @Test func theBrowsersCoversKeepTheCacheWithinItsLimit() throws {
        let cover = Paths.stubFixture("artwork/cover-01.jpg")
        let base = Mutex("")
        let server = try LoopbackServer { request in
            guard request.path == "/feed.json" else {
                let number = UInt8(request.path.split(separator: "/").dropFirst().first.flatMap { Int($0) } ?? 0)
                return .data(cover + Data(repeating: number, count: 150 << 10), type: "image/jpeg")
            }
            let entries = (1...30).map { n in
                #"{"id": "\#(1_000_000_000 + n)", "name": "Album \#(n)", "artistName": "Artist", "url": "https://music.test/\#(n)", "artworkUrl100": "\#(base.withLock { $0 })/art/\#(n)/100x100bb.jpg"}"#
            }
            return .json(#"{"feed": {"results": ["# + entries.joined(separator: ",") + "]}}")
        }
        defer { server.stop() }
        base.withLock { $0 = server.baseURL }
        let browser = try Browser(columns: 120, extra: "--feed \(server.url("/feed.json")) --session shared --art blocks")
        defer { browser.terminal.stop() }
        try browser.screen { $0.contains("Album 1") }
        let folder = browser.process.home + "/cache/albums/artwork"
        let kept = { ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).count }
        for index in 2...26 {
            try browser.terminal.send("j")
            // Each cover downloaded and kept before the next key: 26 covers, 3.9 MB, none cut short by moving on.
            try #require(Wait.until { kept() == index }, "cover \(index) kept")
        }
        // The settings page: down to cache-size's row, its value replaced by 1MB.
        try browser.terminal.send(",")
        try browser.selectSetting("cache-size")
        try browser.terminal.send("Enter")
        try browser.screen { $0.contains("cache-size: ") }
        for _ in 0..<12 { try browser.terminal.send("BSpace") }
        try browser.terminal.send("-l", "1MB")
        try browser.terminal.send("Enter")
        try browser.screen { $0.contains("saved cache-size = 1MB") }
        try browser.terminal.send("Escape")
        try browser.screen { $0.contains("Album 26") }
        try browser.terminal.send("q")
        #expect(try browser.afterwards().cooked)
        let bytes = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).reduce(0) { total, name in
            total + ((try? FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.size] as? Int) ?? 0)
        }
        #expect(bytes > 0 && bytes <= 1 << 20, "\(bytes) bytes in the artwork cache")
    }

    /// Ctrl-Z gives the terminal back, `fg` takes it again, once: the SIGCONT
    /// of albums' own stop is its own to answer, not a stop from outside's
    /// (which would give the terminal back and take it a second time).
    @Test func ctrlZSuspendsAndFgComesBack() throws {
        let browser = try Browser(record: true)
        defer { browser.terminal.stop() }
        try browser.screen(until: Self.firstFrame)
        try browser.terminal.send("C-z")
        try #require(Wait.until { (try? browser.terminal.foreground()) == "sh" }, "suspended: the shell is in front")
        try browser.terminal.send("stty -a > \(browser.folder)/stty; echo suspended-now", "Enter")
        try browser.screen { Browser.echoed("suspended-now", on: $0) }
        #expect(TerminalSession.isCooked(sttyOutput: browser.folder + "/stty"), "the terminal is given back while suspended")
        try browser.terminal.send("fg", "Enter")
        try browser.screen(until: Self.firstFrame)
        try browser.terminal.send("j")
        try browser.terminal.send("q")
        #expect(try browser.afterwards().cooked)
        #expect(browser.screenChanges() == (taken: 2, given: 2), "taken at the start and on fg, given back on Ctrl-Z and q")
    }

    /// The browser started through `sh -c` that writes its pid first (then
    /// execs albums), so that a test signals only the process it started.
    static func browserWithPid(record: Bool = false) throws -> (Browser, Int32) {
        let pidFile = Paths.temporaryFolder() + "/pid"
        let browser = try Browser(record: record, launch: "sh -c 'echo $$ > \(pidFile); exec \"$@\"' sh")
        try browser.screen(until: Self.firstFrame)
        let pid = try #require(Int32((try? String(contentsOfFile: pidFile, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""))
        return (browser, pid)
    }

    /// After SIGSTOP (the shell in front): `stty sane; fg`, and waits until albums has taken the terminal again.
    /// SIGSTOP leaves the alternate screen, the mouse and the frame as they were, and the shell's notice goes over
    /// them; taking the terminal again gives it back and takes it (which clears the notice), sets raw mode, then draws
    /// a frame. A key sent before then would meet the shell's cooked terminal, and be dropped as albums takes it.
    static func fgAfterAStopFromOutside(_ browser: Browser) throws {
        try browser.screen { $0.contains("Stopped") }
        // The terminal is still as albums left it (raw: Enter is a carriage return), so the line ends with Ctrl-J;
        // the shell's `stty sane` is what a user would do, and what albums must undo.
        try browser.terminal.send("stty sane; fg", "C-j")
        try browser.screen { firstFrame($0) && !$0.contains("Stopped") }
    }

    /// tmux's view of the pane: `#{alternate_on}`, `#{mouse_any_flag}` and such, each 0 or 1.
    static func flags(_ browser: Browser, _ format: String) -> String {
        ((try? browser.terminal.output(["display-message", "-p", format])) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `kill -TSTP` as the Ctrl-Z key: the terminal put back (main screen,
    /// cursor shown, no mouse reporting, cooked), then stopped; `fg` takes it again.
    @Test func sigtstpAsASignalIsTheKey() throws {
        let (browser, pid) = try Self.browserWithPid()
        defer { browser.terminal.stop() }
        #expect(Self.flags(browser, "#{alternate_on}#{mouse_any_flag}") == "11")
        #expect(kill(pid, SIGTSTP) == 0)
        try #require(Wait.until { (try? browser.terminal.foreground()) == "sh" }, "stopped: the shell is in front")
        try browser.terminal.send("stty -a > \(browser.folder)/stty; echo suspended-now", "Enter")
        try browser.screen { Browser.echoed("suspended-now", on: $0) }
        #expect(TerminalSession.isCooked(sttyOutput: browser.folder + "/stty"), "the terminal is given back while stopped")
        #expect(Self.flags(browser, "#{alternate_on}#{mouse_any_flag}#{cursor_flag}") == "001")
        try browser.terminal.send("fg", "Enter")
        try browser.screen(until: Self.firstFrame)
        #expect(Self.flags(browser, "#{alternate_on}#{mouse_any_flag}") == "11")
        try browser.terminal.send("q")
        #expect(try browser.afterwards().cooked)
    }

    /// A stop nothing can catch (SIGSTOP), then `fg`: SIGCONT takes the terminal
    /// again whatever the shell did to it meanwhile, and `q` works without Enter.
    @Test func sigcontAfterAStopTakesTheTerminalAgain() throws {
        let (browser, pid) = try Self.browserWithPid()
        defer { browser.terminal.stop() }
        #expect(kill(pid, SIGSTOP) == 0)
        try #require(Wait.until { (try? browser.terminal.foreground()) == "sh" }, "stopped: the shell is in front")
        try Self.fgAfterAStopFromOutside(browser)
        try #require(Wait.until { Self.flags(browser, "#{alternate_on}#{mouse_any_flag}") == "11" }, "the alternate screen and the mouse again")
        try browser.terminal.send("q")
        let after = try browser.afterwards()
        #expect(after.status == "0")
        #expect(after.cooked)
    }

    /// kitty's images, as albums writes them outside tmux (tmux itself shows no
    /// images, so the bytes are read from the pane's output, and albums is told
    /// it is not in tmux): placed beside the chart, deleted and placed again
    /// when the highlight moves, deleted before albums leaves.
    @Test func kittyImagesArePlacedMovedAndClearedOnExit() throws {
        let browser = try Browser(columns: 120, rows: 30, extra: "--art kitty", record: true, launch: "env -u TMUX")
        defer { browser.terminal.stop() }
        let output = { browser.recording() }
        let place = "\u{1B}_Ga=T,f=32,", delete = "\u{1B}_Ga=d,q=2\u{1B}\\"
        try #require(Wait.until { output().contains(place) }, "the first cover was placed")
        // The pane: 120 - 36 + 1 = column 85 from 0, row 1; the image starts at the cell after the rule's gap.
        #expect(output().contains("\u{1B}[2;86H" + place))
        try browser.terminal.send("j")
        try #require(Wait.until { output().components(separatedBy: place).count == 3 }, "the second album's cover was placed")
        let moved = output()
        let second = moved.range(of: place, options: .backwards)?.lowerBound ?? moved.endIndex
        #expect(moved[..<second].hasSuffix(delete + "\u{1B}[2;86H"), "the first image was deleted just before")
        try browser.terminal.send("q")
        _ = try browser.afterwards()
        let all = output()
        let leave = all.range(of: "\u{1B}[?1049l", options: .backwards)?.lowerBound ?? all.endIndex
        #expect(all[..<leave].contains(delete + "\u{1B}[?2004l"), "deleted before leaving the alternate screen")
    }

    /// Sixel images stay until their cells are written again: albums places the
    /// cover beside the chart, redraws the whole screen (which takes the old
    /// image away) before placing the next one, and again when help opens over
    /// it; closing help places it again.
    @Test func sixelCoversAreClearedAndRedrawn() throws {
        let browser = try Browser(columns: 120, rows: 30, extra: "--art sixel", record: true, launch: "env -u TMUX")
        defer { browser.terminal.stop() }
        let output = { browser.recording() }
        let sixel = "\u{1B}P0;1;0q\"1;1;", clear = "\u{1B}[2J"
        let count = { output().components(separatedBy: sixel).count - 1 }
        try #require(Wait.until { count() == 1 }, "the first cover was placed")
        #expect(output().contains("\u{1B}[2;86H" + sixel), "at the pane's first cell")
        // tmux gives no cell size, so 10×20 is assumed: the pane's cover is 34 columns by 17 rows, 340×340 pixels.
        #expect(output().contains(sixel + "340;340#"))
        try browser.terminal.send("j")
        try #require(Wait.until { count() == 2 }, "the second album's cover was placed")
        let moved = output()
        let first = moved.range(of: sixel)?.upperBound ?? moved.startIndex
        let second = moved.range(of: sixel, options: .backwards)?.lowerBound ?? moved.endIndex
        #expect(moved[first..<second].contains(clear), "the screen was cleared and redrawn between the two")
        try browser.terminal.send("?")
        try browser.screen { $0.contains("Keys") || $0.contains("keys") }
        // The recording lags the screen (tmux pipes it through cat): wait for the clear to reach it.
        let clearedAfterLast = { (text: String) in text[(text.range(of: sixel, options: .backwards)?.upperBound ?? text.endIndex)...].contains(clear) }
        try #require(Wait.until { clearedAfterLast(output()) }, "help cleared the cover")
        #expect(output().components(separatedBy: sixel).count - 1 == 2, "no cover over help")
        try browser.terminal.send("?")
        try #require(Wait.until { count() == 3 }, "closing help placed the cover again")
        try browser.terminal.send("q")
        #expect(try browser.afterwards().cooked)
    }

    /// Inside tmux, kitty covers are cells: Unicode placeholders in the frame,
    /// which tmux keeps, for an image sent once through tmux's passthrough and
    /// deleted the same way when albums leaves.
    @Test func kittyCoversInsideTmuxArePlaceholderCells() throws {
        let browser = try Browser(columns: 120, rows: 30, extra: "--art kitty", record: true)
        defer { browser.terminal.stop() }
        let output = { browser.recording() }
        let screen = try browser.screen { $0.unicodeScalars.filter { $0 == "\u{10EEEE}" }.count == 34 * 17 }
        let rows = screen.split(separator: "\n").filter { $0.unicodeScalars.contains("\u{10EEEE}") }
        #expect(rows.count == 17, "the pane's cover: 34 columns by 17 rows of placeholders")
        // The recording lags the screen (tmux pipes it through cat): wait for what it must hold to reach it.
        try #require(Wait.until { output().contains("\u{1B}Ptmux;\u{1B}\u{1B}_Ga=T,U=1,i=") }, "the image went through tmux")
        #expect(!output().contains("\u{1B}_Ga=T,f=32,"), "no image placed at the cursor")
        try browser.terminal.send("q")
        _ = try browser.afterwards()
        #expect(Wait.until { output().contains("\u{1B}Ptmux;\u{1B}\u{1B}_Ga=d,q=2\u{1B}\u{1B}\\\u{1B}\\") }, "deleted through tmux on the way out")
    }

    @Test func pPlaysTheHighlightedAlbumsPreviews() throws {
        let browser = try Browser()
        defer { browser.terminal.stop() }
        try browser.screen(until: Self.firstFrame)
        try browser.terminal.send("p")
        // The stub session's player plays nothing; rank 1 has 13 previews (Fixtures/generate.py leaves out ids divisible by 11).
        try browser.screen { $0.contains("played 13 previews") }
        try browser.terminal.send("q")
        #expect(try browser.afterwards().cooked)
    }

    @Test func mockShowsPreviewsMockAlbumsWithoutIO() throws {
        let browser = try Browser(extra: "--mock")
        defer { browser.terminal.stop() }
        let screen = try browser.screen { $0.contains("Mock Turtle Soup") }
        #expect(screen.contains(" mock · us · sort rank · session stub · mock data"))
        try browser.terminal.send("q")
        #expect(try browser.afterwards().cooked)
    }

    @Test func aDumbTerminalIsAUsageError() throws {
        let process = AlbumsProcess(world: "stub")
        let folder = Paths.temporaryFolder()
        let terminal = try TerminalSession("TERM=dumb '\(Paths.albumsBinary)' browse 2>\(folder)/err; echo $? > \(folder)/status; sleep 30",
                                           environment: process.environment)
        defer { terminal.stop() }
        try #require(Wait.until { FileManager.default.fileExists(atPath: folder + "/status") && ((try? String(contentsOfFile: folder + "/status", encoding: .utf8)) ?? "").hasSuffix("\n") })
        #expect((try? String(contentsOfFile: folder + "/status", encoding: .utf8)) == "2\n")
        #expect(((try? String(contentsOfFile: folder + "/err", encoding: .utf8)) ?? "").hasPrefix("error: browse needs a terminal that can move its cursor"))
    }

    @Test func notATerminalIsAUsageError() throws {
        let result = try AlbumsProcess().run("browse")
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: browse needs a terminal; use `albums list`\n"))
        #expect(result.stdout == "")
    }
}
