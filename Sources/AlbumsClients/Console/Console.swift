import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import Synchronization

/// The terminal the program talks to: its two output streams and its width.
public struct Console: Sendable {
    public struct Stream: Sendable {
        /// Writes bytes as they are: text, or an image piped to a file.
        public var writeData: @Sendable (Data) -> Void
        public var isTerminal: Bool
        /// Why a write failed (a full disk, a closed descriptor), once one has.
        public var failure: @Sendable () -> String?

        public init(isTerminal: Bool, failure: @escaping @Sendable () -> String? = { nil }, writeData: @escaping @Sendable (Data) -> Void) {
            self.writeData = writeData
            self.isTerminal = isTerminal
            self.failure = failure
        }

        public func write(_ text: String) {
            writeData(text.utf8Data)
        }
    }

    public var out: Stream
    public var err: Stream
    /// Columns of the terminal, or nil when there is none to measure.
    public var columns: @Sendable () -> Int?
    /// Lines of the terminal, or nil when there is none to measure.
    public var lines: @Sendable () -> Int?
    /// Asks the terminal what it can draw.
    public var probe: TerminalProbe

    public init(out: Stream, err: Stream, columns: @escaping @Sendable () -> Int?, lines: @escaping @Sendable () -> Int? = { nil },
                probe: TerminalProbe = .none) {
        self.out = out
        self.err = err
        self.columns = columns
        self.lines = lines
        self.probe = probe
    }

    /// Standard output and standard error. A reader that went away (`albums | head`)
    /// ends the writing quietly instead of killing the process with SIGPIPE.
    public static func standard(environment: [String: String] = [:]) -> Console {
        signal(SIGPIPE, SIG_IGN)
        let out = DescriptorWriter(1), err = DescriptorWriter(2)
        return Console(
            out: Stream(isTerminal: isatty(1) == 1, failure: { out.failure }) { out.write($0) },
            err: Stream(isTerminal: isatty(2) == 1, failure: { err.failure }) { err.write($0) },
            columns: { windowSize(1)?.columns ?? windowSize(2)?.columns },
            lines: { windowSize(1)?.lines ?? windowSize(2)?.lines },
            probe: .standard(environment: environment)
        )
    }

    private static func windowSize(_ descriptor: Int32) -> (columns: Int, lines: Int)? {
        guard isatty(descriptor) == 1 else { return nil }
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
