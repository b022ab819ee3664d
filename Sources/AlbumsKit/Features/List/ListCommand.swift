/// `albums list`: fetch the chart, tell the notifier, render it.
public enum ListCommand {
    public static func run(_ invocation: Invocation) async -> ExitCode {
        await CommandRunner.run(invocation) { context throws(UsageError) in
            let format = try format(context)
            let state = await load(context)
            await notify(state, context)
            return ListView.render(state, format: format, sort: context.configuration.sort, out: context.outStyle, err: context.errStyle)
        }
    }

    /// The chart, with a spinner on a terminal while it loads.
    static func load(_ context: CommandContext) async -> ChartState {
        await Spinner.run(ListView.loadingMessage, on: context.world.console.err, style: context.errStyle) {
            await ChartLoader.load(context)
        }
    }

    static func notify(_ state: ChartState, _ context: CommandContext) async {
        let event: NotifierEvent? = switch state {
        case .loaded: .loaded
        case .noData: .empty
        case .failed: .failed
        case .loading: nil
        }
        if let event { await context.world.notifier.notify(event, context.configuration.sound) }
    }

    static func format(_ context: CommandContext) throws(UsageError) -> ListFormat {
        let invocation = context.invocation
        if let fields = invocation.value("json") {
            return .json(fields: try JSONFields.parse(fields, available: Album.jsonFields))
        }
        if invocation.flag("plain") || !context.world.console.out.isTerminal { return .plain }
        return .table(columns: context.columns)
    }
}
