import AlbumsTestSupport
import Foundation
import Testing

/// However albums is stopped, it leaves nothing behind.
@Suite(.onTestThreads) struct SignalEndToEndTests {
    /// Every signal whose default action ends a process: albums ends by it too, after its cleanups.
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM])
    func aSignalWhileASoundPlaysStopsThePlayerAndRemovesTheSound(signal: Int32) throws {
        let player = try EndlessPlayer(named: "paplay")
        let process = try player.start(["--session", "stub", "--sound", "play", "--limit", "1"])
        let playing = try #require(player.playing(), "the player started")
        try #require(process.signal(signal), "albums was still running")
        #expect(EndlessPlayer.finishes(process) == .signaled(signal), "ended by the signal, as a shell expects")
        #expect(playing.process.ends(), "the player was stopped")
        #expect(!FileManager.default.fileExists(atPath: playing.source), "the sound file was removed")
        #expect(try FileManager.default.contentsOfDirectory(atPath: player.temporary).isEmpty)
    }

    /// A player that ignores SIGTERM is killed after the grace, and albums
    /// waits for it: when albums has ended, so has the player.
    @Test func aPlayerThatIgnoresSIGTERMDoesNotOutliveAlbums() throws {
        let player = try EndlessPlayer(named: "paplay", ignoringTERM: true)
        let process = try player.start(["--session", "stub", "--sound", "play", "--limit", "1"])
        let playing = try #require(player.playing(), "the player started")
        try #require(process.signal(SIGINT), "albums was still running")
        #expect(EndlessPlayer.finishes(process) == .signaled(SIGINT))
        #expect(!playing.process.isAlive, "the player was gone before albums ended")
        #expect(try FileManager.default.contentsOfDirectory(atPath: player.temporary).isEmpty)
    }
}
