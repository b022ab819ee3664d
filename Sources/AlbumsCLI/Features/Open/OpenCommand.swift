import AlbumsClients
import AlbumsCore
/// `albums open <rank|id>`: the album's page in the browser, or its URL and why not.
public enum OpenCommand {
    public static func run(_ invocation: Invocation) async -> ExitCode {
        await CommandRunner.run(invocation) { context in
            let albums = try await ChartLoader.albums(context)
            let album = try AlbumSelector.select(invocation.positionals[0], in: albums)
            guard let url = WebURL.parse(album.url) else {
                throw Failure("couldn't open \(Sanitizer.line(album.name))", why: "the feed gives no usable link for it (\(Sanitizer.line(album.url)))")
            }
            let outcome = await context.world.opener.open(url)
            return OpenView.render(album, outcome: outcome, style: context.errStyle)
        }
    }
}

/// The render half of `albums open`: the URL on stdout, what happened on stderr.
public enum OpenView {
    public static func render(_ album: Album, outcome: Opener.Outcome, style: Style) -> Output {
        let url = Sanitizer.line(album.url)
        switch outcome {
        case .opened(let command):
            return Output(stdout: url + "\n", stderr: "Opened \(Sanitizer.line(album.name)) with \(command).\n")
        case .notOpened(let reason):
            return Output(stdout: url + "\n", stderr: "Not opened: \(reason). Here is the link.\n")
        }
    }
}
