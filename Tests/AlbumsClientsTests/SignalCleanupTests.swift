@testable import AlbumsPlatform
import Foundation
import Testing

/// The signals albums catches for itself. No signal is raised in this process: a SIGCONT here would reach whichever
/// browser a test is running (it takes the terminal again after any stop) and the requests under way (a resume).
@Suite struct SignalCleanupTests {
    /// Going on after a stop is what the handler counts as a resume (`Clock.resumes`): a SIGCONT, and no other signal.
    @Test func onlyAContinueIsCountedAsAResume() {
        #expect(Platform.isResume(SIGCONT))
        for number in [SIGTSTP, SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGUSR1] { #expect(!Platform.isResume(number), "\(number)") }
    }
}
