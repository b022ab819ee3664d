import AlbumsPlatform
import Synchronization

/// Writes to stdout or stderr and remembers how the first failure went, so
/// that a full disk or a closed descriptor ends the run with exit 1 and the
/// reason. A reader that went away (`albums | head`) only ends the writing, quietly.
final class DescriptorWriter: Sendable {
    enum State: Equatable {
        case open
        /// Closed when albums started (`>&-`): nothing can be written to it.
        case closedAtStart
        case readerGone
        case failed(String)
    }

    let descriptor: Int32
    private let state: Mutex<State>

    /// A descriptor closed at start is given /dev/null, so that no file opened
    /// later takes its number and receives what was meant for the terminal.
    init(_ descriptor: Int32) {
        self.descriptor = descriptor
        guard fcntl(descriptor, F_GETFD) == -1 && errno == EBADF else {
            state = Mutex(.open)
            return
        }
        let null = open("/dev/null", O_WRONLY)
        if null >= 0 && null != descriptor {
            dup2(null, descriptor)
            close(null)
        }
        state = Mutex(.closedAtStart)
    }

    /// Why writing failed, if it did; nil for a reader that went away.
    var failure: String? {
        if case .failed(let reason) = state.withLock({ $0 }) { return reason }
        return nil
    }

    func write(_ data: Data) {
        switch state.withLock({ $0 }) {
        case .open: break
        case .closedAtStart:
            state.withLock { $0 = .failed(String(cString: strerror(EBADF))) }
            return
        case .readerGone, .failed: return
        }
        data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = posixWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else {
                    let error = written < 0 ? errno : EIO
                    state.withLock { $0 = error == EPIPE ? .readerGone : .failed(String(cString: strerror(error))) }
                    return
                }
                offset += written
            }
        }
    }
}
