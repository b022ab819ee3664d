import AlbumsCore

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
