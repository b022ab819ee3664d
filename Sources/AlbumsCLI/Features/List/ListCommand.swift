import AlbumsClients
import AlbumsCore
/// `albums list`: fetch the chart, tell the notifier, render it.
public enum ListCommand {
    public static func run(_ invocation: Invocation) async -> ExitCode {
        await CommandRunner.run(invocation) { context in
            let format = try format(context)
            let pictures = try thumbnailMode(context)
            var state = await load(context)
            if invocation.flag("with-copyright") {
                guard case .json = format else {
                    throw UsageError("--with-copyright only applies to --json", hints: ["the table and --plain have no copyright column"])
                }
                state = await withCopyrights(state, context)
            }
            await notify(state, context)
            let thumbnails = await thumbnails(state, format: format, mode: pictures, context: context)
            return ListView.render(state, format: format, sort: context.configuration.sort, out: context.outStyle, err: context.errStyle,
                                   thumbnails: thumbnails)
        }
    }

    /// The chart, with a spinner on a terminal while it loads.
    static func load(_ context: CommandContext) async -> ChartState {
        await Spinner.run(ListView.loadingMessage, on: context.world.console.err, style: context.errStyle) {
            await ChartLoader.load(context)
        }
    }

    /// `--art [MODE]`: the mode to draw thumbnails in (none without the flag).
    static func thumbnailMode(_ context: CommandContext) throws(UsageError) -> PictureMode {
        guard let value = context.invocation.value("art") else { return .none }
        guard !value.isEmpty else { return context.configuration.art }
        guard let chosen = PictureMode(rawValue: value.lowercased()) else {
            throw UsageError.invalidValue(value, for: Settings.art.any, origin: "--art")
        }
        return chosen
    }

    /// On a table: each album's cover as a small picture, by id. kitty and
    /// iTerm2 images can't sit inside a table row, so they become blocks.
    static func thumbnails(_ state: ChartState, format: ListFormat, mode: PictureMode, context: CommandContext) async -> [String: [String]] {
        guard case .table = format, case .loaded(let chart) = state else { return [:] }
        switch context.pictureMode(mode) {
        case .none, .auto: return [:]
        case .ansi256: return await ThumbnailLoader.load(chart.albums, palette: true, context: context)
        case .blocks, .kitty, .iterm: return await ThumbnailLoader.load(chart.albums, palette: false, context: context)
        }
    }

    /// Fills every missing copyright with one batched lookup.
    static func withCopyrights(_ state: ChartState, _ context: CommandContext) async -> ChartState {
        guard case .loaded(var chart) = state else { return state }
        do {
            let albums = chart.albums
            chart.albums = try await Spinner.runThrowing("Looking up copyrights…", on: context.world.console.err, style: context.errStyle) {
                try await CopyrightLookup.fill(albums, context)
            }
            return .loaded(chart)
        } catch let error as FetchError {
            return .failed(Failure(fetching: CopyrightLookup.subject, error, expected: "an answer from the iTunes catalog"))
        } catch {
            return .failed(Failure("couldn't load \(CopyrightLookup.subject)", why: "\(error)"))
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
