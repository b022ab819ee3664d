import Foundation
import Synchronization

/// The terminal the program talks to: its two output streams and its width.
public struct Console: Sendable {
    public struct Stream: Sendable {
        /// Writes bytes as they are: text, or an image piped to a file.
        public var writeData: @Sendable (Data) -> Void
        public var isTerminal: Bool

        public init(isTerminal: Bool, writeData: @escaping @Sendable (Data) -> Void) {
            self.writeData = writeData
            self.isTerminal = isTerminal
        }

        public func write(_ text: String) {
            writeData(Data(text.utf8))
        }
    }

    public var out: Stream
    public var err: Stream
    /// Columns of the terminal, or nil when there is none to measure.
    public var columns: @Sendable () -> Int?
    /// Lines of the terminal, or nil when there is none to measure.
    public var lines: @Sendable () -> Int?

    public init(out: Stream, err: Stream, columns: @escaping @Sendable () -> Int?, lines: @escaping @Sendable () -> Int? = { nil }) {
        self.out = out
        self.err = err
        self.columns = columns
        self.lines = lines
    }

    /// Standard output and standard error. A reader that went away (`albums | head`)
    /// ends the writing quietly instead of killing the process with SIGPIPE.
    public static func standard() -> Console {
        signal(SIGPIPE, SIG_IGN)
        return Console(
            out: Stream(isTerminal: isatty(1) == 1) { writeAll($0, to: 1) },
            err: Stream(isTerminal: isatty(2) == 1) { writeAll($0, to: 2) },
            columns: { windowSize(1)?.columns ?? windowSize(2)?.columns },
            lines: { windowSize(1)?.lines ?? windowSize(2)?.lines }
        )
    }

    private static func writeAll(_ data: Data, to descriptor: Int32) {
        data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = posixWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    private static func windowSize(_ descriptor: Int32) -> (columns: Int, lines: Int)? {
        guard isatty(descriptor) == 1 else { return nil }
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
