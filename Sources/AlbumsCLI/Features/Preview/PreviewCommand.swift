import AlbumsClients
import AlbumsCore
import Foundation

/// `albums preview`: each state of the chart screen, rendered exactly as `list` would.
public enum PreviewCommand {
    public enum State: String, CaseIterable, Sendable {
        case loading
        case noData = "no-data"
        case error
        case mock
        case loaded
    }

    public static func run(_ invocation: Invocation) async -> ExitCode {
        await CommandRunner.run(invocation) { context in
            let format = try ListCommand.format(context)
            let states: [State]
            if invocation.flag("all") {
                states = State.allCases
            } else if let name = invocation.value("state"), let state = State(rawValue: name) {
                states = [state]
            } else {
                throw UsageError("say which state to preview", hints: ["use --state \(State.allCases.map(\.rawValue).joined(separator: "|")), or --all"])
            }
            // One state at a time, so that each state's two streams stay in order on a terminal.
            for (index, state) in states.enumerated() {
                if states.count > 1 {
                    let heading = (index > 0 ? "\n" : "") + context.outStyle.bold("== \(state.rawValue) ==") + "\n"
                    Output(stdout: heading).write(to: context.world.console)
                }
                let chart = await chartState(state, context)
                ListView.render(chart, format: format, sort: context.configuration.sort, out: context.outStyle, err: context.errStyle)
                    .write(to: context.world.console)
            }
            return Output(exit: .success)
        }
    }

    static func chartState(_ state: State, _ context: CommandContext) async -> ChartState {
        switch state {
        case .loading: return .loading
        case .noData: return .noData
        case .error: return .failed(sampleFailure(context.configuration))
        case .mock: return .loaded(Chart(albums: Album.mocks))
        case .loaded: return await ListCommand.load(context)
        }
    }

    /// What `list` shows when the machine is offline.
    static func sampleFailure(_ configuration: Configuration) -> Failure {
        let url = FeedChoice.standard.url(country: configuration.country, limit: configuration.limit)
        return Failure(fetching: ChartLoader.subject, FetchError(url: url, reason: .transport(.offline("The Internet connection appears to be offline."))))
    }
}
