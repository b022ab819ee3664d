import AlbumsEssentials
import AlbumsPlatform
import Synchronization

/// What each terminal session answered when asked what it can draw, kept so
/// that a terminal is asked once, not once per command: over ssh the answers
/// can take a second. Keyed by what tells the session from others
/// (`TerminalProbe.session`); the terminal's answers are kept as they came.
public struct TerminalMemory: Sendable {
    public var recall: @Sendable (_ session: String) -> [UInt8]?
    public var remember: @Sendable (_ session: String, _ answers: [UInt8]) -> Void

    public init(recall: @escaping @Sendable (String) -> [UInt8]?, remember: @escaping @Sendable (String, [UInt8]) -> Void) {
        self.recall = recall
        self.remember = remember
    }

    /// Nothing kept.
    public static let none = TerminalMemory(recall: { _ in nil }, remember: { _, _ in })

    public static func memory() -> TerminalMemory {
        let kept = Mutex<[String: [UInt8]]>([:])
        return TerminalMemory(recall: { session in kept.withLock { $0[session] } }, remember: { session, answers in kept.withLock { $0[session] = answers } })
    }

    /// A file per session in `folder`, named by the SHA-256 of its key;
    /// answers older than `maxAge` are asked again, and files older than
    /// that are swept when a new one is written. Answers are a few dozen bytes.
    public static func directory(_ folder: String, maxAge: TimeInterval = 30 * 86_400, clock: Clock = .system) -> TerminalMemory {
        TerminalMemory(
            recall: { session in
                let path = folder + "/" + SHA256.hex(session)
                guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                      let modified = attributes[.modificationDate] as? Date, clock.now().timeIntervalSince(modified) < maxAge,
                      let size = attributes[.size] as? Int, size <= 4096,
                      let data = FileManager.default.contents(atPath: path) else { return nil }
                return Array(data)
            },
            remember: { session, answers in
                guard answers.count <= 4096 else { return }
                try? AtomicFile.write(Data(answers), to: folder + "/" + SHA256.hex(session), permissions: 0o600, durable: false)
                let now = clock.now()
                for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.count == 64 {
                    let path = folder + "/" + name
                    if let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
                       now.timeIntervalSince(modified) >= maxAge {
                        try? FileManager.default.removeItem(atPath: path)
                    }
                }
            }
        )
    }
}
