import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsShape
import AlbumsTerminal

/// `albums open <rank|id>`: the album's page in the browser, or its URL and why not.
package enum OpenCommand: Command {
    package struct Options: Sendable {
        package var album: String
    }

    package struct State: Sendable {
        package var album: Album
        package var outcome: Opener.Outcome
    }

    package static let spec = CommandSpec(
        "open", summary: "Open an album's page in Apple Music (or print its link)",
        discussion: "Uses xdg-open on Linux and open on macOS. Without one, or without a desktop session, the link is printed and the reason given; either way the link goes to stdout and the exit code is 0.",
        options: SharedOptions.chart,
        positionals: [SharedOptions.album],
        examples: [.init("albums open 1", "The number one album in the browser")]
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> Options {
        Options(album: try AlbumSelector.checked(parsed[SharedOptions.album]))
    }

    package static func fetch(_ options: Options, in context: CommandContext) async throws -> State {
        let albums = try await ChartLoader.albums(context)
        let album = try AlbumSelector.select(options.album, in: albums)
        guard let url = WebURL.parse(album.url) else {
            throw Failure("couldn't open \(album.name)", why: "the feed gives no usable link for it (\(album.url))")
        }
        return State(album: album, outcome: await context.world.opener.open(url))
    }

    package static func render(_ state: State, _ options: Options, on screen: RenderContext) -> Output {
        OpenView.render(state.album, outcome: state.outcome)
    }
}
