#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The pipe the signal handler writes each caught signal's number to.
nonisolated(unsafe) private var signalPipe: (read: Int32, write: Int32) = (-1, -1)

/// How many times SIGCONT came: counted in the handler itself (a lock-free add), so that it is counted
/// as the process goes on, before any thread that waited through the stop looks.
private let continued = Atomic<Int>(0)

private func passSignalOn(_ number: Int32) {
    if Platform.isResume(number) { continued.add(1, ordering: .sequentiallyConsistent) }
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipe.write, &byte, 1)
    errno = saved
}

extension Platform {
    /// Whether a signal the handler passes on is the process going on after a stop (counted in `continuations`).
    static func isResume(_ number: Int32) -> Bool { number == SIGCONT }

    /// How many times the process went on after a stop (SIGCONT, once `passOn([SIGCONT], caught: true)`).
    public static var continuations: Int { continued.load(ordering: .sequentiallyConsistent) }

    /// Every signal whose default action ends the process, but the faults
    /// (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS: the crash
    /// guard's), SIGKILL and SIGSTOP (which nothing can catch), and SIGPIPE
    /// (ignored, so that a closed pipe is EPIPE). On Linux the real-time
    /// signals too, SIGRTMIN to SIGRTMAX (those below SIGRTMIN are the C library's own).
    public static let terminatingSignals: [Int32] = {
        var numbers = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGIO]
        #if os(Linux)
        numbers += [SIGPWR, SIGSTKFLT] + realTimeSignals
        #endif
        return numbers
    }()

    /// SIGRTMIN…SIGRTMAX (a run-time range on Linux; none on macOS).
    public static var realTimeSignals: [Int32] {
        #if os(Linux)
        return Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
        #else
        return []
        #endif
    }

    /// Catches `signals` with a handler that only writes the signal's number
    /// to a pipe (async-signal-safe), and returns the pipe's reader: each call
    /// blocks until a signal comes and returns its number (nil on a failed
    /// read). Nil when no pipe can be made.
    public static func catchSignals(_ signals: [Int32]) -> (@Sendable () -> Int32?)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        signalPipe = (ends[0], ends[1])
        for number in signals { setAction(number, passSignalOn, flags: SA_RESTART) }
        let reader = ends[0]
        return {
            var byte: UInt8 = 0
            let count = read(reader, &byte, 1)
            return count == 1 ? Int32(byte) : nil
        }
    }

    /// Passes `signals` down the pipe `catchSignals` made too (`caught`), or
    /// gives them their default action back; nothing before `catchSignals`.
    public static func passOn(_ signals: [Int32], caught: Bool) {
        guard signalPipe.write >= 0 else { return }
        for number in signals {
            if caught { setAction(number, passSignalOn, flags: SA_RESTART) } else { setAction(number, SIG_DFL, flags: 0) }
        }
    }

    /// From now on, writing to the terminal or setting its modes from the
    /// background (SIGTTOU) or reading it (SIGTTIN) stops nothing: for the
    /// cleanups of a process that is ending, which no stop should keep alive.
    public static func ignoreTerminalStops() {
        for number in [SIGTTOU, SIGTTIN] { setAction(number, SIG_IGN, flags: 0) }
    }

    /// Ends the process with `number` as if nothing had caught it: the
    /// default action, the signal unblocked, and raised on this thread.
    public static func dieOf(_ number: Int32) -> Never {
        setAction(number, SIG_DFL, flags: 0)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        _ = raise(number)
        // A signal whose default is to end the process has ended it; in case not:
        _exit(128 + number)
    }

    /// `number`'s action: `handler`, nothing blocked while it runs.
    private static func setAction(_ number: Int32, _ handler: (@convention(c) (Int32) -> Void)?, flags: Int32) {
        var action = sigaction()
        #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = handler
        #else
        action.__sigaction_handler.sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        _ = sigaction(number, &action, nil)
    }
}
