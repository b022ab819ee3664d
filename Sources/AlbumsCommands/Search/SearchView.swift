import AlbumsCore
import AlbumsEssentials
import AlbumsShape
import AlbumsTerminal

/// The render half of `albums search`: results grouped by artist, like ABA Music's.
package enum SearchView {
    package static func render(_ state: SearchState, json fields: [String]?, columns: Int, style: Style) -> Output {
        switch state {
        case .failed(let failure):
            return .failure(failure)
        case .noResults(let term, let kind, let known):
            let other = kind == .album ? "--entity song" : "--entity album"
            // The stub's search knows a few terms: named, rather than a spelling to try.
            let next = known.map { "The stub session's search knows only " + $0.map { "\"\($0)\"" }.joined(separator: ", ") + "; or search Apple's catalog with --session shared." }
                ?? "Try another spelling, or \(other)."
            return Output(stdout: fields == nil ? "" : "[]\n", stderr: "No \(plural(kind)) found for \"\(Sanitizer.line(term))\". \(next)\n")
        case .found(let results, let notice):
            let notices = Output.warnings(notice.map { [$0] } ?? [])
            if let fields {
                return notices + Output(stdout: JSON.array(results.map(\.json)).selecting(fields).rendered())
            }
            return notices + Output(stdout: grouped(results, columns: columns, style: style))
        }
    }

    package static func plural(_ kind: SearchResult.Kind) -> String {
        switch kind {
        case .album: return "albums"
        case .song: return "songs"
        case .musicVideo: return "music videos"
        }
    }

    /// Each artist in bold, first come first, with their results indented under them;
    /// the id last, for `albums play`, `tracks` and `show` (the first column dropped when narrow).
    package static func grouped(_ results: [SearchResult], columns: Int, style: Style) -> String {
        let (order, groups) = groups(results)
        let sorted = order.flatMap { groups[$0] ?? [] }
        let showsAlbum = sorted.contains { $0.kind == .song }
        let table = Table(
            columns: [.init("Title", flexible: true, minWidth: 10)]
                + (showsAlbum ? [.init("Album", flexible: true, minWidth: 8, dropPriority: 1)] : [])
                + [.init("Year"), .init("Genre", flexible: true, minWidth: 6, dropPriority: 2), .init("ID", dropPriority: 3)],
            rows: sorted.map { result in
                [result.name] + (showsAlbum ? [result.collection ?? ""] : [])
                    + [String((result.releaseDate ?? "").prefix(4)), result.genre ?? "", result.id]
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

    /// The results in the order `grouped` lists them: by artist, in the order each first appears.
    package static func listed(_ results: [SearchResult]) -> [SearchResult] {
        let (order, groups) = groups(results)
        return order.flatMap { groups[$0] ?? [] }
    }

    private static func groups(_ results: [SearchResult]) -> (order: [String], groups: [String: [SearchResult]]) {
        var order: [String] = []
        var groups: [String: [SearchResult]] = [:]
        for result in results {
            if groups[result.artist] == nil { order.append(result.artist) }
            groups[result.artist, default: []].append(result)
        }
        return (order, groups)
    }
}
