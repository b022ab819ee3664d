import AlbumsTestSupport
import Foundation
import Testing

/// Nothing a test starts outlives it: a dropped program is killed with its
/// process group (what it started, as a shell starts albums), and each one
/// still running is listed for the kill at the test process's exit.
@Suite(.onTestThreads) struct TestProcessesEndToEndTests {
    /// Whether `pid` is a process still running (not gone, nor a zombie).
    static func running(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
        // The state follows the command's closing parenthesis.
        guard let close = stat.lastIndex(of: ")") else { return false }
        return !stat[stat.index(close, offsetBy: 2)...].hasPrefix("Z")
    }

    @Test func aDroppedProgramIsKilledWithWhatItStarted() throws {
        let folder = Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/child"
        var pids: (shell: pid_t, child: pid_t) = (0, 0)
        do {
            let shell = try Spawned("/bin/sh", ["-c", "sleep 300 & echo $! > \(file).tmp; mv \(file).tmp \(file); wait"], environment: [:])
            try #require(Wait.until(10) { FileManager.default.fileExists(atPath: file) }, "the shell started its child")
            let child = try #require(pid_t((try String(contentsOfFile: file, encoding: .utf8)).trimmingCharacters(in: .whitespacesAndNewlines)))
            pids = (shell.pid, child)
            #expect(Self.running(shell.pid) && Self.running(child))
            #expect(Spawned.isLive(shell.pid), "listed for the kill at exit")
        }
        // Dropped (as when a test fails before it stops it): the shell and the sleep it started are gone.
        #expect(!Self.running(pids.shell))
        #expect(Wait.until(10) { !Self.running(pids.child) }, "the shell's child ended with it")
        #expect(!Spawned.isLive(pids.shell))
    }

    @Test func aProgramThatEndsIsNoLongerListed() throws {
        let quick = try Spawned("/bin/true", [], environment: [:])
        #expect(quick.wait(upTo: 10) == .exited(0))
        #expect(!Spawned.isLive(quick.pid))
    }
}
