import AlbumsClients

/// The program: run the command line in the current world.
public enum AlbumsCLI {
    /// Runs on the caller's executor (the main thread, from `main.swift`), so a
    /// line answered at once never starts the thread pool that a hop to the
    /// global executor would wake: four threads, about 0.8 ms of a run.
    public nonisolated(nonsending) static func run(_ arguments: [String]) async -> ExitCode {
        if let code = CommandRunner.answeredAtOnce(arguments, in: Current) { return code }
        return await CommandRunner.run(arguments, in: Current)
    }
}
