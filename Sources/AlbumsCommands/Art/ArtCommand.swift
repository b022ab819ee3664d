import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsImaging
import AlbumsPictures
import AlbumsPlatform
import AlbumsShape
import AlbumsTerminal

/// `albums art <rank|id>`: the album's cover, drawn on a terminal, saved to a
/// file, or piped. `albums art --file PATH` draws a local JPEG or PNG.
package enum ArtCommand: Command {
    package struct Options: Sendable {
        package var album: String?
        package var size: Int
        package var output: String?
        package var file: String?
        var artWidth: Int?
        package var scale: Int?
        var decodeOnly: Bool
    }

    package enum State: Sendable {
        /// A picture for the terminal.
        case drawn(String)
        /// Image bytes for a pipe.
        case bytes(Data)
        case saved(album: Album, data: Data, file: String)
        /// `--file` with `--decode-only`: decoded, nothing to show.
        case decoded
    }

    package static let output: Option<String?> = .text(
        "output", short: "o", name: "FILE", help: "Save to FILE; - writes the bytes to stdout (not to a terminal)", completion: .files
    )
    package static let file: Option<String?> = .text("file", name: "PATH", help: "Draw a local JPEG or PNG instead of an album's cover (-: read it from standard input)", completion: .files)
    package static let scale = Option<Int?>(
        OptionSpec("scale", .value("1/N"), help: "With --file: decode a JPEG at 1/2, 1/4 or 1/8 of its size", completion: .values(["1", "1/2", "1/4", "1/8"]))
    ) { text throws(UsageError) in
        guard let text else { return nil }
        let denominator = text.hasPrefix("1/") ? String(text.dropFirst(2)) : text
        guard let scale = NumberText.whole(denominator), [1, 2, 4, 8].contains(scale) else {
            throw UsageError("invalid value \"\(text.clipped)\" for --scale", hints: ["it must be 1, 1/2, 1/4 or 1/8"])
        }
        return scale
    }
    static let decodeOnly: Option<Bool> = .flag("decode-only", help: "With --file: decode the picture and draw nothing (how bench/decode.sh times the decoder)")
    package static let album: Argument<String?> = .optional("rank|id", help: "the album's rank in the chart (1–100) or its Apple id")

    package static let spec = CommandSpec(
        "art", summary: "Draw an album's cover in the terminal, save it, or pipe its bytes",
        discussion: "On a terminal with no --output the cover is drawn, as setting art says: kitty's or iTerm2's images, sixel (256 colours chosen for the picture, --dither none, ordered or diffusion), or cells: sextants (2×3 sub-pixels a cell), quadrants (2×2) or half blocks, in 24-bit or 256 colours. With art auto, albums asks the terminal what it can draw (kitty's graphics query, DA1 for sixel, XTVERSION, the cell size; once per terminal session, remembered; at most 50 ms after DA1's answer, 1.5 s if none comes) and falls back to the environment. Inside tmux, kitty images are shown with Unicode placeholders sent through tmux, which passes them only with `set -g allow-passthrough on` in ~/.tmux.conf (tmux 3.3 or later); without it covers are drawn in cells. Apple renders artwork at the size asked for. Covers go through the image cache (setting cache, limit cache-size). Image bytes are never written to a terminal. --file draws a local JPEG or PNG instead, turned upright as its EXIF orientation says (--file - reads it from standard input, at most 64 MB; --decode-only: decode it and draw nothing).",
        options: SharedOptions.chart + [SharedOptions.size, output, file, SharedOptions.art, SharedOptions.dither, SharedOptions.artWidth, scale, decodeOnly],
        positionals: [album],
        examples: [
            .init("albums art 1", "The number one's cover, in the terminal"),
            .init("albums art 1 --output cover.jpg", "Save the number one's cover"),
            .init("albums art 3 --size 1200 > big.jpg", "A larger cover, piped to a file"),
            .init("albums art --file photo.jpg --art blocks --art-width 60", "Any local JPEG or PNG"),
            .init("curl -s https://example.com/photo.jpg | albums art --file -", "A picture from a pipe"),
            .init("albums art 1 --art sixel --dither diffusion", "Sixel, with Floyd–Steinberg dithering"),
        ],
        drawsPictures: { !$0.given(output) }
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> Options {
        let options = Options(
            album: parsed[album], size: try parsed[SharedOptions.size], output: try parsed[output], file: try parsed[file],
            artWidth: try parsed[SharedOptions.artWidth], scale: try parsed[scale], decodeOnly: try parsed[decodeOnly]
        )
        if options.decodeOnly && options.file == nil {
            throw UsageError("--decode-only goes with --file", hints: ["e.g. albums art --file cover.jpg --decode-only"])
        }
        if options.file == "" {
            throw UsageError("--file needs the path of a JPEG or PNG file", hints: ["e.g. albums art --file cover.jpg"])
        }
        if options.file != nil && (options.album != nil || options.output != nil) {
            throw UsageError("--file draws a local image: give no album and no --output with it")
        }
        if options.file == nil && options.album == nil {
            throw UsageError("say which cover: an album's rank or id, or --file PATH", hints: ["e.g. albums art 1, or albums art --file cover.jpg"])
        }
        if let album = options.album { _ = try AlbumSelector.checked(album) }
        return options
    }

    /// Image bytes on a terminal would be taken for its commands (a JPEG comment can retitle it or write the clipboard).
    static let terminalRefusal = UsageError("not writing image bytes to a terminal", hints: ["save it with --output FILE, or pipe it: albums art 1 > cover.jpg"])

    package static func fetch(_ options: Options, in context: CommandContext) async throws -> State {
        let mode = context.screen.pictures, isTerminal = context.screen.outIsTerminal
        let columns = ArtworkSize.columns(asked: options.artWidth, screen: context.screen.columns)
        if let path = options.file {
            if path == "-" && context.world.keyboard.isTerminal {
                throw UsageError("--file - reads the picture from standard input, which is the terminal here", hints: ["pipe a picture into it: albums art --file - < photo.jpg"])
            }
            if options.decodeOnly {
                try LocalPicture.decode(path, scale: options.scale)
                return .decoded
            }
            // As art N refuses: nothing would be drawn, and exit 0 would say it was.
            guard mode != .none else {
                throw isTerminal
                    ? UsageError("there is nothing to draw the picture with (art is none here)", hints: ["pick --art blocks, or --decode-only to decode it only"])
                    : UsageError("not drawing a picture into a pipe", hints: ["give --art MODE to write it anyway (e.g. --art blocks), or --decode-only to decode it only"])
            }
            return .drawn(try LocalPicture.draw(path, target: context.pictureTarget(), columns: columns, maxRows: context.screen.pictureRows, scale: options.scale))
        }
        if options.output == "-" && isTerminal { throw terminalRefusal }
        if options.output == nil && isTerminal && mode == .none {
            throw UsageError("there is nothing to draw the cover with (art is none here)", hints: ["save it with --output FILE, or pick --art blocks"])
        }
        let albums = try await ChartLoader.albums(context)
        let album = try AlbumSelector.select(options.album ?? "", in: albums)
        let loaded = try await context.spinning("Loading the cover…") { try await context.covers.cover(of: album, size: options.size) }
        switch options.output {
        case nil where isTerminal:
            do throws(ImageDecodingError) {
                return .drawn(try CoverRenderer.draw(loaded.data, columns: columns, maxRows: context.screen.pictureRows, target: context.pictureTarget()).text)
            } catch {
                throw Failure("couldn't draw the cover of \(album.name)", why: CoverRenderer.describe(error))
            }
        case nil, "-":
            return .bytes(loaded.data)
        case let file?:
            do {
                try AtomicFile.write(loaded.data, to: file, createFolders: false, special: .writeThrough)
            } catch is AtomicFile.TerminalTarget {
                throw terminalRefusal
            } catch {
                let reason = (error as? FileError)?.reason ?? "\(error)"
                throw Failure("couldn't save the cover", why: "\(file): \(reason)", suggestion: "check that the folder exists and is writable")
            }
            return .saved(album: album, data: loaded.data, file: file)
        }
    }

    package static func render(_ state: State, _ options: Options, on screen: RenderContext) -> Output {
        switch state {
        case .drawn(let picture): return Output(stdout: picture)
        case .bytes(let data): return .data(data)
        case .decoded: return Output()
        case .saved(let album, let data, let file): return Output(stderr: ArtView.saved(album, data: data, size: options.size, file: file))
        }
    }
}
