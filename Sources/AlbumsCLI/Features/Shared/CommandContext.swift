import AlbumsClients
import AlbumsCore
import Foundation

/// Everything a command needs for one run, resolved once from the invocation and `Current`.
public struct CommandContext: Sendable {
    public var invocation: Invocation
    public var configuration: Configuration
    public var world: World
    public var outStyle: Style
    public var errStyle: Style
    /// Problems with the environment or the settings file, shown before the command's own output.
    public var warnings: [String]
    /// Columns for tables on stdout: `COLUMNS`, else the terminal's width, else 80.
    public var columns: Int
    public var fetchMode: HTTPClient.Mode

    public enum Prepared: Sendable {
        case ready(CommandContext)
        /// The run ends before the command starts (a bad flag, an unreadable settings file).
        case stop(Output)
    }

    public static func make(_ invocation: Invocation, world: World = Current) -> Prepared {
        let choice: ColorChoice = invocation.flag("no-color") ? .never : (invocation.value("color").flatMap(ColorChoice.init) ?? .auto)
        let outStyle = Style(enabled: choice.enables(isTerminal: world.console.out.isTerminal, environment: world.environment))
        let errStyle = Style(enabled: choice.enables(isTerminal: world.console.err.isTerminal, environment: world.environment))
        let stored: [String: String]
        do {
            stored = try world.settings.load()
        } catch {
            let failure = Failure(
                "couldn't read the settings", why: "\(error.path): \(error.problem)",
                suggestion: "fix the file or move it away; it was left as it is"
            )
            return .stop(Output(stderr: failure.rendered(style: errStyle), exit: .failure))
        }
        let resolution: SettingsResolver.Resolution
        do {
            resolution = try SettingsResolver.resolve(
                flags: invocation.settings, environment: world.environment, stored: stored,
                storeLocation: world.settings.location
            )
        } catch {
            return .stop(Output(stderr: error.rendered(style: errStyle, helpCommand: invocation.commandLine), exit: .usage))
        }
        if invocation.flag("offline") && invocation.flag("refresh") {
            let error = UsageError("--offline and --refresh can't be used together", hints: ["--offline never touches the network; --refresh always asks it"])
            return .stop(Output(stderr: error.rendered(style: errStyle, helpCommand: invocation.commandLine), exit: .usage))
        }
        let mode: HTTPClient.Mode = invocation.flag("offline") ? .offline : (invocation.flag("refresh") ? .refresh : .normal)
        return .ready(CommandContext(
            invocation: invocation, configuration: resolution.configuration, world: world,
            outStyle: outStyle, errStyle: errStyle, warnings: resolution.warnings,
            columns: Self.columns(world), fetchMode: mode
        ))
    }

    static func columns(_ world: World) -> Int {
        if let text = world.environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
        return world.console.columns() ?? 80
    }

    public var warningsOutput: Output {
        Output(stderr: warnings.map { Warning.line($0, style: errStyle) }.joined())
    }

    /// The HTTP client for this run: the session's transport, the cache mode's
    /// store. Answers from fixtures are already on hand, so they are never cached.
    public var http: HTTPClient {
        let stub = configuration.session == .stub
        let chosen = stub ? world.fixtures : world.network
        let fixtures = world.fixtures
        let transport = HTTPTransport(servesFixtures: chosen.servesFixtures) { request in
            try await (request.url.host == FeedChoice.fixtureHost ? fixtures : chosen).send(request)
        }
        return HTTPClient(
            transport: transport, cache: chosen.servesFixtures ? .none : world.httpCache(configuration.cache), clock: world.clock,
            namespace: chosen.servesFixtures ? "stub" : "shared", timeout: configuration.timeout, mode: fetchMode
        )
    }

    /// How pictures are drawn on this run's stdout: `mode` (the `art` setting
    /// unless a command chose another) resolved against the terminal.
    public func pictureMode(_ mode: PictureMode? = nil) -> PictureMode {
        (mode ?? configuration.art).resolved(environment: world.environment, isTerminal: world.console.out.isTerminal)
    }

    /// The image pipeline for this run. Images are kept by the pipeline's own
    /// caches, so its HTTP client keeps nothing.
    public func imagePipeline(jobs: Int = 6) -> ImagePipeline {
        var http = self.http
        http.cache = .none
        return world.imageLoader.pipeline(http: http, cache: configuration.cache, diskLimit: configuration.cacheSize, jobs: jobs)
    }
}
