import AlbumsClients

extension Keyboard {
    /// A terminal on which `typed` arrives, each key once its condition holds, for tests.
    public static func scripted(_ typed: [(when: @Sendable () -> Bool, bytes: [UInt8])]) -> Keyboard {
        Keyboard(isTerminal: true) { _ in
            let (bytes, continuation) = AsyncStream<[UInt8]>.makeStream()
            let typing = Task {
                for key in typed {
                    // Each key once what it waits for has happened (at most 180 s, the tests' in-process bound: a loaded machine can starve a test for a minute): tests never guess a delay.
                    let deadline = ContinuousClock.now + .seconds(180)
                    while !key.when() && ContinuousClock.now < deadline && !Task.isCancelled { try? await Task.sleep(for: .milliseconds(1)) }
                    if Task.isCancelled { break }
                    continuation.yield(key.bytes)
                }
                continuation.finish()
            }
            return KeyStream(bytes: bytes) {
                typing.cancel()
                continuation.finish()
            }
        }
    }
}
