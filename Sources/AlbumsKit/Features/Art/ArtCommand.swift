import Foundation

/// `albums art <rank|id>`: the album's cover, saved to a file or piped.
public enum ArtCommand {
    public static let sizes = 1...3000

    public static func run(_ invocation: Invocation) async -> ExitCode {
        await CommandRunner.run(invocation) { context in
            let size = try NumberOption.value(invocation, "size", in: sizes, default: Album.largeArtworkSize)
            let output = invocation.value("output")
            let console = context.world.console
            if (output == "-" || output == nil) && console.out.isTerminal {
                throw UsageError("not writing image bytes to a terminal", hints: ["save it with --output FILE, or pipe it: albums art 1 > cover.jpg"])
            }
            let albums = try await ChartLoader.albums(context)
            let album = try AlbumSelector.select(invocation.positionals[0], in: albums)
            let loaded = try await ArtworkFetch.cover(of: album, size: size, context: context)
            guard let file = output, file != "-" else {
                console.out.writeData(loaded.data)
                return Output()
            }
            do {
                try AtomicFile.write(loaded.data, to: file, createFolders: false)
            } catch {
                let reason = (error as? FileError)?.reason ?? "\(error)"
                throw Failure("couldn't save the cover", why: "\(file): \(reason)", suggestion: "check that the folder exists and is writable")
            }
            return Output(stderr: ArtView.saved(album, data: loaded.data, size: size, file: file))
        }
    }
}

/// Loading one album's cover through the pipeline.
enum ArtworkFetch {
    static func cover(of album: Album, size: Int, context: CommandContext) async throws(Failure) -> ImagePipeline.Loaded {
        let subject = "the cover of \(Sanitizer.line(album.name))"
        guard let artwork = album.artworkURL, let url = WebURL.parse(ArtworkURL.sized(artwork, size)) else {
            throw Failure("couldn't load \(subject)", why: "the feed gives no artwork for it")
        }
        let pipeline = context.imagePipeline()
        do {
            let loaded = try await Spinner.runThrowing("Loading the cover…", on: context.world.console.err, style: context.errStyle) {
                try await pipeline.load(url)
            }
            _ = await pipeline.finish()
            return loaded
        } catch {
            _ = await pipeline.finish()
            throw Failure(loading: subject, error)
        }
    }
}

public enum ArtView {
    static func saved(_ album: Album, data: Data, size: Int, file: String) -> String {
        let format = ImageFormat(sniffing: data).map { $0.rawValue.uppercased() } ?? "image"
        return "Saved the cover of \(Sanitizer.line(album.name)) (\(format), \(ByteSize.describe(data.count))) to \(file)\n"
    }
}

extension Failure {
    /// Explains a failed artwork load.
    public init(loading subject: String, _ error: any Error) {
        switch error {
        case let error as FetchError:
            if case .undecodable(let reason as ImageFormat.NotAnImage) = error.reason {
                let host = error.url.host ?? "the server"
                let start = reason.startsWith.isEmpty ? "it is empty" : "it starts with \"\(Sanitizer.line(String(reason.startsWith.prefix(24))))\""
                self.init("couldn't load \(subject)", why: "the answer from \(host) is not an image (\(start))", suggestion: "try again later")
            } else {
                self.init(fetching: subject, error)
            }
        default:
            self.init("couldn't load \(subject)", why: "\(error)")
        }
    }
}
