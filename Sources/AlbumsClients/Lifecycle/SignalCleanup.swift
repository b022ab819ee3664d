import Dispatch
import Foundation
import Synchronization

/// Work that must happen however the program ends: a player stopped, a
/// temporary file removed, the terminal given back. Registered cleanups run on
/// SIGINT, SIGTERM and SIGHUP; then the signal takes its usual course, so the
/// exit status still says what happened. Safe to run more than once.
public enum SignalCleanup {
    public struct Token: Hashable, Sendable {
        let id: Int
    }

    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    private static let state = Mutex<(next: Int, cleanups: [Int: @Sendable () -> Void], sources: [DispatchSourceSignal])>((0, [:], []))

    /// Runs `cleanup` if a signal ends the program before `remove` is called with the token.
    public static func register(_ cleanup: @escaping @Sendable () -> Void) -> Token {
        state.withLock { state in
            if state.sources.isEmpty { state.sources = installHandlers() }
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
        for number in signals + [SIGQUIT] { sigaddset(&set, number) }
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

    private static func installHandlers() -> [DispatchSourceSignal] {
        signals.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                runAll()
                signal(number, SIG_DFL)
                // To the process, not this thread: dispatch threads block signals.
                kill(getpid(), number)
            }
            source.resume()
            return source
        }
    }
}
