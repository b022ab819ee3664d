import Foundation
import Synchronization

/// The URLs a transport was asked for, in order.
public final class RequestLog: Sendable {
    private let log = Mutex<[URL]>([])

    public init() {}

    public func append(_ url: URL) { log.withLock { $0.append(url) } }

    public var urls: [URL] { log.withLock { $0 } }
}
