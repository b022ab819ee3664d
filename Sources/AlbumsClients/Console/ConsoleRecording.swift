import AlbumsPlatform
import Synchronization

/// A console that keeps what is written, for tests and for rendering previews.
public final class ConsoleRecording: Sendable {
    private let streams = Mutex<(out: Data, err: Data)>((Data(), Data()))

    public init() {}

    public var out: String { String(decoding: outData, as: UTF8.self) }
    public var err: String { String(decoding: streams.withLock { $0.err }, as: UTF8.self) }
    public var outData: Data { streams.withLock { $0.out } }

    /// Forgets what was written so far, to look at one run of several.
    public func clear() {
        streams.withLock { $0 = (Data(), Data()) }
    }

    /// `outFails`: stdout takes nothing and reports this reason, as a full disk would.
    public func console(outIsTerminal: Bool = false, errIsTerminal: Bool = false, columns: Int? = nil, lines: Int? = nil,
                        outFails: String? = nil) -> Console {
        let wrote = Mutex(false)
        return Console(
            out: .init(isTerminal: outIsTerminal, failure: { wrote.withLock { $0 } ? outFails : nil }) { data in
                wrote.withLock { $0 = true }
                if outFails == nil { self.streams.withLock { $0.out += data } }
            },
            err: .init(isTerminal: errIsTerminal) { data in self.streams.withLock { $0.err += data } },
            columns: { columns },
            lines: { lines }
        )
    }
}
