@testable import AlbumsClients
@testable import AlbumsTerminal
import Foundation
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
        let piped = ConsoleRecording(), terminal = ConsoleRecording()
        let intoPipe = ProgressBar(label: "L", total: 2, stream: piped.console().err, style: .plain)
        intoPipe.update(done: 1)
        intoPipe.clear()
        #expect(piped.err.isEmpty, "nothing into a pipe")
        let bar = ProgressBar(label: "L", total: 2, stream: terminal.console(errIsTerminal: true).err, style: .plain)
        bar.clear()
        #expect(terminal.err.isEmpty, "nothing to clear before a first draw")
        bar.update(done: 1)
        bar.update(done: 2)
        bar.clear()
        #expect(terminal.err == "\r\u{1B}[2K" + "L " + Self.bar(15) + " 1/2" + "\r\u{1B}[2K" + "L " + Self.bar(30) + " 2/2" + "\r\u{1B}[2K")
    }
}
