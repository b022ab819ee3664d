import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsPictures
import AlbumsShape
import AlbumsTerminal

/// `albums prefetch`: every cover of the current chart into the cache, with a
/// progress bar on a terminal and a closing summary.
package enum PrefetchCommand: Command {
    package struct Options: Sendable {
        package var size: Int
        package var jobs: Int
        package var json: [String]?
    }

    package struct Item: Sendable {
        package enum Outcome: Sendable {
            /// In the cache now: downloaded and stored, or found there.
            case cached(ImagePipeline.Origin)
            case failed(Failure)
            /// Not tried: its host had stopped answering.
            case skipped(host: String)
        }

        package var album: Album
        package var outcome: Outcome
    }

    package static let jobs: Option<Int> = .number("jobs", short: "j", in: 1...64, default: 6, help: "Download at most N covers at once (1–64; default 6)")
    package static let json = SharedOptions.json(PrefetchView.jsonFields, help: "Print the summary as JSON")

    package static let spec = CommandSpec(
        "prefetch", summary: "Download every cover of the chart into the cache",
        discussion: "Downloads at most --jobs covers at once, one download per URL. A progress bar shows on a terminal; the summary says how many were downloaded, came from the cache, or failed (exit 1 if any failed).",
        options: SharedOptions.chart + [SharedOptions.size, jobs, json],
        examples: [
            .init("albums prefetch", "Every cover, for viewing offline later"),
            .init("albums prefetch --size 100 --jobs 12", "Small thumbnails, twelve at a time"),
        ]
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> Options {
        Options(size: try parsed[SharedOptions.size], jobs: try parsed[jobs], json: try parsed[json])
    }

    /// At most `jobs` covers at once; a host that stops answering is given up
    /// on (the image pipeline's rule, the same in every command).
    package static func fetch(_ options: Options, in context: CommandContext) async throws -> [Item] {
        let albums = try await ChartLoader.albums(context)
        let covers = context.covers
        await covers.limitDownloads(to: options.jobs)
        let progress = context.progressBar("Prefetching covers", total: albums.count)
        var items: [Item] = []
        await withTaskGroup(of: Item.self) { group in
            for album in albums { group.addTask { await load(album, size: options.size, covers: covers) } }
            for await item in group {
                items.append(item)
                progress.update(done: items.count)
            }
        }
        progress.clear()
        return items.sorted { $0.album.rank < $1.album.rank }
    }

    package static func load(_ album: Album, size: Int, covers: Covers) async -> Item {
        do throws(CoverFailure) {
            let loaded = try await covers.load(album, size: size)
            guard let reason = loaded.notStored else { return Item(album: album, outcome: .cached(loaded.origin)) }
            return Item(album: album, outcome: .failed(Failure("couldn't save the cover of \(album.name)", why: "it couldn't be stored in the cache: \(reason)")))
        } catch {
            if let host = error.skippedHost { return Item(album: album, outcome: .skipped(host: host)) }
            return Item(album: album, outcome: .failed(error.failure))
        }
    }

    package static func render(_ items: [Item], _ options: Options, on screen: RenderContext) -> Output {
        PrefetchView.render(items, size: options.size, json: options.json, style: screen.err)
    }
}
