import AlbumsTestSupport
import Foundation
import Testing

/// However albums is stopped, it leaves nothing behind.
@Suite struct SignalEndToEndTests {
    /// Running: it exists and is not a zombie waiting to be reaped.
    static func isAlive(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        return !stat.contains(") Z ")
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalWhileASoundPlaysStopsThePlayerAndRemovesTheSound(signal: Int32) throws {
        let folder = Paths.temporaryFolder(), bin = folder + "/bin", temporary = folder + "/tmp"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        // A player that writes down its pid and the file it plays, then keeps playing.
        let player = "#!/bin/sh\necho $$ \"$1\" > \(folder)/playing\nexec sleep 30\n"
        _ = FileManager.default.createFile(atPath: bin + "/paplay", contents: Data(player.utf8), attributes: [.posixPermissions: 0o755])
        var environment = AlbumsProcess(world: "device").environment
        environment["PATH"] = bin + ":/usr/bin:/bin"
        environment["TMPDIR"] = temporary + "/"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Paths.albumsBinary)
        process.arguments = ["--session", "stub", "--sound", "play", "--limit", "1"]
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(10)
        var playing: [String] = []
        while playing.count < 2 && Date() < deadline {
            playing = ((try? String(contentsOfFile: folder + "/playing", encoding: .utf8)) ?? "").split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            Thread.sleep(forTimeInterval: 0.002)
        }
        try #require(playing.count == 2, "the player started")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal, "ended by the signal, as a shell expects")
        let pid = try #require(pid_t(playing[0]))
        let gone = Date().addingTimeInterval(2)
        while Self.isAlive(pid) && Date() < gone { Thread.sleep(forTimeInterval: 0.01) }
        #expect(!Self.isAlive(pid), "the player was stopped")
        #expect(!FileManager.default.fileExists(atPath: playing[1]), "the sound file was removed")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty)
    }
}

