import AlbumsClients
import AlbumsCore
import AlbumsShape
import AlbumsTerminal


/// `albums preview`: each state of the chart screen, rendered exactly as `list` would.
package enum PreviewCommand: Command {
    package enum Screen: String, CaseIterable, Sendable {
        case loading
        case noData = "no-data"
        case error
        case mock
        case loaded
    }

    package struct Options: Sendable {
        package var screens: [Screen]
        package var json: [String]?
        package var plain: Bool
    }

    package struct State: Sendable {
        package var charts: [(screen: Screen, chart: ChartState)]
        package var sort: SortOrder
    }

    package static let state: Option<Screen?> = .choice("state", name: "STATE", help: "The state to show")
    package static let all: Option<Bool> = .flag("all", help: "Show all five states, one after another")

    package static let spec = CommandSpec(
        "preview", summary: "Show each state of the chart screen: loading, no-data, error, mock, loaded",
        discussion: "Renders a state exactly as `albums list` would show it, like KatFancy's previews. mock uses albums built into the code, with no I/O; loaded uses the current session. Previews always exit 0.",
        options: [state, all] + SharedOptions.chart + [SharedOptions.sort, ListCommand.json, SharedOptions.plain],
        examples: [
            .init("albums preview --state error", "What a network failure looks like"),
            .init("albums preview --all", "Every state, under headings"),
        ]
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> Options {
        let screens: [Screen]
        if try parsed[all] {
            screens = Screen.allCases
        } else if let screen = try parsed[state] {
            screens = [screen]
        } else {
            throw UsageError("say which state to preview", hints: ["use --state \(Screen.allCases.map(\.rawValue).joined(separator: "|")), or --all"])
        }
        return Options(screens: screens, json: try parsed[ListCommand.json], plain: try parsed[SharedOptions.plain])
    }

    package static func fetch(_ options: Options, in context: CommandContext) async throws -> State {
        var charts: [(Screen, ChartState)] = []
        for screen in options.screens {
            charts.append((screen, await chart(screen, context)))
        }
        return State(charts: charts, sort: context.configuration.sort)
    }

    /// Each state under a heading when there are several; always exit 0.
    package static func render(_ state: State, _ options: Options, on screen: RenderContext) -> Output {
        let format = ListFormat.chosen(json: options.json, plain: options.plain, on: screen)
        var output = Output()
        for (index, preview) in state.charts.enumerated() {
            if state.charts.count > 1 {
                output = output + Output(stdout: (index > 0 ? "\n" : "") + screen.out.bold("== \(preview.screen.rawValue) ==") + "\n")
            }
            output = output + ListView.render(preview.chart, format: format, sort: state.sort, out: screen.out, err: screen.err)
        }
        output.exit = .success
        return output
    }

    package static func chart(_ screen: Screen, _ context: CommandContext) async -> ChartState {
        switch screen {
        case .loading: return .loading
        case .noData: return .noData
        case .error: return .failed(sampleFailure(context.configuration, transport: (try? NetworkTransport.chosen(context.world.environment)) ?? .platformDefault))
        case .mock: return .loaded(Chart(albums: Album.mocks))
        case .loaded: return await ChartLoader.load(context)
        }
    }

    /// What `list` shows when the machine is offline, in the words of the transport this run would use.
    static func sampleFailure(_ configuration: Configuration, transport: NetworkTransport) -> Failure {
        let url = FeedChoice.standard.url(country: configuration.country, limit: configuration.limit)
        return Failure(fetching: .chart, FetchError(url: url, reason: .transport(.offline(transport.offlineWording))))
    }
}
