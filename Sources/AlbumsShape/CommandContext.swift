import AlbumsClients
import AlbumsCore
import AlbumsPictures
import AlbumsPlatform
import AlbumsTerminal

/// What a command's fetch half works with for one run: the world, the resolved
/// settings, how its output will be shown, and the run's HTTP client and covers.
package struct CommandContext: Sendable {
    package let world: World
    package let configuration: Configuration
    package let screen: RenderContext
    package let fetchMode: HTTPClient.Mode
    package let covers: Covers

    package init(world: World, configuration: Configuration, screen: RenderContext, fetchMode: HTTPClient.Mode = .normal) {
        self.world = world
        self.configuration = configuration
        self.screen = screen
        self.fetchMode = fetchMode
        // Made when a cover is first asked for: a command that draws none builds no pipeline.
        covers = Covers {
            world.imagePipeline(session: configuration.session, cache: configuration.cache, diskLimit: configuration.cacheSize,
                                timeout: configuration.timeout, mode: fetchMode)
        }
    }

    private init(world: World, configuration: Configuration, screen: RenderContext, fetchMode: HTTPClient.Mode, covers: Covers) {
        self.world = world
        self.configuration = configuration
        self.screen = screen
        self.fetchMode = fetchMode
        self.covers = covers
    }

    /// The same run with other settings (another store's chart), sharing its covers.
    package func with(_ configuration: Configuration) -> CommandContext {
        with(configuration: configuration)
    }

    /// The same run with some of its parts changed, sharing its covers (and
    /// their memory cache), so that what they download is swept with the run's
    /// cache at its end; new covers only when the settings they load through
    /// change (see `coverSettings`).
    package func with(world: World? = nil, configuration: Configuration? = nil, screen: RenderContext? = nil) -> CommandContext {
        let configuration = configuration ?? self.configuration
        guard Self.coverSettings(configuration) == Self.coverSettings(self.configuration) else {
            return CommandContext(world: world ?? self.world, configuration: configuration, screen: screen ?? self.screen, fetchMode: fetchMode)
        }
        return CommandContext(world: world ?? self.world, configuration: configuration, screen: screen ?? self.screen, fetchMode: fetchMode, covers: covers)
    }

    /// What the image pipeline is made with, besides the world: the settings
    /// whose rows declare that a change needs new covers (`coverLoading`).
    private static func coverSettings(_ configuration: Configuration) -> [String] {
        Settings.all.filter { $0.affects.contains(.coverLoading) }.map { configuration.text($0) }
    }

    /// The HTTP client for this run's session and cache mode.
    package var http: HTTPClient {
        world.http(session: configuration.session, cache: configuration.cache, timeout: configuration.timeout, mode: fetchMode)
    }

    /// `work`, with a spinner on stderr if it takes longer than 100 ms on a terminal.
    package func spinning<T: Sendable>(_ message: String, _ work: @Sendable () async -> T) async -> T {
        await Spinner.run(message, on: world.console.err, style: screen.err, animates: screen.animates, clock: world.clock, work)
    }

    package func spinning<T: Sendable>(_ message: String, _ work: @Sendable () async throws -> T) async throws -> T {
        try await Spinner.runThrowing(message, on: world.console.err, style: screen.err, animates: screen.animates, clock: world.clock, work)
    }

    /// A progress bar on stderr, drawn only on a terminal.
    package func progressBar(_ label: String, total: Int) -> ProgressBar {
        ProgressBar(label: label, total: total, stream: world.console.err, style: screen.err, animates: screen.animates)
    }
}

extension CommandContext {
    /// Writes warnings to stderr now, styled and sanitised, ahead of the command's output.
    package func warn(_ warnings: [String]) {
        Output.warnings(warnings).write(to: world.console, style: screen.err)
    }

    /// `mode` resolved against this run's terminal (`auto` becomes what it supports).
    package func pictures(_ mode: PictureMode) -> PictureMode {
        screen.resolved(mode, environment: world.environment)
    }

    /// How this run draws covers (`mode`: other than the art setting's).
    package func pictureTarget(_ mode: PictureMode? = nil) -> PictureTarget {
        screen.pictureTarget(dither: configuration.dither, mode: mode)
    }
}
