import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsShape
import AlbumsTerminal

/// `albums cache stats`: entries, size, limit, least and most recently used.
package enum CacheStatsCommand: Command {
    package struct Options: Sendable {
        package var json: [String]?
    }

    package struct State: Sendable {
        package var artwork: CacheStats
        package var http: CacheStats
        package var limit: Int
        package var history: HistoryStats
    }

    package static let json = SharedOptions.json(CacheView.jsonFields, help: "Print JSON")

    package static let spec = CommandSpec(
        "stats", summary: "Entries, size, limit, least and most recently used; and the chart history's size",
        discussion: "The history row counts the kept editions of every chart (at most \(ChartHistory.capacity) per chart) and the dates of the oldest and newest; cache clear leaves it alone (albums history --clear forgets it).",
        options: [json],
        examples: [.init("albums cache stats", "How full the caches are")]
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> Options {
        Options(json: try parsed[json])
    }

    package static func fetch(_ options: Options, in context: CommandContext) async throws -> State {
        State(artwork: context.world.imageLoader.store(.filesystem).stats(), http: context.world.httpCache(.filesystem).stats(),
              limit: context.configuration.cacheSize, history: context.world.history.stats())
    }

    package static func render(_ state: State, _ options: Options, on screen: RenderContext) -> Output {
        if let fields = options.json {
            return Output(stdout: CacheView.json(artwork: state.artwork, http: state.http, limit: state.limit, history: state.history).selecting(fields).rendered())
        }
        return Output(stdout: CacheView.table(artwork: state.artwork, http: state.http, limit: state.limit, history: state.history)
            .render(maxWidth: screen.outIsTerminal ? screen.columns : nil, style: screen.out))
    }
}
