import AlbumsTestSupport
import Foundation
import Testing

/// Covers inside tmux, in a tmux server of the test's own. tmux shows no
/// images itself, so what albums writes is read from the pane's output, and
/// the placeholder cells from tmux's screen.
@Suite(.onTestThreads, .enabled(if: TerminalSession.isAvailable))
struct TmuxPicturesEndToEndTests {
    static let esc = "\u{1B}"

    /// A shell in tmux, with `allow-passthrough` as given, recording what its programs write.
    static func session(passthrough: Bool, environment: [String: String]) throws -> (TerminalSession, String) {
        let process = AlbumsProcess(environment: ["TERM": "xterm-256color"].merging(environment) { $1 })
        let terminal = try TerminalSession("/bin/sh -i", environment: process.environment, columns: 80, rows: 40)
        _ = try terminal.output(["set-option", "-g", "allow-passthrough", passthrough ? "on" : "off"])
        let folder = Paths.temporaryFolder()
        try terminal.record(to: folder + "/output")
        return (terminal, folder)
    }

    @Test func kittyOutsideWithPassthroughGetsPlaceholdersThatTmuxKeeps() throws {
        let (terminal, folder) = try Self.session(passthrough: true, environment: ["KITTY_WINDOW_ID": "1"])
        defer { terminal.stop() }
        try terminal.send("'\(Paths.albumsBinary)' art 13 --art-width 8; echo drawn-and-$((40+2))", "Enter")
        let output = { String(decoding: FileManager.default.contents(atPath: folder + "/output") ?? Data(), as: UTF8.self) }
        try #require(Wait.until(15) { output().contains("drawn-and-42") }, "albums ran")
        // The image went through tmux's passthrough, every ESC inside doubled, as a virtual placement of 8×4 cells.
        #expect(output().contains("\(Self.esc)Ptmux;\(Self.esc)\(Self.esc)_Ga=T,U=1,i="))
        #expect(output().contains(",c=8,r=4,q=2,"))
        // tmux keeps the placeholders as text: 8 a row, 4 rows, on its screen.
        let screen = try terminal.screen()
        let rows = screen.split(separator: "\n").filter { $0.unicodeScalars.contains("\u{10EEEE}") }
        #expect(rows.count == 4)
        #expect(rows.allSatisfy { $0.unicodeScalars.filter { $0 == "\u{10EEEE}" }.count == 8 })
    }

    @Test func withoutPassthroughCoversAreCells() throws {
        let (terminal, folder) = try Self.session(passthrough: false, environment: ["KITTY_WINDOW_ID": "1"])
        defer { terminal.stop() }
        try terminal.send("'\(Paths.albumsBinary)' art 13 --art-width 8; echo drawn-and-$((40+2))", "Enter")
        let output = { String(decoding: FileManager.default.contents(atPath: folder + "/output") ?? Data(), as: UTF8.self) }
        try #require(Wait.until(15) { output().contains("drawn-and-42") }, "albums ran")
        #expect(!output().contains("Ptmux;"), "nothing for tmux to drop")
        #expect(output().contains("\(Self.esc)[38;5;"), "256-colour cells (no COLORTERM)")
    }

    /// Asking the terminal inside tmux sends no raw APC (which tmux takes for
    /// the pane's title): kitty's query goes through the passthrough when it
    /// is on, and is not sent when it is off.
    @Test(arguments: [false, true]) func askingLeavesThePaneTitleAlone(passthrough: Bool) throws {
        let (terminal, folder) = try Self.session(passthrough: passthrough, environment: [:])
        defer { terminal.stop() }
        let before = try terminal.output(["display-message", "-p", "#{pane_title}"])
        try terminal.send("'\(Paths.albumsBinary)' art 13 --art-width 8; echo drawn-and-$((40+2))", "Enter")
        let output = { String(decoding: FileManager.default.contents(atPath: folder + "/output") ?? Data(), as: UTF8.self) }
        try #require(Wait.until(15) { output().contains("drawn-and-42") }, "albums ran")
        #expect(output().contains("\(Self.esc)[c"), "the terminal was asked")
        #expect(try terminal.output(["display-message", "-p", "#{pane_title}"]) == before)
        let wrapped = "\(Self.esc)Ptmux;\(Self.esc)\(Self.esc)_Gi=31"
        #expect(!output().replacingOccurrences(of: wrapped, with: "").contains("\(Self.esc)_Gi=31"), "no raw APC")
        #expect(output().contains("\(Self.esc)Ptmux;\(Self.esc)\(Self.esc)_Gi=31") == passthrough)
    }
}
