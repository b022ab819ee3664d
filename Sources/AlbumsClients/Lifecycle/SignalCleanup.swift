import AlbumsPlatform
import Synchronization

/// Work that must happen however the program ends: a player stopped, a
/// temporary file removed, the terminal given back. `install()` is called
/// first thing at launch, before any child is started or any cleanup is
/// registered, so there is no moment when a signal can slip past: every
/// signal whose default action ends the process (SIGINT, SIGTERM, SIGHUP,
/// SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, …; SIGKILL can't be caught) runs the
/// registered cleanups, then takes its usual course, so the exit status still
/// says what happened. The faults (SIGSEGV, SIGABRT, …) are the crash guard's
/// (Platform.restoreTerminalOnCrash). Safe to run more than once.
public enum SignalCleanup {
    public struct Token: Hashable, Sendable {
        let id: Int
    }

    /// Every signal whose default action ends the process, faults aside.
    /// SIGPIPE is not here: albums ignores it, to see EPIPE instead.
    public static var signals: [Int32] { Platform.terminatingSignals }

    private static let state = Mutex<(next: Int, cleanups: [Int: @Sendable () -> Void], ending: Bool)>((0, [:], false))
    private static let installed = Mutex(false)
    /// Who takes SIGINT and SIGTERM instead of the cleanups, while set.
    private static let interceptor = Mutex<(@Sendable (Int32) -> Void)?>(nil)
    /// Who takes SIGTSTP and SIGCONT, while set (they act as by default otherwise).
    private static let jobControl = Mutex<(@Sendable (Int32) -> Void)?>(nil)
    /// The signal being handled, once one has come.
    private static let arrived = Mutex<Int32?>(nil)
    /// How many times the process went on after a stop (SIGCONT), since `install()`: `Clock.resumes`.
    public static var resumes: Int { Platform.continuations }

    /// Catches the terminating signals from now on. The handler only passes
    /// the signal's number down a pipe (all a handler may safely do); a thread
    /// of its own reads it, runs the cleanups, and ends the process with it.
    public static func install() {
        let first = installed.withLock { done in defer { done = true }; return !done }
        guard first, let reader = Platform.catchSignals(signals) else { return }
        // Going on after a stop is always counted (it goes on all the same); a stop itself keeps its default action
        // unless the browser takes it.
        Platform.passOn([SIGCONT], caught: true)
        Platform.startThread {
            // Ends only with the process: the first signal read is its last.
            while true {
                guard let number = reader() else {
                    if errno == EINTR { continue }
                    return
                }
                if number == SIGINT || number == SIGTERM, let take = interceptor.withLock({ $0 }) {
                    take(number)
                    continue
                }
                if number == SIGTSTP || number == SIGCONT {
                    jobControl.withLock { $0 }?(number)
                    continue
                }
                arrived.withLock { $0 = number }
                state.withLock { $0.ending = true }
                // Ended in the background (stopped, then `bg`), the cleanups still put the terminal back, not stopped for it.
                Platform.ignoreTerminalStops()
                runAll()
                Platform.dieOf(number)
            }
        }
    }

    /// While `handler` is set, SIGINT and SIGTERM go to it instead of ending
    /// albums (`albums watch` stops between checks and sums up, then exits 0);
    /// nil gives them back. Every other signal still ends albums.
    public static func intercept(_ handler: (@Sendable (Int32) -> Void)?) {
        install()
        interceptor.withLock { $0 = handler }
    }

    /// While `handler` is set, SIGTSTP and SIGCONT go to it (the browser:
    /// `kill -TSTP` as Ctrl-Z, and the terminal taken again after any stop);
    /// nil gives them their default actions back.
    public static func interceptJobControl(_ handler: (@Sendable (Int32) -> Void)?) {
        install()
        jobControl.withLock { $0 = handler }
        Platform.passOn([SIGTSTP], caught: handler != nil)
    }

    /// Called just before albums exits on its own: if a signal came while it
    /// was finishing, the signal ends it instead (once the cleanups are done),
    /// so that the exit status says so, as a shell expects.
    public static func exitingNormally() {
        guard let number = arrived.withLock({ $0 }) else { return }
        // The signal's thread ends the process when the cleanups are done; they are bounded.
        for _ in 0..<1_000 { usleep(10_000) }
        Platform.dieOf(number)
    }

    /// Runs `cleanup` if a signal ends the program before `remove` is called with the token.
    public static func register(_ cleanup: @escaping @Sendable () -> Void) -> Token {
        install()
        return state.withLock { state in
            state.next += 1
            state.cleanups[state.next] = cleanup
            return Token(id: state.next)
        }
    }

    /// As `register`, but nil once a signal is ending albums: then nothing new
    /// may start (a player started now would outlive the cleanups).
    public static func registerUnlessEnding(_ cleanup: @escaping @Sendable () -> Void) -> Token? {
        install()
        return state.withLock { state in
            guard !state.ending else { return nil }
            state.next += 1
            state.cleanups[state.next] = cleanup
            return Token(id: state.next)
        }
    }

    public static func remove(_ token: Token) {
        _ = state.withLock { $0.cleanups.removeValue(forKey: token.id) }
    }

    /// Lets the signals that end a program reach it, whatever mask it was started
    /// with (a child of a Swift program inherits one that blocks them all).
    public static func unblockSignals() {
        var set = sigset_t()
        sigemptyset(&set)
        // And SIGCONT: going on after a stop is counted (`resumes`), which a blocked SIGCONT's handler never would be.
        for number in signals + [SIGCONT] { sigaddset(&set, number) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Runs every registered cleanup once.
    public static func runAll() {
        let cleanups = state.withLock { state in
            defer { state.cleanups = [:] }
            return Array(state.cleanups.values)
        }
        for cleanup in cleanups { cleanup() }
    }
}
