import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsShape
import AlbumsTerminal

/// `albums tracks <rank|id>`: an album's tracks, from the iTunes Lookup API.
package enum TracksCommand: Command {
    package struct Options: Sendable {
        package var album: String
        package var json: [String]?
        package var plain: Bool
    }

    package typealias State = TrackList

    package static let json = SharedOptions.json(Track.jsonFields)
    package static let album: Argument<String> = .one("rank|id", help: "the album's rank in the chart (1–100), or any album's id in the catalog")

    package static let spec = CommandSpec(
        "tracks", summary: "An album's tracks: number, name, length, explicit, and which have a preview",
        discussion: "From the iTunes Lookup API, cached like every answer. On a terminal: a table, with a heading per disc; ▶ marks a track with a 30-second preview (albums play). Piped, or with --plain, each track is one tab-separated line: disc, number, id, name, artist, length (m:ss), E when explicit, preview URL.",
        options: [OptionSpec.setting(Settings.feed, short: "f"), SharedOptions.country, OptionSpec.setting(Settings.limit, short: "n"), json,
                  SharedOptions.plain, SharedOptions.api],
        positionals: [album],
        examples: [
            .init("albums tracks 1", "The number one album's tracks"),
            .init("albums tracks 1707632255 --json name,duration", "Names and lengths, as JSON"),
        ]
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> Options {
        Options(album: try AlbumSelector.checked(parsed[album], noun: "album or song"), json: try parsed[json], plain: try parsed[SharedOptions.plain])
    }

    package static func fetch(_ options: Options, in context: CommandContext) async throws -> State {
        let id = try await TrackSource.id(for: options.album, context)
        switch try await TrackSource.lookup(id, context) {
        case .album(let list):
            return list
        case .song(let song):
            let album = song.albumID.map { " (albums tracks \($0))" } ?? ""
            throw Failure("\(id) is a song, not an album", why: "\"\(song.name.clipped)\" by \(song.artist.clipped) is on \(song.albumName?.clipped ?? "an album")\(album)",
                          suggestion: "to hear it: albums play \(id)")
        }
    }

    package static func render(_ state: State, _ options: Options, on screen: RenderContext) -> Output {
        TracksView.render(state, json: options.json, plain: options.plain || !screen.outIsTerminal, columns: screen.columns, style: screen.out)
    }
}
