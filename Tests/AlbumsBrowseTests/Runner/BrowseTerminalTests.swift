@testable import AlbumsBrowse
@testable import AlbumsClients
import AlbumsTestSupport
import Dispatch
import Synchronization
import Testing

/// The terminal's answer to SIGCONT, called as the signal's handler calls it
/// (no signal sent: one raised in the test process would reach whichever
/// browser another test is running).
@Suite struct BrowseTerminalTests {
    /// A SIGCONT that albums didn't cause, while the browser reads no keys
    /// (before it starts, or once it has given the terminal back for good),
    /// leaves the terminal alone: nothing written, no wait for `fg`. While it
    /// reads keys, the same SIGCONT takes the terminal again: a wait for `fg`,
    /// the terminal put back and taken (whatever the shell did meanwhile undone).
    @Test func aResumeFromOutsideTakesTheTerminalOnlyWhileTheBrowserReadsKeys() throws {
        let recording = ConsoleRecording()
        let waits = Mutex(0)
        var world = World.test(console: recording.console(outIsTerminal: true, errIsTerminal: true, columns: 80, lines: 24))
        world.keyboard = Keyboard(isTerminal: true, waitForForeground: { waits.withLock { $0 += 1 } }) { _ in
            let (bytes, input) = AsyncStream<[UInt8]>.makeStream(of: [UInt8].self)
            return KeyStream(bytes: bytes) { input.finish() }
        }
        let (_, sink) = AsyncStream<BrowseEvent>.makeStream()
        let terminal = BrowseTerminal(world, events: sink)
        /// One SIGCONT from outside, answered (at most 10 s: it takes microseconds).
        func resumed() -> Bool {
            let answered = DispatchSemaphore(value: 0)
            terminal.continued { answered.signal() }
            return answered.wait(timeout: .now() + 10) == .success
        }

        #expect(resumed())
        #expect(recording.out.isEmpty && waits.withLock { $0 } == 0, "before the browser starts")

        try #require(terminal.start())
        #expect(recording.out == BrowseTerminal.enter && waits.withLock { $0 } == 1)
        recording.clear()
        #expect(resumed())
        #expect(recording.out == BrowseTerminal.leave + BrowseTerminal.enter, "put back, then taken again")
        #expect(waits.withLock { $0 } == 3, "once before giving it back, once before taking it")

        terminal.finish()
        #expect(recording.out == BrowseTerminal.leave + BrowseTerminal.enter + BrowseTerminal.leave)
        recording.clear()
        #expect(resumed())
        #expect(recording.out.isEmpty && waits.withLock { $0 } == 3, "after the browser gave the terminal back")
    }
}
