@testable import AlbumsClients
@testable import AlbumsTerminal
import Foundation
import Synchronization
import Testing

/// The progress bar: 30 cells, as many filled as the share done (rounded
/// down, never past the end), then the count; written over its own line, on
/// a terminal only, and cleared only once drawn.
@Suite struct ProgressBarTests {
    static func bar(_ filled: Int, of width: Int = 30) -> String {
        String(repeating: "━", count: filled) + String(repeating: "─", count: width - filled)
    }

    @Test(arguments: [(0, 100, 0), (1, 100, 0), (4, 100, 1), (50, 100, 15), (99, 100, 29), (100, 100, 30), (150, 100, 30), (0, 0, 30), (1, 3, 10)])
    func theBarIsTheShareDone(done: Int, total: Int, filled: Int) {
        #expect(ProgressBar.line(label: "Covers", done: done, total: total) == "Covers " + Self.bar(filled) + " \(done)/\(total)")
    }

    @Test func aWidthOfItsOwnAndColours() {
        #expect(ProgressBar.line(label: "L", done: 1, total: 3, width: 10) == "L " + Self.bar(3, of: 10) + " 1/3")
        #expect(ProgressBar.line(label: "L", done: 1, total: 2, width: 4, style: Style(enabled: true))
            == "L \u{1B}[36m━━\u{1B}[0m\u{1B}[2m──\u{1B}[0m 1/2")
    }

    @Test func onATerminalEachUpdateRewritesTheLineAndTheEndClearsIt() {
        let written = Mutex<[String]>([])
        let stream = { (terminal: Bool) in
            Console.Stream(isTerminal: terminal) { data in written.withLock { $0.append(String(decoding: data, as: UTF8.self)) } }
        }
        let piped = ProgressBar(label: "L", total: 2, stream: stream(false), style: .plain)
        piped.update(done: 1)
        piped.clear()
        #expect(written.withLock { $0 }.isEmpty, "nothing into a pipe")
        let terminal = ProgressBar(label: "L", total: 2, stream: stream(true), style: .plain)
        terminal.clear()
        #expect(written.withLock { $0 }.isEmpty, "nothing to clear before a first draw")
        terminal.update(done: 1)
        terminal.update(done: 2)
        terminal.clear()
        #expect(written.withLock { $0 } == ["\r\u{1B}[2K" + "L " + Self.bar(15) + " 1/2", "\r\u{1B}[2K" + "L " + Self.bar(30) + " 2/2", "\r\u{1B}[2K"])
    }
}
