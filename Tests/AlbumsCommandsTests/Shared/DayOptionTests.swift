import AlbumsCommandsTestSupport
@testable import AlbumsCommands
import AlbumsShape
import Foundation
import Testing

/// A day given as YYYY-MM-DD: one in that form that doesn't exist is said to be none (what the month has), a
/// text of another form is asked for in the form; both exit 2, for changes --since and top --since/--until alike.
@Suite struct DayOptionTests {
    @Test(arguments: [
        ("2026-02-30", "error: there is no day 2026-02-30 for --since: February 2026 has 28 days\n"),
        ("2023-02-29", "error: there is no day 2023-02-29 for --since: February 2023 has 28 days\n"),
        ("2026-04-31", "error: there is no day 2026-04-31 for --since: April 2026 has 30 days\n"),
        ("2026-13-01", "error: there is no day 2026-13-01 for --since: a year has 12 months\n"),
        ("2026-00-10", "error: there is no day 2026-00-10 for --since: a year has 12 months\n"),
        ("2026-11-00", "error: there is no day 2026-11-00 for --since: November 2026 has 30 days\n  days are numbered from 01\n"),
        ("yesterday", "error: invalid date \"yesterday\" for --since\n  use YYYY-MM-DD, e.g. 2026-11-13\n"),
        ("2026-1-1", "error: invalid date \"2026-1-1\" for --since\n  use YYYY-MM-DD, e.g. 2026-11-13\n"),
    ])
    func aDayThatIsNone(text: String, said: String) async {
        for command in [["changes"], ["top"]] {
            let harness = TestHarness()
            #expect(await harness.run(command + ["--since", text]) == .usage, "\(command)")
            #expect(harness.console.err.hasPrefix(said), "\(command): \(harness.console.err)")
        }
    }

    /// The days at the edges of the months are days: the last of each, the 29th of a leap February.
    @Test(arguments: ["2024-02-29", "2026-01-31", "2026-04-30", "2026-12-31", "2000-02-29"])
    func aDayThatIs(text: String) throws {
        #expect(try SharedOptions.day(text, option: "since") % 86_400 == 0)
    }
}
