import AlbumsCore
import AlbumsEssentials
import AlbumsShape
import AlbumsTerminal

/// The render half of `albums list`: a chart state in, exact text out.
package enum ListView {
    package static let emptyMessage = "The chart is empty: the feed has no albums in it right now."

    /// `thumbnails`: each album's picture by id, one string per cell row, for the table.
    package static func render(_ state: ChartState, format: ListFormat, sort: SortOrder, out: Style, err: Style,
                              thumbnails: [String: [String]] = [:]) -> Output {
        switch state {
        case .loading:
            return Output(stderr: Spinner.line(ChartLoader.loadingMessage, style: err) + "\n")
        case .noData:
            let stdout = if case .json = format { "[]\n" } else { "" }
            return Output(stdout: stdout, stderr: emptyMessage + "\n")
        case .failed(let failure):
            return .failure(failure)
        case .loaded(let chart):
            return .warnings(chart.notices) + Output(stdout: body(sort.sorted(chart.albums), format: format, style: out, thumbnails: thumbnails))
        }
    }

    package static func body(_ albums: [Album], format: ListFormat, style: Style, thumbnails: [String: [String]]) -> String {
        switch format {
        case .json(let fields):
            return JSON.array(albums.map(\.json)).selecting(fields).rendered()
        case .plain:
            return albums.map { plainLine($0) + "\n" }.joined()
        case .table(let columns):
            guard !thumbnails.isEmpty else { return table(albums).render(maxWidth: columns, style: style) }
            return withThumbnails(albums, columns: columns, style: style, thumbnails: thumbnails)
        }
    }

    /// Each row of the table with its album's thumbnail before it, the row as tall as the picture.
    static func withThumbnails(_ albums: [Album], columns: Int, style: Style, thumbnails: [String: [String]]) -> String {
        let gutter = Thumbnails.cells.columns + 1
        let lines = table(albums).render(maxWidth: columns - gutter, style: style).split(separator: "\n", omittingEmptySubsequences: false)
        let blank = String(repeating: " ", count: Thumbnails.cells.columns)
        var text = String(repeating: " ", count: gutter) + (lines.first.map(String.init) ?? "") + "\n"
        for (index, album) in albums.enumerated() where index + 1 < lines.count {
            let picture = thumbnails[album.id] ?? []
            for row in 0..<Thumbnails.cells.rows {
                let cell = row < picture.count ? picture[row] : blank
                text += cell + " " + (row == 0 ? String(lines[index + 1]) : "") + "\n"
            }
        }
        return text
    }

    /// rank, id, name, artist, release date, genre, URL, movement (+3, -12, =,
    /// new, re; empty when history is off): tab-separated, no header.
    static func plainLine(_ album: Album) -> String {
        Sanitizer.fields([String(album.rank), album.id, album.name, album.artist, album.releaseDate ?? "", album.primaryGenre, album.url,
                          album.history?.movement.plain ?? ""])
    }

    package static func table(_ albums: [Album]) -> Table {
        let moves = albums.contains { $0.history != nil }
        return Table(
            columns: [.init("#", rightAligned: true)] + (moves ? [.movement] : []) + [
                .init("", minWidth: 1),
                .init("Album", flexible: true, minWidth: 12),
                .init("Artist", flexible: true, minWidth: 10),
                .init("Released", dropPriority: 1),
                .init("Genre", flexible: true, minWidth: 6, dropPriority: 2),
            ],
            rows: albums.map { album in
                ([String(album.rank)] + (moves ? [album.history?.movement.symbol ?? ""] : [])
                    + [album.explicit ? "E" : "", album.name, album.artist, album.releaseDate ?? "", album.primaryGenre])
                    .map(Sanitizer.line)
            }
        )
    }
}
