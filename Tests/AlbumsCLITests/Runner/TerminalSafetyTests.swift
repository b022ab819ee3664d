import AlbumsCommandsTestSupport
@testable import AlbumsClients
@testable import AlbumsCore
import AlbumsTestSupport
import Foundation
import Testing

/// Nothing that came from outside reaches the terminal as a control sequence.
@Suite struct TerminalSafetyTests {
    @Test func aFileNameInAMessageIsSanitised() async {
        let harness = TestHarness.cli(errIsTerminal: true)
        #expect(await harness.run("art", "--file", "/nonexistent/\u{1B}]0;pwned\u{07}\u{1B}[2J.png", "--art", "blocks") == .failure)
        #expect(!harness.console.err.contains("\u{1B}]0;"), "no title change")
        #expect(!harness.console.err.contains("\u{1B}[2J"), "no screen clear")
        #expect(harness.console.err.contains("\\x1B]0;pwned\\x07\\x1B[2J.png"))
    }

    @Test func aDumbTerminalGetsNoHyperlinks() async {
        let dumb = TestHarness.cli(environment: ["TERM": "dumb"], outIsTerminal: true)
        #expect(await dumb.run("show", "1") == .success)
        #expect(!dumb.console.out.contains("\u{1B}]8;"))
        let smart = TestHarness.cli(environment: ["TERM": "xterm-256color"], outIsTerminal: true)
        #expect(await smart.run("show", "1", "--art", "none") == .success)
        #expect(smart.console.out.contains("\u{1B}]8;;https://"))
    }

    @Test func aDumbTerminalGetsNoSpinner() async {
        for (term, spins) in [("dumb", false), ("xterm", true)] {
            var harness = TestHarness.cli(environment: ["TERM": term], errIsTerminal: true)
            // The answer waits until the spinner has been drawn: on xterm it comes as soon
            // as it shows (bounded as any event that must come); on a dumb terminal, where
            // it must not show, 1.5 s is well past its 100 ms.
            let console = harness.console
            let bound: Duration = spins ? EventBound.inProcess : .milliseconds(1500)
            harness.world.network = HTTPTransport { request in
                _ = await Wait.eventually(bound) { console.err.contains("\u{1B}[2K") }
                return try await HTTPTransport.stub.send(request)
            }
            #expect(await harness.run("--limit", "1") == .success)
            #expect(harness.console.err.contains("\u{1B}[2K") == spins, "TERM=\(term)")
        }
    }
}
