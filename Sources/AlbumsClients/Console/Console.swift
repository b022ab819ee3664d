import AlbumsCore
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

    public init(out: Stream, err: Stream, columns: @escaping @Sendable () -> Int?) {
        self.out = out
        self.err = err
        self.columns = columns
    }

    /// Standard output and standard error. A reader that went away (`albums | head`)
    /// ends the writing quietly instead of killing the process with SIGPIPE.
    public static func standard() -> Console {
        signal(SIGPIPE, SIG_IGN)
        return Console(
            out: Stream(isTerminal: isatty(1) == 1) { writeAll($0, to: 1) },
            err: Stream(isTerminal: isatty(2) == 1) { writeAll($0, to: 2) },
            columns: { windowColumns(1) ?? windowColumns(2) }
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

    private static func windowColumns(_ descriptor: Int32) -> Int? {
        guard isatty(descriptor) == 1 else { return nil }
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}

/// A console that keeps what is written, for tests and for rendering previews.
public final class ConsoleRecording: Sendable {
    private let streams = Mutex<(out: Data, err: Data)>((Data(), Data()))

    public init() {}

    public var out: String { String(decoding: outData, as: UTF8.self) }
    public var err: String { String(decoding: streams.withLock { $0.err }, as: UTF8.self) }
    public var outData: Data { streams.withLock { $0.out } }

    public func console(outIsTerminal: Bool = false, errIsTerminal: Bool = false, columns: Int? = nil) -> Console {
        Console(
            out: .init(isTerminal: outIsTerminal) { data in self.streams.withLock { $0.out += data } },
            err: .init(isTerminal: errIsTerminal) { data in self.streams.withLock { $0.err += data } },
            columns: { columns }
        )
    }
}
