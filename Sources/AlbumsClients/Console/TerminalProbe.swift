import AlbumsPlatform
import Synchronization

/// The terminal on stdin and stdout, for asking it what it can draw: what is
/// waiting to be read, a session of asking (keys mode, writes, timed reads,
/// bytes put back), what identifies the terminal session, and tmux asked about
/// the terminal outside it. What to ask and how to read the answers is
/// `TerminalQuestions`' (AlbumsCLI); this is only the terminal.
public struct TerminalProbe: Sendable {
    /// Bytes typed and not read yet; nil when it can't say.
    public var pendingInput: @Sendable () -> Int?
    /// Starts asking: the terminal in keys mode (no echo, byte by byte, what
    /// was typed kept), put back on any signal that ends the program. Nil
    /// where stdin isn't a terminal.
    public var open: @Sendable () -> TerminalExchange?
    /// What tells this terminal session from others; nil when unknown.
    public var session: @Sendable () -> String?
    /// tmux's `display-message -p FORMAT`, from inside tmux; nil when it can't be asked.
    public var tmux: @Sendable (_ format: String) async -> String?

    public init(
        pendingInput: @escaping @Sendable () -> Int? = { 0 },
        open: @escaping @Sendable () -> TerminalExchange?,
        session: @escaping @Sendable () -> String? = { nil },
        tmux: @escaping @Sendable (String) async -> String? = { _ in nil }
    ) {
        self.pendingInput = pendingInput
        self.open = open
        self.session = session
        self.tmux = tmux
    }

    /// No terminal to ask, and no tmux.
    public static let none = TerminalProbe(open: { nil })

    /// The terminal on stdin and stdout.
    public static func standard(environment: [String: String]) -> TerminalProbe {
        TerminalProbe(
            pendingInput: { Platform.pendingInput(0) },
            open: {
                // What was typed, and answers not read yet, stay when the terminal is put back.
                guard let giveBack = Keyboard.take(.keys, discardingInput: false) else { return nil }
                return TerminalExchange.standard(close: giveBack)
            },
            session: { Platform.terminalSession(0) },
            tmux: { format in
                guard let path = Executables.find("tmux", in: environment) else { return nil }
                // tmux answers in milliseconds; on a busy machine starting its client can take
                // longer than half a second, and a late answer drew cells where kitty could.
                // The same bound as the terminal's answers (TerminalQuestions.deadline).
                return await ChildProcess.output(path, ["display-message", "-p", format], environment: environment, upTo: .milliseconds(1500))
            }
        )
    }
}

/// One session of asking the terminal.
public struct TerminalExchange: Sendable {
    /// Writes `bytes` to the terminal; false if it couldn't.
    public var write: @Sendable (_ bytes: [UInt8]) -> Bool
    /// What comes within `limit` (as soon as anything does), and how long the
    /// wait took; no bytes when nothing came in time or the terminal is gone.
    public var read: @Sendable (_ limit: Duration) -> (bytes: [UInt8], waited: Duration)
    /// Puts `bytes` back in the terminal's input, as if typed; false where
    /// the system refuses (Linux 6.2 on with `dev.tty.legacy_tiocsti=0`, OpenBSD).
    public var push: @Sendable (_ bytes: [UInt8]) -> Bool
    /// Gives the terminal back as it was.
    public var close: @Sendable () -> Void

    public init(write: @escaping @Sendable ([UInt8]) -> Bool, read: @escaping @Sendable (Duration) -> (bytes: [UInt8], waited: Duration),
                push: @escaping @Sendable ([UInt8]) -> Bool, close: @escaping @Sendable () -> Void) {
        self.write = write
        self.read = read
        self.push = push
        self.close = close
    }

    /// On descriptors 0 (read) and 1 (write).
    static func standard(close: @escaping @Sendable () -> Void) -> TerminalExchange {
        TerminalExchange(
            write: { bytes in
                bytes.withUnsafeBytes { Platform.write(1, $0.baseAddress, $0.count) } == bytes.count
            },
            read: { limit in
                let clock = ContinuousClock(), start = clock.now
                var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
                var buffer = [UInt8](repeating: 0, count: 1024)
                while true {
                    let left = limit - (clock.now - start)
                    guard left > .zero else { return ([], clock.now - start) }
                    let milliseconds = Int32(max(1, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000))
                    let ready = poll(&descriptor, 1, milliseconds)
                    if ready < 0 && errno == EINTR { continue }
                    guard ready > 0 else { return ([], clock.now - start) }
                    let count = buffer.withUnsafeMutableBytes { Platform.read(0, $0.baseAddress, $0.count) }
                    if count < 0 && errno == EINTR { continue }
                    return (count > 0 ? Array(buffer[0..<count]) : [], clock.now - start)
                }
            },
            push: { bytes in Platform.giveBackInput(0, bytes) },
            close: close
        )
    }
}
