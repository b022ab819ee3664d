import AlbumsCommands
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import AlbumsTerminal

/// The browser's news page (`c`): `albums changes` on screen — new entries,
/// re-entries, albums that left, climbers and fallers, each a section with its
/// count — between an edition of the chart and the one before it (`[` and `]`
/// step through the kept editions). Enter opens the album. Its own model,
/// update and view; what it shows comes from the chart's kept history.
package struct NewsPage: PageState, BrowsePage {
    /// The later edition compared (an index into the history's editions); nil: the latest.
    package var edition: Int?
    /// The highlighted album, an index into the page's albums in order (the view scrolls to it).
    package var selection = 0

    package init() {}

    package enum Action: Equatable, Sendable {
        case none
        case back
        case open(ChartChanges.Change)
    }

    /// The changes shown: from the edition before `edition` (else the latest) to it; nil with fewer than two editions.
    package func changes(_ history: ChartHistory?) -> ChartChanges? {
        guard let history, history.editions.count >= 2 else { return nil }
        let to = min(edition ?? history.editions.count - 1, history.editions.count - 1)
        guard to >= 1 else { return nil }
        return history.changes(from: to - 1, to: to)
    }

    /// Each section's title, albums, and what an album with no previous rank is there (new, or back), in
    /// `albums changes`' order, the empty ones left out.
    package static func sections(_ changes: ChartChanges) -> [(title: String, albums: [ChartChanges.Change], arrival: Movement)] {
        ChangesView.sections(changes).filter { !$0.changes.isEmpty }.map { section in
            ("\(section.title) (\(section.changes.count))", section.changes, ChangesView.arrival(of: section.plain))
        }
    }

    package mutating func key(_ key: KeyParser.Key, history: ChartHistory?, visible: Int) -> Action {
        let albums = changes(history).map { Self.sections($0).flatMap(\.albums) } ?? []
        let last = max(0, (history?.editions.count ?? 1) - 1)
        if let index = BrowseModel.moved(key, from: selection, count: albums.count, visible: visible) {
            selection = albums.isEmpty ? 0 : min(max(0, index), albums.count - 1)
            return .none
        }
        switch key {
        case .escape, .backspace, .character("q"): return .back
        case .character("["):
            edition = max(1, (edition ?? last) - 1)
            selection = 0
        case .character("]"):
            edition = min(last, (edition ?? last) + 1)
            selection = 0
        case .enter:
            return albums.indices.contains(selection) ? .open(albums[selection]) : .none
        default: break
        }
        return .none
    }

    // MARK: View

    package func draw(_ history: ChartHistory?, into frame: inout Frame, columns: Int, rows: Int) {
        guard let history, let changes = changes(history) else {
            frame.put("News", row: 0, column: 0, style: BrowseView.header)
            frame.put("No earlier edition of this chart is kept yet: the news comes once the chart has changed.", row: 2, column: 0, limit: columns)
            return
        }
        let title = "News · " + FeedDate.readable(changes.from) + " → " + FeedDate.readable(changes.to)
        frame.put(title, row: 0, column: 0, style: BrowseView.header, limit: columns)
        let sections = Self.sections(changes)
        guard !sections.isEmpty else {
            frame.put("Nothing moved between these editions.", row: 2, column: 0)
            return
        }
        // Every line: a section's title, then its albums (the table of `albums changes`, its columns lined up across sections).
        var lines: [(text: String, item: Int?)] = []
        var index = 0
        let tables = ChangesView.tables(sections.map { ($0.albums, $0.arrival) }, maxWidth: columns, style: BrowseView.colours)
        for (section, table) in zip(sections, tables) {
            if !lines.isEmpty { lines.append(("", nil)) }
            lines.append((section.title, nil))
            for line in table.dropFirst() {
                lines.append((line, index))
                index += 1
            }
        }
        BrowseView.list(lines, shown: selection, highlighted: selection, top: 2, height: max(1, rows - 2 - 2), columns: columns, into: &frame)
    }
}

extension NewsPage {
    package static let id = BrowseModel.Page.news
    package static let openings = [BrowseModel.Opening(from: .chart, key: .character("c"))]

    /// Shown from the latest edition.
    package static func open(_ model: inout BrowseModel) -> [BrowseEffect] {
        model.page = id
        model.news = NewsPage()
        return []
    }

    package static func key(_ key: KeyParser.Key, _ model: inout BrowseModel) -> [BrowseEffect] { model.newsKey(key) }

    package static func draw(_ model: BrowseModel, context: BrowseView.Drawn, into frame: inout Frame) {
        model.news.draw(model.history, into: &frame, columns: model.columns, rows: model.rows)
    }

    package static func keys(_ model: BrowseModel) -> [(key: String, does: String)] {
        [("↑↓", "move"), ("Enter", "open"), ("Esc", "back"), ("[ ]", "earlier/later edition")]
    }

    package static let help = [
        "c               the news: what moved since the last edition",
        "[ ]             news: the previous, next edition",
    ]
}

extension BrowseModel.Page {
    package static let news = Self("news")
}

extension BrowseModel {
    package var news: NewsPage {
        get { self[NewsPage.self] }
        set { self[NewsPage.self] = newValue }
    }

    /// The news page's keys; Enter opens the album's detail (one that left, from the kept edition).
    mutating func newsKey(_ key: KeyParser.Key) -> [BrowseEffect] {
        switch news.key(key, history: history, visible: max(1, rows - 4)) {
        case .none: return []
        case .back: return backToChart()
        case .open(let change):
            let album = albums.first { $0.id == change.id }
                ?? Album(kept: change.id, name: change.name, artist: change.artist, rank: change.previousRank ?? 0)
            return open(album, from: .news)
        }
    }
}
