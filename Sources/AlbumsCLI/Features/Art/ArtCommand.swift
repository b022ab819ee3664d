import AlbumsClients
import AlbumsCore
import AlbumsImaging
import Foundation

/// `albums art <rank|id>`: the album's cover, drawn on a terminal, saved to a
/// file, or piped. `albums art --file PATH` draws a local JPEG or PNG.
public enum ArtCommand {
    public static let sizes = 1...3000

    public static func run(_ invocation: Invocation) async -> ExitCode {
        await CommandRunner.run(invocation) { context in
            let size = try NumberOption.value(invocation, "size", in: sizes, default: Album.largeArtworkSize)
            let output = invocation.value("output")
            let console = context.world.console
            let mode = context.pictureMode()
            let columns = try PictureWidth.columns(invocation, context: context)
            if let file = invocation.value("file") {
                guard invocation.positionals.isEmpty, output == nil else {
                    throw UsageError("--file draws a local image: give no album and no --output with it")
                }
                return try drawFile(file, mode: mode, columns: columns, invocation: invocation)
            }
            guard let selector = invocation.positionals.first else {
                throw UsageError("say which cover: an album's rank or id, or --file PATH", hints: ["e.g. albums art 1, or albums art --file cover.jpg"])
            }
            if output == "-" && console.out.isTerminal {
                throw UsageError("not writing image bytes to a terminal", hints: ["save it with --output FILE, or pipe it: albums art 1 > cover.jpg"])
            }
            if output == nil && console.out.isTerminal && mode == .none {
                throw UsageError("there is nothing to draw the cover with (art is none here)", hints: ["save it with --output FILE, or pick --art blocks"])
            }
            let albums = try await ChartLoader.albums(context)
            let album = try AlbumSelector.select(selector, in: albums)
            let loaded = try await ArtworkFetch.cover(of: album, size: size, context: context)
            guard let file = output else {
                if console.out.isTerminal {
                    do throws(ImageDecodingError) {
                        return Output(stdout: try CoverPicture.draw(loaded.data, mode: mode, columns: columns))
                    } catch {
                        throw Failure("couldn't draw the cover of \(Sanitizer.line(album.name))", why: CoverPicture.describe(error))
                    }
                }
                console.out.writeData(loaded.data)
                return Output()
            }
            if file == "-" {
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

    /// Decodes a local image (at `--scale`) and draws it, or only decodes it with `--art none`.
    static func drawFile(_ path: String, mode: PictureMode, columns: Int, invocation: Invocation) throws -> Output {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure("couldn't read \(path)", why: FileError.fromErrno(path).reason)
        }
        let scale = try scaleOption(invocation)
        do throws(ImageDecodingError) {
            if mode == .none || scale != nil {
                let decoded = try ImageDecoder.decode([UInt8](data), scale: scale ?? 1)
                if mode == .none { return Output() }
                return Output(stdout: PictureRenderer.render(decoded.image, original: data, mode: mode, columns: columns))
            }
            return Output(stdout: try CoverPicture.draw(data, mode: mode, columns: columns))
        } catch {
            throw Failure("couldn't draw \(path)", why: CoverPicture.describe(error))
        }
    }

    /// `--scale 1/8` (or 8): decode a JPEG at that fraction of its size.
    static func scaleOption(_ invocation: Invocation) throws(UsageError) -> Int? {
        guard let text = invocation.value("scale") else { return nil }
        let denominator = text.hasPrefix("1/") ? String(text.dropFirst(2)) : text
        guard let scale = Int(denominator), [1, 2, 4, 8].contains(scale) else {
            throw UsageError("invalid value \"\(Sanitizer.line(text))\" for --scale", hints: ["it must be 1, 1/2, 1/4 or 1/8"])
        }
        return scale
    }
}

/// How many columns a cover is drawn across: `--art-width N`, else the
/// terminal's width, at most 40.
enum PictureWidth {
    static func columns(_ invocation: Invocation, context: CommandContext) throws(UsageError) -> Int {
        try NumberOption.value(invocation, "art-width", in: 1...400, default: min(40, context.columns))
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
