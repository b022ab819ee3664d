import AlbumsClients
import AlbumsCore
/// The render half of `albums search`: results grouped by artist, like ABA Music's.
public enum SearchView {
    public static func render(_ state: SearchState, json fields: [String]?, columns: Int, style: Style, errStyle: Style) -> Output {
        switch state {
        case .failed(let failure):
            return Output(stderr: failure.rendered(style: errStyle), exit: .failure)
        case .noResults(let term, let kind):
            let other = kind == .album ? "--entity song" : "--entity album"
            return Output(stdout: fields == nil ? "" : "[]\n",
                          stderr: "No \(plural(kind)) found for \"\(Sanitizer.line(term))\". Try another spelling, or \(other).\n")
        case .found(let results, let notice):
            let stderr = notice.map { Warning.line($0, style: errStyle) } ?? ""
            if let fields {
                return Output(stdout: JSON.array(results.map(\.json)).selecting(fields).rendered(), stderr: stderr)
            }
            return Output(stdout: grouped(results, columns: columns, style: style), stderr: stderr)
        }
    }

    static func plural(_ kind: SearchResult.Kind) -> String {
        switch kind {
        case .album: return "albums"
        case .song: return "songs"
        case .musicVideo: return "music videos"
        }
    }

    /// Each artist in bold, first come first, with their results indented under them.
    static func grouped(_ results: [SearchResult], columns: Int, style: Style) -> String {
        var order: [String] = []
        var groups: [String: [SearchResult]] = [:]
        for result in results {
            if groups[result.artist] == nil { order.append(result.artist) }
            groups[result.artist, default: []].append(result)
        }
        let sorted = order.flatMap { groups[$0] ?? [] }
        let showsAlbum = sorted.contains { $0.kind == .song }
        let table = Table(
            columns: [.init("Title", flexible: true, minWidth: 10)]
                + (showsAlbum ? [.init("Album", flexible: true, minWidth: 8, dropPriority: 1)] : [])
                + [.init("Year"), .init("Genre", flexible: true, minWidth: 6, dropPriority: 2)],
            rows: sorted.map { result in
                [result.name] + (showsAlbum ? [result.collection ?? ""] : [])
                    + [String((result.releaseDate ?? "").prefix(4)), result.genre ?? ""]
            }.map { $0.map(Sanitizer.line) }
        )
        let lines = table.render(maxWidth: max(20, columns - 2), showHeader: false).split(separator: "\n", omittingEmptySubsequences: false)
        var text = ""
        var index = 0
        for artist in order {
            text += style.bold(Sanitizer.line(artist)) + "\n"
            for _ in groups[artist] ?? [] where index < lines.count {
                text += "  " + lines[index] + "\n"
                index += 1
            }
        }
        return text
    }
}

/// The recent searches, numbered so that `--recent N` runs one again.
public enum RecentView {
    public static func render(_ terms: [String], json: Bool, style: Style) -> Output {
        if json { return Output(stdout: JSON.array(terms.map(JSON.string)).rendered()) }
        guard !terms.isEmpty else {
            return Output(stderr: "No recent searches yet. Try: albums search neon\n")
        }
        let width = String(terms.count).count
        let list = terms.enumerated().map { "  " + DisplayWidth.pad(String($0.offset + 1), to: width, rightAligned: true) + "  " + Sanitizer.line($0.element) + "\n" }
        return Output(stdout: list.joined(), stderr: "Run one again with: albums search --recent N\n")
    }

    /// The search worked; only remembering it didn't.
    static func unsaved(_ error: any Error, style: Style) -> Output {
        let reason = (error as? FileError)?.description ?? "\(error)"
        return Output(stderr: Warning.line("couldn't remember this search: \(reason)", style: style))
    }
}
