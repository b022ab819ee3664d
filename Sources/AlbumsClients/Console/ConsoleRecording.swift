import Foundation
import Synchronization

/// A console that keeps what is written, for tests and for rendering previews.
public final class ConsoleRecording: Sendable {
    private let streams = Mutex<(out: Data, err: Data)>((Data(), Data()))

    public init() {}

    public var out: String { String(decoding: outData, as: UTF8.self) }
    public var err: String { String(decoding: streams.withLock { $0.err }, as: UTF8.self) }
    public var outData: Data { streams.withLock { $0.out } }

    public func console(outIsTerminal: Bool = false, errIsTerminal: Bool = false, columns: Int? = nil, lines: Int? = nil) -> Console {
        Console(
            out: .init(isTerminal: outIsTerminal) { data in self.streams.withLock { $0.out += data } },
            err: .init(isTerminal: errIsTerminal) { data in self.streams.withLock { $0.err += data } },
            columns: { columns },
            lines: { lines }
        )
    }
}
