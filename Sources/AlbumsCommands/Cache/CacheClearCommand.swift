import AlbumsCore
import AlbumsEssentials
import AlbumsShape
import AlbumsTerminal

/// `albums cache clear`: every cached cover and answer removed.
package enum CacheClearCommand: Command {
    package struct State: Sendable {
        package var covers: Int
        var coverBytes: Int
        package var answers: Int
        package var answerBytes: Int
    }

    package static let spec = CommandSpec(
        "clear", summary: "Remove every cached cover and answer", examples: [.init("albums cache clear", "Start afresh")]
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) {}

    package static func fetch(_ options: Void, in context: CommandContext) async throws -> State {
        let artwork = context.world.imageLoader.store(.filesystem), http = context.world.httpCache(.filesystem)
        let before = (artwork: artwork.stats(), http: http.stats())
        return State(covers: artwork.clear(), coverBytes: before.artwork.bytes, answers: http.clear(), answerBytes: before.http.bytes)
    }

    package static func render(_ state: State, _ options: Void, on screen: RenderContext) -> Output {
        Output(stderr: "Removed \(state.covers) \(state.covers == 1 ? "cover" : "covers") (\(ByteSize.describe(state.coverBytes))) and "
            + "\(state.answers) saved \(state.answers == 1 ? "answer" : "answers") (\(ByteSize.describe(state.answerBytes))) from the cache.\n")
    }
}
