import AlbumsCommands
import AlbumsCore
import AlbumsTerminal
import Foundation

/// The browser's detail page's own state: the album's tracks (loaded through
/// the cache in the background), which part has the keys (the details, or the
/// track list: Tab), and the highlighted track. The album itself, its cover
/// and its chart run come from the browser's model.
package struct DetailPage: Equatable, Sendable {
    package enum Tracks: Equatable, Sendable {
        case loading
        case loaded(TrackList)
        case failed(Failure)
    }

    package enum Focus: Equatable, Sendable { case details, tracks }

    /// The album the tracks are for, and where they are.
    package var albumID: String?
    package var tracks: Tracks?
    package var focus: Focus = .details
    /// The highlighted track, an index into the list's tracks.
    package var selection = 0

    package init() {}

    /// What a key asks of the browser, when the track list has the keys.
    package enum Action: Equatable, Sendable {
        case none
        case play(index: Int)
        case stop
        case details
    }

    package var list: TrackList? {
        if case .loaded(let list) = tracks { return list }
        return nil
    }

    /// The tracks for `album` are to be loaded (they aren't at hand); resets the list's state.
    package mutating func needs(_ album: Album) -> Bool {
        guard albumID != album.id || tracks == nil else { return false }
        albumID = album.id
        tracks = .loading
        focus = .details
        selection = 0
        return true
    }

    package mutating func received(_ tracks: Tracks, for albumID: String) {
        guard albumID == self.albumID else { return }
        self.tracks = tracks
        selection = 0
    }

    /// The track list's keys. `playing`: the number of the track playing from this album, if one is.
    mutating func trackKey(_ key: KeyParser.Key, playing: Int?) -> Action {
        guard let list else { return .details }
        let count = list.tracks.count
        switch key {
        case .tab, .escape: return .details
        case .up, .character("k"): selection = max(0, selection - 1)
        case .down, .character("j"): selection = min(count - 1, selection + 1)
        case .home, .character("g"): selection = 0
        case .end, .character("G"): selection = count - 1
        case .enter: return .play(index: selection)
        case .character("p"): return playing == selection + 1 ? .stop : .play(index: selection)
        case .character("n"):
            selection = min(count - 1, selection + 1)
            return .play(index: selection)
        case .character("N"):
            selection = max(0, selection - 1)
            return .play(index: selection)
        default: break
        }
        return .none
    }

    // MARK: View

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
        // The track playing from this album in bold.
        BrowseView.list(lines, shown: selection, highlighted: focused ? selection : nil, top: first + 1, height: max(1, rows - 2 - first - 1), left: left, columns: width,
                        style: { $0 + 1 == playing ? Frame.Style(bold: true) : .plain }, into: &frame)
    }
}

extension BrowseModel {
    /// Opens the detail of the album `selected` names (after `opened` or the highlight is set), coming back to `from`.
    mutating func openDetail(from: Page) -> [BrowseEffect] {
        detailReturn = from
        page = .detail
        return detailEffects()
    }

    /// What the detail page needs for the album it shows: its cover, its copyright, its tracks.
    mutating func detailEffects() -> [BrowseEffect] {
        var effects = coverEffects()
        guard page == .detail, let album = selected else { return effects }
        // The copyright as `show` shows it: from the feed, else looked up.
        if album.copyright == nil { effects.append(.run(.copyright(album))) }
        if detail.needs(album) { effects.append(.run(.tracks(album))) }
        return effects
    }

    mutating func detailKey(_ key: KeyParser.Key) -> [BrowseEffect] {
        if detail.focus == .tracks { return trackKey(key) }
        switch key {
        case .escape, .backspace, .character("q"), .left, .character("h"):
            page = detailReturn
            detailReturn = .chart
            opened = nil
            return coverEffects()
        case .tab:
            if detail.list?.tracks.isEmpty == false { detail.focus = .tracks }
            return []
        case .character("o"):
            return selected.map { [.run(.open($0.url))] } ?? []
        case .character("a"):
            return openArtist()
        case .character("p"):
            return playEffects()
        case .up, .character("k"):
            opened = nil
            _ = move(to: selection - 1)
            return detailEffects()
        case .down, .character("j"):
            opened = nil
            _ = move(to: selection + 1)
            return detailEffects()
        case .character("r"):
            // The tracks failed: r tries them again; else the chart is refreshed.
            if case .failed? = detail.tracks, let album = selected {
                detail.tracks = .loading
                return [.run(.tracks(album))]
            }
            return reload(refresh: true)
        default: return []
        }
    }

    private mutating func trackKey(_ key: KeyParser.Key) -> [BrowseEffect] {
        guard let album = selected else { return [] }
        switch detail.trackKey(key, playing: trackPlaying(from: album)) {
        case .none: return []
        case .details:
            detail.focus = .details
            return []
        case .stop: return stopPlaying()
        case .play(let index):
            guard let list = detail.list, list.tracks.indices.contains(index) else { return [] }
            return playTrack(index, of: list, album: album)
        }
    }
}

extension BrowseWork {
    /// The album's tracks through the cache, for the detail page.
    package static func tracks(_ album: Album) -> BrowseWork {
        BrowseWork(.tracks, carrying: album) { album, work in
            let tracks: DetailPage.Tracks
            do {
                switch try await TrackSource.lookup(album.id, work.command) {
                case .album(let list): tracks = .loaded(list)
                case .song: tracks = .failed(Failure("no tracks", why: "\(album.id) is a song, not an album"))
                }
            } catch {
                tracks = .failed(Failure(loading: .tracks(id: album.id), error))
            }
            guard !Task.isCancelled else { return nil }
            return .tracksLoaded(albumID: album.id, tracks)
        }
    }

    /// The album's copyright from the Lookup API, as `show` fills it ("unknown" when it has none).
    package static func copyright(_ album: Album) -> BrowseWork {
        BrowseWork(.copyright, carrying: album) { album, work in
            let filled = try? await CopyrightLookup.fill([album], work.command).first?.copyright
            guard !Task.isCancelled else { return nil }
            return .copyrightLoaded(albumID: album.id, copyright: filled ?? "unknown")
        }
    }
}
