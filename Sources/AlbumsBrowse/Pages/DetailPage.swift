import AlbumsCommands
import AlbumsCore
import AlbumsPictures
import AlbumsPlatform
import AlbumsTerminal

/// The browser's detail page's own state: the album's tracks (loaded through
/// the cache in the background), which part has the keys (the details, or the
/// track list: Tab), and the highlighted track. The album itself, its cover
/// and its chart run come from the browser's model.
package struct DetailPage: PageState, BrowsePage {
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
}

extension DetailPage {
    package static let id = BrowseModel.Page.detail

    package static func key(_ key: KeyParser.Key, _ model: inout BrowseModel) -> [BrowseEffect] {
        model.detailKey(key)
    }

    /// The wheel moves through the chart's albums, as on the chart.
    package static func mouse(_ mouse: KeyParser.Mouse, _ model: inout BrowseModel) -> [BrowseEffect] {
        switch mouse.action {
        case .wheelUp: return model.move(to: model.selection - 3)
        case .wheelDown: return model.move(to: model.selection + 3)
        default: return []
        }
    }

    /// The large cover, top left.
    package static func cover(_ model: BrowseModel) -> BrowseModel.CoverPlace? {
        guard model.pictures else { return nil }
        let size = model.detailCoverSize
        return .init(row: 0, column: 1, columns: size.columns, rows: size.rows)
    }

    package static func draw(_ model: BrowseModel, context: BrowseView.Drawn, into frame: inout Frame) {
        BrowseView.detail(model, locale: context.locale, cache: context.cache, into: &frame)
    }

    package static func keys(_ model: BrowseModel) -> [(key: String, does: String)] {
        // p says stop only while something of this album plays.
        let album = model.selected
        if model.detail.focus == .tracks {
            let stops = album.flatMap(model.trackPlaying(from:)) != nil
            return [("↑↓", "choose"), ("Enter", "play"), ("Esc", "details")] + (stops ? [("p", "stop")] : []) + [("n N", "next/prev")]
        }
        let plays = model.playing.map { $0.albumID == album?.id && !$0.stopping } ?? false
        return [("Esc", "back"), ("Tab", "tracks"), ("p", plays ? "stop" : "play previews"), ("o", "open"), ("↑↓", "previous/next"), ("a", "artist")]
    }

    package static let help = [
        "Tab             detail: its tracks (Enter plays one; n N next, previous)",
        "o               detail: open the album's page",
    ]

    /// The album's tracks, or why they couldn't be loaded.
    package struct TracksLoaded: PageResult {
        package var albumID: String
        package var tracks: Tracks

        package func apply(to model: inout BrowseModel) -> [BrowseEffect] {
            model.detail.received(tracks, for: albumID)
            return []
        }
    }

    /// The album's copyright, from the Lookup API ("unknown" when it has none).
    package struct CopyrightLoaded: PageResult {
        package var albumID: String
        package var copyright: String

        package func apply(to model: inout BrowseModel) -> [BrowseEffect] {
            if let index = model.albums.firstIndex(where: { $0.id == albumID }) { model.albums[index].copyright = copyright }
            if model.opened?.id == albumID { model.opened?.copyright = copyright }
            return []
        }
    }
}

extension BrowseModel.Page {
    package static let detail = Self("detail")
}

extension BrowseModel {
    package var detail: DetailPage {
        get { self[DetailPage.self] }
        set { self[DetailPage.self] = newValue }
    }

    /// The large cover of the detail page: 40 columns (as `show` draws it), or less than half the
    /// window's width where that is narrower (the details take the rest); half as many rows,
    /// or fewer where the window is short (its status lines and one more below it).
    package var detailCoverSize: (columns: Int, rows: Int) {
        let width = min(ArtworkSize.columns, columns / 2 - 2)
        return (max(1, width), max(1, min(width / 2, rows - 3)))
    }

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
            return BrowsePages.page(page).returned(&self) + coverEffects()
        case .tab:
            if detail.list?.tracks.isEmpty == false { detail.focus = .tracks }
            return []
        case .character("o"):
            return selected.map { [.run(.open($0.url))] } ?? []
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

extension BrowseWork.Kind {
    package static let tracks = Self("tracks")
    package static let copyright = Self("copyright")
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
            return .found(DetailPage.TracksLoaded(albumID: album.id, tracks: tracks))
        }
    }

    /// The album's copyright from the Lookup API, as `show` fills it ("unknown" when it has none).
    package static func copyright(_ album: Album) -> BrowseWork {
        BrowseWork(.copyright, carrying: album) { album, work in
            let filled = try? await CopyrightLookup.fill([album], work.command).first?.copyright
            guard !Task.isCancelled else { return nil }
            return .found(DetailPage.CopyrightLoaded(albumID: album.id, copyright: filled ?? "unknown"))
        }
    }
}

extension BrowseEvent {
    package static func tracksLoaded(albumID: String, _ tracks: DetailPage.Tracks) -> BrowseEvent {
        .found(DetailPage.TracksLoaded(albumID: albumID, tracks: tracks))
    }

    package static func copyrightLoaded(albumID: String, copyright: String) -> BrowseEvent {
        .found(DetailPage.CopyrightLoaded(albumID: albumID, copyright: copyright))
    }
}
