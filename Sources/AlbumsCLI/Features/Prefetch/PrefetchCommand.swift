import AlbumsClients
import AlbumsCore
import Foundation

/// `albums prefetch`: every cover of the current chart into the cache, with a
/// progress bar on a terminal and a closing summary.
public enum PrefetchCommand {
    public struct Item: Sendable {
        public var album: Album
        public var result: Result<ImagePipeline.Origin, Failure>
    }

    public static func run(_ invocation: Invocation) async -> ExitCode {
        await CommandRunner.run(invocation) { context in
            let size = try NumberOption.value(invocation, "size", in: ArtCommand.sizes, default: Album.largeArtworkSize)
            let jobs = try NumberOption.value(invocation, "jobs", in: 1...64, default: 6)
            let fields = try invocation.value("json").map { value throws(UsageError) in try JSONFields.parse(value, available: PrefetchView.jsonFields) }
            let albums = try await ChartLoader.albums(context)
            let items = await fetchAll(albums, size: size, jobs: jobs, context: context)
            return PrefetchView.render(items, size: size, json: fields, style: context.errStyle)
        }
    }

    static func fetchAll(_ albums: [Album], size: Int, jobs: Int, context: CommandContext) async -> [Item] {
        let pipeline = context.imagePipeline(jobs: jobs)
        let progress = ProgressBar(label: "Prefetching covers", total: albums.count, stream: context.world.console.err, style: context.errStyle)
        var items: [Item] = []
        await withTaskGroup(of: Item.self) { group in
            for album in albums {
                group.addTask {
                    let subject = "the cover of \(Sanitizer.line(album.name))"
                    guard let artwork = album.artworkURL, let url = WebURL.parse(ArtworkURL.sized(artwork, size)) else {
                        return Item(album: album, result: .failure(Failure("couldn't load \(subject)", why: "the feed gives no artwork for it")))
                    }
                    do {
                        return Item(album: album, result: .success(try await pipeline.load(url).origin))
                    } catch {
                        return Item(album: album, result: .failure(Failure(loading: subject, error)))
                    }
                }
            }
            for await item in group {
                items.append(item)
                progress.update(done: items.count)
            }
        }
        progress.clear()
        _ = await pipeline.finish()
        return items.sorted { $0.album.rank < $1.album.rank }
    }
}

public enum PrefetchView {
    public static let jsonFields = ["size", "total", "downloaded", "fromCache", "failed", "failures"]

    public static func render(_ items: [PrefetchCommand.Item], size: Int, json fields: [String]?, style: Style) -> Output {
        var downloaded = 0, cached = 0
        var failures: [(Album, Failure)] = []
        for item in items {
            switch item.result {
            case .success(.network): downloaded += 1
            case .success: cached += 1
            case .failure(let failure): failures.append((item.album, failure))
            }
        }
        let exit: ExitCode = failures.isEmpty ? .success : .failure
        if let fields {
            let json = JSON.object([
                .init("size", .int(size)), .init("total", .int(items.count)), .init("downloaded", .int(downloaded)),
                .init("fromCache", .int(cached)), .init("failed", .int(failures.count)),
                .init("failures", .array(failures.map { album, failure in
                    .object([.init("rank", .int(album.rank)), .init("id", .string(album.id)), .init("error", .string(failure.why))])
                })),
            ])
            return Output(stdout: json.selecting(fields).rendered(), exit: exit)
        }
        var text = "Prefetched \(items.count) \(items.count == 1 ? "cover" : "covers") at \(size)×\(size): "
            + "\(downloaded) downloaded, \(cached) from the cache, \(failures.count) failed\n"
        for (album, failure) in failures.prefix(5) {
            text += "  " + style.red("failed:") + " #\(album.rank) \(Sanitizer.line(album.name)): \(failure.why)\n"
        }
        if failures.count > 5 { text += "  … and \(failures.count - 5) more\n" }
        return Output(stderr: text, exit: exit)
    }
}
