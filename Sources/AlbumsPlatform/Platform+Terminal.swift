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
        guard tcsetattr(descriptor, TCSAFLUSH, &changed) == 0 else { return nil }
        return TerminalSettings(saved: saved)
    }

    public static func restoreTerminal(_ descriptor: Int32, _ settings: TerminalSettings) {
        var saved = settings.saved
        _ = tcsetattr(descriptor, TCSAFLUSH, &saved)
    }
}
