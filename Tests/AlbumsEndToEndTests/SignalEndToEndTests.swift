import AlbumsTestSupport
import Foundation
import Testing

/// However albums is stopped, it leaves nothing behind.
@Suite struct SignalEndToEndTests {
    /// Every signal whose default action ends a process: albums ends by it too, after its cleanups.
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM])
    func aSignalWhileASoundPlaysStopsThePlayerAndRemovesTheSound(signal: Int32) throws {
        let player = try EndlessPlayer(named: "paplay")
        let process = try player.start(["--session", "stub", "--sound", "play", "--limit", "1"])
        let playing = try #require(player.playing(), "the player started")
        kill(process.processIdentifier, signal)
        #expect(EndlessPlayer.finishes(process), "albums ended")
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal, "ended by the signal, as a shell expects")
        #expect(EndlessPlayer.ends(playing.pid), "the player was stopped")
        #expect(!FileManager.default.fileExists(atPath: playing.source), "the sound file was removed")
        #expect(try FileManager.default.contentsOfDirectory(atPath: player.temporary).isEmpty)
    }

    /// A player that ignores SIGTERM is killed after the grace, and albums
    /// waits for it: when albums has ended, so has the player.
    @Test func aPlayerThatIgnoresSIGTERMDoesNotOutliveAlbums() throws {
        let player = try EndlessPlayer(named: "paplay", ignoringTERM: true)
        let process = try player.start(["--session", "stub", "--sound", "play", "--limit", "1"])
        let playing = try #require(player.playing(), "the player started")
        kill(process.processIdentifier, SIGINT)
        #expect(EndlessPlayer.finishes(process), "albums ended")
        #expect(process.terminationStatus == SIGINT)
        #expect(!EndlessPlayer.isAlive(playing.pid), "the player was gone before albums ended")
        #expect(try FileManager.default.contentsOfDirectory(atPath: player.temporary).isEmpty)
    }
}
