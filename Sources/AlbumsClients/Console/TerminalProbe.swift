import AlbumsPlatform
import Foundation

/// Asking the terminal what it can do, for drawing covers: queries written to
/// it and its answers read back within a bound, and tmux asked about the
/// terminal outside it.
public struct TerminalProbe: Sendable {
    /// Writes `query` to the terminal and returns what comes back until
    /// `complete` says every answer is in, or `bound` has passed.
    public var ask: @Sendable (_ query: String, _ bound: Duration, _ complete: @escaping @Sendable ([UInt8]) -> Bool) -> [UInt8]
    /// Puts back bytes that were typed, not answered, while asking.
    public var giveBack: @Sendable (_ typed: [UInt8]) -> Void
    /// tmux's `display-message -p FORMAT`, from inside tmux; nil when it can't be asked.
    public var tmux: @Sendable (_ format: String) async -> String?

    public init(
        ask: @escaping @Sendable (String, Duration, @escaping @Sendable ([UInt8]) -> Bool) -> [UInt8],
        giveBack: @escaping @Sendable ([UInt8]) -> Void = { _ in },
        tmux: @escaping @Sendable (String) async -> String? = { _ in nil }
    ) {
        self.ask = ask
        self.giveBack = giveBack
        self.tmux = tmux
    }

    /// A terminal that never answers, and no tmux.
    public static let none = TerminalProbe(ask: { _, _, _ in [] })

    /// The terminal on stdin and stdout: keys mode (no echo, byte by byte)
    /// only while asking, put back on any signal that ends the program.
    public static func standard(environment: [String: String]) -> TerminalProbe {
        TerminalProbe(
            ask: { query, bound, complete in
                // Answers not read yet stay when the terminal is put back: discarding would take keys typed meanwhile too.
                guard let giveBack = Keyboard.take(.keys, discardingInput: false) else { return [] }
                defer { giveBack() }
                let bytes = Array(query.utf8)
                guard bytes.withUnsafeBytes({ write(1, $0.baseAddress, $0.count) }) == bytes.count else { return [] }
                let deadline = ContinuousClock.now + bound
                var answer: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 1024)
                var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
                while !complete(answer), answer.count < 65536 {
                    let left = deadline - ContinuousClock.now
                    guard left > .zero else { break }
                    let milliseconds = Int32(max(1, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000))
                    let ready = poll(&descriptor, 1, milliseconds)
                    if ready < 0 && errno == EINTR { continue }
                    guard ready > 0 else { break }
                    let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
                    if count < 0 && errno == EINTR { continue }
                    guard count > 0 else { break }
                    answer.append(contentsOf: buffer[0..<count])
                }
                return answer
            },
            giveBack: { typed in
                if !typed.isEmpty { Platform.giveBackInput(0, typed) }
            },
            tmux: { format in
                guard let path = Executables.find("tmux", in: environment) else { return nil }
                return await ChildProcess.output(path, ["display-message", "-p", format], environment: environment, upTo: .milliseconds(500))
            }
        )
    }
}
