import AlbumsClients
import AlbumsCore
import AlbumsImaging
/// `albums show <rank|id>`: the chart, the album, its copyright from the Lookup API, rendered.
public enum ShowCommand {
    public static func run(_ invocation: Invocation) async -> ExitCode {
        await CommandRunner.run(invocation) { context in
            let fields = try invocation.value("json").map { value throws(UsageError) in
                try JSONFields.parse(value, available: Album.detailJSONFields)
            }
            let columns = try PictureWidth.columns(invocation, context: context)
            let albums = try await ChartLoader.albums(context)
            var album = try AlbumSelector.select(invocation.positionals[0], in: albums)
            var warnings = ""
            let selected = album
            do {
                album = try await Spinner.runThrowing("Looking up the copyright…", on: context.world.console.err, style: context.errStyle) {
                    try await CopyrightLookup.fill([selected], context)
                }.first ?? album
            } catch {
                warnings = Warning.line("no copyright: " + LookupFailure.why(error), style: context.errStyle)
            }
            if let fields {
                return Output(stdout: album.detailJSON.selecting(fields).rendered(), stderr: warnings)
            }
            let options = ShowView.Options(
                hyperlinks: context.world.console.out.isTerminal, locale: HumanDate.locale(context.world.environment),
                style: context.outStyle
            )
            let (picture, problem) = await cover(of: album, columns: columns, context: context)
            return Output(stdout: picture + ShowView.render(album, options: options), stderr: warnings + problem)
        }
    }

    /// The cover to draw above the details, or why there is none; nothing at all
    /// when pictures are off (not a terminal, NO_COLOR, --art none).
    static func cover(of album: Album, columns: Int, context: CommandContext) async -> (picture: String, problem: String) {
        let mode = context.pictureMode()
        guard mode != .none else { return ("", "") }
        do {
            let loaded = try await ArtworkFetch.cover(of: album, size: Album.largeArtworkSize, context: context)
            return (try CoverPicture.draw(loaded.data, mode: mode, columns: columns) + "\n", "")
        } catch let failure as Failure {
            return ("", Warning.line("no cover: " + failure.why, style: context.errStyle))
        } catch let error as ImageDecodingError {
            return ("", Warning.line("no cover: " + CoverPicture.describe(error), style: context.errStyle))
        } catch {
            return ("", Warning.line("no cover: \(error)", style: context.errStyle))
        }
    }
}

/// Why a lookup failed, in a few words, for a warning.
enum LookupFailure {
    static func why(_ error: any Error) -> String {
        guard let error = error as? FetchError else { return "the lookup failed" }
        return Failure(fetching: CopyrightLookup.subject, error, expected: "an answer from the iTunes catalog").why
    }
}
