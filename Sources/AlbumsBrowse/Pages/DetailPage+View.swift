import AlbumsCommands
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import AlbumsTerminal

/// The detail page's view: the cover, the album as `albums show` prints it,
/// then its chart run and its tracks.
extension DetailPage {
    /// The chart run (when the album has at least two kept editions), then the
    /// tracks as `albums tracks` lists them, from `top` to the status line.
    /// `left`: the column it starts at (beside the cover), `columns` the screen's.
    package func draw(_ album: Album, history: ChartHistory?, playing: Int?, top: Int, left: Int = 0, columns: Int, rows: Int, into frame: inout Frame) {
        var row = top
        let width = columns - left
        let ranks = history?.ranks(of: album.id) ?? []
        // The chart run (6 rows); when the tracks have the keys, only where it leaves them room for a few (the details' Chart row sums it up).
        if ranks.count >= 2, row + 6 < rows - 2, focus != .tracks || row + 6 + 6 < rows - 2 {
            let onChart = ranks.compactMap(\.rank)
            let summary = ["Chart run", onChart.min().map { "peak #\($0)" }, "\(onChart.count) editions"].compactMap { $0 }
            frame.put(summary.joined(separator: " · "), row: row, column: left, style: BrowseView.header, limit: width)
            for line in RankChart.render(ranks.map(\.rank), width: min(width, 60)).lines {
                row += 1
                frame.put(line, row: row, column: left, limit: width)
            }
            row += 2
        }
        guard row < rows - 2 else { return }
        let focused = focus == .tracks
        switch tracks {
        case nil, .loading?:
            frame.put("loading tracks…", row: row, column: left, style: BrowseView.hint, limit: width)
        case .failed(let failure)?:
            frame.put("no tracks: " + Sanitizer.line(failure.why) + " (r: retry)", row: row, column: left, style: Frame.Style(foreground: .red), limit: width)
        case .loaded(let list)?:
            let title = "Tracks · " + list.summary + (focused ? "" : " (Tab)")
            frame.put(title, row: row, column: left, style: BrowseView.header, limit: width)
            row += 1
            guard row < rows - 2 else { return }
            drawTracks(list, playing: playing, focused: focused, from: row, left: left, width: width, rows: rows, into: &frame)
        }
    }

    private func drawTracks(_ list: TrackList, playing: Int?, focused: Bool, from first: Int, left: Int, width: Int, rows: Int, into frame: inout Frame) {
        let showsArtist = list.tracks.contains { $0.artist != list.artist }
        let table = TracksView.table(list.tracks, artist: showsArtist ? list.artist : nil).render(maxWidth: width, style: BrowseView.colours)
            .split(separator: "\n").map(String.init)
        // The table's header stays on screen; below it, disc headings (with several discs), then each track, scrolled.
        frame.putStyled(table.first ?? "", row: first, column: left, style: BrowseView.header, limit: width)
        var lines: [(text: String, item: Int?)] = []
        var disc: Int?
        for (index, track) in list.tracks.enumerated() {
            if list.discs > 1, track.disc != disc { lines.append(("Disc \(track.disc)", nil)) }
            disc = track.disc
            lines.append((table.indices.contains(index + 1) ? table[index + 1] : "", index))
        }
        // Above the status lines (`first` is above them, so none or more rows); the track playing from this album in bold.
        BrowseView.list(lines, shown: selection, highlighted: focused ? selection : nil, top: first + 1, height: rows - 2 - first - 1, left: left, columns: width,
                        style: { $0 + 1 == playing ? Frame.Style(bold: true) : .plain }, into: &frame)
    }
}

extension BrowseView {
    package static func detail(_ model: BrowseModel, locale: DateLocale, cache: Cache, into frame: inout Frame) {
        guard let album = model.selected else {
            centred(stateLines(model), width: model.columns, into: &frame)
            return
        }
        var left = 0
        if model.pictures {
            let size = model.detailCoverSize
            if let (row, column, cover) = coverPosition(model) {
                draw(cache.picture(cover, target: model.pictureTarget), row: row, column: column, into: &frame)
            } else {
                frame.put("…", row: size.rows / 2, column: 1 + size.columns / 2, style: hint)
            }
            left = size.columns + 3
        }
        let text = ShowView.render(album, options: .init(hyperlinks: false, locale: locale, style: colours))
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        while lines.last?.isEmpty == true { lines.removeLast() }
        for (row, line) in lines.enumerated() where row < model.rows - 2 {
            // A long link is cut with "…" at the room there is, as `show` cuts it, never past the edge.
            frame.putStyled(String(line), row: row, column: left, style: row == 0 ? header : .plain, limit: model.columns - left, ellipsis: true)
        }
        // Below the details, beside the cover: the chart run and the tracks.
        let playing = model.trackPlaying(from: album)
        model.detail.draw(album, history: model.history, playing: playing, top: lines.count + 1, left: left, columns: model.columns, rows: model.rows, into: &frame)
    }
}
