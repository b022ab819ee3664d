import AlbumsTestSupport
import Foundation
import Testing

/// A line typed (or pasted) while albums starts is the shell's: albums never
/// flushes it, nor asks the terminal anything while it waits. (`play` and
/// `browse` read keys: what is typed ahead of them is theirs, as in any
/// program that reads keys.)
@Suite(.onTestThreads, .enabled(if: TerminalSession.isAvailable)) struct TypeAheadEndToEndTests {
    /// Sends COMMAND and, in the same instant, a second line; true once the second has run.
    static func secondLineRuns(after command: String, environment: [String: String]) throws -> Bool {
        let terminal = try TerminalSession("/bin/sh -i", environment: environment, columns: 100, rows: 40)
        defer { terminal.stop() }
        try terminal.send("echo ready-to-go", "Enter")
        try #require(Wait.until { ((try? terminal.screen()) ?? "").components(separatedBy: "ready-to-go").count >= 3 }, "the shell is ready")
        // The arithmetic shows only when the line runs; typed, it is echoed as written.
        try terminal.send(command, "Enter", "echo typed-ahead-$((6*7))", "Enter")
        return Wait.until(15) { ((try? terminal.screen()) ?? "").contains("typed-ahead-42") }
    }

    @Test func aLineTypedWhileShowStartsRunsAfterIt() throws {
        let process = AlbumsProcess(environment: ["TERM": "xterm-256color"])
        #expect(try Self.secondLineRuns(after: "'\(Paths.albumsBinary)' show 1 --session stub", environment: process.environment))
    }

    @Test func aLineTypedWhileArtStartsRunsAfterIt() throws {
        let process = AlbumsProcess(environment: ["TERM": "xterm-256color"])
        #expect(try Self.secondLineRuns(after: "'\(Paths.albumsBinary)' art 1 --art-width 10 --session stub", environment: process.environment))
    }
}
