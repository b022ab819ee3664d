import AlbumsTestSupport
import Foundation
import Testing

/// A failed write to stdout is exit 1 with the reason; a reader that went away ends quietly.
@Suite(.onTestThreads) struct OutputFailureEndToEndTests {
    static func shell(_ script: String) throws -> (status: Int32, stderr: String) {
        let result = try Program.run("/bin/bash", ["-c", script], environment: AlbumsProcess().environment)
        return (result.status, result.stderr)
    }

    static let albums = "'" + Paths.albumsBinary + "'"

    @Test(arguments: [("--json", ">/dev/full", "No space left on device"), ("--plain", ">&-", "Bad file descriptor"),
                      ("settings list", ">/dev/full", "No space left on device"), ("search neon", ">&-", "Bad file descriptor"),
                      ("--version", ">/dev/full", "No space left on device"), ("--version", ">&-", "Bad file descriptor"),
                      ("--version --json", ">/dev/full", "No space left on device")])
    func aFailedWriteIsExitOneWithTheReason(command: String, redirect: String, reason: String) throws {
        let result = try Self.shell("\(Self.albums) \(command) \(redirect)")
        #expect(result.status == 1, "\(command) \(redirect)")
        #expect(result.stderr.hasSuffix("error: couldn't write the output\n  why: standard output: \(reason)\n  try: check where the output goes (a full disk, a closed descriptor)\n"))
    }

    @Test func aCommandThatWritesNothingToStdoutDoesntCareThatItIsClosed() throws {
        #expect(try Self.shell("\(Self.albums) settings set sort name >&-").status == 0)
    }

    @Test func aReaderThatGoesAwayEndsTheWritingQuietly() throws {
        let result = try Self.shell("\(Self.albums) --json | head -c 10 >/dev/null; exit ${PIPESTATUS[0]}")
        #expect(result.status == 0)
        #expect(result.stderr == "")
    }
}
