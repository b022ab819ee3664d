#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Platform {
    /// How keys reach a program reading a terminal.
    public enum KeyMode: Sendable {
        /// Each key as it is typed, not echoed; Ctrl-C and Ctrl-Z still send their signals.
        case keys
        /// Every byte as typed, signals and output processing included off (a full-screen program).
        case raw
    }

    /// The terminal's settings, to put back with `restoreTerminal`.
    public struct TerminalSettings: @unchecked Sendable {
        fileprivate var saved: termios
    }

    /// Puts the terminal on `descriptor` in `mode`; nil when it isn't a terminal.
    public static func enterKeyMode(_ descriptor: Int32, _ mode: KeyMode) -> TerminalSettings? {
        var saved = termios()
        guard isatty(descriptor) == 1, tcgetattr(descriptor, &saved) == 0 else { return nil }
        var changed = saved
        switch mode {
        case .keys:
            changed.c_lflag &= ~tcflag_t(ICANON | ECHO)
        case .raw:
            changed.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
            changed.c_oflag &= ~tcflag_t(OPOST)
            changed.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
            changed.c_cflag &= ~tcflag_t(CSIZE | PARENB)
            changed.c_cflag |= tcflag_t(CS8)
        }
        // Reads return as soon as one byte is there.
        withUnsafeMutableBytes(of: &changed.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        // TCSANOW: what was typed before (the next command, pasted ahead) stays for whoever reads it.
        guard tcsetattr(descriptor, TCSANOW, &changed) == 0 else { return nil }
        return TerminalSettings(saved: saved)
    }

    /// Whether this process's group is the foreground job of the terminal on `descriptor` (true when it is no terminal).
    public static func isForeground(_ descriptor: Int32) -> Bool {
        let group = tcgetpgrp(descriptor)
        return group < 0 || group == getpgrp()
    }

    /// Returns once this process's group is the foreground job of the terminal on `descriptor` (`fg`), looking
    /// every 50 ms and touching the terminal not at all meanwhile: a full-screen program continued in the
    /// background (Ctrl-Z, then `bg`) waits, as `less` and `vim` do, and leaves the shell's terminal as the shell
    /// has it. (Not by stopping itself with SIGTTOU: a stop raced with the one the shell had just ended, and the
    /// shell took a stale stop for a new one at `fg`.)
    /// Once it has had to wait, it returns 100 ms after the terminal is handed over: a shell's `fg` hands it over,
    /// then sends SIGCONT, and that SIGCONT has then come, to be answered with the one that waited (a SIGCONT
    /// answered on its own would give the terminal back and take it again, flushing what was typed between).
    public static func waitForForeground(_ descriptor: Int32) {
        guard !isForeground(descriptor) else { return }
        repeat { usleep(50_000) } while !isForeground(descriptor)
        usleep(100_000)
    }

    /// How many bytes wait to be read on the terminal `descriptor` (FIONREAD); nil when it can't say.
    public static func pendingInput(_ descriptor: Int32) -> Int? {
        var count: Int32 = 0
        guard ioctl(descriptor, UInt(FIONREAD), &count) == 0 else { return nil }
        return Int(count)
    }

    /// What tells this terminal session from any other, for remembering what
    /// the terminal answered: the terminal device, the session's id and when
    /// its leader (the shell that owns the terminal) started. Nil where stdin
    /// is no terminal.
    public static func terminalSession(_ descriptor: Int32) -> String? {
        var info = stat()
        guard isatty(descriptor) == 1, fstat(descriptor, &info) == 0 else { return nil }
        let session = getsid(0)
        #if os(Linux)
        // Field 22 of /proc/SID/stat: the leader's start, in clock ticks after boot.
        var bytes = [UInt8](repeating: 0, count: 1024)
        let file = openForReading("/proc/\(session)/stat")
        let count = file < 0 ? 0 : bytes.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
        if file >= 0 { close(file) }
        let stat = String(decoding: bytes.prefix(max(0, count)), as: UTF8.self)
        // After the name in parentheses (which may hold spaces), the third field on.
        let fields = stat.split(separator: ")").last.map { $0.split(separator: " ") } ?? []
        let started = fields.count > 19 ? String(fields[19]) : ""
        return "tty \(info.st_rdev) session \(session) started \(started)"
        #else
        // The device's change time stands for when the terminal was opened.
        return "tty \(info.st_rdev) session \(session) changed \(info.st_ctimespec.tv_sec)"
        #endif
    }

    /// `discardingInput`: unread input is thrown away (keys meant for the
    /// full-screen program); else it stays for whoever reads next.
    public static func restoreTerminal(_ descriptor: Int32, _ settings: TerminalSettings, discardingInput: Bool = true) {
        var saved = settings.saved
        _ = tcsetattr(descriptor, discardingInput ? TCSAFLUSH : TCSANOW, &saved)
    }

    /// Puts `bytes` back in the terminal's input, as if typed (TIOCSTI); false
    /// where the system no longer allows it (Linux 6.2 on, by default).
    @discardableResult
    public static func giveBackInput(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        for var byte in bytes {
            guard ioctl(descriptor, pushInputRequest, &byte) == 0 else { return false }
        }
        return true
    }

    /// TIOCSTI. Darwin's is a function-like macro, `_IOW('t', 114, char)`, that Swift can't import: its value, worked out.
    #if canImport(Darwin)
    private static let pushInputRequest: UInt = 0x8000_0000 | (1 << 16) | (UInt(UInt8(ascii: "t")) << 8) | 114
    #else
    private static let pushInputRequest = UInt(TIOCSTI)
    #endif
}

/// `open(2)` for reading; here, where `Platform.open` (a library) would shadow it.
private func openForReading(_ path: String) -> Int32 {
    open(path, O_RDONLY | O_CLOEXEC)
}

/// What a crash must put back: the terminal's settings, and bytes to write
/// first (a full-screen program leaving the alternate screen). Read only by
/// the crash handler, which may use nothing but async-signal-safe calls.
private struct CrashRestore {
    var descriptor: Int32 = -1
    var settings = termios()
    var hasSettings = false
    var bytes: UnsafeMutablePointer<UInt8>?
    var count = 0
}

nonisolated(unsafe) private var crashRestore = CrashRestore()

/// The faults: a bad address or instruction, a trap (Swift's), an abort, a bad system call (a seccomp filter's SIGSYS).
private let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS]

private func crashHandler(_ signal: Int32) {
    if let bytes = crashRestore.bytes { _ = write(1, bytes, crashRestore.count) }
    if crashRestore.hasSettings { _ = tcsetattr(crashRestore.descriptor, TCSANOW, &crashRestore.settings) }
    // Die of the same signal, as if nothing had been in the way.
    _ = Glue.signal(signal, SIG_DFL)
    _ = raise(signal)
}

extension Platform {
    /// If albums crashes (a trap, a fault, an abort) while the terminal is in
    /// a key mode, `settings` are put back before it dies. Set before any
    /// crash can matter, from one thread at a time (the keyboard's open and stop).
    public static func restoreTerminalOnCrash(_ descriptor: Int32, _ settings: TerminalSettings?) {
        crashRestore.descriptor = descriptor
        if let settings { crashRestore.settings = settings.saved }
        crashRestore.hasSettings = settings != nil
        installCrashHandler()
    }

    /// Bytes a crash writes to stdout first (nil: none), e.g. leaving the alternate screen.
    public static func writeOnCrash(_ text: String?) {
        let old = crashRestore.bytes
        crashRestore.count = 0
        crashRestore.bytes = nil
        old?.deallocate()
        guard let text else { return }
        let bytes = Array(text.utf8)
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
        copy.initialize(from: bytes, count: bytes.count)
        crashRestore.bytes = copy
        crashRestore.count = bytes.count
        installCrashHandler()
    }

    private static func installCrashHandler() {
        for number in crashSignals { _ = Glue.signal(number, crashHandler) }
    }
}

/// `signal` by another name, so that `Platform`'s own names don't hide it.
private enum Glue {
    static func signal(_ number: Int32, _ handler: (@convention(c) (Int32) -> Void)?) -> (@convention(c) (Int32) -> Void)? {
        #if canImport(Glibc)
        return Glibc.signal(number, handler)
        #elseif canImport(Musl)
        return Musl.signal(number, handler)
        #else
        return Darwin.signal(number, handler)
        #endif
    }
}
