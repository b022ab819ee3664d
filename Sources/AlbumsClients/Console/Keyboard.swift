import AlbumsPlatform
import Dispatch
import Synchronization

/// Keys typed at the terminal, for commands that listen while they work
/// (`play`: `n` skips) and for the full-screen browser.
public struct Keyboard: Sendable {
    /// Whether stdin is a terminal; keys are only read from one.
    public var isTerminal: Bool
    /// Starts reading: the terminal in `mode` until the stream is stopped, and
    /// put back on any signal that ends the program. Nil when stdin isn't a terminal.
    public var open: @Sendable (_ mode: Platform.KeyMode) -> KeyStream?
    /// A line typed as the answer to a question (`history clear`'s "[y/N]"),
    /// without its newline; nil at the end of input.
    public var line: @Sendable () -> String?
    /// Returns once albums is the terminal's foreground job: continued in the background (Ctrl-Z, then `bg`), a
    /// full-screen program stops again until `fg`, as `less` and `vim` do, and leaves the shell's terminal alone.
    public var waitForForeground: @Sendable () -> Void

    public init(isTerminal: Bool, line: @escaping @Sendable () -> String? = { nil }, waitForForeground: @escaping @Sendable () -> Void = {},
                open: @escaping @Sendable (Platform.KeyMode) -> KeyStream?) {
        self.isTerminal = isTerminal
        self.line = line
        self.waitForForeground = waitForForeground
        self.open = open
    }

    /// The real terminal on file descriptor 0.
    public static func standard() -> Keyboard {
        Keyboard(isTerminal: isatty(0) == 1, line: { readLine(strippingNewline: true) }, waitForForeground: { Platform.waitForForeground(0) }) { mode in
            guard let giveBack = Self.take(mode, discardingInput: true) else { return nil }
            let (bytes, continuation) = AsyncStream<[UInt8]>.makeStream()
            let stopped = Mutex(false)
            let finished = DispatchSemaphore(value: 0)
            let reader = { @Sendable in
                defer { finished.signal() }
                // Waits at most 50 ms at a time, so that stopping is noticed.
                var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
                var buffer = [UInt8](repeating: 0, count: 256)
                while !stopped.withLock({ $0 }) {
                    let ready = poll(&descriptor, 1, 50)
                    guard ready > 0 else {
                        if ready < 0 && errno != EINTR { break }
                        continue
                    }
                    // Stopped while waiting: the bytes are for whoever reads the terminal next.
                    if stopped.withLock({ $0 }) { break }
                    let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
                    if count < 0 && errno == EINTR { continue }
                    guard count > 0 else { break }
                    continuation.yield(Array(buffer[0..<count]))
                }
                continuation.finish()
            }
            Platform.startThread(reader)
            return KeyStream(bytes: bytes) {
                stopped.withLock { $0 = true }
                // The reader notices within one 50 ms wait; until it has, it could take a key meant for later.
                _ = finished.wait(timeout: .now() + .milliseconds(200))
                continuation.finish()
                giveBack()
            }
        }
    }

    /// Puts the terminal on stdin in `mode` and returns the way back; nil when
    /// it isn't a terminal. The way back is registered before the terminal
    /// changes, so that no signal can come between the change and it, and a
    /// crash puts the terminal back too (see Platform.restoreTerminalOnCrash).
    /// `discardingInput`: the way back drops what was typed and not read.
    static func take(_ mode: Platform.KeyMode, discardingInput: Bool) -> (@Sendable () -> Void)? {
        let saved = Mutex<Platform.TerminalSettings?>(nil)
        let restore: @Sendable () -> Void = {
            if let settings = saved.withLock({ settings in defer { settings = nil }; return settings }) {
                Platform.restoreTerminal(0, settings, discardingInput: discardingInput)
                Platform.restoreTerminalOnCrash(0, nil)
            }
        }
        let cleanup = SignalCleanup.register(restore)
        let entered = saved.withLock { saved in
            saved = Platform.enterKeyMode(0, mode)
            return saved
        }
        guard let settings = entered else {
            SignalCleanup.remove(cleanup)
            return nil
        }
        Platform.restoreTerminalOnCrash(0, settings)
        return {
            restore()
            SignalCleanup.remove(cleanup)
        }
    }

    /// No terminal: nothing is ever typed.
    public static let none = Keyboard(isTerminal: false) { _ in nil }
}

/// The keys of one reading session; `stop` ends it and gives the terminal back.
public final class KeyStream: Sendable {
    public let bytes: AsyncStream<[UInt8]>
    private let stopper: @Sendable () -> Void

    public init(bytes: AsyncStream<[UInt8]>, stop: @escaping @Sendable () -> Void) {
        self.bytes = bytes
        stopper = stop
    }

    public func stop() {
        stopper()
    }
}
