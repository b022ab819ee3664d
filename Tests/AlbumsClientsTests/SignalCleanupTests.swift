@testable import AlbumsClients
import AlbumsPlatform
import AlbumsTestSupport
import Foundation
import Testing

/// The signals albums catches for itself, in this test process.
@Suite(.onTestThreads) struct SignalCleanupTests {
    /// Raises `number` on this thread with it unblocked here (the test runner's threads block signals), then blocks
    /// it again as it was.
    static func raiseHere(_ number: Int32) {
        var set = sigset_t(), old = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        pthread_sigmask(SIG_UNBLOCK, &set, &old)
        pthread_kill(pthread_self(), number)
        pthread_sigmask(SIG_SETMASK, &old, nil)
    }

    /// Going on after a stop is counted as it comes (`Clock.resumes`): each SIGCONT adds one.
    @Test func eachContinueIsCountedAsAResume() {
        SignalCleanup.install()
        let before = SignalCleanup.resumes
        Self.raiseHere(SIGCONT)
        #expect(Wait.until(30) { SignalCleanup.resumes > before }, "the SIGCONT counted")
        let after = SignalCleanup.resumes
        Self.raiseHere(SIGCONT)
        #expect(Wait.until(30) { SignalCleanup.resumes > after }, "and the next")
    }
}
