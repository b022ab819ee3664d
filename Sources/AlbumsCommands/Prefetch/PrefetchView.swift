import AlbumsCore
import AlbumsEssentials
import AlbumsShape
import AlbumsTerminal

/// The render half of `albums prefetch`: what is in the cache now, and what
/// failed, each reason said once.
package enum PrefetchView {
    package static let jsonFields = ["size", "total", "downloaded", "shared", "fromCache", "failed", "failures"]
    static let notAnswering = "artwork host not answering"

    package static func render(_ items: [PrefetchCommand.Item], size: Int, json fields: [String]?, style: Style) -> Output {
        // Albums whose cover is another's (the same URL): one download for all of them.
        var downloaded = 0, shared = 0, cached = 0
        var failures: [(album: Album, why: String)] = []
        var skipped: [(host: String, count: Int)] = []
        for item in items {
            switch item.outcome {
            case .cached(.network): downloaded += 1
            case .cached(.shared), .cached(.memory): shared += 1
            case .cached(.disk): cached += 1
            case .failed(let failure): failures.append((item.album, failure.why))
            case .skipped(let host):
                failures.append((item.album, notAnswering))
                if let index = skipped.firstIndex(where: { $0.host == host }) { skipped[index].count += 1 } else { skipped.append((host, 1)) }
            }
        }
        let exit: ExitCode = failures.isEmpty ? .success : .failure
        if let fields {
            let json = JSON.object([
                .init("size", .int(size)), .init("total", .int(items.count)), .init("downloaded", .int(downloaded)), .init("shared", .int(shared)),
                .init("fromCache", .int(cached)), .init("failed", .int(failures.count)),
                .init("failures", .array(failures.map { album, why in
                    .object([.init("rank", .int(album.rank)), .init("id", .string(album.id)), .init("error", .string(why))])
                })),
            ])
            return Output(stdout: json.selecting(fields).rendered(), exit: exit)
        }
        var text = "Prefetched \(items.count) \(items.count == 1 ? "cover" : "covers") at \(size)×\(size): "
            + "\(downloaded) downloaded" + (shared > 0 ? " (and \(shared) \(shared == 1 ? "album shares" : "albums share") a cover downloaded for another)" : "")
            + ", \(cached) from the cache, \(failures.count) failed\n"
        let tried = failures.filter { $0.why != notAnswering }
        for (why, albums) in grouped(tried).prefix(5) {
            let which = albums.count == 1 ? "#\(albums[0].rank) \(Sanitizer.line(albums[0].name))"
                : "\(albums.count) covers (" + albums.prefix(3).map { "#\($0.rank)" }.joined(separator: ", ") + (albums.count > 3 ? ", …)" : ")")
            text += "  " + style.red("failed:") + " \(which): \(Sanitizer.line(why))\n"
        }
        let groups = grouped(tried).count
        if groups > 5 { text += "  … and \(groups - 5) more reasons\n" }
        for (host, count) in skipped {
            text += "  " + style.red("\(notAnswering):") + " \(count) \(count == 1 ? "cover" : "covers") skipped (\(Sanitizer.line(host)))\n"
        }
        return Output(stderr: text, exit: exit)
    }

    /// Failures by reason, in the order each reason first came up.
    package static func grouped(_ failures: [(album: Album, why: String)]) -> [(why: String, albums: [Album])] {
        var groups: [(why: String, albums: [Album])] = []
        for (album, why) in failures {
            if let index = groups.firstIndex(where: { $0.why == why }) { groups[index].albums.append(album) } else { groups.append((why, [album])) }
        }
        return groups
    }
}
