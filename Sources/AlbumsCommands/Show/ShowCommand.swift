import AlbumsCore
import AlbumsEssentials
import AlbumsImaging
import AlbumsPictures
import AlbumsShape
import AlbumsTerminal

/// `albums show <rank|id>`: one album, its copyright from the Lookup API, and its cover.
package enum ShowCommand: Command {
    package struct Options: Sendable {
        package var album: String
        package var json: [String]?
        var artWidth: Int?
    }

    package struct State: Sendable {
        package var album: Album
        /// The cover, drawn, or "" when there is none to draw.
        package var picture: String
        package var warnings: [String]
        /// "12 tracks, 43 min" when the track list is cached or embedded; never fetched for this.
        package var tracks: String?

        package init(album: Album, picture: String, warnings: [String], tracks: String? = nil) {
            self.album = album
            self.picture = picture
            self.warnings = warnings
            self.tracks = tracks
        }
    }

    package static let json = SharedOptions.json(Album.detailJSONFields, help: "Print JSON: the list's fields plus artistUrl and artworkUrlLarge")

    package static let spec = CommandSpec(
        "show", summary: "Show one album: its cover, genres, release date, copyright, store and artwork links",
        discussion: "On a terminal the cover is drawn above the details (setting art) and the links are clickable (OSC 8). The copyright comes from the feed when it has one (v1 and legacy feeds), else from the iTunes Lookup API.",
        options: SharedOptions.chart + [json, SharedOptions.art, SharedOptions.dither, SharedOptions.artWidth, SharedOptions.api],
        positionals: [SharedOptions.album],
        examples: [
            .init("albums show 1", "The number one album"),
            .init("albums show 1707632255 --session stub", "An album by its id, from the built-in chart"),
            .init("albums show 3 --json copyright,url", "Two fields as JSON"),
        ],
        drawsPictures: { !$0.given(json) }
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> Options {
        Options(album: try AlbumSelector.checked(parsed[SharedOptions.album]), json: try parsed[json], artWidth: try parsed[SharedOptions.artWidth])
    }

    package static func fetch(_ options: Options, in context: CommandContext) async throws -> State {
        let albums = try await ChartLoader.albums(context)
        var album = try AlbumSelector.select(options.album, in: albums)
        var warnings: [String] = []
        let selected = album
        do {
            album = try await context.spinning("Looking up the copyright…") { try await CopyrightLookup.fill([selected], context) }.first ?? album
        } catch {
            warnings.append("no copyright: " + Failure(loading: .copyrights, error).why)
        }
        let tracks = options.json == nil ? await TrackSource.atHand(album.id, context)?.summary : nil
        guard options.json == nil, context.screen.pictures != .none else { return State(album: album, picture: "", warnings: warnings, tracks: tracks) }
        let columns = ArtworkSize.columns(asked: options.artWidth, screen: context.screen.columns)
        let chosen = album
        do {
            let loaded = try await context.spinning("Loading the cover…") { try await context.covers.cover(of: chosen, size: ArtworkSize.large) }
            let picture = try CoverRenderer.draw(loaded.data, columns: columns, maxRows: context.screen.pictureRows, target: context.pictureTarget())
            return State(album: album, picture: picture.text + "\n", warnings: warnings, tracks: tracks)
        } catch let failure as Failure {
            return State(album: album, picture: "", warnings: warnings + ["no cover: " + failure.why], tracks: tracks)
        } catch let error as ImageDecodingError {
            return State(album: album, picture: "", warnings: warnings + ["no cover: " + CoverRenderer.describe(error)], tracks: tracks)
        }
    }

    package static func render(_ state: State, _ options: Options, on screen: RenderContext) -> Output {
        if let fields = options.json {
            return .warnings(state.warnings) + Output(stdout: state.album.detailJSON.selecting(fields).rendered())
        }
        let details = ShowView.render(state.album, tracks: state.tracks, options: .init(hyperlinks: screen.hyperlinks, locale: screen.locale, style: screen.out))
        return .warnings(state.warnings) + Output(stdout: state.picture + details)
    }
}
