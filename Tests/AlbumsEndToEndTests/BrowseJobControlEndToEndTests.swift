import AlbumsTestSupport
import Foundation
import Testing

/// The browser and the shell's job control, in tmux: stopped (Ctrl-Z) and
/// continued in the background (`bg`), it waits for `fg` (as `less` and `vim`
/// do) and leaves the shell's terminal as the shell has it.
@Suite(.onTestThreads, .enabled(if: TerminalSession.isAvailable, "tmux is needed (apt-get install tmux)"))
struct BrowseJobControlEndToEndTests {
    /// `fg`'s SIGCONT, come while `bg`'s waited for it, is answered with it: the terminal is taken once.
    @Test func bgLeavesTheShellsTerminalAloneUntilFg() throws {
        let browser = try BrowseEndToEndTests.Browser(record: true)
        defer { browser.terminal.stop() }
        try browser.screen(until: BrowseEndToEndTests.firstFrame)
        try browser.terminal.send("C-z")
        try #require(Wait.until { (try? browser.terminal.foreground()) == "sh" }, "suspended: the shell is in front")
        try browser.terminal.send("bg", "Enter")
        // Continued in the background, it waits rather than take the terminal.
        try browser.terminal.send("sleep 1; jobs > \(browser.folder)/jobs; stty -a > \(browser.folder)/stty; echo after-bg", "Enter")
        try browser.screen { BrowseEndToEndTests.Browser.echoed("after-bg", on: $0) }
        #expect(TerminalSession.isCooked(sttyOutput: browser.folder + "/stty"), "the shell's terminal as the shell has it")
        let jobs = (try? String(contentsOfFile: browser.folder + "/jobs", encoding: .utf8)) ?? ""
        #expect(jobs.contains("Running"), "waiting in the background: \(jobs)")
        #expect(BrowseEndToEndTests.flags(browser, "#{alternate_on}#{mouse_any_flag}") == "00", "no alternate screen, no mouse")
        try browser.terminal.send("fg", "Enter")
        try browser.screen(until: BrowseEndToEndTests.firstFrame)
        try browser.terminal.send("q")
        #expect(try browser.afterwards().cooked)
        #expect(browser.screenChanges() == (taken: 2, given: 2), "taken at the start and on fg, given back on Ctrl-Z and q")
    }

    /// After albums stopped itself once (Ctrl-Z, then fg), a stop from outside (SIGSTOP, then fg) is a stop from
    /// outside: its SIGCONT takes the terminal again (the flag of albums' own stop was reset at the first).
    @Test func aStopFromOutsideAfterCtrlZTakesTheTerminalAgain() throws {
        let (browser, pid) = try BrowseEndToEndTests.browserWithPid(record: true)
        defer { browser.terminal.stop() }
        try browser.terminal.send("C-z")
        try #require(Wait.until { (try? browser.terminal.foreground()) == "sh" }, "suspended")
        try browser.terminal.send("fg", "Enter")
        try browser.screen(until: BrowseEndToEndTests.firstFrame)
        #expect(kill(pid, SIGSTOP) == 0)
        try #require(Wait.until { (try? browser.terminal.foreground()) == "sh" }, "stopped from outside")
        try BrowseEndToEndTests.fgAfterAStopFromOutside(browser)
        #expect(Wait.until { BrowseEndToEndTests.flags(browser, "#{alternate_on}#{mouse_any_flag}") == "11" }, "the alternate screen and the mouse again")
        try browser.terminal.send("q")
        #expect(try browser.afterwards().cooked)
        // Given back on Ctrl-Z, after the stop from outside (then taken again), and on q.
        #expect(browser.screenChanges() == (taken: 3, given: 3))
    }

    /// Waiting for `fg` in the background is no deafness to signals: stopped
    /// (Ctrl-Z, or SIGSTOP from outside) then continued with `bg`, albums
    /// still ends on SIGTERM, at once, with its terminal given back.
    @Test(arguments: ["ctrl-z", "sigstop"])
    func aStopContinuedInTheBackgroundStillEndsOnSIGTERM(stop: String) throws {
        let (browser, pid) = try BrowseEndToEndTests.browserWithPid()
        defer { browser.terminal.stop() }
        if stop == "ctrl-z" { try browser.terminal.send("C-z") } else { #expect(kill(pid, SIGSTOP) == 0) }
        try #require(Wait.until { (try? browser.terminal.foreground()) == "sh" }, "stopped")
        // The terminal may still be as albums left it (raw), so the line ends with Ctrl-J.
        try browser.terminal.send("stty sane; bg; jobs > \(browser.folder)/jobs", "C-j")
        try #require(Wait.until { ((try? String(contentsOfFile: browser.folder + "/jobs", encoding: .utf8)) ?? "").contains("Running") }, "running in the background")
        #expect(kill(pid, SIGTERM) == 0)
        // Ended: gone, or a zombie the shell has yet to reap.
        let stat = { try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) }
        #expect(Wait.until { stat().map { $0.contains(") Z ") } ?? true }, "ended by SIGTERM while waiting in the background: \(stat() ?? "")")
        #expect(Wait.until { BrowseEndToEndTests.flags(browser, "#{alternate_on}#{mouse_any_flag}") == "00" }, "the main screen, no mouse")
    }

    /// Ctrl-Z takes kitty's covers off the screen before albums stops (they would stay over the shell).
    @Test func ctrlZTakesTheCoversOffFirst() throws {
        let browser = try BrowseEndToEndTests.Browser(columns: 120, rows: 30, extra: "--art kitty", record: true, launch: "env -u TMUX")
        defer { browser.terminal.stop() }
        let output = { browser.recording() }
        let place = "\u{1B}_Ga=T,f=32,", delete = "\u{1B}_Ga=d,q=2\u{1B}\\"
        try #require(Wait.until { output().contains(place) }, "a cover was placed")
        try browser.terminal.send("C-z")
        try #require(Wait.until { (try? browser.terminal.foreground()) == "sh" }, "suspended")
        try browser.terminal.send("echo stopped-now", "Enter")
        try browser.screen { BrowseEndToEndTests.Browser.echoed("stopped-now", on: $0) }
        let all = output()
        let leave = all.range(of: "\u{1B}[?1049l", options: .backwards)?.lowerBound ?? all.startIndex
        let placed = all.range(of: place, options: .backwards)?.upperBound ?? all.endIndex
        #expect(placed < leave && all[placed..<leave].contains(delete), "the cover deleted after it was placed and before the screen was given back")
        try browser.terminal.send("fg", "Enter")
        try browser.screen(until: BrowseEndToEndTests.firstFrame)
        try browser.terminal.send("q")
        #expect(try browser.afterwards().cooked)
    }
}
