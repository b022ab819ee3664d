import AlbumsTestSupport
import Foundation
import Testing

/// The browser and the shell's job control, in tmux: stopped (Ctrl-Z) and
/// continued in the background (`bg`), it waits for `fg` (as `less` and `vim`
/// do) and leaves the shell's terminal as the shell has it.
@Suite(.onTestThreads, .enabled(if: TerminalSession.isAvailable, "tmux is needed (apt-get install tmux)"))
struct BrowseJobControlEndToEndTests {
    @Test func bgLeavesTheShellsTerminalAloneUntilFg() throws {
        let browser = try BrowseEndToEndTests.Browser()
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
    }
}
