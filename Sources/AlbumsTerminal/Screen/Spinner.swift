import AlbumsClients

/// Shows that work is under way: a spinner on stderr, only on a terminal, and
/// only once the work has taken longer than 100 ms by `clock` (the World's).
package enum Spinner {
    package static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    package static let delay = Duration.milliseconds(100)
    package static let interval = Duration.milliseconds(80)
    /// A spinner never outlives this, whatever the work does.
    static let maximumFrames = 10_000

    package static func line(_ message: String, frame: Int = 0, style: Style) -> String {
        style.cyan(frames[frame % frames.count]) + " " + message
    }

    package static func run<T: Sendable>(
        _ message: String, on stream: Console.Stream, style: Style, animates: Bool? = nil, clock: Clock,
        _ work: @Sendable () async -> T
    ) async -> T {
        guard animates ?? stream.isTerminal else { return await work() }
        let spinner = Task { () -> Bool in
            guard (try? await clock.sleep(delay)) != nil, !Task.isCancelled else { return false }
            for frame in 0..<maximumFrames {
                stream.write("\r\u{1B}[2K" + line(message, frame: frame, style: style))
                guard (try? await clock.sleep(interval)) != nil, !Task.isCancelled else { break }
            }
            return true
        }
        let result = await work()
        spinner.cancel()
        // Wait for the spinner to stop, so that no frame lands after the line is cleared.
        if await spinner.value { stream.write("\r\u{1B}[2K") }
        return result
    }

    /// `run` for work that can fail.
    package static func runThrowing<T: Sendable>(
        _ message: String, on stream: Console.Stream, style: Style, animates: Bool? = nil, clock: Clock,
        _ work: @Sendable () async throws -> T
    ) async throws -> T {
        try await run(message, on: stream, style: style, animates: animates, clock: clock) { () async -> Result<T, any Error> in
            do { return .success(try await work()) } catch { return .failure(error) }
        }.get()
    }
}
