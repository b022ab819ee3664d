import AlbumsCommands
import AlbumsCore
import AlbumsTerminal

/// The browser's artist page (`a` on an album's detail): `albums artist` on
/// screen for the album's artist, every album of theirs over every kept chart,
/// made by its own fetch half and drawn by its own table. Enter opens an
/// album; Esc comes back to the album it was opened from. Opened again from
/// an album opened here, it keeps where each was opened from (`origins`), so
/// that Esc after Esc goes back the whole way, each artist shown again.
package struct ArtistPage: PageState, BrowsePage {
    /// The artist's albums, and the chart whose "now" they show.
    package struct Content: TableContent {
        package var name: String
        package var lives: [ArtistRecord.Life]
        package var main: String
        package var searched: Int

        package init(name: String, lives: [ArtistRecord.Life], main: String, searched: Int) {
            self.name = name
            self.lives = lives
            self.main = main
            self.searched = searched
        }

        package var albums: [Album] { lives.map { Album(kept: $0.id, name: $0.name, artist: $0.artist, rank: $0.now ?? 0) } }
        package var title: String {
            lives.isEmpty
                ? "\(Sanitizer.line(name)) · no album in the \(searched) kept \(searched == 1 ? "chart" : "charts")"
                : ArtistCommand.title(ArtistCommand.State(lives: lives, charts: [], main: main))
        }

        package func lines(columns: Int) -> [String] {
            lives.isEmpty ? [] : ArtistCommand.table(lives).render(maxWidth: columns, style: BrowseView.colours).split(separator: "\n").map(String.init)
        }

        package static let untitled = "Artist"
        package static let loadingWords = "Looking through the kept charts…"
        package static let emptyWords = "Each chart albums loads is kept (setting history); this artist is in none yet."

        package static func apply(_ loaded: TablePage<Content>.Loaded, to model: inout BrowseModel) -> [BrowseEffect] {
            // Only the answer to the load under way, for the artist the page is for.
            guard model.artist.loading, loaded.content.map({ $0.name == model.artistOrigin?.album.artist }) ?? true else { return [] }
            model.artist.received(loaded, visible: model.tableRows)
            return []
        }
    }

    /// The album whose artist the page shows, and how its detail was opened: Esc goes back to it.
    package struct Origin: Equatable, Sendable {
        package var album: Album
        package var opened: Bool
        package var detailReturn: BrowseModel.Page
    }

    package var table = TablePage<Content>()
    /// Where the page was opened from, the latest last: an artist page opened
    /// from an album opened from an artist page stacks on it (at most `deepest`).
    package var origins: [Origin] = []
    static let deepest = 32

    package init() {}

    package static let id = BrowseModel.Page.artist
    package static let openings = [BrowseModel.Opening(from: .detail, key: .character("a"))]

    /// The highlighted album's artist over every kept chart; Esc comes back to that album.
    package static func open(_ model: inout BrowseModel) -> [BrowseEffect] {
        guard let album = model.selected else { return [] }
        var page = ArtistPage()
        let origin = Origin(album: album, opened: model.opened != nil, detailReturn: model.detailReturn)
        // From an album this page opened: on top of where it was opened from; else a new trail.
        let earlier = model.detailReturn == id ? model[ArtistPage.self].origins : []
        page.origins = Array((earlier + [origin]).suffix(deepest))
        page.table.loading = true
        model[ArtistPage.self] = page
        model.page = id
        return [.run(.artist(album.artist))]
    }

    package static func key(_ key: KeyParser.Key, _ model: inout BrowseModel) -> [BrowseEffect] {
        switch model.artist.key(key, visible: model.tableRows) {
        case .none, .tab: return []
        case .reload:
            guard let origin = model.artistOrigin else { return [] }
            model.artist.loading = true
            return [.run(.artist(origin.album.artist))]
        case .open(let album): return model.open(album, from: id)
        case .back:
            guard let origin = model[ArtistPage.self].origins.popLast() else { return model.backToChart() }
            if origin.opened {
                model.opened = origin.album
            } else {
                model.opened = nil
                if let index = model.albums.firstIndex(where: { $0.id == origin.album.id }) { model.selection = index }
            }
            return model.openDetail(from: origin.detailReturn)
        }
    }

    package static func isLoading(_ model: BrowseModel) -> Bool { model.artist.loading }

    /// Back from an album it opened: the artist its origin names, loaded again
    /// when the page last showed another (an artist page opened from that album).
    package static func returned(_ model: inout BrowseModel) -> [BrowseEffect] {
        guard let origin = model.artistOrigin, model.artist.loaded?.content?.name != origin.album.artist else { return [] }
        model.artist = TablePage()
        model.artist.loading = true
        return [.run(.artist(origin.album.artist))]
    }

    package static func draw(_ model: BrowseModel, context: BrowseView.Drawn, into frame: inout Frame) {
        model.artist.draw(into: &frame, columns: model.columns, visible: model.tableRows)
    }

    package static func keys(_ model: BrowseModel) -> [(key: String, does: String)] {
        [("↑↓", "move"), ("Enter", "open"), ("Esc", "back")]
    }

    package static let help = ["a               detail: the artist's albums in every kept chart"]
}

extension BrowseModel.Page {
    package static let artist = Self("artist")
}

extension BrowseModel {
    package var artist: TablePage<ArtistPage.Content> {
        get { self[ArtistPage.self].table }
        set { self[ArtistPage.self].table = newValue }
    }

    /// Where the artist page shown was opened from.
    package var artistOrigin: ArtistPage.Origin? { self[ArtistPage.self].origins.last }
}

extension BrowseWork.Kind {
    package static let artist = Self("artist")
}

extension BrowseWork {
    /// An artist's albums over every kept chart, as `albums artist` finds them.
    package static func artist(_ name: String) -> BrowseWork {
        BrowseWork(.artist, carrying: name) { name, work in
            let state = ArtistCommand.lives(name, work.command)
            return .found(TablePage<ArtistPage.Content>.Loaded(content: .init(name: name, lives: state.lives, main: state.main, searched: state.charts.count)))
        }
    }
}

extension BrowseEvent {
    package static func artistLoaded(_ loaded: TablePage<ArtistPage.Content>.Loaded) -> BrowseEvent { .found(loaded) }
}
