import AlbumsCommands
import AlbumsCore
import AlbumsTerminal

/// The browser's pages that are one table made by a command's fetch half: the
/// worldwide chart (Tab on the world page: `albums world`) and an artist's
/// record (`a` on an album's detail: `albums artist`). One model, keys and
/// view; what fills it is the command's own state, drawn by the command's own
/// table.
package struct TablePage: Equatable, Sendable {
    package enum Which: String, Equatable, Sendable { case worldwide, artist }

    package enum Content: Equatable, Sendable {
        /// The worldwide chart's rows, how many stores made it, and what failed.
        case worldwide([WorldwideChart.Row], stores: Int, failed: String?)
        /// The artist's albums, and the chart whose "now" they show.
        case artist(name: String, lives: [ArtistRecord.Life], main: String, searched: Int)
    }

    package struct Loaded: Equatable, Sendable {
        package var content: Content?
        /// Why there is no content.
        package var failure: Failure?
        package var notices: [String] = []
    }

    package var loaded: Loaded?
    package var loading = false
    package var selection = 0
    package var top = 0

    package init() {}

    /// The albums of the rows, in order: what Enter opens.
    package var albums: [Album] {
        switch loaded?.content {
        case .worldwide(let rows, _, _)?: return rows.map(\.album)
        case .artist(_, let lives, _, _)?:
            return lives.map { Album(kept: $0.id, name: $0.name, artist: $0.artist, rank: $0.now ?? 0) }
        case nil: return []
        }
    }

    package mutating func key(_ key: KeyParser.Key, visible: Int) -> BrowseModel.TableAction {
        let albums = albums
        return BrowseModel.tableKey(key, selection: &selection, top: &top, count: albums.count, visible: visible) { albums[$0] }
    }

    /// A new load: the highlight stays on its album when it is still there.
    package mutating func received(_ loaded: Loaded, visible: Int) {
        let before = albums.map(\.id)
        self.loaded = loaded
        loading = false
        let after = albums.map(\.id)
        BrowseModel.keepHighlight(from: before, to: after, selection: &selection, top: &top, visible: visible)
    }

    /// A title, then the command's table (the highlighted row reversed), or the state's words.
    package func draw(_ which: Which, into frame: inout Frame, columns: Int, visible: Int) {
        let title: String
        var lines: [String] = []
        switch loaded?.content {
        case .worldwide(let rows, let stores, let failed)?:
            title = "Worldwide chart · \(stores) \(stores == 1 ? "store" : "stores") · by points" + (failed.map { " · \($0)" } ?? "")
            if !rows.isEmpty { lines = WorldView.table(rows).render(maxWidth: columns, style: BrowseView.colours).split(separator: "\n").map(String.init) }
        case .artist(let name, let lives, let main, let searched)?:
            title = lives.isEmpty
                ? "\(Sanitizer.line(name)) · no album in the \(searched) kept \(searched == 1 ? "chart" : "charts")"
                : ArtistCommand.title(ArtistCommand.State(lives: lives, charts: [], main: main))
            if !lives.isEmpty { lines = ArtistCommand.table(lives).render(maxWidth: columns, style: BrowseView.colours).split(separator: "\n").map(String.init) }
        case nil:
            title = which == .worldwide ? "Worldwide chart" : "Artist"
        }
        frame.put(title, row: 0, column: 0, style: BrowseView.header, limit: columns)
        guard lines.isEmpty else {
            BrowseView.table(lines, from: 1, top: top, selection: selection, visible: visible, width: columns, into: &frame)
            return
        }
        let words: [(String, Frame.Style)]
        if loading || loaded == nil {
            words = [(which == .worldwide ? "Loading every store's chart…" : "Looking through the kept charts…", .plain)]
        } else if let failure = loaded?.failure {
            words = BrowseView.failureLines(failure) + [("", .plain), ("r: retry", BrowseView.hint)]
        } else {
            words = [(which == .worldwide ? ListView.emptyMessage : "Each chart albums loads is kept (setting history); this artist is in none yet.", .plain)]
        }
        BrowseView.centred(words, width: columns, into: &frame)
    }
}

extension BrowseModel {
    /// Tab on the world page: the worldwide chart, loaded the first time.
    mutating func openWorldwide() -> [BrowseEffect] {
        page = .worldwide
        guard worldwide.loaded == nil, !worldwide.loading else { return [] }
        return reloadWorldwide()
    }

    mutating func reloadWorldwide() -> [BrowseEffect] {
        worldwide.loading = true
        return BrowseEffect.run(.worldwide(nil), .spinner)
    }

    /// The worldwide page's keys: Tab back to the stores side by side, Esc to the chart.
    mutating func worldwideKey(_ key: KeyParser.Key) -> [BrowseEffect] {
        switch worldwide.key(key, visible: worldRows) {
        case .none: return []
        case .back: return backToChart()
        case .tab:
            page = .world
            return world.loaded == nil && !world.loading ? reloadWorld() : []
        case .reload: return reloadWorldwide()
        case .open(let album): return open(album, from: .worldwide)
        }
    }

    /// `a` on the detail: the album's artist over every kept chart. Esc comes back to that album.
    mutating func openArtist() -> [BrowseEffect] {
        guard let album = selected else { return [] }
        artistOrigin = ArtistOrigin(album: album, opened: opened != nil, detailReturn: detailReturn)
        artist = TablePage()
        artist.loading = true
        page = .artist
        return [.run(.artist(album.artist))]
    }

    mutating func artistKey(_ key: KeyParser.Key) -> [BrowseEffect] {
        switch artist.key(key, visible: worldRows) {
        case .none, .tab: return []
        case .reload:
            guard let origin = artistOrigin else { return [] }
            artist.loading = true
            return [.run(.artist(origin.album.artist))]
        case .open(let album): return open(album, from: .artist)
        case .back:
            guard let origin = artistOrigin else { return backToChart() }
            artistOrigin = nil
            if origin.opened {
                opened = origin.album
            } else {
                opened = nil
                if let index = albums.firstIndex(where: { $0.id == origin.album.id }) { selection = index }
            }
            return openDetail(from: origin.detailReturn)
        }
    }
}

extension BrowseWork {
    /// The worldwide chart of `countries` (nil: every store, as the page asks),
    /// as `albums world` makes and keeps it.
    package static func worldwide(_ countries: [String]?) -> BrowseWork {
        BrowseWork(.worldwide, carrying: countries) { countries, work in
            do {
                let state = try await WorldCommand.load(countries, order: .points, work.command)
                guard !Task.isCancelled else { return nil }
                let failed = state.failures.isEmpty ? nil : "\(state.failures.count) failed (!)"
                return .tableLoaded(.worldwide, TablePage.Loaded(content: .worldwide(state.rows, stores: state.counted, failed: failed),
                                                                 notices: state.notices + (WorldCommand.failed(state).map { [$0] } ?? [])))
            } catch {
                guard !Task.isCancelled else { return nil }
                let failure = (error as? Failure) ?? Failure("couldn't make the worldwide chart", why: (error as? UsageError)?.message ?? "\(error)")
                return .tableLoaded(.worldwide, TablePage.Loaded(content: nil, failure: failure))
            }
        }
    }

    /// An artist's albums over every kept chart, as `albums artist` finds them.
    package static func artist(_ name: String) -> BrowseWork {
        BrowseWork(.artist, carrying: name) { name, work in
            let state = ArtistCommand.lives(name, work.command)
            return .tableLoaded(.artist, TablePage.Loaded(content: .artist(name: name, lives: state.lives, main: state.main, searched: state.charts.count)))
        }
    }
}
