/// `albums show <rank|id>`: the chart, the album, its copyright from the Lookup API, rendered.
public enum ShowCommand {
    public static func run(_ invocation: Invocation) async -> ExitCode {
        await CommandRunner.run(invocation) { context in
            let fields = try invocation.value("json").map { value throws(UsageError) in
                try JSONFields.parse(value, available: Album.detailJSONFields)
            }
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
            return Output(stdout: ShowView.render(album, options: options), stderr: warnings)
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
