import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsShape
import AlbumsTerminal

/// `albums list`: the chart as a table, tab-separated lines or JSON.
package enum ListCommand: Command {
    package struct Options: Sendable {
        package var json: [String]?
        package var plain: Bool
        var withCopyright: Bool
        var thumbnails: ThumbnailMode
    }

    /// `--art [MODE]`: small covers at the start of each row.
    package enum ThumbnailMode: Equatable, Sendable {
        case off
        /// As the `art` setting says.
        case asSet
        case mode(PictureMode)
    }

    package struct State: Sendable {
        package var chart: ChartState
        package var sort: SortOrder
        /// The table, --plain lines or JSON: chosen once, by fetch.
        package var format: ListFormat
        var thumbnails: [String: [String]]
    }

    package static let json = SharedOptions.json(Album.jsonFields)
    static let withCopyright: Option<Bool> = .flag("with-copyright", help: "With --json: fill in every copyright with one iTunes Lookup request")
    package static let art = Option<ThumbnailMode>(
        OptionSpec("art", .optionalValue("MODE"), help: "On a terminal, a small cover at the start of each row (MODE: auto, sextant, quadrant, blocks, their 256-colour forms, none; images become cells)",
                   completion: .values(PictureMode.allCases.map(\.rawValue)))
    ) { text throws(UsageError) in
        guard let text else { return .off }
        guard !text.isEmpty else { return .asSet }
        guard let mode = PictureMode(rawValue: text.lowercased()) else { throw UsageError.invalidValue(text, for: Settings.art.any, origin: "--art") }
        return .mode(mode)
    }

    package static let spec = CommandSpec(
        "list", summary: "Show the top albums chart (the default command)",
        discussion: "On a terminal the chart is a table fitted to its width; piped, or with --plain, each album is one tab-separated line of eight fields: rank, id, name, artist, release date, genre, URL, and its movement (=, +3, -12, new, re; empty with history off). --json prints every field, or the FIELDS named.",
        options: SharedOptions.chart + [SharedOptions.sort, json, SharedOptions.plain, withCopyright, art, SharedOptions.api],
        examples: [
            .init("albums", "The chart, most played first"),
            .init("albums --sort name --limit 25", "The top 25, by album name"),
            .init("albums --session stub", "The chart built into albums, with no network"),
            .init("albums list --json name,artist", "Only the names and artists, as JSON"),
            .init("albums --plain | cut -f3,4", "Album and artist columns, for scripts"),
            .init("albums --json --with-copyright", "Every field, copyrights included"),
            .init("albums --art --limit 10", "The top ten, each with a small cover"),
        ],
        // Thumbnails are cells whatever the mode: only auto (given, or as set) has anything to ask the terminal.
        drawsPictures: { parsed in [.asSet, .mode(.auto)].contains(try? parsed[art]) }
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> Options {
        let options = Options(json: try parsed[json], plain: try parsed[SharedOptions.plain], withCopyright: try parsed[withCopyright],
                              thumbnails: try parsed[art])
        if options.withCopyright && options.json == nil {
            throw UsageError("--with-copyright only applies to --json", hints: ["the table and --plain have no copyright column"])
        }
        return options
    }

    package static func fetch(_ options: Options, in context: CommandContext) async throws -> State {
        var chart = await ChartLoader.load(context, history: .marksOnly)
        if options.withCopyright { chart = await withCopyrights(chart, context) }
        var thumbnails: [String: [String]] = [:]
        let format = ListFormat.chosen(json: options.json, plain: options.plain, on: context.screen)
        if case .table = format, case .loaded(let loaded) = chart {
            thumbnails = await Thumbnails.load(for: loaded.albums, mode: mode(options.thumbnails, context), context: context)
        }
        return State(chart: chart, sort: context.configuration.sort, format: format, thumbnails: thumbnails)
    }

    package static func render(_ state: State, _ options: Options, on screen: RenderContext) -> Output {
        ListView.render(state.chart, format: state.format, sort: state.sort, out: screen.out, err: screen.err, thumbnails: state.thumbnails)
    }

    package static func event(for state: State) -> NotifierEvent? {
        state.chart.event
    }

    package static func mode(_ thumbnails: ThumbnailMode, _ context: CommandContext) -> PictureMode {
        switch thumbnails {
        case .off: return .none
        case .asSet: return context.screen.pictures
        case .mode(let mode): return context.pictures(mode)
        }
    }

    /// Fills every missing copyright with one batched lookup.
    static func withCopyrights(_ state: ChartState, _ context: CommandContext) async -> ChartState {
        guard case .loaded(var chart) = state else { return state }
        do {
            let albums = chart.albums
            chart.albums = try await context.spinning("Looking up copyrights…") { try await CopyrightLookup.fill(albums, context) }
            return .loaded(chart)
        } catch {
            return .failed(Failure(loading: .copyrights, error))
        }
    }
}
