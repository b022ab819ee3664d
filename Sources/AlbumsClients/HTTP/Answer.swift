import AlbumsPlatform
import Synchronization

/// The answer to one `send`, given once: by the transfer, or by cancellation first.
final class Answer: Sendable {
    private let state = Mutex<(waiting: CheckedContinuation<HTTPResponse, any Error>?, result: Result<HTTPResponse, any Error>?)>((nil, nil))

    func wait(_ continuation: CheckedContinuation<HTTPResponse, any Error>) {
        let ready = state.withLock { state -> Result<HTTPResponse, any Error>? in
            if state.result == nil { state.waiting = continuation }
            return state.result
        }
        if let ready { continuation.resume(with: ready) }
    }

    func finish(_ result: Result<HTTPResponse, any Error>) {
        let waiting = state.withLock { state -> CheckedContinuation<HTTPResponse, any Error>? in
            guard state.result == nil else { return nil }
            state.result = result
            defer { state.waiting = nil }
            return state.waiting
        }
        waiting?.resume(with: result)
    }
}
