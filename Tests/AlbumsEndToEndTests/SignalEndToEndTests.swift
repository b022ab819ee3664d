import AlbumsTestSupport
import Foundation
import Testing

/// However albums is stopped, it leaves nothing behind.
@Suite struct SignalEndToEndTests {
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalWhileASoundPlaysStopsThePlayerAndRemovesTheSound(signal: Int32) throws {
        let player = try EndlessPlayer(named: "paplay")
        let process = try player.start(["--session", "stub", "--sound", "play", "--limit", "1"])
        let playing = try #require(player.playing(), "the player started")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal, "ended by the signal, as a shell expects")
        #expect(EndlessPlayer.ends(playing.pid), "the player was stopped")
        #expect(!FileManager.default.fileExists(atPath: playing.source), "the sound file was removed")
        #expect(try FileManager.default.contentsOfDirectory(atPath: player.temporary).isEmpty)
    }
}

